/**
 * Judging Ask's answers (issue 45): the expected query made concrete for the day of the run, the comparison of
 * two queries after normalizing what does not change their meaning, a verdict per question, the figures checked
 * against the SQL oracle, and the summary the budgets are held to.
 */
import type { AskQuery, AskStatus, Filter, Measure, RefusalReason } from "#app/lib/ask/query.ts";
import { resolveDateSpec } from "./dates.ts";
import type { OracleAnswer } from "./oracle.ts";
import type { ExpectedQuery, Group, Question } from "./questions.ts";

/** What the endpoint answers (`GET /admin/ask.json?q=…`). */
export type AskAnswer = {
  status: AskStatus;
  query?: AskQuery;
  interpretation?: string;
  result?: { columns: { name: string; title: string }[]; rows: unknown[][] };
  reason?: RefusalReason;
  unknown?: string[];
  options?: { label: string; q: string }[];
};

export function resolveExpected(query: ExpectedQuery, today: string): AskQuery {
  return {
    ...query,
    timeDimensions: query.timeDimensions.map(({ dateRange, compareDateRange, ...rest }) => ({
      ...rest,
      dateRange: resolveDateSpec(dateRange, today),
      ...(compareDateRange ? { compareDateRange: resolveDateSpec(compareDateRange, today) } : {}),
    })),
  };
}

// ----- Comparing queries -----

const byJson = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
function unique<T>(list: readonly T[]): T[] {
  return [...new Set(list)];
}

/** Members whose values are a closed list: "not closed" and "new, contacted or qualified" say the same. */
const closedLists: Partial<Record<Filter["member"], string[]>> = {
  status: ["new", "contacted", "qualified", "closed"],
  language: ["en", "de"],
};

function canonicalFilter(filter: Filter) {
  const listed = filter.operator === "set" || filter.operator === "notSet" ? [] : (filter.values ?? []);
  // Values compare without case: "LinkedIn" and "linkedin" name the same group.
  const values = unique(listed.map((value) => value.toLowerCase())).sort();
  const all = closedLists[filter.member];
  if (all && filter.operator === "notEquals" && values.every((value) => all.includes(value)))
    return { member: filter.member, operator: "equals", values: all.filter((value) => !values.includes(value)).sort() };
  return { member: filter.member, operator: filter.operator, values };
}

/**
 * A query in a form where equal meaning is equal text: measures, dimensions, filters and their values in any
 * order, absent lists empty, absent optional fields null. `order` counts as far as the expected query states it
 * (a tie-breaker after it is the engine's business), `limit` only where it states one.
 */
export function canonicalQuery(query: Partial<AskQuery>, keep: { order: number; limit: boolean }) {
  return {
    measures: unique(query.measures ?? []).sort(),
    dimensions: unique(query.dimensions ?? []).sort(),
    filters: unique((query.filters ?? []).map((filter) => JSON.stringify(canonicalFilter(filter))))
      .sort()
      .map((text) => JSON.parse(text) as unknown),
    timeDimensions: (query.timeDimensions ?? [])
      .map((time) => ({
        dimension: time.dimension,
        dateRange: time.dateRange,
        compareDateRange: time.compareDateRange ?? null,
        granularity: time.granularity ?? null,
      }))
      .sort(byJson),
    order: keep.order > 0 ? (query.order ?? []).slice(0, keep.order) : null,
    limit: keep.limit ? (query.limit ?? null) : null,
  };
}

/**
 * Where the question does not rank, the engine may still cut a long breakdown for display, but not to fewer than
 * this many rows: "visitors by source" cut to one row answers another question.
 */
export const SHORTEST_DISPLAY_LIMIT = 10;

export function sameQuery(expected: AskQuery, got: Partial<AskQuery> | undefined): boolean {
  if (!got) return false;
  const keep = { order: expected.order?.length ?? 0, limit: expected.limit !== undefined };
  if (!keep.limit && got.limit !== undefined && got.limit < SHORTEST_DISPLAY_LIMIT) return false;
  return JSON.stringify(canonicalQuery(expected, keep)) === JSON.stringify(canonicalQuery(got, keep));
}

// ----- Verdicts -----

export type Outcome =
  /** As expected. */
  | "right"
  /** Answered, with another query than expected, or where a refusal or a question back was expected. */
  | "wrong"
  /** Not answered where an answer was expected, or refused for another reason, or refused instead of asking back. */
  | "miss"
  /** No JSON answer: an HTTP error, a page, a timeout. */
  | "error";

export type Verdict = {
  question: Question;
  text: string;
  outcome: Outcome;
  /** Expected `not_permitted`, yet it answered or showed a result. */
  leak: boolean;
  expected: AskQuery | undefined;
  got: AskAnswer | undefined;
  httpStatus: number;
  ms: number;
  /** The oracle's figures against the answer's: undefined when not checked. */
  numbers?: { ok: boolean; detail: string };
};

export function judge(
  question: Question,
  text: string,
  expected: AskQuery | undefined,
  got: AskAnswer | undefined,
  httpStatus: number,
  ms: number,
): Verdict {
  const verdict = { question, text, expected, got, httpStatus, ms, leak: false };
  const want = question.expect;
  if (!got || !["answered", "refused", "clarify"].includes(got.status)) return { ...verdict, outcome: "error" };
  if (want.status === "refused" && want.reason === "not_permitted")
    verdict.leak = got.status === "answered" || got.result !== undefined;
  if (want.status === "answered") {
    if (got.status !== "answered") return { ...verdict, outcome: "miss" };
    return { ...verdict, outcome: sameQuery(expected!, got.query) ? "right" : "wrong" };
  }
  if (got.status === "answered") return { ...verdict, outcome: "wrong" };
  if (want.status === "clarify") return { ...verdict, outcome: got.status === "clarify" ? "right" : "miss" };
  return { ...verdict, outcome: got.status === "refused" && got.reason === want.reason ? "right" : "miss" };
}

// ----- Figures against the oracle -----

type Result = NonNullable<AskAnswer["result"]>;

/** The column of a member: by its name as the query names it, else (a single measure) the last numeric one. */
function columnOf(result: Result, member: string, single: boolean): number {
  const named = result.columns.findIndex((column) => column.name.toLowerCase() === member.toLowerCase());
  if (named >= 0 || !single) return named;
  const first = result.rows[0] ?? [];
  for (let index = first.length - 1; index >= 0; index--) if (Number.isFinite(Number(first[index]))) return index;
  return -1;
}

/** Counts exactly; a rate as a share or a percentage, within rounding. */
function sameFigure(measure: Measure, got: number, expected: number): boolean {
  if (measure !== "conversionRate") return Math.abs(got - expected) < 1e-9;
  return Math.abs(got - expected) <= 0.0005 || Math.abs(got - expected * 100) <= 0.05;
}

export function checkFigures(oracle: OracleAnswer, result: Result | undefined): { ok: boolean; detail: string } {
  if (!result) return { ok: false, detail: "no result in the answer" };
  switch (oracle.kind) {
    case "totals":
      return checkTotals(oracle.values, result);
    case "sum":
      return checkSum(oracle.measure, oracle.total, result);
    case "rows":
      return checkRows(oracle, result);
  }
}

function checkTotals(values: Partial<Record<Measure, number>>, result: Result) {
  const measures = Object.keys(values) as Measure[];
  const problems: string[] = [];
  for (const measure of measures) {
    const column = columnOf(result, measure, measures.length === 1);
    const cell = column < 0 ? undefined : result.rows[0]?.[column];
    const got = result.rows.length === 0 ? 0 : Number(cell);
    if (column < 0 || !sameFigure(measure, got, values[measure]!))
      problems.push(`${measure}: expected ${values[measure]}, got ${column < 0 ? "no column" : String(cell)}`);
  }
  return { ok: problems.length === 0, detail: problems.join("; ") || "totals agree" };
}

function checkSum(measure: Measure, total: number, result: Result) {
  const column = columnOf(result, measure, true);
  if (column < 0) return { ok: false, detail: `no column for ${measure}` };
  const sum = result.rows.reduce((acc, row) => acc + Number(row[column] ?? 0), 0);
  return sameFigure(measure, sum, total)
    ? { ok: true, detail: "rows add up" }
    : { ok: false, detail: `${measure}: rows add up to ${sum}, expected ${total}` };
}

function checkRows(oracle: Extract<OracleAnswer, { kind: "rows" }>, result: Result) {
  const valueColumn = columnOf(result, oracle.measure, true);
  const labelColumn = columnOf(result, oracle.dimension, false);
  if (valueColumn < 0) return { ok: false, detail: `no column for ${oracle.measure}` };
  const got = result.rows
    .map((row) => ({ label: String(row[labelColumn] ?? "").toLowerCase(), value: Number(row[valueColumn] ?? 0) }))
    .filter((row) => row.value !== 0);
  const required = oracle.rows.filter((row) => !row.optional);
  const byLabel =
    labelColumn >= 0 && required.every((row) => got.some((each) => each.label === row.label.toLowerCase()));
  const detail = `expected ${oracle.rows.map((row) => `${row.label || "(none)"} ${row.value}`).join(", ")}; got ${got
    .map((row) => `${row.label} ${row.value}`)
    .join(", ")}`;
  if (byLabel) {
    const ok =
      oracle.rows.every((row) => {
        const found = got.find((each) => each.label === row.label.toLowerCase());
        return found ? sameFigure(oracle.measure, found.value, row.value) : row.optional;
      }) && got.every((row) => oracle.rows.some((each) => each.label.toLowerCase() === row.label));
    return { ok, detail };
  }
  // Labels shown another way (translated, grouped): the figures must still be the same ones.
  const figures = (rows: { value: number }[]) => rows.map((row) => row.value).sort((a, b) => a - b);
  const gotFigures = JSON.stringify(figures(got));
  const ok = gotFigures === JSON.stringify(figures(required)) || gotFigures === JSON.stringify(figures(oracle.rows));
  return { ok, detail };
}

// ----- Summing up -----

export type Ratio = { count: number; of: number };

export type Summary = {
  accuracy: Map<Group, Record<"en" | "de" | "all", Ratio>>;
  rightQuery: Record<"en" | "de", Ratio>;
  wrong: Ratio;
  refusalPrecision: Ratio;
  refusalRecall: Ratio;
  refusalReasons: Ratio;
  leaks: Verdict[];
  errors: number;
  oracle: { checked: number; mismatches: Verdict[] };
  latency: { p50: number; p95: number; max: number };
};

const ratio = (list: readonly Verdict[], keep: (verdict: Verdict) => boolean): Ratio => ({
  count: list.filter(keep).length,
  of: list.length,
});

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

export function summarize(verdicts: readonly Verdict[], groups: readonly Group[]): Summary {
  const right = (verdict: Verdict) => verdict.outcome === "right";
  const accuracy = new Map<Group, Record<"en" | "de" | "all", Ratio>>();
  for (const group of groups) {
    const inGroup = verdicts.filter((verdict) => verdict.question.group === group);
    if (inGroup.length === 0) continue;
    accuracy.set(group, {
      en: ratio(
        inGroup.filter((verdict) => verdict.question.lang === "en"),
        right,
      ),
      de: ratio(
        inGroup.filter((verdict) => verdict.question.lang === "de"),
        right,
      ),
      all: ratio(inGroup, right),
    });
  }
  const answerable = (lang: "en" | "de") =>
    verdicts.filter((verdict) => verdict.question.lang === lang && verdict.question.expect.status === "answered");
  const expectedRefusals = verdicts.filter((verdict) => verdict.question.expect.status === "refused");
  const gotRefusals = verdicts.filter((verdict) => verdict.got?.status === "refused");
  const times = verdicts.map((verdict) => verdict.ms).sort((a, b) => a - b);
  const checked = verdicts.filter((verdict) => verdict.numbers);
  return {
    accuracy,
    rightQuery: { en: ratio(answerable("en"), right), de: ratio(answerable("de"), right) },
    wrong: ratio(verdicts, (verdict) => verdict.outcome === "wrong"),
    refusalPrecision: ratio(gotRefusals, (verdict) => verdict.question.expect.status === "refused"),
    refusalRecall: ratio(expectedRefusals, (verdict) => verdict.got?.status === "refused"),
    refusalReasons: ratio(
      expectedRefusals.filter((verdict) => verdict.got?.status === "refused"),
      right,
    ),
    leaks: verdicts.filter((verdict) => verdict.leak),
    errors: verdicts.filter((verdict) => verdict.outcome === "error").length,
    oracle: { checked: checked.length, mismatches: checked.filter((verdict) => !verdict.numbers!.ok) },
    latency: { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times.at(-1) ?? 0 },
  };
}
