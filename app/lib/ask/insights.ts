/**
 * What stands out in an answer (issue 45), as rules rather than prose: a change is named only when both periods
 * rest on enough visits; a best or worst item only when it is clear of the rest by Wilson intervals; new leads
 * without an owner only when some have waited. Each insight says how many visits it rests on, and none says why
 * something happened: a figure that rose is a figure that rose. Pure: the runner supplies the counts, answer.ts
 * words them in the asker's language.
 */
import type { Measure } from "#app/lib/ask/query.ts";

/** Fewer visits than this in either period and a change is noise more often than not: nothing is said. */
export const MIN_VISITS_FOR_CHANGE = 100;
/** A row of a breakdown with fewer visits than this takes no part in "best" and "worst". */
export const MIN_VISITS_PER_ITEM = 30;
/** New leads without an owner for longer than this are named. */
export const UNOWNED_AFTER_DAYS = 2;

/** Visits and demo requests behind one figure (a period's total, or one row of a breakdown). */
export type Basis = { visitors: number; conversions: number };

export type Insight =
  | {
      kind: "change";
      measure: Measure;
      now: number;
      before: number;
      /** Visits of both periods together. */
      visits: number;
    }
  /** A rate that moved by less than chance would move it. */
  | { kind: "steady"; measure: Measure; visits: number }
  | { kind: "best" | "worst"; measure: Measure; label: string; rate: number; rest: number; visits: number }
  | { kind: "unowned"; leads: number; days: number };

/** The 95 % Wilson score interval of `successes` in `trials`. */
export function wilson(successes: number, trials: number, z = 1.96): [low: number, high: number] {
  if (trials <= 0) return [0, 1];
  const p = Math.min(1, Math.max(0, successes / trials));
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const spread = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [Math.max(0, centre - spread), Math.min(1, centre + spread)];
}

const clearlyApart = (a: Basis, b: Basis) => {
  const [aLow, aHigh] = wilson(a.conversions, a.visitors);
  const [bLow, bHigh] = wilson(b.conversions, b.visitors);
  return aLow > bHigh || bLow > aHigh;
};

/** A period's figure against the compared period's: named when both rest on enough visits. */
export function changeInsight(
  measure: Measure,
  rate: boolean,
  now: Basis & { value: number },
  before: Basis & { value: number },
): Insight[] {
  if (now.visitors < MIN_VISITS_FOR_CHANGE || before.visitors < MIN_VISITS_FOR_CHANGE) return [];
  const visits = now.visitors + before.visitors;
  if (rate && !clearlyApart(now, before)) return [{ kind: "steady", measure, visits }];
  if (now.value === before.value) return [];
  return [{ kind: "change", measure, now: now.value, before: before.value, visits }];
}

/**
 * The item of a breakdown whose rate is clearly above (or below) all the others together: its Wilson interval
 * and the rest's do not overlap. Rows without a label ("all others") and rows on too few visits take no part.
 */
export function standoutInsights(measure: Measure, rows: readonly { label: string | null; basis: Basis }[]): Insight[] {
  const items = rows.filter(
    (row): row is { label: string; basis: Basis } => row.label !== null && row.basis.visitors >= MIN_VISITS_PER_ITEM,
  );
  if (items.length < 2) return [];
  const rateOf = (basis: Basis) => (basis.visitors ? basis.conversions / basis.visitors : 0);
  const sorted = [...items].sort((a, b) => rateOf(b.basis) - rateOf(a.basis));
  const visits = items.reduce((sum, row) => sum + row.basis.visitors, 0);
  const insights: Insight[] = [];
  for (const [kind, item] of [
    ["best", sorted[0]!],
    ["worst", sorted.at(-1)!],
  ] as const) {
    const rest = items
      .filter((row) => row !== item)
      .reduce(
        (sum, row) => ({
          visitors: sum.visitors + row.basis.visitors,
          conversions: sum.conversions + row.basis.conversions,
        }),
        {
          visitors: 0,
          conversions: 0,
        },
      );
    const above = rateOf(item.basis) > rateOf(rest);
    if ((kind === "best") === above && clearlyApart(item.basis, rest))
      insights.push({ kind, measure, label: item.label, rate: rateOf(item.basis), rest: rateOf(rest), visits });
  }
  return insights;
}
