import de from "#app/content/blog/de.ts";
import en from "#app/content/blog/en.ts";
import { localeFromPath, pagePath } from "#app/i18n/paths.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import { isoPostDate } from "#app/lib/blog/post.ts";
import { listPosts } from "#app/lib/blog/posts.server.ts";
import { currentSlugs } from "#app/lib/blog/post-slugs.server.ts";
import { sanitizePostHtmlOnServer } from "#app/lib/blog/sanitize-html.server.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";
import { germanSample } from "#app/lib/blog/sample-translations.server.ts";
import { siteUrl } from "#app/site/config.server.ts";
import { servicesOf } from "#app/site/services.server.ts";
import { buildAtomFeed, type FeedEntry } from "#app/lib/seo/feed.ts";
import type { Route } from "./+types/blog-feed";

/** /blog/feed.xml and /de/blog/feed.xml: the published posts of the language (the sample posts in the demo). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const copy = locale === "de" ? de : en;
  const origin = siteUrl();
  const postUrl = (segment: string) => `${origin}${pagePath("blogPost", locale, { id: segment })}`;
  let entries: FeedEntry[];
  if (isServerBlog()) {
    const services = await servicesOf(context);
    const posts = await listPosts(services.db.sql, { locale });
    const slugs = await currentSlugs(services.db.sql);
    entries = await Promise.all(
      posts.map(async (post) => ({
        url: postUrl(slugs.get(post.id) ?? post.id),
        title: post.title,
        author: post.author,
        summary: post.summary,
        content: await sanitizePostHtmlOnServer(post.content),
        tags: post.tags,
        published: post.publishedAt ?? post.createdAt,
        updated: post.updatedAt,
      })),
    );
  } else {
    // The samples, in German for the German feed (as the German pages show them).
    entries = seedPosts.map((post) => {
      const day = new Date(`${isoPostDate(post.date)}T09:00:00Z`);
      const shown = locale === "de" ? (germanSample(post.id) ?? post) : post;
      return { url: postUrl(post.id), ...shown, published: day, updated: day };
    });
  }
  const body = buildAtomFeed({
    locale,
    title: copy.feed.title,
    subtitle: copy.feed.subtitle,
    self: `${origin}${url.pathname}`,
    page: `${origin}${pagePath("blog", locale)}`,
    entries,
  });
  return new Response(body, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
