/**
 * What a question asks, once understood (issue 45): Cube's query shape with the semantic layer's member names
 * (`catalogue.ts`), ISO dates in the Berlin calendar. The parser produces it, the compiler runs it, the JSON answer
 * and the audit log carry it, the evaluation set states it. Never SQL: members are names from the catalogue,
 * values are data.
 */
import type { Dimension, Grain, Measure } from "#app/vocabulary/ask.ts";

/** Defined with the words the copy names (app/vocabulary/ask.ts). */
export {
  dimensions,
  grains,
  isRefusalReason,
  measures,
  refusalReasons,
  type Dimension,
  type Grain,
  type Measure,
  type RefusalReason,
} from "#app/vocabulary/ask.ts";

/** The longest question read; longer text is cut (nobody asks in paragraphs). */
export const QUESTION_LIMIT = 300;

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

export type AskStatus = "answered" | "refused" | "clarify";
