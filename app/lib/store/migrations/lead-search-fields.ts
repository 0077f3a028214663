/**
 * What PostgreSQL's lead search compares: the searchable fields, one per line, kept lowered by migration 10 in the
 * stored column search_text. Never change it: a new expression needs a new migration.
 */
export const leadSearchFields =
  "first_name || ' ' || last_name || chr(10) || company || chr(10) || email || chr(10) || coalesce(phone, '') || chr(10) || message";
