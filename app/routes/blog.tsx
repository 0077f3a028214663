import { asBlogPost, serverBlogContext } from "#app/lib/blog/blog.server.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import { browserMode, type BlogMode } from "#app/lib/blog/blog-mode.ts";
import { isLive, listPosts } from "#app/lib/blog/posts.server.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { currentSlugs } from "#app/lib/blog/post-slugs.server.ts";
import { coversOf } from "#app/lib/blog/post-images.server.ts";
import { imageView } from "#app/lib/blog/post-images.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";
import { type SampleTranslation } from "#app/lib/blog/localized-posts.ts";
import { sampleSummaryTranslations } from "#app/lib/blog/sample-translations.server.ts";
import { loadPage } from "#app/site/page.server.ts";
import { pageMeta } from "#app/site/page.ts";
import type { Route } from "./+types/blog";
import { toSummary } from "#app/lib/blog/post.ts";
import { useLiveBlog } from "#app/components/blog/live-blog.ts";
import { BLOG_LOGIN } from "#app/components/static-actions.ts";
import { useStaticLinks } from "#app/components/static-links.ts";
import { loadCopy } from "#app/registry/copy.ts";
import { localeFromPath } from "#app/i18n/paths.ts";
import { StaticContent, staticPart, withStaticParts } from "#app/lib/rendering/static-content.tsx";
import { servicesOf } from "#app/site/services.server.ts";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = loadPage("blog", url);
  if (!isServerBlog()) {
    // The samples are what a first visit shows, so they are in the pre-rendered HTML; the store takes over in the browser.
    return {
      ...page,
      blog: browserMode as BlogMode,
      initialPosts: seedPosts.map(toSummary),
      otherLanguage: 0,
      // German pages show the samples in German (app/lib/blog/localized-posts.ts).
      samples: page.locale === "de" ? sampleSummaryTranslations() : [],
    };
  }
  // The publishing blog: the published posts of this language (operators also see the drafts), from the store.
  const { services, operator, mode } = await serverBlogContext(await servicesOf(context), request, page.locale);
  const sql = services.db.sql;
  const posts = await listPosts(sql, { locale: page.locale, drafts: Boolean(operator) });
  const other = await listPosts(sql, { locale: page.locale === "de" ? "en" : "de" });
  const translated = new Set(posts.flatMap((post) => (post.translationOf ? [post.translationOf] : [])));
  const slugs = await currentSlugs(sql);
  const covers = await coversOf(sql);
  const otherLanguage = other.filter((post) => !post.translationOf && !translated.has(post.id)).length;
  return {
    ...page,
    blog: mode as BlogMode,
    initialPosts: posts.map((post) => ({
      ...toSummary(asBlogPost(post, page.locale)),
      slug: slugs.get(post.id),
      cover: covers.has(post.id) ? imageView(covers.get(post.id)!.image, covers.get(post.id)!.alt) : undefined,
      // Not out yet, to its operators: a draft, or a post scheduled for its time (never called a draft).
      draft: post.status === "draft",
      ...(isLive(post) || post.status === "draft"
        ? {}
        : { scheduledFor: formatDateTime(post.publishedAt!, page.locale) }),
    })),
    otherLanguage,
    samples: [] as SampleTranslation[],
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "blog");

// The list is static content (decision 0031) until the visitor's store or the administrator mode says otherwise:
// its code and copy load in an idle moment, or at once where the browser already knows (live-blog.ts).
const BlogList = staticPart(() =>
  Promise.all([
    import("#app/components/blog/blog-list.tsx"),
    // The server has every copy at hand; the browser fetches the list's words with its code.
    typeof window === "undefined"
      ? undefined
      : loadCopy([{ id: "blog", locale: localeFromPath(window.location.pathname) }]),
  ]).then(([module]) => module.BlogList),
);

// Typed by the server's data alone: the part's props are the page's loader data.
export const clientLoader = (args: Route.ClientLoaderArgs): ReturnType<Route.ClientLoaderArgs["serverLoader"]> =>
  withStaticParts(args, [BlogList]);

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { blog, initialPosts } = loaderData;
  const differs = () =>
    blog.kind === "server"
      ? Promise.resolve(false)
      : import("#app/components/blog/blog-list.tsx").then((module) => module.listDiffers(initialPosts));
  const { atOnce, live, opening, opened, goLive } = useLiveBlog({ mode: blog, load: BlogList.preload, differs });
  const onKeptClick = useStaticLinks("blog", { [BLOG_LOGIN]: () => goLive("login") });
  const list = <BlogList {...loaderData} opening={opening} onOpened={opened} />;
  if (atOnce) return <div className="contents">{list}</div>;
  return (
    <StaticContent className="contents" of={live ? "live" : undefined} onKeptClick={onKeptClick}>
      {list}
    </StaticContent>
  );
}
