/**
 * A person's short name from their e-mail address, where they have given none (issue 47: people are not their
 * addresses): the local part, split at dots, hyphens and underscores, each part capitalized ("anna.berg" →
 * "Anna Berg").
 */
export function nameFromAddress(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}
