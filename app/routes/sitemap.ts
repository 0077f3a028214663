import { pagePath } from "#app/i18n/paths.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import { listPosts } from "#app/lib/blog/posts.server.ts";
import { currentSlugs } from "#app/lib/blog/post-slugs.server.ts";
import { siteUrl } from "#app/site/config.server.ts";
import { servicesOf } from "#app/site/services.server.ts";
import { buildSitemap, type PageVersions } from "#app/lib/seo/sitemap.ts";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: pre-rendered at build from the page registry and the sample
 * posts; with the publishing blog, rendered by the server with every published
 * post, each with its translation as alternate.
 */
export async function loader({ context }: Route.LoaderArgs) {
  let posts: PageVersions[] | undefined;
  if (isServerBlog()) {
    const services = await servicesOf(context);
    const published = await listPosts(services.db.sql);
    const byId = new Map(published.map((post) => [post.id, post]));
    const slugs = await currentSlugs(services.db.sql);
    const path = (post: { id: string; locale: "en" | "de" }) =>
      pagePath("blogPost", post.locale, { id: slugs.get(post.id) ?? post.id });
    posts = published
      // A translation is listed with its original.
      .filter((post) => !(post.translationOf && byId.has(post.translationOf)))
      .map((post) => {
        const versions: PageVersions = { [post.locale]: path(post) };
        for (const other of published) {
          if (other.translationOf === post.id) versions[other.locale] = path(other);
        }
        return versions;
      });
  }
  return new Response(buildSitemap(siteUrl(), posts), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
