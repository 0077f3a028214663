import { useMemo } from "react";
import { isRouteErrorResponse, Outlet, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { localeFromPath } from "#app/i18n/paths.ts";
import { AdminProvider } from "#app/components/admin/admin-context.tsx";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import type { PageHandle } from "#app/components/site-shell.tsx";
import { adminNav, adminPageAt, adminSectionOf } from "#app/i18n/admin-pages.ts";
import { backOfficeContext, backOfficeMiddleware, type RoleRefusal } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/layout";

/**
 * Around every page and download of the back office in one language (app/routes.ts): finds the operator once
 * (app/site/back-office.server.ts) and draws the frame, so that a page is its own content and nothing else.
 */
export const middleware: Route.MiddlewareFunction[] = [backOfficeMiddleware];

// The back office brings its own frame instead of the public site's header and footer (app/root.tsx).
export const handle: PageHandle = { admin: true };

export function loader({ context, pattern }: Route.LoaderArgs) {
  const { locale, copy, otherLanguage, analytics, operator } = context.get(backOfficeContext);
  return {
    locale,
    copy,
    otherLanguage,
    operator: operator?.email ?? null,
    nav: adminNav({ analytics, role: operator?.role }),
    current: adminSectionOf(adminPageAt(pattern)),
  };
}

// The link to the other language and the current entry of the navigation follow the page.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { locale, copy, otherLanguage, operator, nav, current } = loaderData;
  const admin = useMemo(() => ({ locale, copy }), [locale, copy]);
  return (
    <AdminProvider value={admin}>
      <AdminShell
        copy={copy}
        locale={locale}
        operator={operator}
        nav={nav}
        current={current}
        otherLanguage={otherLanguage}
      >
        <Outlet />
      </AdminShell>
    </AdminProvider>
  );
}

const isRoleRefusal = (value: unknown): value is RoleRefusal =>
  typeof value === "object" && value !== null && (value as { refused?: unknown }).refused === "role";

/**
 * A page the operator's role does not include (403 from the middleware, before any loader ran): the frame with
 * the navigation of their role and a way to their start page. Anything else that went wrong: the same frame
 * without navigation, and a sentence in the page's language.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const refusal = isRouteErrorResponse(error) && isRoleRefusal(error.data) ? error.data : undefined;
  const locale = refusal?.locale ?? localeFromPath(pathname);
  const copy = locale === "de" ? adminDe : adminEn;
  const otherLanguage = refusal?.otherLanguage ?? (locale === "de" ? pathname.replace(/^\/de/, "") : `/de${pathname}`);
  return (
    <AdminShell
      copy={copy}
      locale={locale}
      operator={refusal?.operator ?? null}
      nav={refusal?.nav ?? []}
      current={undefined}
      otherLanguage={otherLanguage}
    >
      {refusal ? (
        <div className="mx-auto max-w-xl">
          <h1 className="text-2xl font-bold text-slate-900">{copy.errors.notYourRole.title}</h1>
          <p className="mt-3 mb-6 text-slate-600">{copy.errors.notYourRole.body}</p>
          <a href={refusal.home} className={buttonClasses("primary", "md")}>
            {copy.errors.notYourRole.home}
          </a>
        </div>
      ) : (
        <Notice tone="error">
          {isRouteErrorResponse(error) && error.status === 404 ? copy.errors.notFound : copy.errors.unexpected}
        </Notice>
      )}
    </AdminShell>
  );
}
