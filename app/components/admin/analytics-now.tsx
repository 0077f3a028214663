import { useEffect, useState } from "react";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatPlural, type PluralForms } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { pageLabel } from "#app/lib/analytics/tables.ts";

type Now = { minutes: number; visitors: number; pages: { page: string; lang: string; visitors: number }[] };
type Copy = { heading: string; visitors: PluralForms; pages: string; none: string; updated: string };

const EVERY_MS = 30_000;

/**
 * Visitors of the last 30 minutes and the pages they look at: rendered with the page, then asked for again every
 * 30 seconds while the tab is visible (and at once when it becomes visible again), never in a hidden tab.
 */
export function AnalyticsNow({ copy, locale, initial }: { copy: Copy; locale: Locale; initial: Now }) {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = () => {
      fetch(adminPath("analyticsNow", locale), { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<Now>) : undefined))
        .then((fresh) => fresh && setNow(fresh))
        .catch(() => {});
    };
    const watch = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== "visible") return;
      refresh();
      timer = setInterval(refresh, EVERY_MS);
    };
    timer = setInterval(refresh, EVERY_MS);
    document.addEventListener("visibilitychange", watch);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", watch);
    };
  }, [locale]);
  return (
    <section
      aria-labelledby="analytics-now"
      className="mt-4 flex flex-wrap items-start gap-x-8 gap-y-2 rounded-2xl border border-slate-200 bg-surface p-4"
    >
      <div>
        <h2 id="analytics-now" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-emerald-500" />
          {copy.heading}
        </h2>
        <p className="mt-1 text-slate-700" aria-live="polite">
          <span className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="now-visitors">
            {formatCount(now.visitors, locale)}
          </span>{" "}
          {formatPlural(now.visitors, copy.visitors, locale)}
        </p>
        <p className="mt-1 text-xs text-slate-600">{copy.updated}</p>
      </div>
      {/* At least 12rem, so that on a phone it wraps under the count (at no width it was squeezed to 0 px). */}
      <div className="min-w-48 flex-1">
        <h3 className="text-sm font-semibold text-slate-900">{copy.pages}</h3>
        {now.pages.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{copy.none}</p>
        ) : (
          <ul className="mt-1 gap-x-8 text-sm text-slate-700 sm:columns-2" data-testid="now-pages">
            {now.pages.map((page) => (
              <li key={`${page.page} ${page.lang}`} className="flex justify-between gap-4 [overflow-wrap:anywhere]">
                <span>{pageLabel(page.page, page.lang)}</span>
                <span className="tabular-nums">{formatCount(page.visitors, locale)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
