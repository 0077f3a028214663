/** The evaluation sets themselves: big enough, balanced, and every expected query one the contract allows. */
import { describe, expect, it } from "vitest";
import { dimensions, grains, measures, refusalReasons } from "#app/lib/ask/query.ts";
import { renderQuestion } from "./dates.ts";
import { groups, type Question } from "./questions.ts";
import { resolveExpected } from "./score.ts";
import { questionSets } from "./sets.ts";

// A Monday, a month's end and a new year's day: the dates must make sense whatever day the run is on.
const days = ["2026-03-16", "2026-03-31", "2027-01-01", "2026-07-04"];

describe.each(questionSets.map((set) => [set.name, set] as const))(
  "the %s questions",
  (_, { questions: list, atLeast }) => {
    it(`are at least ${atLeast}, half of them German, every group in both languages`, () => {
      expect(list.length).toBeGreaterThanOrEqual(atLeast);
      const german = list.filter((question) => question.lang === "de").length;
      expect(german).toBe(list.length - german);
      for (const group of groups)
        for (const lang of ["en", "de"])
          expect(list.filter((question) => question.group === group && question.lang === lang).length).toBeGreaterThan(
            4,
          );
    });

    it("have no text twice in one language and role", () => {
      const asked = list.map((question) => `${question.lang} ${question.role ?? "owner"} ${question.q}`);
      expect(new Set(asked).size).toBe(asked.length);
    });

    it("expect only members, grains and reasons the query contract has", () => {
      for (const { id, expect: want } of list) {
        if (want.status === "refused") expect(refusalReasons, id).toContain(want.reason);
        if (want.status !== "answered") continue;
        for (const measure of want.query.measures) expect(measures, id).toContain(measure);
        for (const dimension of want.query.dimensions) expect(dimensions, id).toContain(dimension);
        for (const filter of want.query.filters) expect(dimensions, id).toContain(filter.member);
        for (const time of want.query.timeDimensions)
          if (time.granularity) expect(grains, id).toContain(time.granularity);
        for (const [member] of want.query.order ?? [])
          expect([...measures, ...dimensions, "time"], id).toContain(member);
      }
    });

    it("never expect an answer about a day to come, and refuse questions about the future", () => {
      for (const today of days)
        for (const question of list) {
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
      for (const question of list.filter((each) => each.role === "editor")) {
        const aboutLeads =
          question.expect.status === "answered" ? question.expect.query.measures.includes("leads") : true;
        expect(aboutLeads ? question.expect : "statistics", question.id).toEqual(
          aboutLeads ? { status: "refused", reason: "not_permitted" } : "statistics",
        );
      }
    });
  },
);

describe("the sets", () => {
  it("have ids unique across all, each beginning with its own set's prefix and no other's", () => {
    const all = questionSets.flatMap((set) => set.questions);
    expect(new Set(all.map((question) => question.id)).size).toBe(all.length);
    const prefixes = questionSets.map((set) => set.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    // The longest prefix an id begins with names its set (the tuned set's is empty: its ids begin with no other).
    const setOf = (id: string) =>
      prefixes.filter((prefix) => id.startsWith(prefix)).reduce<string>((a, b) => (b.length > a.length ? b : a), "");
    for (const { name, questions: list, prefix } of questionSets)
      expect(
        list.filter((question) => setOf(question.id) !== prefix).map((question) => question.id),
        name,
      ).toEqual([]);
  });

  it("share no question: each set holds none of the sets written before it", () => {
    const plain = (question: Question) =>
      `${question.lang} ${question.q
        .toLowerCase()
        .replace(/[^\p{L}\p{N}{}:+-]+/gu, " ")
        .trim()}`;
    questionSets.forEach(({ name, questions: list }, index) => {
      const earlier = new Set(questionSets.slice(0, index).flatMap((set) => set.questions.map(plain)));
      expect(
        list.filter((question) => earlier.has(plain(question))).map((question) => question.id),
        name,
      ).toEqual([]);
    });
  });
});
