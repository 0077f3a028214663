import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { AdminContent } from "#app/content/admin/types.ts";
import { adminPath, type AdminNavPageId } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { cn } from "#app/lib/cn.ts";
import { useLivePage } from "#app/lib/rendering/early-input.ts";
import { useWebFont } from "#app/lib/web-font.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { formatCount, formatPlural } from "#app/i18n/format.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";

type AdminShellProps = {
  copy: AdminContent;
  locale: Locale;
  /** The signed-in operator's e-mail address; none on the login page. */
  operator: string | null;
  /** Their short name (profile name, else from the address): what a phone's header shows of them. */
  operatorName?: string;
  /** New leads, and the new ones the operator owns: beside "Leads" for whoever works them. */
  counts?: NavCounts | null;
  /** The navigation (shown to a signed-in operator), and its entry the page belongs to. */
  nav: AdminNavPageId[];
  current: AdminNavPageId | undefined;
  /** The same page in the other language. */
  otherLanguage: string;
  children: ReactNode;
};

/**
 * The back office's frame: its name, the navigation, who is signed in, sign-out, the other language. Drawn once,
 * by the layout route around every page (routes/admin/layout.tsx).
 */
export function AdminShell({
  copy,
  locale,
  operator,
  operatorName,
  counts,
  nav,
  current,
  otherLanguage,
  children,
}: AdminShellProps) {
  // The page is live from here on (forms post through the router): <html data-hydrated>, as on the public site.
  useLivePage();
  useWebFont();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {copy.shell.skipToContent}
      </a>
      {/* One line at a desk; on a phone the name and the account above a navigation that scrolls sideways. */}
      <header className="border-b border-slate-200 bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-1.5 sm:px-6">
          {/* A phone keeps the line for the account and the navigation; the title still names the site. */}
          <p className={cn("text-sm font-bold text-slate-900", operator && "max-sm:sr-only")}>{copy.shell.brand}</p>
          {operator ? (
            <nav
              aria-label={copy.shell.navLabel}
              className="-mx-1 max-md:order-last max-md:w-full max-md:overflow-x-auto"
            >
              <ul className="flex gap-1 px-1 whitespace-nowrap">
                {nav.map((page) => (
                  <li key={page} className="flex items-center">
                    <Link
                      to={adminPath(page, locale)}
                      aria-current={current === page ? "page" : undefined}
                      className={cn(
                        buttonClasses("ghost", "sm"),
                        "h-8 px-2.5",
                        current === page && "bg-indigo-50 text-indigo-800 hover:bg-indigo-100",
                      )}
                    >
                      {copy.shell[page]}
                    </Link>
                    {page === "leads" && counts ? <LeadCounts counts={counts} copy={copy} locale={locale} /> : null}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto flex min-w-0 items-center gap-2 text-sm">
            <a
              href={otherLanguage}
              lang={locale === "de" ? "en" : "de"}
              className={cn(buttonClasses("ghost", "sm"), "h-8 px-2.5")}
            >
              {copy.shell.otherLanguage}
            </a>
            {operator ? (
              <>
                {/* Who is signed in leads to their own account: password, second factor, sessions. */}
                <Link
                  to={adminPath("account", locale)}
                  title={operator}
                  className="max-w-64 min-w-0 truncate text-slate-600 underline decoration-slate-300 underline-offset-4 hover:text-indigo-700"
                >
                  <span className="max-lg:sr-only">{formatTemplate(copy.shell.signedInAs, { email: operator })}</span>
                  <span aria-hidden="true" className="lg:hidden">
                    {operatorName ?? operator}
                  </span>
                </Link>
                <Form method="post" action={adminPath("logout", locale)}>
                  <button type="submit" className={cn(buttonClasses("secondary", "sm"), "h-8 px-2.5")}>
                    {copy.shell.logout}
                  </button>
                </Form>
              </>
            ) : null}
          </div>
        </div>
      </header>
      <main
        id="admin-main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-4 outline-none sm:px-6 sm:py-6"
      >
        {children}
      </main>
    </div>
  );
}

export type NavCounts = { fresh: number; mine: number };

/** Beside "Leads": how many are new (to the inbox's New tab), and how many of those are the operator's. */
function LeadCounts({ counts, copy, locale }: { counts: NavCounts; copy: AdminContent; locale: Locale }) {
  const text = copy.inboxFlow.nav;
  const leads = adminPath("leads", locale);
  // At least 24 px each way, as a touch target must be (WCAG 2.5.8), whatever number it holds.
  const badge =
    "inline-flex min-h-6 min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums hover:underline";
  return (
    <>
      <Link
        to={`${leads}?status=new`}
        aria-label={formatPlural(counts.fresh, text.fresh, locale)}
        title={formatPlural(counts.fresh, text.fresh, locale)}
        className={cn(badge, counts.fresh ? "bg-indigo-600 text-white" : "bg-slate-100 text-slate-700")}
      >
        {formatCount(counts.fresh, locale)}
      </Link>
      <Link
        to={`${leads}?status=new&owner=mine`}
        aria-label={formatPlural(counts.mine, text.mine, locale)}
        title={formatPlural(counts.mine, text.mine, locale)}
        className={cn(badge, "ml-1 bg-slate-100 text-slate-800")}
      >
        {formatTemplate(text.mineShort, { count: formatCount(counts.mine, locale) })}
      </Link>
    </>
  );
}

/**
 * A message above a page's content: good news in green, a problem in red, announced to screen readers. `id`: for
 * the fields it is about to name it (`aria-describedby`).
 */
export function Notice({
  tone,
  children,
  id,
}: {
  tone: "success" | "error" | "info";
  children: ReactNode;
  id?: string;
}) {
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "mb-6 rounded-lg border px-4 py-3 text-sm",
        tone === "success" && "border-emerald-300 bg-emerald-50 text-emerald-900",
        tone === "error" && "border-red-300 bg-red-50 text-red-900",
        tone === "info" && "border-slate-300 bg-surface text-slate-800",
      )}
    >
      {children}
    </p>
  );
}
