/**
 * What the HTTP shell (server/) asks of the site about a request, put together from the features' own HTTP
 * policies: the shell knows methods, headers, bodies and files, and asks here which paths are private, which
 * take writes and how they are guarded, and which pages are answered at request time.
 */
import { isAdminPath } from "#app/i18n/admin-pages.ts";
import { backOfficePolicy } from "#app/lib/admin/http.server.ts";
import { editor, operatorOf } from "#app/lib/blog/blog.server.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import { isBlogPage } from "#app/lib/blog/blog-store.ts";
import { blogApiPolicy, blogPostStandIn, isBlogApiPath } from "#app/lib/blog/http.server.ts";
import { blogPageCache } from "#app/lib/blog/page-cache.server.ts";
import { blogVersion, nextScheduledAt } from "#app/lib/blog/posts.server.ts";
import { publishedPostSegments } from "#app/lib/blog/post-slugs.server.ts";
import { CONTACT_ENDPOINT, contactEndpointPolicy, outcomePage, outcomeTokenOf } from "#app/lib/contact/http.server.ts";
import { publicPath, type PageRenderer, type PathPolicy } from "#app/lib/server/http-policy.ts";
import { startSiteServices } from "#app/site/services.server.ts";

const blogPages = blogPageCache({
  version: async () => blogVersion((await startSiteServices()).db.sql),
  publishedIds: async (now) => publishedPostSegments((await startSiteServices()).db.sql, now),
  isOperator: async (request) => Boolean(await operatorOf(request, await startSiteServices())),
  nextScheduled: async (now) => nextScheduledAt((await startSiteServices()).db.sql, now),
});

/** The policy of a path as the request names it (not decoded). */
export function pathPolicy(pathname: string): PathPolicy {
  if (pathname === CONTACT_ENDPOINT) return contactEndpointPolicy;
  // The process that made a change shows it at once; the others within their next version check.
  if (isBlogApiPath(pathname)) return blogApiPolicy(pathname, blogPages.forget, admitEditor);
  if (isAdminPath(pathname)) return backOfficePolicy(pathname);
  return publicPath;
}

/** A change to the blog is an editor's (session, role): known from the headers, before any byte of the body is read. */
async function admitEditor(request: Request, url: URL): Promise<Response | undefined> {
  try {
    await editor(await startSiteServices(), request, url);
    return undefined;
  } catch (refusal) {
    if (refusal instanceof Response) return refusal;
    throw refusal;
  }
}

let publishing: boolean | undefined;
const publishesBlog = () => (publishing ??= isServerBlog());

/**
 * A GET or HEAD of a (decoded, canonical) path the site answers at request time instead of the built file:
 * undefined at once for every other path, so that a static page costs no more than before; a promise of
 * undefined when, after a look, the built file is right after all.
 */
export function requestTimePage(
  path: string,
  request: Request,
  renderer: PageRenderer,
): Promise<Response | undefined> | undefined {
  const token = outcomeTokenOf(path, request);
  if (token) return contactOutcomePage(token, renderer);
  // The publishing blog's pages, feeds and sitemap come from its store, not from the build (which holds the demo's).
  if (publishesBlog() && isBlogPage(path)) return blogPages.respond(path, request, renderer);
  return undefined;
}

/** Any token that stands for no waiting outcome is nobody's, and gets the page everybody gets. */
async function contactOutcomePage(token: string, renderer: PageRenderer): Promise<Response | undefined> {
  const waiting = await (await startSiteServices()).outcomes.has(token);
  return waiting ? outcomePage(renderer) : undefined;
}

/** The pre-rendered file that answers for every page of a route whose pages exist only in the browser. */
export const prerenderedStandIn: (route: string) => string | undefined = blogPostStandIn;
