import { useMemo } from "react";
import { isRouteErrorResponse, Outlet, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { localeFromPath } from "#app/i18n/paths.ts";
import { AdminProvider } from "#app/components/admin/admin-context.tsx";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import type { PageHandle } from "#app/components/site-shell.tsx";
import { adminNav, adminPageAt, adminSectionOf } from "#app/i18n/admin-pages.ts";
import { backOfficeContext, backOfficeMiddleware } from "#app/site/back-office.server.ts";
import { isServerBlog } from "#app/site/config.server.ts";
import { newLeadCounts } from "#app/lib/admin/lead-list.server.ts";
import { operatorName as namedOperator } from "#app/lib/admin/operators.server.ts";
import { may } from "#app/vocabulary/roles.ts";
import type { Route } from "./+types/layout";

/**
 * Around every page and download of the back office in one language (app/routes.ts): finds the operator once
 * (app/site/back-office.server.ts) and draws the frame, so that a page is its own content and nothing else.
 */
export const middleware: Route.MiddlewareFunction[] = [backOfficeMiddleware];

// The back office brings its own frame instead of the public site's header and footer (app/root.tsx).
export const handle: PageHandle = { admin: true };

export async function loader({ context, pattern }: Route.LoaderArgs) {
  const { locale, copy, otherLanguage, analytics, operator, services } = context.get(backOfficeContext);
  const sql = services.db.sql;
  const [counts, operatorName] = operator
    ? await Promise.all([
        may(operator.role, "leads") ? newLeadCounts(sql, operator.id) : null,
        namedOperator(sql, operator),
      ])
    : [null, undefined];
  return {
    locale,
    copy,
    otherLanguage,
    operator: operator?.email ?? null,
    operatorName,
    counts,
    nav: adminNav({ analytics, serverBlog: isServerBlog(), role: operator?.role }),
    current: adminSectionOf(adminPageAt(pattern)),
  };
}

// The link to the other language and the current entry of the navigation follow the page.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { locale, copy, otherLanguage, operator, operatorName, counts, nav, current } = loaderData;
  const admin = useMemo(() => ({ locale, copy }), [locale, copy]);
  return (
    <AdminProvider value={admin}>
      <AdminShell
        copy={copy}
        locale={locale}
        operator={operator}
        operatorName={operatorName}
        counts={counts}
        nav={nav}
        current={current}
        otherLanguage={otherLanguage}
      >
        <Outlet />
      </AdminShell>
    </AdminProvider>
  );
}

/**
 * Something went wrong in a page of the back office (a loader or an action; a refusal by role is the root's,
 * app/components/admin/role-refusal.tsx): the frame without navigation, and a sentence in the page's language.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const copy = locale === "de" ? adminDe : adminEn;
  const otherLanguage = locale === "de" ? pathname.replace(/^\/de/, "") : `/de${pathname}`;
  return (
    <AdminShell copy={copy} locale={locale} operator={null} nav={[]} current={undefined} otherLanguage={otherLanguage}>
      <Notice tone="error">
        {isRouteErrorResponse(error) && error.status === 404 ? copy.errors.notFound : copy.errors.unexpected}
      </Notice>
    </AdminShell>
  );
}
