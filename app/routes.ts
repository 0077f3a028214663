import { type RouteConfig, layout, route } from "@react-router/dev/routes";
import { adminLayoutId, adminPageIds, adminPages, adminRouteId, adminRoutePath } from "#app/i18n/admin-pages.ts";
import { locales, type Locale } from "#app/i18n/locales.ts";
import { pageIds, pages, routeId } from "#app/i18n/pages.ts";

// One module per page, mounted once per language under distinct ids.
const pageRoutes = pageIds.flatMap((page) =>
  (Object.entries(pages[page].paths) as [Locale, string][]).map(([locale, path]) =>
    route(path, pages[page].file, { id: routeId(page, locale) }),
  ),
);

// The back office: one module per page too, under /admin and /de/admin, inside a layout per language
// whose middleware finds the operator once and which draws the back office's frame.
const adminRoutes = locales.map((locale) =>
  layout(
    "routes/admin/layout.tsx",
    { id: adminLayoutId(locale) },
    adminPageIds.map((page) =>
      route(adminRoutePath(page, locale), adminPages[page].file, { id: adminRouteId(page, locale) }),
    ),
  ),
);

export default [
  ...pageRoutes,
  ...adminRoutes,
  // Resource route: contact requests from the form, with or without JavaScript.
  route("api/contact", "routes/api.contact.ts", { id: "api-contact" }),
  // The publishing blog's JSON API (BLOG_STORE=server): sign-in, posts, an earlier version restored,
  // a translation made, import.
  route("api/blog/session", "routes/api.blog-session.ts", { id: "api-blog-session" }),
  route("api/blog/posts", "routes/api.blog-posts.ts", { id: "api-blog-posts" }),
  route("api/blog/posts/:id", "routes/api.blog-post.ts", { id: "api-blog-post" }),
  route("api/blog/posts/:id/restore", "routes/api.blog-restore.ts", { id: "api-blog-restore" }),
  route("api/blog/posts/:id/translate", "routes/api.blog-translate.ts", { id: "api-blog-translate" }),
  route("api/blog/import", "routes/api.blog-import.ts", { id: "api-blog-import" }),
  // The editor's autosave and its word that it has a post open (issue 48).
  route("api/blog/working-copy", "routes/api.blog-working-copy.ts", { id: "api-blog-working-copy" }),
  route("api/blog/presence", "routes/api.blog-presence.ts", { id: "api-blog-presence" }),
  route("api/blog/images", "routes/api.blog-images.ts", { id: "api-blog-images" }),
  // Uploaded images' variants, from the store (content-addressed: cached for a year).
  route("blog/images/:name", "routes/blog-image.ts", { id: "blog-image" }),
  // The blog's Atom feed in each language.
  ...locales.map((locale) =>
    route(locale === "de" ? "de/blog/feed.xml" : "blog/feed.xml", "routes/blog-feed.ts", { id: `blog-feed.${locale}` }),
  ),
  // Resource routes for search engines, pre-rendered to files at build.
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  // RFC 9116: whom to tell about a vulnerability; pre-rendered too.
  route(".well-known/security.txt", "routes/security-txt.ts", { id: "security-txt" }),
  // Everything else, `/impressum` included, is the not-found screen with status 404.
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
