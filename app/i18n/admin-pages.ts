import type { Locale } from "#app/i18n/locales.ts";

/**
 * The back office's pages and downloads, each under /admin and /de/admin. Kept
 * apart from the page registry (pages.ts): nothing here is pre-rendered, in
 * the sitemap, or open to search engines (robots.txt, X-Robots-Tag).
 */
export const adminPages = {
  home: { file: "routes/admin/home.ts", path: "admin" },
  login: { file: "routes/admin/login.tsx", path: "admin/login" },
  logout: { file: "routes/admin/logout.ts", path: "admin/logout" },
  leads: { file: "routes/admin/leads.tsx", path: "admin/leads" },
  leadsCsv: { file: "routes/admin/leads-csv.ts", path: "admin/leads.csv" },
  lead: { file: "routes/admin/lead.tsx", path: "admin/leads/:id" },
  leadJson: { file: "routes/admin/lead-json.ts", path: "admin/leads/:id/export" },
  deleteLead: { file: "routes/admin/delete-lead.tsx", path: "admin/leads/:id/delete" },
  audit: { file: "routes/admin/audit.tsx", path: "admin/audit" },
  analytics: { file: "routes/admin/analytics.tsx", path: "admin/analytics" },
  analyticsCsv: { file: "routes/admin/analytics-csv.ts", path: "admin/analytics.csv" },
} as const;

export type AdminPageId = keyof typeof adminPages;

/** `/admin/leads/:id` in English, `/de/admin/leads/:id` in German, parameters filled in. */
export function adminPath(page: AdminPageId, locale: Locale, params: Record<string, string> = {}): string {
  const path = adminPages[page].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  return locale === "de" ? `/de/${path}` : `/${path}`;
}

export function adminRouteId(page: AdminPageId, locale: Locale): string {
  return `admin-${page}.${locale}`;
}

/** Paths under the back office (and React Router's data requests for them). */
export function isAdminPath(pathname: string): boolean {
  return /^\/(de\/)?admin(\/|\.data$|$)/.test(pathname);
}
