/**
 * BLOG_STORE: "browser" (SPEC's demo, the default: posts live in each visitor's
 * browser) or "server" (operators publish posts that every visitor sees).
 * Pure, so that the configuration check can read it too (app/site/config.server.ts).
 */
export type BlogStore = "browser" | "server";

export function blogStoreFromEnv(raw: string | undefined): BlogStore {
  const value = raw?.trim() || "browser";
  if (value !== "browser" && value !== "server") {
    throw new Error(`BLOG_STORE must be "browser" (the demo) or "server" (publishing); got "${raw}".`);
  }
  return value;
}

/** A post page's id (document or data request), or undefined for the list, the feeds and the sitemap. */
export function blogPostIdOf(pathname: string): string | undefined {
  const id = /^\/(?:de\/)?blog\/([^/]+?)(?:\.data)?$/.exec(pathname)?.[1];
  return id === "feed.xml" ? undefined : id;
}

/** The blog's pages, feeds and the sitemap: in server mode rendered from the store, not served as built. */
export function isBlogPage(pathname: string): boolean {
  return /^\/(de\/)?blog(\/[^/]+)?(\.data)?$/.test(pathname) || /^\/sitemap\.xml(\.data)?$/.test(pathname);
}
