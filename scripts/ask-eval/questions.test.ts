/** The evaluation set itself: big enough, balanced, and every expected query one the contract allows. */
import { describe, expect, it } from "vitest";
import { dimensions, grains, measures, refusalReasons } from "#app/lib/ask/query.ts";
import { renderQuestion } from "./dates.ts";
import { groups, questions } from "./questions.ts";
import { resolveExpected } from "./score.ts";

// A Monday, a month's end and a new year's day: the dates must make sense whatever day the run is on.
const days = ["2026-03-16", "2026-03-31", "2027-01-01", "2026-07-04"];

describe("the questions", () => {
  it("are at least 220, half of them German, every group in both languages", () => {
    expect(questions.length).toBeGreaterThanOrEqual(220);
    const german = questions.filter((question) => question.lang === "de").length;
    expect(german).toBe(questions.length - german);
    for (const group of groups)
      for (const lang of ["en", "de"])
        expect(
          questions.filter((question) => question.group === group && question.lang === lang).length,
        ).toBeGreaterThan(4);
  });

  it("have unique ids and no text twice in one language and role", () => {
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    const asked = questions.map((question) => `${question.lang} ${question.role ?? "owner"} ${question.q}`);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it("expect only members, grains and reasons the query contract has", () => {
    for (const { id, expect: want } of questions) {
      if (want.status === "refused") expect(refusalReasons, id).toContain(want.reason);
      if (want.status !== "answered") continue;
      for (const measure of want.query.measures) expect(measures, id).toContain(measure);
      for (const dimension of want.query.dimensions) expect(dimensions, id).toContain(dimension);
      for (const filter of want.query.filters) expect(dimensions, id).toContain(filter.member);
      for (const time of want.query.timeDimensions)
        if (time.granularity) expect(grains, id).toContain(time.granularity);
    }
  });

  it("never expect an answer about a day to come, and refuse questions about the future", () => {
    for (const today of days)
      for (const question of questions) {
        const text = renderQuestion(question.q, question.lang, today);
        expect(text, question.id).not.toMatch(/[{}]/);
        if (question.expect.status !== "answered") continue;
        for (const time of resolveExpected(question.expect.query, today).timeDimensions) {
          const [from, to] = time.dateRange;
          expect(from <= to && to <= today, `${question.id} on ${today}: ${from}..${to}`).toBe(true);
          if (time.compareDateRange) expect(time.compareDateRange[1] < from, question.id).toBe(true);
        }
      }
  });

  it("ask leads of an editor only to see them refused, and state who asks otherwise", () => {
    for (const question of questions.filter((each) => each.role === "editor")) {
      const aboutLeads =
        question.expect.status === "answered" ? question.expect.query.measures.includes("leads") : true;
      expect(aboutLeads ? question.expect : "statistics", question.id).toEqual(
        aboutLeads ? { status: "refused", reason: "not_permitted" } : "statistics",
      );
    }
  });
});
