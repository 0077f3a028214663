const DEFAULT_SITE_URL = "https://conversational-bi.example";

/**
 * The public origin used for canonical links, alternates and the sitemap.
 * Pre-rendered pages take it at build time, so set SITE_URL for `npm run build`.
 */
export function siteUrl(): string {
  const raw = process.env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}; got "${raw}".`);
  }
  return url.origin;
}
