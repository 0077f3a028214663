/**
 * The visit statistics' words (decision 0014): what a hit's device and browser are counted as, and the dashboard's
 * tables and columns. The copy names each (app/content/admin); app/lib/analytics counts and reads by them.
 */
export const deviceClasses = ["other", "desktop", "phone", "tablet"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export const browserFamilies = ["other", "chrome", "edge", "firefox", "safari", "samsung", "opera"] as const;
export type BrowserFamily = (typeof browserFamilies)[number];
/** The dashboard's tables, for the page and its CSV export (app/lib/analytics/tables.ts says what each shows). */
export const analyticsTables = [
  "perDay",
  "pages",
  "entries",
  "languages",
  "sources",
  "campaigns",
  "devices",
  "notFound",
] as const;
export type AnalyticsTableId = (typeof analyticsTables)[number];

export const columnKinds = {
  day: "day",
  page: "text",
  language: "language",
  source: "text",
  medium: "text",
  campaign: "text",
  device: "device",
  browser: "browser",
  path: "text",
  views: "count",
  visitors: "count",
  formVisitors: "count",
  conversions: "count",
  conversionRate: "rate",
} as const;
export type ColumnId = keyof typeof columnKinds;
