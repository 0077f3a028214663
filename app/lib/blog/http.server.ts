/** The blog's paths as the HTTP shell treats them: the demo blog's posts made in a browser share one pre-rendered page. */
import { locales } from "#app/i18n/locales.ts";
import { blogPostShellPath, routeId } from "#app/i18n/pages.ts";

/**
 * The pre-rendered page that answers for every post of this route (a post page of one language): a post made
 * in a browser exists only there, and the page fills itself in. Undefined for any other route.
 */
export function blogPostStandIn(route: string): string | undefined {
  const locale = locales.find((each) => route === routeId("blogPost", each));
  return locale && blogPostShellPath(locale);
}
