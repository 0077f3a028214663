/**
 * The back office's checks with the site's services handed in: the middleware
 * of its layout route (routes/admin/layout.tsx), which runs once for every
 * request to any of its pages and downloads, and what it hands them in React
 * Router's context. The rules themselves live in app/lib/admin/auth.server.ts.
 */
import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { adminHome, adminPath, adminPageAt, adminPages, roleMayOpen, type AdminPageId } from "#app/i18n/admin-pages.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import type { RoleRefusal } from "#app/components/admin/role-refusal.tsx";
import { assertSameSite, mustEnrolFirst, sessionOperator, signInFirst } from "#app/lib/admin/auth.server.ts";
import type { Operator } from "#app/lib/admin/operators.server.ts";
import { adminPage } from "#app/lib/admin/page.server.ts";
import { isServerBlog, settings } from "#app/site/config.server.ts";
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
  // A route the registry does not know is treated as one that needs an operator and names no capability.
  const pageId = adminPageAt(pattern) ?? "leads";
  const { kind } = adminPages[pageId];
  if (kind === "open") return;
  if (!operator) throw signInFirst(url, page.locale, kind);
  const reads = ["GET", "HEAD"].includes(request.method);
  if (!reads) assertSameSite(request, url, services.siteOrigin, page.copy.errors.forbidden);
  if (!roleMayOpen(operator.role, pageId)) throw await refusal({ ...page, services, operator }, pageId, url, reads);
  // An owner asked everyone for two factors: an operator without one sets it up before anything else.
  if (pageId !== "account" && (await mustEnrolFirst(services.db.sql, operator))) {
    if (kind === "download" || !reads)
      throw new Response(page.copy.errors.twoFactorFirst, {
        status: 403,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    throw redirect(`${adminPath("account", page.locale)}?enrol=required`);
  }
  context.set(operatorContext, { ...page, services, operator });
};

/**
 * A page, download or action the operator's role does not include: 403, noted in the audit log. A page gets
 * the back office's frame with a way to the operator's start page; a download or an action plain words.
 */
async function refusal(
  request: BackOfficeRequest & { operator: Operator },
  page: AdminPageId,
  url: URL,
  reads: boolean,
): Promise<Response | ReturnType<typeof data<RoleRefusal>>> {
  const { services, operator, locale, copy, analytics } = request;
  await recordAudit(services.db.sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "access-refused",
    target: url.pathname.replace(/\.data$/, ""),
    details: { page, role: operator.role },
  });
  if (!reads || adminPages[page].kind === "download")
    return new Response(copy.errors.notYourRole.body, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const { title, body, home } = copy.errors.notYourRole;
  const refused: RoleRefusal = {
    refused: "role",
    lang: locale,
    title,
    body,
    home: { href: adminHome(operator.role, locale, analytics, isServerBlog()), label: home },
  };
  return data(refused, { status: 403 });
}
