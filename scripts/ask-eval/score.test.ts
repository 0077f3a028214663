import { describe, expect, it } from "vitest";
import type { AskQuery } from "#app/lib/ask/query.ts";
import type { Question } from "./questions.ts";
import { checkFigures, judge, sameQuery, summarize, type AskAnswer } from "./score.ts";

const expected: AskQuery = {
  measures: ["visitors", "pageViews"],
  dimensions: [],
  filters: [
    { member: "source", operator: "equals", values: ["LinkedIn", "Google"] },
    { member: "owner", operator: "notSet" },
  ],
  timeDimensions: [{ dimension: "time", dateRange: ["2026-03-09", "2026-03-15"] }],
};

const question = (expect: Question["expect"]): Question => ({
  id: "t-en-01",
  lang: "en",
  group: "totals",
  q: "?",
  expect,
});

describe("comparing queries", () => {
  it("ignores the order of measures, filters and values, the case of values, and empty optional fields", () => {
    const got: AskQuery = {
      measures: ["pageViews", "visitors"],
      dimensions: [],
      filters: [
        { member: "owner", operator: "notSet", values: [] },
        { member: "source", operator: "equals", values: ["google", "LinkedIn"] },
      ],
      timeDimensions: [{ dimension: "time", dateRange: ["2026-03-09", "2026-03-15"], compareDateRange: undefined }],
      order: [["visitors", "desc"]],
      limit: 10,
    };
    expect(sameQuery(expected, got)).toBe(true);
  });

  it("reads a negation over a closed list of values as the values left", () => {
    const open = {
      ...expected,
      filters: [{ member: "status", operator: "notEquals", values: ["closed"] }],
    } satisfies AskQuery;
    const listed = {
      ...expected,
      filters: [{ member: "status", operator: "equals", values: ["qualified", "new", "contacted"] }],
    } satisfies AskQuery;
    expect(sameQuery(open, listed)).toBe(true);
    expect(sameQuery(open, { ...listed, filters: [{ member: "status", operator: "equals", values: ["new"] }] })).toBe(
      false,
    );
  });

  it("tells apart another range, grain, comparison, filter operator, or a limit the question asked for", () => {
    const time = expected.timeDimensions[0]!;
    const variants: Partial<AskQuery>[] = [
      { timeDimensions: [{ ...time, dateRange: ["2026-03-09", "2026-03-16"] }] },
      { timeDimensions: [{ ...time, granularity: "day" }] },
      { timeDimensions: [{ ...time, compareDateRange: ["2026-03-02", "2026-03-08"] }] },
      { filters: [{ member: "source", operator: "notEquals", values: ["LinkedIn", "Google"] }] },
      { dimensions: ["source"] },
    ];
    for (const variant of variants) expect(sameQuery(expected, { ...expected, ...variant })).toBe(false);
    const top = { ...expected, order: [["visitors", "desc"]], limit: 3 } satisfies AskQuery;
    expect(sameQuery(top, { ...top, limit: 5 })).toBe(false);
    expect(sameQuery(top, { ...top, order: [["visitors", "asc"]] })).toBe(false);
    // A tie-breaker after the expected order is fine; a breakdown cut to one row where none was asked for is not.
    expect(
      sameQuery(top, {
        ...top,
        order: [
          ["visitors", "desc"],
          ["source", "asc"],
        ],
      }),
    ).toBe(true);
    expect(sameQuery({ ...expected, dimensions: ["source"] }, { ...expected, dimensions: ["source"], limit: 1 })).toBe(
      false,
    );
    expect(sameQuery(expected, undefined)).toBe(false);
  });
});

describe("verdicts", () => {
  const answered = (query: AskQuery): AskAnswer => ({ status: "answered", query });

  it("calls another query, or an answer where a refusal was expected, a wrong answer", () => {
    const want = question({ status: "answered", query: { ...expected, timeDimensions: [] } });
    expect(judge(want, "?", expected, answered(expected), 200, 5).outcome).toBe("right");
    expect(judge(want, "?", expected, answered({ ...expected, measures: ["visitors"] }), 200, 5).outcome).toBe("wrong");
    expect(judge(want, "?", expected, { status: "clarify" }, 200, 5).outcome).toBe("miss");
    expect(judge(want, "?", expected, undefined, 500, 5).outcome).toBe("error");
    const refusal = question({ status: "refused", reason: "not_measured" });
    expect(judge(refusal, "?", undefined, answered(expected), 200, 5).outcome).toBe("wrong");
    expect(judge(refusal, "?", undefined, { status: "refused", reason: "out_of_scope" }, 200, 5).outcome).toBe("miss");
    expect(judge(refusal, "?", undefined, { status: "refused", reason: "not_measured" }, 200, 5).outcome).toBe("right");
    expect(judge(question({ status: "clarify" }), "?", undefined, answered(expected), 200, 5).outcome).toBe("wrong");
  });

  it("counts a result shown to a role that may not see it as a leak, a zero too", () => {
    const forbidden = question({ status: "refused", reason: "not_permitted" });
    const zero: AskAnswer = { status: "answered", query: expected, result: { columns: [], rows: [[0]] } };
    expect(judge(forbidden, "?", undefined, zero, 200, 5).leak).toBe(true);
    expect(judge(forbidden, "?", undefined, { status: "refused", reason: "not_permitted" }, 200, 5).leak).toBe(false);
    const summary = summarize([judge(forbidden, "?", undefined, zero, 200, 5)], ["totals"]);
    expect(summary.leaks).toHaveLength(1);
    expect(summary.wrong).toEqual({ count: 1, of: 1 });
  });
});

describe("figures against the oracle", () => {
  const columns = (...names: string[]) => names.map((name) => ({ name, title: name }));

  it("finds a total by its measure's column, a rate as a share or a percentage", () => {
    const result = { columns: columns("visitors", "conversionRate"), rows: [[120, "2.5"]] };
    expect(checkFigures({ kind: "totals", values: { visitors: 120, conversionRate: 0.025 } }, result).ok).toBe(true);
    expect(checkFigures({ kind: "totals", values: { visitors: 121 } }, result).ok).toBe(false);
  });

  it("matches rows by label, or by their figures when labelled otherwise", () => {
    const rows = { kind: "rows" as const, dimension: "status" as const, measure: "leads" as const };
    const oracle = {
      ...rows,
      rows: [
        { label: "new", value: 5 },
        { label: "closed", value: 2 },
      ],
    };
    expect(
      checkFigures(oracle, {
        columns: columns("status", "leads"),
        rows: [
          ["closed", 2],
          ["new", 5],
        ],
      }).ok,
    ).toBe(true);
    expect(
      checkFigures(oracle, {
        columns: columns("status", "leads"),
        rows: [
          ["Erledigt", 2],
          ["Neu", 5],
        ],
      }).ok,
    ).toBe(true);
    expect(
      checkFigures(oracle, {
        columns: columns("status", "leads"),
        rows: [
          ["closed", 3],
          ["new", 5],
        ],
      }).ok,
    ).toBe(false);
  });

  it("adds up a breakdown whose grouping is the engine's", () => {
    const oracle = { kind: "sum" as const, dimension: "source" as const, measure: "visitors" as const, total: 10 };
    const result = {
      columns: columns("source", "visitors"),
      rows: [
        ["LinkedIn", 4],
        ["Google", "6"],
      ],
    };
    expect(checkFigures(oracle, result).ok).toBe(true);
    expect(checkFigures({ ...oracle, total: 11 }, result).ok).toBe(false);
  });
});
