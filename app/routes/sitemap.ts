import { siteUrl } from "#app/lib/server/env.server.ts";
import { buildSitemap } from "#app/lib/seo/sitemap.ts";

/** /sitemap.xml, pre-rendered at build from the page registry. */
export function loader() {
  return new Response(buildSitemap(siteUrl()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
