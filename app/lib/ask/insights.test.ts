import { describe, expect, it } from "vitest";
import { changeInsight, MIN_VISITS_FOR_CHANGE, standoutInsights, wilson } from "#app/lib/ask/insights.ts";

describe("wilson", () => {
  it("gives the textbook 95 % interval and stays inside 0–1 at the edges", () => {
    const [low, high] = wilson(10, 100);
    expect(low).toBeCloseTo(0.0552, 3);
    expect(high).toBeCloseTo(0.1744, 3);
    expect(wilson(0, 20)[0]).toBe(0);
    expect(wilson(20, 20)[1]).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe("changeInsight", () => {
  const basis = (visitors: number, conversions = 0) => ({ visitors, conversions });

  it("names a change of a count with both periods on enough visits", () => {
    expect(
      changeInsight("visitors", false, { ...basis(1_450), value: 1_450 }, { ...basis(1_200), value: 1_200 }),
    ).toEqual([{ kind: "change", measure: "visitors", now: 1_450, before: 1_200, visits: 2_650 }]);
  });

  it("says nothing when either period rests on too few visits", () => {
    const few = MIN_VISITS_FOR_CHANGE - 1;
    expect(changeInsight("visitors", false, { ...basis(few), value: few }, { ...basis(500), value: 500 })).toEqual([]);
    expect(changeInsight("pageViews", false, { ...basis(500), value: 900 }, { ...basis(few), value: 300 })).toEqual([]);
  });

  it("calls a rate's move within chance steady, and names it once it is clear", () => {
    // 2.0 % against 2.4 % on 1,000 visits each: the intervals overlap.
    const small = changeInsight(
      "conversionRate",
      true,
      { ...basis(1_000, 24), value: 0.024 },
      { ...basis(1_000, 20), value: 0.02 },
    );
    expect(small).toEqual([{ kind: "steady", measure: "conversionRate", visits: 2_000 }]);
    // 2.0 % against 5.0 % on 2,000 visits each: far apart.
    const clear = changeInsight(
      "conversionRate",
      true,
      { ...basis(2_000, 100), value: 0.05 },
      { ...basis(2_000, 40), value: 0.02 },
    );
    expect(clear).toEqual([{ kind: "change", measure: "conversionRate", now: 0.05, before: 0.02, visits: 4_000 }]);
  });
});

describe("standoutInsights", () => {
  const row = (label: string | null, visitors: number, conversions: number) => ({
    label,
    basis: { visitors, conversions },
  });

  it("names the best and the worst only when each is clear of all the others together", () => {
    const insights = standoutInsights("conversionRate", [
      row("linkedin.com", 1_000, 80),
      row("google", 2_000, 40),
      row("bing.com", 1_500, 30),
      row("", 3_000, 15),
    ]);
    expect(insights.map((insight) => [insight.kind, "label" in insight && insight.label])).toEqual([
      ["best", "linkedin.com"],
      ["worst", ""],
    ]);
    expect(insights[0]).toMatchObject({ rate: 0.08, visits: 7_500 });
  });

  it("names nobody when the rates lie within chance, and leaves out 'all others' and thin rows", () => {
    expect(standoutInsights("conversionRate", [row("a", 400, 10), row("b", 400, 12), row("c", 400, 9)])).toEqual([]);
    // A row on 10 visits with 5 requests would be "best" by rate, but 10 visits say little.
    const thin = standoutInsights("conversionRate", [row("thin", 10, 5), row("a", 2_000, 40), row(null, 5_000, 400)]);
    expect(thin).toEqual([]);
  });
});
