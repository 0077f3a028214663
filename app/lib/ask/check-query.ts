/**
 * Is this a query Ask may run for this asker? (issue 45, decision 0045). The parser builds its queries from the
 * catalogue and cannot name anything else; a query from outside it (a language model's proposal, the `query=` of a
 * proposal's link, which the browser could change) is checked here before it runs: exactly the shape of
 * `AskQuery`, no other key; members from the catalogue; each dimension one its measures may be cut by; values the
 * catalogue or the data knows; measures and dimensions the role may see; Berlin days, none in the future; a
 * bounded limit. Anything else is no query at all, so free text (SQL or anything) never gets near the runner.
 */
import * as z from "zod/mini";
import { may, type Role } from "#app/vocabulary/roles.ts";
import { leadStatuses } from "#app/vocabulary/admin.ts";
import { dimensionTerms, measureTerms } from "#app/lib/ask/catalogue.ts";
import { dimensions, grains, measures, type AskQuery, type DateRange, type Dimension } from "#app/lib/ask/query.ts";
import { addDays, isDay } from "#app/lib/analytics/days.ts";

export type QueryContext = {
  /** Today in Berlin: no day after it may be asked about. */
  today: string;
  role: Role;
  /** The campaign names the statistics hold, the only campaign values a query may name. */
  campaigns?: readonly string[];
};

/** Why a query was turned down, for the log line (never shown to the asker, who learns only "not valid"). */
export type QueryProblem = "shape" | "member" | "permission" | "value" | "date" | "combination";

export type QueryCheck = { ok: true; query: AskQuery } | { ok: false; problem: QueryProblem };

/** The parser's own bound on "top N". */
export const MAX_LIMIT = 50;
/** How far back a period may start: statistics keep 25 months, leads a year unless kept longer. */
const OLDEST_YEARS = 10;

const day = z.string().check(z.maxLength(10));
const range = z.tuple([day, day]);
const value = z.string().check(z.minLength(1), z.maxLength(200));

const shape = z.strictObject({
  measures: z.array(z.enum(measures)).check(z.minLength(1), z.maxLength(4)),
  dimensions: z.array(z.enum(dimensions)).check(z.maxLength(2)),
  filters: z
    .array(
      z.union([
        z.strictObject({
          member: z.enum(dimensions),
          operator: z.enum(["equals", "notEquals"]),
          values: z.array(value).check(z.minLength(1), z.maxLength(8)),
        }),
        z.strictObject({
          member: z.enum(dimensions),
          operator: z.enum(["set", "notSet"]),
          values: z.optional(z.tuple([])),
        }),
      ]),
    )
    .check(z.maxLength(4)),
  timeDimensions: z
    .array(
      z.strictObject({
        dimension: z.literal("time"),
        dateRange: range,
        compareDateRange: z.optional(range),
        granularity: z.optional(z.enum(grains)),
      }),
    )
    .check(z.maxLength(1)),
  order: z.optional(
    z.array(z.tuple([z.enum([...measures, ...dimensions, "time"]), z.enum(["asc", "desc"])])).check(z.maxLength(1)),
  ),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_LIMIT))),
});

export function checkQuery(input: unknown, context: QueryContext): QueryCheck {
  const parsed = shape.safeParse(input);
  if (!parsed.success) return { ok: false, problem: "shape" };
  const query = parsed.data as AskQuery;
  const problem = membersProblem(query, context) ?? valuesProblem(query, context) ?? timeProblem(query, context);
  return problem ? { ok: false, problem } : { ok: true, query };
}

/** Members: the role may see each; every cut and filter is one its measures allow; one side (visits or leads). */
function membersProblem(query: AskQuery, { role }: QueryContext): QueryProblem | undefined {
  const named = [...query.dimensions, ...query.filters.map((filter) => filter.member)];
  if (
    !query.measures.every((measure) => may(role, measureTerms[measure].capability)) ||
    !named.every((dimension) => may(role, dimensionTerms[dimension].capability))
  )
    return "permission";
  if (new Set(query.measures).size !== query.measures.length) return "member";
  if (new Set(query.dimensions).size !== query.dimensions.length) return "member";
  if (!named.every((dimension) => query.measures.every((m) => measureTerms[m].dimensions.includes(dimension))))
    return "member";
  const sides = new Set(query.measures.map((measure) => measureTerms[measure].capability));
  if (sides.size > 1) return "combination";
  const leads = sides.has("leads");
  // The statistics are cut by one dimension at a time (the dashboard's tables); leads by up to two.
  if (!leads && query.dimensions.length > 1) return "combination";
  if (query.measures.includes("visitorsNow") && (query.measures.length > 1 || named.length)) return "combination";
  // An order is by a figure (or, for a line, by time), as the parser's are.
  const [member] = query.order?.[0] ?? [];
  const granular = Boolean(query.timeDimensions[0]?.granularity);
  const orderable: string[] = [...query.measures, ...(granular ? ["time"] : [])];
  if (member && !orderable.includes(member)) return "member";
  if (query.limit !== undefined && !query.dimensions.length && !granular) return "combination";
  return undefined;
}

const valueCheck: Record<Dimension, (value: string, context: QueryContext) => boolean> = {
  source: (value) => catalogued("source", value) || isHostName(value),
  campaign: (value, context) => context.campaigns?.includes(value) ?? false,
  entryPage: (value) => catalogued("entryPage", value),
  page: (value) => catalogued("page", value),
  language: (value) => catalogued("language", value),
  device: (value) => catalogued("device", value),
  status: (value) => (leadStatuses as readonly string[]).includes(value),
  // A colleague is named by the parser from the team's list; from outside, only the asker's own ("me").
  owner: (value) => value === "me",
};

function catalogued(dimension: Dimension, value: string): boolean {
  return dimensionTerms[dimension].values.some((term) => term.value === value);
}

/** A referring site not in a group: a plain host name, lower case (what the statistics store). */
function isHostName(value: string): boolean {
  return (
    value.length <= 253 &&
    /^(?=.*[a-z])[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/.test(value)
  );
}

function valuesProblem(query: AskQuery, context: QueryContext): QueryProblem | undefined {
  for (const filter of query.filters) {
    if (filter.operator === "set" || filter.operator === "notSet") {
      if (filter.member !== "owner") return "value";
      continue;
    }
    if (!(filter.values ?? []).every((value) => valueCheck[filter.member](value, context))) return "value";
  }
  return undefined;
}

/**
 * Time: the statistics need a period (the runner reads one), "right now" has none, leads may have one. Days are
 * real Berlin days, none after today, none older than ten years; a compared period lies before the period; hours
 * are one day's, unfiltered (the dashboard keeps hours only of the whole site); a grain is drawn as a line, so not
 * beside a breakdown.
 */
function timeProblem(query: AskQuery, { today }: QueryContext): QueryProblem | undefined {
  const time = query.timeDimensions[0];
  const now = query.measures.includes("visitorsNow");
  const leads = query.measures.every((measure) => measureTerms[measure].capability === "leads");
  if (now) return time ? "combination" : undefined;
  if (!time) return leads ? undefined : "date";
  const oldest = addDays(today, -366 * OLDEST_YEARS);
  const sane = ([from, to]: DateRange) => isDay(from) && isDay(to) && oldest <= from && from <= to && to <= today;
  if (!sane(time.dateRange)) return "date";
  if (time.compareDateRange && !(sane(time.compareDateRange) && time.compareDateRange[1] < time.dateRange[0]))
    return "date";
  if (time.granularity) {
    if (leads || query.dimensions.length) return "combination";
    if (time.granularity === "hour" && (time.dateRange[0] !== time.dateRange[1] || query.filters.length))
      return "combination";
  }
  return undefined;
}
