const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * The path in its one spelling, as every part of the server reads it (the private paths' headers, the methods a
 * path takes, routing): every percent-escape of an unreserved character (RFC 3986: letters, digits, `-._~`)
 * decoded, since `/%61dmin` and `/admin` are one and the same path to every client and to React Router. The
 * others stay as they came. Dot segments (`.`, `..`, `%2e`) are already gone: the URL parser resolved them.
 */
export function pathSpelling(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escape;
  });
}

/**
 * The path as the page registry and the static files name it, or undefined
 * when it names nothing we could serve: not decodable, a NUL or other C0
 * control character or DEL in it, a `..` segment, an encoded slash or
 * backslash (a path of another shape to each reader), or an empty segment
 * before the last (`//evil.example/`, `/admin//leads`).
 */
export function decodedPath(path: string): string | undefined {
  if (/%(2f|5c)/i.test(path) || /\/\/+[^/]/.test(path)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\x00-\x1f\x7f]/.test(decoded) || decoded.split("/").includes("..")) return undefined;
  return decoded;
}

/**
 * `/about-us/?a=1` → `/about-us?a=1` (and lowercased, if asked), kept in its encoded form, or undefined when the
 * target would not be a path on this site: `//evil.example/` (and the `/.//`, `/de/..//` spellings the URL
 * parser turns into it) names another host. `path`: the request's path in its one spelling (pathSpelling).
 */
export function canonicalLocation(path: string, search: string, lowercase: boolean): string | undefined {
  const pathname = lowercase ? path.toLowerCase() : path;
  const location = `${pathname.replace(/\/+$/, "") || "/"}${search}`;
  const ours = "http://site.invalid";
  const resolved = new URL(location, ours);
  return resolved.origin === ours && location.startsWith("/") && !location.startsWith("//") ? location : undefined;
}
