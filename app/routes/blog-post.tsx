import { data, redirect } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";
import { localeFromPath, pagePath } from "#app/i18n/paths.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { asBlogPost, serverBlogContext } from "#app/lib/blog/blog.server.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import { browserMode, type BlogMode } from "#app/lib/blog/blog-mode.ts";
import { getPost, isLive, translationOf } from "#app/lib/blog/posts.server.ts";
import { currentSlug, resolvePostPath } from "#app/lib/blog/post-slugs.server.ts";
import { coverOf } from "#app/lib/blog/post-images.server.ts";
import { postAuthor, type AuthorProfile } from "#app/lib/blog/authors.server.ts";
import { siteUrl } from "#app/site/config.server.ts";
import { imageView, shareVariant } from "#app/lib/blog/post-images.ts";
import type { BlogPost } from "#app/lib/blog/post.ts";
import { sanitizePostHtmlOnServer } from "#app/lib/blog/sanitize-html.server.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";
import { type SampleTranslation } from "#app/lib/blog/localized-posts.ts";
import { germanSample } from "#app/lib/blog/sample-translations.server.ts";
import { loadPage } from "#app/site/page.server.ts";
import { pageMeta } from "#app/site/page.ts";
import type { Article } from "#app/site/page-meta.ts";
import type { Route } from "./+types/blog-post";
import { useLiveBlog } from "#app/components/blog/live-blog.ts";
import { BACK_TO_TOP, BLOG_LOGIN } from "#app/components/static-actions.ts";
import { useStaticLinks } from "#app/components/static-links.ts";
import { loadCopy } from "#app/registry/copy.ts";
import { scrollToTop } from "#app/lib/browser/scroll.ts";
import { StaticContent, staticPart, withStaticParts } from "#app/lib/rendering/static-content.tsx";
import { servicesOf, type SiteServices } from "#app/site/services.server.ts";

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  if (isServerBlog()) return serverPost(await servicesOf(context), request, url, params.id);
  const { locale } = loadPage("blogPost", url);
  const seed = seedPosts.find((post) => post.id === params.id) ?? null;
  // German pages show a sample in German (as long as the visitor has not changed it: app/lib/blog/localized-posts.ts).
  const german = locale === "de" && seed ? (germanSample(seed.id) ?? null) : null;
  const samples: SampleTranslation<BlogPost>[] = seed && german ? [{ original: seed, translation: german }] : [];
  // Without a seed the id is a post made in a browser: the server cannot know it, so every such id gets the same
  // neutral shell (pre-rendered once, see blogPostShellId), which names nothing and search engines skip.
  return {
    locale,
    seed,
    samples,
    blog: browserMode as BlogMode,
    draft: false,
    scheduledFor: null as string | null,
    elsewhere: null as string | null,
    article: null as Article | null,
  };
}

/** A post's byline from its author's profile: name, bio, picture (absolute for JSON-LD). */
function authorFields(author: AuthorProfile, origin: string): Pick<BlogPost, "author" | "authorProfile"> {
  const picture = author.picture ? imageView(author.picture, author.displayName) : undefined;
  return {
    author: author.displayName,
    authorProfile: { bio: author.bio, picture, image: picture && `${origin}${picture.src}` },
  };
}

/** A post's page in its language, at its current slug. */
async function postPagePath(sql: Sql, locale: Locale, postId: string): Promise<string> {
  return pagePath("blogPost", locale, { id: (await currentSlug(sql, postId)) ?? postId })!;
}

/**
 * The publishing blog's post page, rendered on the server for everyone: the
 * post of this language at its slug, with its translation as the other
 * language's alternate. An old slug or the post's id answers 301 to the
 * current slug. A draft exists for operators only (404 for everyone else); a
 * post of the other language leads to its translation, or says that there is none.
 */
async function serverPost(site: SiteServices, request: Request, url: URL, segment: string) {
  const locale = localeFromPath(url.pathname);
  const { services, operator, mode } = await serverBlogContext(site, request, locale);
  const sql = services.db.sql;
  const other: Locale = locale === "de" ? "en" : "de";
  const resolved = (await resolvePostPath(sql, locale, segment)) ?? (await resolvePostPath(sql, other, segment));
  const post = resolved && (await getPost(sql, resolved.postId));
  // A draft, or a post scheduled for later, is for operators only.
  const visible = post && (isLive(post) || operator);
  if (!post || !visible) throw data(null, { status: 404 });
  if (post.locale !== locale) {
    const translation = await translationOf(sql, post);
    if (translation) throw redirect(await postPagePath(sql, locale, translation.id), 301);
    const elsewhere = await postPagePath(sql, post.locale, post.id);
    return data(
      {
        locale,
        seed: null,
        samples: [] as SampleTranslation<BlogPost>[],
        blog: mode as BlogMode,
        draft: false,
        scheduledFor: null as string | null,
        elsewhere,
        article: null as Article | null,
      },
      { status: 404 },
    );
  }
  if (!resolved.current) throw redirect(pagePath("blogPost", locale, { id: resolved.slug })!, 301);
  const translation = await translationOf(sql, post);
  // Sanitized when stored and again here, where it enters the page: a row changed behind the API's back stays inert.
  const cover = await coverOf(sql, post.id);
  const author = await postAuthor(sql, post.id);
  const shown: BlogPost = {
    ...asBlogPost(post, locale),
    ...(author ? authorFields(author, siteUrl()) : {}),
    slug: resolved.slug,
    content: await sanitizePostHtmlOnServer(post.content),
    ...(cover ? { cover: imageView(cover.image, cover.alt) } : {}),
  };
  const share = cover && { ...shareVariant(cover.image), alt: cover.alt };
  const paths: Partial<Record<Locale, string>> = { [locale]: pagePath("blogPost", locale, { id: resolved.slug }) };
  if (translation) paths[translation.locale] = await postPagePath(sql, translation.locale, translation.id);
  return {
    locale,
    seed: shown,
    samples: [] as SampleTranslation<BlogPost>[],
    blog: mode as BlogMode,
    draft: post.status === "draft",
    // A post published for later is scheduled, not a draft: its operators see when it appears.
    scheduledFor: post.status === "published" && !isLive(post) ? formatDateTime(post.publishedAt!, locale) : null,
    elsewhere: null as string | null,
    article: {
      paths,
      image: share || undefined,
      published: post.publishedAt ?? post.createdAt,
      modified: post.updatedAt,
      meta: { title: post.metaTitle, description: post.metaDescription },
    } as Article | null,
  };
}

// Title, summary, JSON-LD and, in the publishing blog, picture and translation (app/site/page-meta.ts).

// Title, summary, JSON-LD and, in the publishing blog, picture and translation (app/site/page-meta.ts).
export const meta: Route.MetaFunction = (args) => pageMeta(args, "blogPost");

// The post is static content (decision 0031) until the visitor's store or the administrator mode says otherwise:
// its code, styles and copy load in an idle moment, or at once where the browser already knows (live-blog.ts).
const PostPage = staticPart(() =>
  Promise.all([
    import("#app/components/blog/post-page.tsx"),
    // The server has every copy at hand; the browser fetches the page's words with its code.
    typeof window === "undefined"
      ? undefined
      : loadCopy([{ id: "blog-post", locale: localeFromPath(window.location.pathname) }]),
  ]).then(([module]) => module.PostPage),
);

// Typed by the server's data alone: the part's props are the page's loader data.
export const clientLoader = (args: Route.ClientLoaderArgs): ReturnType<Route.ClientLoaderArgs["serverLoader"]> =>
  withStaticParts(args, [PostPage]);

export default function BlogPostPage({ loaderData, params }: Route.ComponentProps) {
  const { blog, seed, elsewhere } = loaderData;
  const differs = () =>
    blog.kind === "server"
      ? Promise.resolve(false)
      : import("#app/components/blog/post-page.tsx").then((module) => module.postDiffers(params.id, seed));
  const { atOnce, live, opening, opened, goLive } = useLiveBlog({
    mode: blog,
    load: PostPage.preload,
    differs,
    // A post made in a browser: the server sent a neutral shell, the post comes from the store.
    never: seed === null && elsewhere === null,
  });
  const onKeptClick = useStaticLinks("blogPost", {
    [BLOG_LOGIN]: () => goLive("login"),
    [BACK_TO_TOP]: (button) => {
      scrollToTop();
      // Keyboard and screen-reader users land where sighted users look: the title.
      button.closest("article")?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
    },
  });
  const page = <PostPage {...loaderData} id={params.id} opening={opening} onOpened={opened} />;
  if (atOnce) return <div className="contents">{page}</div>;
  return (
    <StaticContent className="contents" of={live ? "live" : undefined} onKeptClick={onKeptClick}>
      {page}
    </StaticContent>
  );
}
