import { siteUrl } from "#app/site/config.server.ts";
import { buildRobotsTxt } from "#app/lib/seo/sitemap.ts";

/** /robots.txt, pre-rendered at build; it names the sitemap with the public origin. */
export function loader() {
  return new Response(buildRobotsTxt(siteUrl()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
