/** A person's name made from their e-mail address's local part, for whoever has given none: "anna.berg" → "Anna Berg". */
export function nameFromAddress(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}
