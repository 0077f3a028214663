/**
 * The name an operator goes by, as every query that names one reads it (issue 47): the display name of their
 * author profile, or null. `operator` is the alias of an `operators` row in the query. What stands in for a
 * missing name is the reader's: the address (the audit log, a lead's history, the blog) or a name made from it
 * (`personName`, app/lib/text/name-from-address.ts: the inbox, Ask, the layout, the mails). Here, below every room
 * that names someone: the back office's names (app/lib/admin/operators.server.ts) and the mails' actors
 * (app/lib/notify/outbox.server.ts), which may not import each other's way.
 */
export function profileNameOf(operator: string): string {
  return `(SELECT named.display_name FROM author_profiles named WHERE named.operator_id = CAST(${operator}.id AS text))`;
}
