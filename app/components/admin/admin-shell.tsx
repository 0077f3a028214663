import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { AdminContent } from "#app/content/admin/types.ts";
import { adminPath, type AdminNavPageId } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { cn } from "#app/lib/cn.ts";
import { useLivePage } from "#app/lib/rendering/early-input.ts";
import { useWebFont } from "#app/lib/web-font.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";

type AdminShellProps = {
  copy: AdminContent;
  locale: Locale;
  /** The signed-in operator's e-mail address; none on the login page. */
  operator: string | null;
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
export function AdminShell({ copy, locale, operator, nav, current, otherLanguage, children }: AdminShellProps) {
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
      <header className="border-b border-slate-200 bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <p className="font-bold text-slate-900">{copy.shell.brand}</p>
          {operator ? (
            <nav aria-label={copy.shell.navLabel}>
              <ul className="flex flex-wrap gap-1">
                {nav.map((page) => (
                  <li key={page}>
                    <Link
                      to={adminPath(page, locale)}
                      aria-current={current === page ? "page" : undefined}
                      className={cn(
                        buttonClasses("ghost", "sm"),
                        current === page && "bg-indigo-50 text-indigo-800 hover:bg-indigo-100",
                      )}
                    >
                      {copy.shell[page]}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
            <a href={otherLanguage} lang={locale === "de" ? "en" : "de"} className={buttonClasses("ghost", "sm")}>
              {copy.shell.otherLanguage}
            </a>
            {operator ? (
              <>
                {/* Who is signed in leads to their own account: password, second factor, sessions. */}
                <Link
                  to={adminPath("account", locale)}
                  className="text-slate-600 underline decoration-slate-300 underline-offset-4 hover:text-indigo-700"
                >
                  {formatTemplate(copy.shell.signedInAs, { email: operator })}
                </Link>
                <Form method="post" action={adminPath("logout", locale)}>
                  <button type="submit" className={buttonClasses("secondary", "sm")}>
                    {copy.shell.logout}
                  </button>
                </Form>
              </>
            ) : null}
          </div>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6">
        {children}
      </main>
    </div>
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
