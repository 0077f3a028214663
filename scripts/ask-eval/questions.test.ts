/** The evaluation sets themselves: big enough, balanced, and every expected query one the contract allows. */
import { describe, expect, it } from "vitest";
import { dimensions, grains, measures, refusalReasons } from "#app/lib/ask/query.ts";
import { renderQuestion } from "./dates.ts";
import { blindQuestions } from "./questions-blind.ts";
import { freshQuestions } from "./questions-fresh.ts";
import { groups, questions, type Question } from "./questions.ts";
import { unseenQuestions } from "./questions-unseen.ts";
import { fifthQuestions } from "./questions-fifth.ts";
import { resolveExpected } from "./score.ts";

// A Monday, a month's end and a new year's day: the dates must make sense whatever day the run is on.
const days = ["2026-03-16", "2026-03-31", "2027-01-01", "2026-07-04"];

const sets: [name: string, list: Question[], atLeast: number][] = [
  ["tuned", questions, 220],
  ["fresh", freshQuestions, 140],
  ["blind", blindQuestions, 160],
  ["unseen", unseenQuestions, 160],
  ["fifth", fifthQuestions, 160],
];

describe.each(sets)("the %s questions", (_, list, atLeast) => {
  it(`are at least ${atLeast}, half of them German, every group in both languages`, () => {
    expect(list.length).toBeGreaterThanOrEqual(atLeast);
    const german = list.filter((question) => question.lang === "de").length;
    expect(german).toBe(list.length - german);
    for (const group of groups)
      for (const lang of ["en", "de"])
        expect(list.filter((question) => question.group === group && question.lang === lang).length).toBeGreaterThan(4);
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
      for (const [member] of want.query.order ?? []) expect([...measures, ...dimensions, "time"], id).toContain(member);
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
});

describe("the five sets", () => {
  it("have ids unique across all, the held-out ones beginning with f-, the blind ones with b-, the unseen ones with u-, the fifth ones with v-", () => {
    const all = [...questions, ...freshQuestions, ...blindQuestions, ...unseenQuestions, ...fifthQuestions];
    expect(new Set(all.map((question) => question.id)).size).toBe(all.length);
    expect(freshQuestions.filter((question) => !question.id.startsWith("f-"))).toEqual([]);
    expect(blindQuestions.filter((question) => !question.id.startsWith("b-"))).toEqual([]);
    expect(unseenQuestions.filter((question) => !question.id.startsWith("u-"))).toEqual([]);
    expect(fifthQuestions.filter((question) => !question.id.startsWith("v-"))).toEqual([]);
    expect(questions.filter((question) => /^[fbuv]-/.test(question.id))).toEqual([]);
  });

  it("share no question: the held-out set holds none of the tuned ones, the blind set none of either, the unseen set none of the three, the fifth set none of the four", () => {
    const plain = (question: Question) =>
      `${question.lang} ${question.q
        .toLowerCase()
        .replace(/[^\p{L}\p{N}{}:+-]+/gu, " ")
        .trim()}`;
    const asked = (list: Question[]) => new Set(list.map(plain));
    const repeated = (list: Question[], earlier: Set<string>) =>
      list.filter((question) => earlier.has(plain(question))).map((question) => question.id);
    expect(repeated(freshQuestions, asked(questions))).toEqual([]);
    expect(repeated(blindQuestions, asked([...questions, ...freshQuestions]))).toEqual([]);
    expect(repeated(unseenQuestions, asked([...questions, ...freshQuestions, ...blindQuestions]))).toEqual([]);
    expect(
      repeated(fifthQuestions, asked([...questions, ...freshQuestions, ...blindQuestions, ...unseenQuestions])),
    ).toEqual([]);
  });
});
