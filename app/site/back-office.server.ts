/**
 * The back office's checks with the site's services handed in: the middleware
 * of its layout route (routes/admin/layout.tsx), which runs once for every
 * request to any of its pages and downloads, and what it hands them in React
 * Router's context. The rules themselves live in app/lib/admin/auth.server.ts.
 */
import { createContext, type MiddlewareFunction } from "react-router";
import { adminPageAt, adminPages } from "#app/i18n/admin-pages.ts";
import { assertSameSite, sessionOperator, signInFirst } from "#app/lib/admin/auth.server.ts";
import type { Operator } from "#app/lib/admin/operators.server.ts";
import { adminPage } from "#app/lib/admin/page.server.ts";
import { settings } from "#app/site/config.server.ts";
import { startSiteServices, type SiteServices } from "#app/site/services.server.ts";

/** A request to the back office: its language and copy, the site's services, and who is signed in, if anyone. */
export type BackOfficeRequest = ReturnType<typeof adminPage> & { services: SiteServices; operator: Operator | null };

/** Set for every request under the layout, the login's included. */
export const backOfficeContext = createContext<BackOfficeRequest>();

/**
 * Set only when an operator is signed in, so a page or download reads it without a check of its own; reading it
 * where nobody is signed in throws (a 500, never a page shown to nobody).
 */
export const operatorContext = createContext<BackOfficeRequest & { operator: Operator }>();

/**
 * Finds the operator once per request. A route that needs one (every page and download but the `open` ones in
 * app/i18n/admin-pages.ts) is answered without running when there is none: the login page, or 401 for a download;
 * a change it is asked for must come from our own pages (CSRF: 403), as the HTTP shell checks first too.
 */
export const backOfficeMiddleware: MiddlewareFunction<Response> = async ({ request, url, pattern, context }) => {
  const page = adminPage(url, { analytics: settings.analytics() });
  const services = await startSiteServices();
  const operator = (await sessionOperator(services, request)) ?? null;
  context.set(backOfficeContext, { ...page, services, operator });
  // A route the registry does not know is treated as one that needs an operator.
  const { kind } = adminPages[adminPageAt(pattern) ?? "leads"];
  if (kind === "open") return;
  if (!operator) throw signInFirst(url, page.locale, kind);
  if (!["GET", "HEAD"].includes(request.method)) {
    assertSameSite(request, url, services.siteOrigin, page.copy.errors.forbidden);
  }
  context.set(operatorContext, { ...page, services, operator });
};
