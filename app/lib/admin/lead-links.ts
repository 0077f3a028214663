/**
 * The links of a lead's page (issue 31): back to the list as the operator left it, a phone number to call and
 * an address to write to. Shared by server and browser; no copy of its own.
 */

/** The list's own parameters: search, status, owner, page and cursor. Anything else is dropped. */
const LIST_PARAMS = ["q", "status", "owner", "page", "cursor"] as const;
const LONGEST_VALUE = 200;

/**
 * The `list` parameter a lead's page was opened with (the list's query string, without `?`), as a plain query
 * string of the list's own parameters only: each kept once, at most 200 characters, re-encoded. Whatever else
 * it holds is dropped, so it can only ever lead back to the list (never an open redirect).
 */
export function listQueryOf(raw: string | null | undefined): string {
  if (!raw || raw.length > 2_000) return "";
  const asked = new URLSearchParams(raw.startsWith("?") ? raw.slice(1) : raw);
  const kept = new URLSearchParams();
  for (const name of LIST_PARAMS) {
    const value = asked.get(name)?.trim();
    if (value && value.length <= LONGEST_VALUE && !/\p{Cc}/u.test(value)) kept.set(name, value);
  }
  return kept.toString();
}

/** `path?query`, or the path alone when there is no query. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** A `tel:` link for a phone number as people type it ("+49 (40) 555-0100"), or null when it holds no digits. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** A `mailto:` link with a subject, every part encoded (an address may hold `?`, `&` or `%`). */
export function mailHref(email: string, subject: string): string {
  const [local = "", domain = ""] = splitAddress(email);
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}?subject=${encodeURIComponent(subject)}`;
}

function splitAddress(email: string): [string, string] {
  const at = email.lastIndexOf("@");
  return at < 0 ? [email, ""] : [email.slice(0, at), email.slice(at + 1)];
}
