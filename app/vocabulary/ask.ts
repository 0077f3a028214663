/**
 * Ask's words (issue 45, decision 0043): the measures, dimensions and grains a question can name, why one is
 * refused, and what an answer notes beside a figure. The copy names each (app/content/admin); the query shape
 * (app/lib/ask/query.ts) and the runner build on them.
 */
export const measures = ["visitors", "pageViews", "demoRequests", "conversionRate", "leads", "visitorsNow"] as const;
export type Measure = (typeof measures)[number];

export const dimensions = ["source", "campaign", "entryPage", "page", "language", "device", "status", "owner"] as const;
export type Dimension = (typeof dimensions)[number];

/** The time dimension's grains; a week is an ISO week (Monday to Sunday). */
export const grains = ["hour", "day", "week", "month", "quarter", "year"] as const;
export type Grain = (typeof grains)[number];
export const refusalReasons = [
  /** Not about our data at all (revenue, the weather). */
  "out_of_scope",
  /** About visits, but a figure we do not measure (bounce rate, time on page). */
  "not_measured",
  /** Would need leads joined to visits, which we never do (which companies came from LinkedIn?). */
  "not_linkable",
  /** The asker's role may not see it (an editor asking about leads). */
  "not_permitted",
  /** About a time that has not come yet. */
  "future",
  /** Words it could not place: named back in `unknown`. */
  "unknown_term",
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

export const isRefusalReason = (value: unknown): value is RefusalReason =>
  refusalReasons.includes(value as RefusalReason);
/** What a figure needs said beside it. */
export type AnswerNote =
  | "clippedToRetention"
  | "visitorsSummedOverDays"
  | "visitorsSummedOverPages"
  | "othersGrouped"
  | "defaultPeriod"
  | "contextSetAside";
