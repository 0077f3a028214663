/** A person's name made from their e-mail address's local part, for whoever has given none: "anna.berg" → "Anna Berg". */
export function nameFromAddress(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}

/** The name a member of the team goes by: the one their profile gives, else one made from their address. */
export function personName(given: string | null | undefined, email: string): string {
  return given?.trim() || nameFromAddress(email);
}
