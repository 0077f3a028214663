import { describe, expect, it } from "vitest";
import { checkQuery, type QueryContext } from "#app/lib/ask/check-query.ts";
import { readQuestion } from "#app/lib/ask/parse.ts";
import type { AskQuery } from "#app/lib/ask/query.ts";
import { questions } from "../../../scripts/ask-eval/questions.ts";

// A Saturday.
const today = "2026-11-28";
const campaigns = ["newsletter", "launch", "retargeting"];
const owner: QueryContext = { today, role: "owner", campaigns };
const editor: QueryContext = { ...owner, role: "editor" };

const linkedInLastWeek: AskQuery = {
  measures: ["visitors"],
  dimensions: [],
  filters: [{ member: "source", operator: "equals", values: ["LinkedIn"] }],
  timeDimensions: [{ dimension: "time", dateRange: ["2026-11-16", "2026-11-22"] }],
};

const problemOf = (query: unknown, context = owner) => {
  const checked = checkQuery(query, context);
  return checked.ok ? "ok" : checked.problem;
};

describe("checking a query from outside the parser", () => {
  it("accepts every query the parser reads from the evaluation set, for the role that asks it", () => {
    const data = { campaign: campaigns.map((value) => ({ value, title: value, words: [value] })) };
    let answered = 0;
    for (const question of questions) {
      if (question.q.includes("{")) continue;
      const role = question.role ?? "owner";
      const reading = readQuestion(question.q, { today, role, data });
      if (reading.status !== "answered") continue;
      answered += 1;
      expect(problemOf(reading.query, { ...owner, role }), question.q).toBe("ok");
    }
    expect(answered).toBeGreaterThan(150);
  });

  it("gives back the query it was given, and nothing it was not", () => {
    expect(checkQuery(linkedInLastWeek, owner)).toEqual({ ok: true, query: linkedInLastWeek });
    expect(problemOf({ ...linkedInLastWeek, sql: "SELECT * FROM leads" })).toBe("shape");
    expect(
      problemOf({ ...linkedInLastWeek, timeDimensions: [{ dimension: "time", dateRange: [today, today], x: 1 }] }),
    ).toBe("shape");
    for (const input of [null, "visitors", [], 42, {}]) expect(problemOf(input)).toBe("shape");
  });

  it("takes members only from the catalogue: SQL in a member's place is no member", () => {
    expect(problemOf({ ...linkedInLastWeek, measures: ["visitors; DROP TABLE leads"] })).toBe("shape");
    expect(problemOf({ ...linkedInLastWeek, measures: ["revenue"] })).toBe("shape");
    expect(problemOf({ ...linkedInLastWeek, dimensions: ["country"] })).toBe("shape");
    expect(problemOf({ ...linkedInLastWeek, measures: ["visitors", "visitors"] })).toBe("member");
  });

  it("cuts a measure only by a dimension it allows, and never mixes visits with leads", () => {
    expect(problemOf({ ...linkedInLastWeek, measures: ["demoRequests"], dimensions: ["page"] })).toBe("member");
    expect(problemOf({ ...linkedInLastWeek, measures: ["leads"], dimensions: [] })).toBe("member");
    expect(problemOf({ ...linkedInLastWeek, measures: ["visitors", "leads"], filters: [] })).toBe("combination");
    expect(problemOf({ ...linkedInLastWeek, dimensions: ["source", "device"], filters: [] })).toBe("combination");
    expect(problemOf({ measures: ["visitorsNow"], dimensions: [], filters: [], timeDimensions: [] })).toBe("ok");
    expect(
      problemOf({
        measures: ["visitorsNow"],
        dimensions: [],
        filters: [],
        timeDimensions: linkedInLastWeek.timeDimensions,
      }),
    ).toBe("combination");
  });

  it("gives an editor no lead measure or lead dimension, and says no more than that it is not allowed", () => {
    const leads: AskQuery = { measures: ["leads"], dimensions: ["status"], filters: [], timeDimensions: [] };
    expect(problemOf(leads, owner)).toBe("ok");
    expect(problemOf(leads, editor)).toBe("permission");
    expect(problemOf(linkedInLastWeek, editor)).toBe("ok");
    expect(problemOf({ ...linkedInLastWeek, filters: [{ member: "owner", operator: "notSet" }] }, editor)).toBe(
      "permission",
    );
  });

  it("takes values the catalogue or the data knows: groups, hosts, campaigns, statuses, and only the asker as owner", () => {
    const withFilter = (filter: unknown) => ({ ...linkedInLastWeek, filters: [filter] });
    expect(problemOf(withFilter({ member: "source", operator: "equals", values: ["lnkd.in"] }))).toBe("ok");
    expect(problemOf(withFilter({ member: "source", operator: "equals", values: ["x'; DROP TABLE leads; --"] }))).toBe(
      "value",
    );
    expect(problemOf(withFilter({ member: "campaign", operator: "equals", values: ["newsletter"] }))).toBe("ok");
    expect(problemOf(withFilter({ member: "campaign", operator: "equals", values: ["guessed"] }))).toBe("value");
    expect(problemOf(withFilter({ member: "device", operator: "equals", values: ["smartwatch"] }))).toBe("value");
    expect(problemOf(withFilter({ member: "source", operator: "set" }))).toBe("value");
    const leads = (filter: unknown) => ({ measures: ["leads"], dimensions: [], filters: [filter], timeDimensions: [] });
    expect(problemOf(leads({ member: "status", operator: "notEquals", values: ["closed"] }))).toBe("ok");
    expect(problemOf(leads({ member: "owner", operator: "equals", values: ["me"] }))).toBe("ok");
    expect(problemOf(leads({ member: "owner", operator: "equals", values: ["ben@example.com"] }))).toBe("value");
    expect(problemOf(leads({ member: "owner", operator: "equals", values: [] }))).toBe("shape");
  });

  it("takes real Berlin days up to today, a compared period before the period, hours of one day, a bounded limit", () => {
    const during = (dateRange: unknown, extra: object = {}) => ({
      ...linkedInLastWeek,
      timeDimensions: [{ dimension: "time", dateRange, ...extra }],
    });
    expect(problemOf(during([today, today]))).toBe("ok");
    expect(problemOf(during(["2026-11-29", "2026-11-29"]))).toBe("date");
    expect(problemOf(during(["2026-02-30", "2026-03-01"]))).toBe("date");
    expect(problemOf(during(["2026-11-20", "2026-11-10"]))).toBe("date");
    expect(problemOf(during(["1999-01-01", "2026-11-10"]))).toBe("date");
    expect(problemOf(during(["28.11.2026", "28.11.2026"]))).toBe("date");
    expect(problemOf(during(["2026-11-23", today], { compareDateRange: ["2026-11-16", "2026-11-21"] }))).toBe("ok");
    expect(problemOf(during(["2026-11-16", "2026-11-21"], { compareDateRange: ["2026-11-23", today] }))).toBe("date");
    expect(problemOf({ ...during(["2026-11-16", "2026-11-21"], { granularity: "hour" }), filters: [] })).toBe(
      "combination",
    );
    expect(problemOf({ ...linkedInLastWeek, timeDimensions: [] })).toBe("date");
    const top = { ...linkedInLastWeek, dimensions: ["device"], order: [["visitors", "desc"]] };
    expect(problemOf({ ...top, limit: 5 })).toBe("ok");
    for (const limit of [0, 51, 2.5, "5"]) expect(problemOf({ ...top, limit }), String(limit)).not.toBe("ok");
    expect(problemOf({ ...linkedInLastWeek, limit: 5 })).toBe("combination");
    expect(problemOf({ ...top, order: [["device", "desc"]] })).toBe("member");
  });
});
