/**
 * The path as the page registry and the static files name it, or undefined
 * when it names nothing we could serve: not decodable, a NUL or other C0
 * control character or DEL in it, or a `..` segment.
 */
export function decodedPath(path: string): string | undefined {
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
 * parser turns into it) names another host.
 */
export function canonicalLocation(url: URL, lowercase: boolean): string | undefined {
  const pathname = lowercase ? url.pathname.toLowerCase() : url.pathname;
  const location = `${pathname.replace(/\/+$/, "") || "/"}${url.search}`;
  const ours = "http://site.invalid";
  const resolved = new URL(location, ours);
  return resolved.origin === ours && location.startsWith("/") && !location.startsWith("//") ? location : undefined;
}
