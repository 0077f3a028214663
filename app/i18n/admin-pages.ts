import type { Locale } from "#app/i18n/locales.ts";
import { may, type Capability, type Role } from "#app/vocabulary/roles.ts";

/**
 * What a route of the back office answers someone without a session:
 * - "page": the login page of its language, and back here after it;
 * - "download": 401 (a file has no page to come back to);
 * - "open": it runs (the login, the logout, and /admin itself, which only redirects).
 */
export type AdminPageKind = "page" | "download" | "open";

export type AdminPageDefinition = {
  file: string;
  path: string;
  kind: AdminPageKind;
  /** In the back office's navigation, in this order, named by `copy.shell[id]`. */
  nav?: true;
  /**
   * Offered in the navigation only while the visit statistics count (ANALYTICS=on), or while the blog is
   * published from the store (BLOG_STORE=server).
   */
  needs?: "analytics" | "serverBlog";
  /**
   * What the operator's role must include (app/vocabulary/roles.ts), checked by the layout's middleware for the
   * page, its data and its actions; without one, every signed-in operator may use it.
   */
  capability?: Capability;
};

/**
 * The back office's pages and downloads, each under /admin and /de/admin, inside
 * the layout route that checks the operator once (routes/admin/layout.tsx). Kept
 * apart from the page registry (pages.ts): nothing here is pre-rendered, in the
 * sitemap, or open to search engines (robots.txt, X-Robots-Tag).
 */
export const adminPages = {
  home: { file: "routes/admin/home.ts", path: "admin", kind: "open" },
  login: { file: "routes/admin/login.tsx", path: "admin/login", kind: "open" },
  logout: { file: "routes/admin/logout.ts", path: "admin/logout", kind: "open" },
  leads: { file: "routes/admin/leads.tsx", path: "admin/leads", kind: "page", nav: true, capability: "leads" },
  leadsCsv: { file: "routes/admin/leads-csv.ts", path: "admin/leads.csv", kind: "download", capability: "leads" },
  // The same view as an Excel workbook: one route module answers both files.
  leadsXlsx: { file: "routes/admin/leads-csv.ts", path: "admin/leads.xlsx", kind: "download", capability: "leads" },
  lead: { file: "routes/admin/lead.tsx", path: "admin/leads/:id", kind: "page", capability: "leads" },
  leadJson: {
    file: "routes/admin/lead-json.ts",
    path: "admin/leads/:id/export",
    kind: "download",
    capability: "leads",
  },
  deleteLead: {
    file: "routes/admin/delete-lead.tsx",
    path: "admin/leads/:id/delete",
    kind: "page",
    capability: "leads",
  },
  privacyRequests: {
    file: "routes/admin/privacy-requests.tsx",
    path: "admin/privacy-requests",
    kind: "page",
    nav: true,
    capability: "leads",
  },
  blog: {
    file: "routes/admin/blog.tsx",
    path: "admin/blog",
    kind: "page",
    nav: true,
    needs: "serverBlog",
    capability: "blog",
  },
  blogNew: { file: "routes/admin/blog-editor.tsx", path: "admin/blog/new", kind: "page", capability: "blog" },
  blogPost: { file: "routes/admin/blog-editor.tsx", path: "admin/blog/:id", kind: "page", capability: "blog" },
  // A draft or scheduled post as visitors will see it, at a desktop's or a phone's width (issue 48).
  blogPreview: {
    file: "routes/admin/blog-preview.tsx",
    path: "admin/blog/:id/preview",
    kind: "page",
    capability: "blog",
  },
  analytics: {
    file: "routes/admin/analytics.tsx",
    path: "admin/analytics",
    kind: "page",
    nav: true,
    needs: "analytics",
    capability: "statistics",
  },
  analyticsCsv: {
    file: "routes/admin/analytics-csv.ts",
    path: "admin/analytics.csv",
    kind: "download",
    capability: "statistics",
  },
  analyticsXlsx: {
    file: "routes/admin/analytics-csv.ts",
    path: "admin/analytics.xlsx",
    kind: "download",
    capability: "statistics",
  },
  analyticsNow: {
    file: "routes/admin/analytics-now.ts",
    path: "admin/analytics.now",
    kind: "download",
    capability: "statistics",
  },
  // Ask (issue 45): every role; what a role may not see is refused in the answer, not by the page.
  ask: { file: "routes/admin/ask.tsx", path: "admin/ask", kind: "page", nav: true },
  askJson: { file: "routes/admin/ask-json.ts", path: "admin/ask.json", kind: "download" },
  audit: { file: "routes/admin/audit.tsx", path: "admin/audit", kind: "page", nav: true, capability: "team" },
  loginCode: { file: "routes/admin/login-code.tsx", path: "admin/login/code", kind: "open" },
  team: { file: "routes/admin/team.tsx", path: "admin/team", kind: "page", nav: true, capability: "team" },
  account: { file: "routes/admin/account.tsx", path: "admin/account", kind: "page" },
  join: { file: "routes/admin/join.tsx", path: "admin/join", kind: "open" },
  // A way back in (issue 47): "forgot password?" from the sign-in page, and the e-mailed link's page.
  forgotPassword: { file: "routes/admin/forgot-password.tsx", path: "admin/login/forgot", kind: "open" },
  resetPassword: { file: "routes/admin/reset-password.tsx", path: "admin/reset-password", kind: "open" },
} as const satisfies Record<string, AdminPageDefinition>;

export type AdminPageId = keyof typeof adminPages;

export const adminPageIds = Object.keys(adminPages) as AdminPageId[];

/** The pages the navigation lists: each needs its name in the copy (`shell`). */
export type AdminNavPageId = {
  [Page in AdminPageId]: (typeof adminPages)[Page] extends { nav: true } ? Page : never;
}[AdminPageId];

/** Whether an operator of this role may use the page (its capability, if it names one). */
export function roleMayOpen(role: Role, page: AdminPageId): boolean {
  const definition: AdminPageDefinition = adminPages[page];
  return !definition.capability || may(role, definition.capability);
}

/**
 * The navigation, in the registry's order: without the statistics while they are off, and, for an operator, only
 * what their role may open.
 */
export function adminNav({
  analytics,
  serverBlog = true,
  role,
}: {
  analytics: boolean;
  /** Whether the blog is published from the store (BLOG_STORE=server): only then is there a Blog page. */
  serverBlog?: boolean;
  role?: Role;
}): AdminNavPageId[] {
  const offered = (page: AdminPageId) => {
    const definition: AdminPageDefinition = adminPages[page];
    return definition.needs === "analytics" ? analytics : definition.needs === "serverBlog" ? serverBlog : true;
  };
  return adminPageIds.filter(
    (page): page is AdminNavPageId => "nav" in adminPages[page] && offered(page) && (!role || roleMayOpen(role, page)),
  );
}

/**
 * Where an operator starts: the first page of the navigation their role may open (the blog's posts, for an
 * editor); with nothing there, the public blog.
 */
export function adminHome(role: Role, locale: Locale, analytics: boolean, serverBlog = true): string {
  // Ask is a tool to turn to, not a place to start: an editor without posts or statistics starts on the blog.
  const [first] = adminNav({ analytics, serverBlog, role }).filter((page) => page !== "ask");
  if (first) return adminPath(first, locale);
  return locale === "de" ? "/de/blog" : "/blog";
}

/** The route's path in a language, as routes.ts mounts it: `admin/leads`, `de/admin/leads`. */
export function adminRoutePath(page: AdminPageId, locale: Locale): string {
  return locale === "de" ? `de/${adminPages[page].path}` : adminPages[page].path;
}

/** `/admin/leads/:id` in English, `/de/admin/leads/:id` in German, parameters filled in. */
export function adminPath(page: AdminPageId, locale: Locale, params: Record<string, string> = {}): string {
  const path = adminPages[page].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  return locale === "de" ? `/de/${path}` : `/${path}`;
}

export function adminRouteId(page: AdminPageId, locale: Locale): string {
  return `admin-${page}.${locale}`;
}

/** The layout route around every page of one language (routes/admin/layout.tsx). */
export function adminLayoutId(locale: Locale): string {
  return `admin-layout.${locale}`;
}

/**
 * The page a matched route pattern belongs to, as React Router hands it to middleware and loaders
 * (`/de/admin/leads/:id`, with or without the leading slash); undefined for anything else.
 */
export function adminPageAt(pattern: string): AdminPageId | undefined {
  const path = pattern.replace(/^\//, "").replace(/^de\//, "");
  return adminPageIds.find((page) => adminPages[page].path === path);
}

/** The entry of the navigation a page belongs to: its own, or the one whose path it continues (a lead: the leads). */
export function adminSectionOf(page: AdminPageId | undefined): AdminNavPageId | undefined {
  if (!page) return undefined;
  const path = adminPages[page].path;
  return adminNav({ analytics: true }).find(
    (section) => path === adminPages[section].path || path.startsWith(`${adminPages[section].path}/`),
  );
}

/** Paths under the back office (and React Router's data requests for them). */
export function isAdminPath(pathname: string): boolean {
  return /^\/(de\/)?admin(\/|\.data$|$)/.test(pathname);
}

/** The one-time link of an invitation: its join page, `/admin/join?token=…` in English, `/de/admin/join?token=…` in German. */
export function invitationLink(siteOrigin: string, locale: Locale, token: string): string {
  return `${siteOrigin}${adminPath("join", locale)}?token=${encodeURIComponent(token)}`;
}

/** The one-time link that sets a new password: `/admin/reset-password?token=…`, or under /de in German. */
export function passwordResetLink(siteOrigin: string, locale: Locale, token: string): string {
  return `${siteOrigin}${adminPath("resetPassword", locale)}?token=${encodeURIComponent(token)}`;
}
