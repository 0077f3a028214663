/**
 * Control characters no text field of the site takes: NUL and the other C0 controls but tab, line feed and
 * carriage return. PostgreSQL cannot hold a NUL in text (the query fails), and none of the others is anything a
 * person types. Whether a field takes a line break stays the field's own rule.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f]/;

export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** Whether a query or a form-encoded body holds one, in a name or a value. */
export function paramsHoldControl(params: URLSearchParams): boolean {
  for (const [name, value] of params) if (hasControlCharacter(name) || hasControlCharacter(value)) return true;
  return false;
}

/** Whether any string or key of a parsed JSON value holds one; walked without recursion (deep nesting is fine). */
export function jsonHoldsControl(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (hasControlCharacter(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (hasControlCharacter(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
