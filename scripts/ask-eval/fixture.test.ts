/**
 * The evaluation's fixture and SQL oracle, held against each other (issue 45): the oracle reads the store the
 * fixture filled through the site's own modules, the fixture remembers what it generated, and both must tell
 * the same figures, for closed days (rollups) and today (raw events) alike. On SQLite; the evaluation itself
 * also runs on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AskQuery, Filter, Measure } from "#app/lib/ask/query.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { resolveDateSpec, shiftDays, type DateSpec } from "./dates.ts";
import { seedFixture, truthTotals, type Fixture, type TruthVisit } from "./fixture.ts";
import { oracleAnswer, type OracleAnswer, type OracleContext } from "./oracle.ts";
import type { Question } from "./questions.ts";
import { checkFigures, judge, resolveExpected, summarize, type AskAnswer } from "./score.ts";
import { questionSets } from "./sets.ts";

let dir: string;
let db: Database;
let fixture: Fixture;
let context: OracleContext;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "ask-eval-fixture-"));
  db = await openDatabase({ DATA_DIR: dir });
  fixture = await seedFixture(db, { months: 14, scale: 0.4, leads: 200 });
  context = {
    sql: db.sql,
    today: fixture.today,
    askerId: fixture.operators.ben.id,
    operatorIds: new Map(Object.values(fixture.operators).map((operator) => [operator.email, operator.id])),
  };
}, 60_000);
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

const query = (
  measures: Measure[],
  spec: DateSpec | undefined,
  filters: Filter[] = [],
  dimensions: AskQuery["dimensions"] = [],
) => ({
  measures,
  dimensions,
  filters,
  timeDimensions: spec ? [{ dimension: "time" as const, dateRange: resolveDateSpec(spec, fixture.today) }] : [],
});

async function totals(measures: Measure[], spec: DateSpec, filters: Filter[] = []) {
  const answer = await oracleAnswer(query(measures, spec, filters), context);
  if (answer?.kind !== "totals") throw new Error(`no totals: ${JSON.stringify(answer)}`);
  return answer.values;
}

const truth = (spec: DateSpec, keep?: (visit: TruthVisit) => boolean) =>
  truthTotals(fixture, resolveDateSpec(spec, fixture.today), keep);

const linkedIn = (visit: TruthVisit) => visit.source === "linkedin.com" || visit.source === "lnkd.in";

describe("the fixture", () => {
  it("holds four operators, the leads, 25 months of rollups and 90 days of raw events", async () => {
    const count = async (text: string, params: unknown[] = []) =>
      Number((await db.sql.get<{ n: unknown }>(text, params))?.n);
    expect(await count("SELECT COUNT(*) AS n FROM operators")).toBe(4);
    expect(await count("SELECT COUNT(*) AS n FROM contact_requests")).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM contact_requests WHERE owner_id IS NULL")).toBeGreaterThan(10);
    expect(await count("SELECT COUNT(DISTINCT status) AS n FROM contact_requests")).toBe(4);
    const first = await db.sql.get<{ day: string }>("SELECT MIN(day) AS day FROM analytics_rolled_days");
    expect(first?.day).toBe(fixture.firstDay);
    const last = await db.sql.get<{ day: string }>("SELECT MAX(day) AS day FROM analytics_rolled_days");
    expect(last?.day).toBe(shiftDays(fixture.today, -1));
    const sources = await db.sql.all<{ value: string }>(
      "SELECT DISTINCT value FROM analytics_daily WHERE dim = 'source' ORDER BY value",
    );
    expect(sources.map((row) => row.value)).toEqual(
      expect.arrayContaining(["", "linkedin.com", "lnkd.in", "google.com", "google.de", "bing.com"]),
    );
    // Raw events of the last 90 days only; today's still join a visitor's views.
    const oldest = await count("SELECT MIN(minute) AS n FROM analytics_events");
    expect(oldest).toBeGreaterThanOrEqual(
      Math.floor(Date.parse(`${shiftDays(fixture.today, -91)}T00:00:00Z`) / 60_000),
    );
    expect(await count("SELECT COUNT(*) AS n FROM analytics_events WHERE visitor IS NOT NULL")).toBeGreaterThan(0);
  });
});

describe("the oracle agrees with what the fixture generated", () => {
  it("on totals over closed days, from the rollups", async () => {
    for (const spec of [{ relative: "lastMonth" }, { relative: "lastYear" }, { relative: "yesterday" }] as DateSpec[]) {
      const expected = truth(spec);
      expect(await totals(["visitors", "pageViews", "demoRequests"], spec)).toEqual(expected);
    }
  });

  it("on ranges that include today, from today's raw events", async () => {
    const spec: DateSpec = { relative: "lastNDays", n: 7 };
    expect(await totals(["visitors", "pageViews", "demoRequests"], spec)).toEqual(truth(spec));
    const today: DateSpec = { relative: "today" };
    expect(await totals(["visitors", "pageViews", "demoRequests"], today)).toEqual(truth(today));
    expect(await totals(["visitors", "demoRequests"], today, [source("LinkedIn")])).toEqual({
      visitors: truth(today, linkedIn).visitors,
      demoRequests: truth(today, linkedIn).demoRequests,
    });
  });

  it("on value groups, facets and their negations", async () => {
    const thisMonth: DateSpec = { relative: "thisMonth" };
    const lastWeek: DateSpec = { relative: "lastWeek" };
    expect((await totals(["visitors"], lastWeek, [source("LinkedIn")])).visitors).toBe(
      truth(lastWeek, linkedIn).visitors,
    );
    expect((await totals(["demoRequests"], thisMonth, [source("Google")])).demoRequests).toBe(
      truth(thisMonth, (visit) => visit.source.startsWith("google.")).demoRequests,
    );
    expect(
      (await totals(["visitors"], thisMonth, [{ member: "source", operator: "notEquals", values: ["Google"] }]))
        .visitors,
    ).toBe(truth(thisMonth, (visit) => !visit.source.startsWith("google.")).visitors);
    expect((await totals(["visitors"], thisMonth, [source("direct")])).visitors).toBe(
      truth(thisMonth, (visit) => visit.source === "").visitors,
    );
    const lastQuarter: DateSpec = { relative: "lastQuarter" };
    expect(
      await totals(["visitors"], lastQuarter, [
        { member: "language", operator: "equals", values: ["de"] },
        { member: "device", operator: "equals", values: ["phone"] },
      ]),
    ).toEqual({ visitors: truth(lastQuarter, (visit) => visit.lang === "de" && visit.device === "phone").visitors });
    const last30: DateSpec = { relative: "lastNDays", n: 30 };
    expect(
      (await totals(["visitors"], last30, [{ member: "campaign", operator: "equals", values: ["launch"] }])).visitors,
    ).toBe(truth(last30, (visit) => visit.campaign === "launch").visitors);
    expect(
      (await totals(["visitors"], last30, [{ member: "entryPage", operator: "equals", values: ["careers"] }])).visitors,
    ).toBe(truth(last30, (visit) => visit.entry === "careers").visitors);
  });

  it("on a page's visitors and views", async () => {
    for (const spec of [{ relative: "lastWeek" }, { relative: "thisWeek" }] as DateSpec[]) {
      const [from, to] = resolveDateSpec(spec, fixture.today);
      let visitors = 0;
      let pageViews = 0;
      for (let day = from; day <= to; day = shiftDays(day, 1))
        for (const visit of fixture.truth.days.get(day) ?? []) {
          const views = visit.pages.get("documentation") ?? 0;
          if (views > 0) (visitors++, (pageViews += views));
        }
      const page: Filter = { member: "page", operator: "equals", values: ["documentation"] };
      expect(await totals(["visitors", "pageViews"], spec, [page])).toEqual({ visitors, pageViews });
    }
  });

  it("on the conversion rate and a breakdown by language", async () => {
    const spec: DateSpec = { relative: "lastNDays", n: 30 };
    const all = truth(spec);
    expect((await totals(["conversionRate"], spec)).conversionRate).toBeCloseTo(all.demoRequests / all.visitors, 10);
    const answer = await oracleAnswer(query(["visitors"], spec, [], ["language"]), context);
    expect(answer).toEqual({
      kind: "rows",
      dimension: "language",
      measure: "visitors",
      rows: [
        { label: "en", value: truth(spec, (visit) => visit.lang === "en").visitors },
        { label: "de", value: truth(spec, (visit) => visit.lang === "de").visitors },
      ],
    });
    const bySource = await oracleAnswer(query(["visitors"], spec, [], ["source"]), context);
    expect(bySource).toEqual({ kind: "sum", dimension: "source", measure: "visitors", total: all.visitors });
  });

  it("on leads by status, owner, language and time", async () => {
    const leads = fixture.truth.leads;
    const [from, to] = resolveDateSpec({ relative: "lastNDays", n: 30 }, fixture.today);
    const inRange = (lead: (typeof leads)[number]) => {
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(lead.receivedAt);
      return day >= from && day <= to;
    };
    const count = async (filters: Filter[], spec?: DateSpec) => {
      const answer = await oracleAnswer(query(["leads"], spec, filters), context);
      return answer?.kind === "totals" ? answer.values.leads : undefined;
    };
    expect(await count([{ member: "status", operator: "equals", values: ["new"] }])).toBe(
      leads.filter((lead) => lead.status === "new").length,
    );
    expect(await count([{ member: "owner", operator: "notSet" }])).toBe(leads.filter((lead) => !lead.owner).length);
    expect(await count([{ member: "owner", operator: "equals", values: ["me"] }])).toBe(
      leads.filter((lead) => lead.owner === "ben").length,
    );
    expect(
      await count(
        [
          { member: "language", operator: "equals", values: ["en"] },
          { member: "status", operator: "notEquals", values: ["closed"] },
        ],
        { relative: "lastNDays", n: 30 },
      ),
    ).toBe(leads.filter((lead) => inRange(lead) && lead.locale === "en" && lead.status !== "closed").length);
    const byOwner = await oracleAnswer(query(["leads"], undefined, [], ["owner"]), context);
    expect(byOwner?.kind === "rows" && byOwner.rows.reduce((sum, row) => sum + row.value, 0)).toBe(leads.length);
  });
});

describe("the scoring, end to end on the fixture", () => {
  /** The questions of every set (sets.ts). */
  const asked = questionSets.flatMap((set) => set.questions);
  const askerOf = (question: Question) =>
    fixture.operators[question.role === "sales" ? "ben" : question.role === "editor" ? "david" : "anna"].id;

  /** An engine that answers every question as expected, its figures straight from the oracle. */
  async function perfectAnswer(question: Question): Promise<AskAnswer> {
    const want = question.expect;
    if (want.status !== "answered") return want;
    const query = resolveExpected(want.query, fixture.today);
    const oracle = await oracleAnswer(query, { ...context, askerId: askerOf(question) });
    return { status: "answered", query, result: oracle ? resultOf(oracle) : { columns: [], rows: [] } };
  }

  it("gives a perfect engine every question, every figure, and no leak", async () => {
    const verdicts = [];
    for (const question of asked) {
      const got = await perfectAnswer(question);
      const expected =
        question.expect.status === "answered" ? resolveExpected(question.expect.query, fixture.today) : undefined;
      const verdict = judge(question, question.q, expected, got, 200, 1);
      const oracle = expected && (await oracleAnswer(expected, { ...context, askerId: askerOf(question) }));
      if (oracle) verdict.numbers = checkFigures(oracle, got.result);
      verdicts.push(verdict);
    }
    const summary = summarize(verdicts, ["totals", "breakdowns", "leads", "roles"]);
    expect(verdicts.filter((verdict) => verdict.outcome !== "right").map((verdict) => verdict.question.id)).toEqual([]);
    expect(summary.wrong.count).toBe(0);
    expect(summary.leaks).toEqual([]);
    expect(summary.oracle.checked).toBeGreaterThan(100);
    expect(summary.oracle.mismatches.map((verdict) => verdict.numbers?.detail)).toEqual([]);
    // Every question of every set against the oracle: about 1,400 reads of the fixture, seconds on a busy machine.
  }, 30_000);

  it("catches an engine that shows an editor the leads", async () => {
    const editorAsks = asked.filter((question) => question.role === "editor" && question.expect.status === "refused");
    const leaked = editorAsks.map((question) =>
      judge(question, question.q, undefined, { status: "answered", result: { columns: [], rows: [[0]] } }, 200, 1),
    );
    expect(summarize(leaked, ["roles"]).leaks).toHaveLength(editorAsks.length);
  });
});

/** The answer's table as an engine could show the oracle's figures: a column per member, named as the query names it. */
function resultOf(oracle: OracleAnswer): NonNullable<AskAnswer["result"]> {
  const column = (name: string) => ({ name, title: name });
  switch (oracle.kind) {
    case "totals":
      return { columns: Object.keys(oracle.values).map(column), rows: [Object.values(oracle.values)] };
    case "rows":
      return {
        columns: [column(oracle.dimension), column(oracle.measure)],
        rows: oracle.rows.map((row) => [row.label, row.value]),
      };
    case "sum":
      return { columns: [column(oracle.dimension), column(oracle.measure)], rows: [["all", oracle.total]] };
  }
}

function source(name: string): Filter {
  return { member: "source", operator: "equals", values: [name] };
}
