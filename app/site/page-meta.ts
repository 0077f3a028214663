import type { MetaDescriptor } from "react-router";
import { company } from "#app/content/company.ts";
import type { PageMetaCopy } from "#app/content/types.ts";
import { copyOf, pageCopy, type PageContent } from "#app/registry/copy.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { PageId } from "#app/i18n/pages.ts";
import { localeFromPath, pagePath } from "#app/i18n/paths.ts";
import type { SampleTranslation } from "#app/lib/blog/localized-posts.ts";
import type { BlogPost } from "#app/lib/blog/post.ts";
import { buildPageMeta, feedLink, type PageImage } from "#app/lib/seo/page-meta.ts";
import { blogPosting, homeStructuredData, jobPosting, jsonLd, organization } from "#app/lib/seo/structured-data.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { PageMetaArgs, PageMetaBuilders } from "#app/site/page.ts";

/**
 * What builds each page's metadata (title, description, canonical, alternates, link previews, JSON-LD) from its
 * copy in the copy registry (decision 0028) and the server's address: on the server for every document, in the
 * browser for the pages a client-side navigation shows (root.tsx's client middleware loads this module with the
 * next page's copy). A page that hydrates needs none of it: its metadata is read back from the head (decision 0031).
 */

type PageMetaContext = { locale: Locale; siteUrl: string; pageUrl: string };

type PageMetaOptions<Copy> = {
  params?: Record<string, string>;
  /** The page's path in each language where it is not the registry's (a post and its translation differ in id). */
  paths?: Partial<Record<Locale, string>>;
  /** Title and description where they are not the copy's own (a post's). */
  meta?: PageMetaCopy;
  ogType?: "website" | "article";
  /** The page's own link-preview picture (a post's cover). */
  image?: PageImage;
  /** Extra meta descriptors of the page in its language, e.g. its JSON-LD. */
  extra?: (copy: Copy, context: PageMetaContext) => MetaDescriptor[];
};

/**
 * The site's address as the server knows it (SITE_URL), from the root loader's data: the same on the server,
 * in a pre-rendered page (baked in at build) and in the browser after a client-side navigation.
 */
export function siteUrlOf(args: Pick<PageMetaArgs, "matches">): string {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData;
  return root && typeof root === "object" && "siteUrl" in root && typeof root.siteUrl === "string" ? root.siteUrl : "";
}

/** A page's metadata from its copy, and the company on every page, so any page can stand for it in search results. */
function metaOf<Page extends PageId>(
  args: PageMetaArgs,
  page: Page,
  options: PageMetaOptions<PageContent<Page>> = {},
): MetaDescriptor[] {
  const locale = localeFromPath(args.location.pathname);
  const copy = copyOf(pageCopy[page].own, locale) as PageContent<Page>;
  const siteUrl = siteUrlOf(args);
  const pageUrl = `${siteUrl}${options.paths?.[locale] ?? pagePath(page, locale, options.params) ?? ""}`;
  return buildPageMeta({
    page,
    locale,
    params: options.params,
    paths: options.paths,
    copy: options.meta ?? copy.meta,
    siteUrl,
    siteName: company.brand,
    shareImageAlt: copyOf("site-extras", locale).shareImage.alt,
    ogType: options.ogType,
    image: options.image,
    extra: [jsonLd(organization(siteUrl)), ...(options.extra?.(copy, { locale, siteUrl, pageUrl }) ?? [])],
  });
}

/**
 * What the publishing blog's metadata of a post needs beyond the post: its paths, picture and dates, and the title
 * and description its editor wrote for search results and shared links (empty: the post's title and summary).
 */
export type Article = {
  paths: Partial<Record<Locale, string>>;
  image?: PageImage;
  published: Date;
  modified: Date;
  meta?: { title: string; description: string };
};

/** What a post page's loader hands its metadata (app/routes/blog-post.tsx). */
type PostPageData = {
  locale: Locale;
  seed: BlogPost | null;
  samples: SampleTranslation<BlogPost>[];
  draft: boolean;
  elsewhere: string | null;
  article: Article | null;
};

/**
 * A post's metadata, from the page's copy and the post the loader found: its title and summary, its JSON-LD, and
 * its picture and translation in the publishing blog. A page for a post the server cannot know (made in a
 * browser), or one only in the other language, is not for search engines.
 */
function postMeta(args: PageMetaArgs): MetaDescriptor[] {
  const loaded = args.loaderData as PostPageData;
  const { locale, seed, samples, article } = loaded;
  const copy = copyOf("blog-post", locale);
  const noindex = { name: "robots", content: "noindex" };
  if (loaded.elsewhere) return [{ title: copy.onlyInOther.title }, noindex];
  if (!seed) return [{ title: copy.meta.title }, { name: "description", content: copy.meta.description }, noindex];
  const shown = samples[0]?.translation ?? seed;
  const descriptors = metaOf(args, "blogPost", {
    params: { id: args.params.id ?? "" },
    paths: article?.paths,
    // The editor's own title is the whole <title> (as Ghost and WordPress take it); without one, the page's pattern.
    meta: {
      title: article?.meta?.title || formatTemplate(copy.postTitle, { title: shown.title }),
      description: article?.meta?.description || shown.summary,
    },
    ogType: "article",
    image: article?.image,
    extra: (content, context) => [
      feedLink(content.feedTitle, context.locale),
      jsonLd(
        blogPosting(
          shown,
          context,
          article
            ? {
                language: locale,
                published: article.published,
                modified: article.modified,
                image: article.image && `${context.siteUrl}${article.image.path}`,
              }
            : { language: samples.length ? "de" : "en" },
        ),
      ),
    ],
  });
  return loaded.draft ? [...descriptors, noindex] : descriptors;
}

/** Every page's metadata, by page. */
export const pageMetaBuilders: PageMetaBuilders = {
  home: (args) =>
    metaOf(args, "home", { extra: (content, { locale, siteUrl }) => [homeStructuredData(content, locale, siteUrl)] }),
  about: (args) => metaOf(args, "about"),
  blog: (args) => metaOf(args, "blog", { extra: (content, { locale }) => [feedLink(content.feed.title, locale)] }),
  blogPost: postMeta,
  documentation: (args) => metaOf(args, "documentation"),
  careers: (args) =>
    metaOf(args, "careers", {
      extra: ({ positions }, { siteUrl, pageUrl }) =>
        positions.items.map((job) =>
          jsonLd(jobPosting(job, { siteUrl, pageUrl, datePosted: positions.datePosted, headings: positions.labels })),
        ),
    }),
  privacyPolicy: (args) => metaOf(args, "privacyPolicy"),
  termsOfService: (args) => metaOf(args, "termsOfService"),
  impressum: (args) => metaOf(args, "impressum"),
};
