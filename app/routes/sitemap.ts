import { siteUrl } from "~/lib/env.server.ts";
import { buildSitemap } from "~/lib/sitemap.ts";

/** /sitemap.xml, pre-rendered at build from the page registry. */
export function loader() {
  return new Response(buildSitemap(siteUrl()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
