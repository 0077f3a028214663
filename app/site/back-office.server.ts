/**
 * The back office's checks with the site's services handed in: the middleware
 * of its layout route (routes/admin/layout.tsx), which runs once for every
 * request to any of its pages and downloads, and what it hands them in React
 * Router's context. The rules themselves live in app/lib/admin/auth.server.ts.
 */
import { createContext, data, redirect, type MiddlewareFunction } from "react-router";
import { adminHome, adminPath, adminPageAt, adminPages, roleMayOpen, type AdminPageId } from "#app/i18n/admin-pages.ts";
import type { RoleRefusal } from "#app/components/admin/role-refusal.tsx";
import { admit, sessionOperator, signInFirst, type AdmissionRefusal } from "#app/lib/admin/auth.server.ts";
import type { Operator } from "#app/lib/admin/operators.server.ts";
import { adminPage } from "#app/lib/admin/page.server.ts";
import { isServerBlog, settings } from "#app/site/config.server.ts";
import { servicesOf, type SiteServices } from "#app/site/services.server.ts";

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
  const services = await servicesOf(context);
  const operator = (await sessionOperator(services, request)) ?? null;
  context.set(backOfficeContext, { ...page, services, operator });
  // A route the registry does not know is treated as one that needs an operator and names no capability.
  const pageId = adminPageAt(pattern) ?? "leads";
  const { kind } = adminPages[pageId];
  if (kind === "open") return;
  const admission = await admit(services, request, url, operator ?? undefined, {
    mayOpen: (role) => roleMayOpen(role, pageId),
    page: pageId,
    enrolExempt: pageId === "account",
  });
  if ("refused" in admission) throw refusal({ ...page, services, operator }, request, url, pageId, admission.refused);
  context.set(operatorContext, { ...page, services, operator: admission.operator });
};

const plainWords = (status: 403, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * What the guard's refusal is on a page, a download or an action. Nobody signed in: the login page, or 401 for a
 * download. A change from another site: 403. An owner asked everyone for two factors and this operator has none:
 * the account page, to set it up (plain words for a download or a change). A role that does not include the page
 * (noted in the audit log by the guard): a page gets the back office's frame with a way to the operator's start
 * page, a download or an action plain words.
 */
function refusal(
  { operator, locale, copy, analytics }: BackOfficeRequest,
  request: Request,
  url: URL,
  page: AdminPageId,
  why: AdmissionRefusal,
): Response | ReturnType<typeof data<RoleRefusal>> {
  const { kind } = adminPages[page];
  const reads = request.method === "GET" || request.method === "HEAD";
  if (why === "cross-site") return plainWords(403, copy.errors.forbidden);
  if (why === "sign-in" || !operator) return signInFirst(url, locale, kind === "download" ? "download" : "page");
  if (why === "enrol-first") {
    if (kind === "download" || !reads) return plainWords(403, copy.errors.twoFactorFirst);
    return redirect(`${adminPath("account", locale)}?enrol=required`);
  }
  if (!reads || kind === "download") return plainWords(403, copy.errors.notYourRole.body);
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
