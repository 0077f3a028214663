import { formatTemplate } from "#app/lib/text/format-template.ts";

/**
 * A role named in running text: the copy's one phrase for it ("the Sales role", „Rolle „Vertrieb““) around the
 * role's name, so that every sentence with a {role} reads "with the Sales role" and none "as Sales" (issue 49).
 */
export function roleInText(copy: { roleInText: string }, name: string): string {
  return formatTemplate(copy.roleInText, { name });
}
