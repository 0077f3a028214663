import { siteUrl } from "#app/site/config.server.ts";
import { buildSecurityTxt } from "#app/lib/seo/security-txt.ts";

/** /.well-known/security.txt, pre-rendered at build: its expiry counts from the build. */
export function loader() {
  return new Response(buildSecurityTxt(siteUrl(), new Date()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
