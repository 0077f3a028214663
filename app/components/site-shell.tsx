import { useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import { copyOf } from "#app/registry/copy.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { useDeferredRendering } from "#app/lib/rendering/deferred-rendering.ts";
import { useLivePage } from "#app/lib/rendering/early-input.ts";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { StaticContent, staticPart } from "#app/lib/rendering/static-content.tsx";
import { useWebFont } from "#app/lib/web-font.ts";
import { ContactPopupProvider } from "#app/components/contact-popup.tsx";
import { FirstVisitWelcome } from "#app/components/first-visit-welcome.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { SiteProvider } from "#app/components/site-context.tsx";
import { useStaticLinks } from "#app/components/static-links.ts";
import { ToastProvider } from "#app/components/toaster.tsx";

/** What a route module may export as `handle` to tune the shell. */
export type PageHandle = {
  /** Pixels of scrolling after which the header takes its scrolled style; 10 unless a page says otherwise. */
  scrollThreshold?: number;
  /** A page of the back office: it brings its own shell (app/components/admin/admin-shell.tsx). */
  admin?: boolean;
};

const DEFAULT_SCROLL_THRESHOLD = 10;

function useScrollThreshold(): number {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const threshold = (match.handle as PageHandle | undefined)?.scrollThreshold;
    if (threshold !== undefined) return threshold;
  }
  return DEFAULT_SCROLL_THRESHOLD;
}

type SiteShellProps = { locale: Locale; children: ReactNode };

/**
 * Header, main content and footer around every page, with the app-wide toasts and contact popup; the site's
 * copy in the page's language comes from the copy registry (app/registry/copy.ts).
 */
export function SiteShell({ locale, children }: SiteShellProps) {
  const value = useMemo(() => ({ locale, site: copyOf("site", locale) }), [locale]);
  const { site } = value;
  const scrollThreshold = useScrollThreshold();
  // The page is live from here on: <html data-hydrated> lets tests (and monitoring) wait for it; taps made before it
  // are carried out now.
  useLivePage();
  useDeferredRendering();
  useWebFont();
  return (
    <SiteProvider value={value}>
      <ToastProvider regionLabel={site.toast.regionLabel} closeLabel={site.toast.close}>
        <ContactPopupProvider>
          <a
            href="#main-content"
            className="sr-only z-50 rounded-lg bg-surface px-4 py-2 font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {site.skipToContent}
          </a>
          <SiteHeader scrollThreshold={scrollThreshold} />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter locale={locale} />
          <FirstVisitWelcome />
        </ContactPopupProvider>
      </ToastProvider>
    </SiteProvider>
  );
}

/**
 * The footer's content, with its code and copy apart (decision 0031): every page hydrates with the footer the
 * server rendered; root.tsx's client middleware loads them before a client-side navigation, which renders the
 * footer anew when the language changes (or when an error screen replaces the page's shell).
 */
export const FooterContent = staticPart(() =>
  import("#app/components/site-footer.tsx").then((module) => module.FooterContent),
);

function SiteFooter({ locale }: { locale: Locale }) {
  return (
    <StaticContent
      as="footer"
      of={locale}
      className={`${DEFER_RENDER_CLASS} keep-colors bg-slate-950 text-slate-300`}
      onKeptClick={useStaticLinks()}
    >
      <FooterContent />
    </StaticContent>
  );
}
