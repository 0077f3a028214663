/**
 * The publishing blog's pages, feeds and sitemap (BLOG_STORE=server): rendered once per version of the blog and
 * then served from memory to visitors, so that a flood of them costs what static pages cost. Only an operator
 * (a live session: drafts, editing) gets a fresh page; a cookie that is nobody's, a query string the page does
 * not read, an old slug or id (its 301) and an id that is no published post all get what the cache holds (an unknown id: the one not-found
 * page of its language). Every process asks the store for the version at most every two seconds, so a change
 * made through any process shows on all of them within that; the process that made it shows it at once (forget).
 * A scheduled post appears without a change, when its time comes: every page is out of date from then on too.
 */
import { localeFromPath } from "#app/i18n/paths.ts";
import { blogPostIdOf } from "#app/lib/blog/blog-store.ts";
import type { PageRenderer } from "#app/lib/server/http-policy.ts";

/** What the cache asks of the blog's store and sessions (the composition root in app/site hands them in). */
export type BlogPageSources = {
  /** The blog's version: it grows with every change. */
  version(): Promise<number>;
  /** Every last path segment that leads to a post published by `now`: its current slug, its old ones and its id. */
  publishedIds(now: Date): Promise<Set<string>>;
  isOperator(request: Request): Promise<boolean>;
  /** When the next post scheduled after `now` appears (null: none waits). */
  nextScheduled(now: Date): Promise<Date | null>;
};

type CachedPage = { body: Uint8Array<ArrayBuffer>; status: number; headers: Headers };

const VERSION_CHECK_MS = 2_000;

export function blogPageCache(sources: BlogPageSources, maxEntries = 500) {
  const pages = new Map<string, CachedPage & { version: string }>();
  type Known = {
    /** The blog's version and how many scheduled times have passed since this process looked: pages of another are stale. */
    version: string;
    publishedIds: ReadonlySet<string>;
    checkedAt: number;
    nextScheduled: number;
  };
  let known: Known | undefined;
  let appeared = 0;

  /**
   * The version and, with a new one, the published posts' ids, looked up at most every 2 s, and at once when a
   * scheduled post's time has come (that needs no query: the time was read with the version). Both lookups ask
   * about one moment: asked at two, a post whose time fell between them was in neither the published ones nor
   * the ones to come, and the list stayed without it until the next change to the blog.
   */
  async function current() {
    const now = new Date();
    const due = known !== undefined && now.getTime() >= known.nextScheduled;
    if (due) appeared += 1;
    if (!known || due || now.getTime() - known.checkedAt > VERSION_CHECK_MS) {
      const version = `${await sources.version()}.${appeared}`;
      const fresh = known?.version !== version;
      const publishedIds = fresh ? await sources.publishedIds(now) : known!.publishedIds;
      const nextScheduled = fresh ? ((await sources.nextScheduled(now))?.getTime() ?? Infinity) : known!.nextScheduled;
      known = { version, publishedIds, checkedAt: now.getTime(), nextScheduled };
    }
    return known;
  }

  function keep(key: string, version: string, page: CachedPage) {
    if (pages.size >= maxEntries) pages.clear();
    pages.set(key, { ...page, version });
  }

  /** The page a visitor's GET gets: from the cache, or rendered and kept (an unpublished post: the not-found page). */
  async function visitorPage(path: string, request: Request, renderer: PageRenderer): Promise<CachedPage | Response> {
    const { version, publishedIds } = await current();
    // A post nobody may see is the site's one not-found page (its data request: one cached answer per language).
    const id = blogPostIdOf(path);
    const unpublished = id !== undefined && !publishedIds.has(id);
    if (unpublished && !path.endsWith(".data")) return renderer.notFound();
    const key = `${blogCacheKey(path, new URL(request.url), unpublished, renderer.routeIds())}|${renderer.variant()}`;
    const cached = pages.get(key);
    if (cached?.version === version) return cached;
    const response = await renderer.render();
    // A redirect (an old slug, an id) is kept as a 404 is: a flood of old links costs no render either.
    if (response.status !== 200 && response.status !== 404 && response.status !== 301) return response;
    const page = {
      body: new Uint8Array(await response.arrayBuffer()),
      status: response.status,
      headers: new Headers(response.headers),
    };
    keep(key, version, page);
    return page;
  }

  return {
    /** A blog page (isBlogPage) for this request: from the cache, or rendered and kept. */
    async respond(path: string, request: Request, renderer: PageRenderer): Promise<Response> {
      const head = request.method === "HEAD";
      // A cookie that is nobody's session costs no query (findSession checks its shape first), a real one one.
      const operator = await sources.isOperator(request);
      if (!operator) {
        const page = await visitorPage(path, request, renderer);
        return page instanceof Response ? withoutBody(page, head) : answer(page, head);
      }
      const response = await renderer.render();
      // Drafts and editing controls are for this operator's eyes only.
      response.headers.set("Cache-Control", "private, no-store");
      return withoutBody(response, head);
    },
    /** Asks the store again on the next request (after a change made through this process). */
    forget() {
      known = undefined;
    },
  };
}

/** A kept page as this request gets it: a HEAD is the GET without its body (its length said). */
function answer(page: CachedPage, head: boolean): Response {
  if (!head) return new Response(page.body, { status: page.status, headers: page.headers });
  const headers = new Headers(page.headers);
  headers.set("Content-Length", String(page.body.byteLength));
  return new Response(null, { status: page.status, headers });
}

function withoutBody(response: Response, head: boolean): Response {
  if (!head || response.body === null) return response;
  void response.body.cancel();
  return new Response(null, { status: response.status, headers: response.headers });
}

/**
 * What a blog page is cached under: its path (a document reads no query string; a data request only React
 * Router's `_routes`); the data of a post that is not published is one not-found answer per language.
 * `_routes` counts only for the routes the page matches (`routeIds`), in their order: React Router loads no
 * other, so `_routes=<anything else>` is the same answer as without those names, from the same entry.
 */
export function blogCacheKey(path: string, url: URL, unpublished: boolean, routeIds: readonly string[]): string {
  const data = path.endsWith(".data");
  const page = data ? path.slice(0, -".data".length) : path;
  const target = unpublished ? `not-found:${localeFromPath(path)}` : page;
  if (!data) return target;
  // Without `_routes` (or with an empty one) React Router loads every route; with it, only those it names.
  const named = url.searchParams.get("_routes");
  if (!named) return `${target}.data`;
  const asked = new Set(named.split(","));
  return `${target}.data?${routeIds.filter((id) => asked.has(id)).join(",")}`;
}
