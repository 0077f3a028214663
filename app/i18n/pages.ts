import type { Locale } from "#app/i18n/locales.ts";

/**
 * The page registry: every page of the site, its module and its path in each
 * language. routes.ts, the pre-render list, the language switcher, metadata and
 * the sitemap all read it, so a page is added in exactly one place.
 */
export const pages = {
  home: { file: "routes/home.tsx", paths: { en: "/", de: "/de" } },
  about: { file: "routes/about.tsx", paths: { en: "/about-us", de: "/de/about-us" } },
  blog: { file: "routes/blog.tsx", paths: { en: "/blog", de: "/de/blog" } },
  blogPost: { file: "routes/blog-post.tsx", paths: { en: "/blog/:id", de: "/de/blog/:id" } },
  documentation: {
    file: "routes/documentation.tsx",
    paths: { en: "/documentation", de: "/de/documentation" },
  },
  careers: { file: "routes/careers.tsx", paths: { en: "/careers", de: "/de/careers" } },
  privacyPolicy: {
    file: "routes/privacy-policy.tsx",
    paths: { en: "/privacy-policy", de: "/de/privacy-policy" },
  },
  termsOfService: {
    file: "routes/terms-of-service.tsx",
    paths: { en: "/terms-of-service", de: "/de/terms-of-service" },
  },
  // A German legal notice (Impressum) has no English twin; the English footer links this page.
  impressum: { file: "routes/impressum.tsx", paths: { de: "/de/impressum" } },
} as const satisfies Record<string, PageDefinition>;

export type PageDefinition = {
  file: string;
  paths: Partial<Record<Locale, string>>;
};

export type PageId = keyof typeof pages;

export const pageIds = Object.keys(pages) as PageId[];

/** Route ids must be unique; one module serves both languages. */
export function routeId(page: PageId, locale: Locale): string {
  return `${page}.${locale}`;
}

export function isDynamicPath(path: string): boolean {
  return path.includes(":") || path.includes("*");
}

/** The seeded sample posts exist at build time, so their pages are pre-rendered too. */
export const seededBlogPostIds = ["1", "2"] as const;

/**
 * A post made in a browser exists only there: the server answers every such
 * id with one page, pre-rendered at this id per language, which the browser
 * then fills in (or leaves for the list when the post is not there either).
 */
export const blogPostShellId = "shell";

export function blogPostShellPath(locale: Locale): string {
  return pages.blogPost.paths[locale].replace(":id", blogPostShellId);
}

/** Resource routes written to files at build, next to the pages: for search engines and security researchers. */
export const prerenderedFiles = ["/sitemap.xml", "/robots.txt", "/.well-known/security.txt"] as const;

/** Every page that is rendered to HTML at build time, in both languages. */
export function prerenderedPaths(): string[] {
  const paths: string[] = [];
  for (const id of pageIds) {
    for (const path of Object.values<string>(pages[id].paths)) {
      if (!isDynamicPath(path)) paths.push(path);
    }
  }
  for (const postId of seededBlogPostIds) {
    paths.push(`/blog/${postId}`, `/de/blog/${postId}`);
  }
  return paths;
}
