/**
 * Every key this site keeps in the visitor's browser, in one place (the privacy policy lists them). The back
 * office's own keys (operators' browsers only) are in app/lib/back-office-storage.ts: were they here, every
 * visitor's page would load them (this module is in the site's shared chunk). The privacy policy lists both.
 */
export const storageKeys = {
  /** local: the language chosen in the switcher ("en" | "de"); wins over the browser's language. */
  languageChoice: "preferred-language",
  /** session: set on the first page view of a browser session. */
  firstVisit: "first-visit",
  /** local: the blog posts as a JSON list (the blog lives in the browser only); seeded with two samples. */
  blogPosts: "blog-posts",
  /** local: an unreadable value found under blog-posts, kept aside instead of being thrown away. */
  blogPostsBackup: "blog-posts-backup",
  /** local: {"isAdmin":true} while the blog's administrator mode is on (a demo flag, not authentication). */
  adminAuth: "admin-auth",
  /** local: the colour scheme chosen in the header ("light" | "dark" | "system"); absent means system. */
  theme: "theme",
  /** session: where each page of this tab was scrolled to, so Back returns there (React Router's ScrollRestoration). */
  scrollPositions: "scroll-positions",
  /** local: the address of the web font once this browser has it in its cache, so later pages draw with it. */
  webFont: "web-font",
} as const;

type Area = "local" | "session";

function storageArea(area: Area): Storage | undefined {
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be switched off or throw (private modes, sandboxed frames).
    return undefined;
  }
}

export function readStorage(area: Area, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(area: Area, key: string, value: string): boolean {
  try {
    const storage = storageArea(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
