/**
 * What a question asks, once understood (issue 45): Cube's query shape with the semantic layer's member names
 * (`catalogue.ts`), ISO dates in the Berlin calendar. The parser produces it, the compiler runs it, the JSON answer
 * and the audit log carry it, the evaluation set states it. Never SQL: members are names from the catalogue,
 * values are data.
 */

/** The longest question read; longer text is cut (nobody asks in paragraphs). */
export const QUESTION_LIMIT = 300;

export const measures = ["visitors", "pageViews", "demoRequests", "conversionRate", "leads", "visitorsNow"] as const;
export type Measure = (typeof measures)[number];

export const dimensions = ["source", "campaign", "entryPage", "page", "language", "device", "status", "owner"] as const;
export type Dimension = (typeof dimensions)[number];

/** The time dimension's grains; a week is an ISO week (Monday to Sunday). */
export const grains = ["hour", "day", "week", "month", "quarter", "year"] as const;
export type Grain = (typeof grains)[number];

/** An inclusive range of Berlin days, `YYYY-MM-DD`. */
export type DateRange = [from: string, to: string];

/**
 * `equals` / `notEquals` with values; `set` / `notSet` without (a lead with or without an owner). The owner
 * `me` is whoever asks.
 */
export type Filter =
  | { member: Dimension; operator: "equals" | "notEquals"; values: string[] }
  | { member: Dimension; operator: "set" | "notSet"; values?: [] };

export type TimeDimension = {
  dimension: "time";
  dateRange: DateRange;
  /** The period the answer is compared with (same length; a to-date comparison covers the same weekdays). */
  compareDateRange?: DateRange;
  granularity?: Grain;
};

export type Order = [member: Measure | Dimension | "time", direction: "asc" | "desc"];

export type AskQuery = {
  measures: Measure[];
  dimensions: Dimension[];
  filters: Filter[];
  timeDimensions: TimeDimension[];
  order?: Order[];
  limit?: number;
};

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

export type AskStatus = "answered" | "refused" | "clarify";
