import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bareEvent, DaySummary, eventKinds, summarizeDay, type StoredEvent } from "#app/lib/analytics/summary.ts";

const day = "2026-11-24";
const visitors = [1, 2, 3, 4].map((n) => new Uint8Array(8).fill(n));

/** Events as the store holds them: a few visitors, pages, sources and kinds, in the order they happened. */
const event = fc.record({
  minute: fc.constant(0),
  kind: fc.constantFrom(...eventKinds.map((_, code) => code)),
  page: fc.constantFrom("home", "about", "careers", "/old"),
  lang: fc.constantFrom("en", "de"),
  referrer: fc.constantFrom(null, "search.example"),
  utmSource: fc.constantFrom(null, "newsletter"),
  utmMedium: fc.constant(null),
  utmCampaign: fc.constantFrom(null, "autumn"),
  device: fc.integer({ min: 0, max: 3 }),
  browser: fc.integer({ min: 0, max: 6 }),
  visitor: fc.constantFrom(null, ...visitors),
}) satisfies fc.Arbitrary<StoredEvent>;

const sorted = (rows: ReturnType<typeof summarizeDay>) =>
  [...rows].sort((a, b) => `${a.dim} ${a.value}`.localeCompare(`${b.dim} ${b.value}`));

describe("a day summed up event by event", () => {
  it("counts a tail as if it had been added, and keeps nothing of it", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), fc.array(event, { maxLength: 10 }), (settled, tail) => {
        const summary = new DaySummary(day);
        for (const each of settled) summary.add(each);
        expect(sorted(summary.rows(tail))).toEqual(sorted(summarizeDay(day, [...settled, ...tail])));
        expect(sorted(summary.rows(tail))).toEqual(sorted(summarizeDay(day, [...settled, ...tail])));
        expect(sorted(summary.rows())).toEqual(sorted(summarizeDay(day, settled)));
      }),
    );
  });

  it("joins a demo request to its visitor's visit, before or after the views, and counts others in the total", () => {
    const [anna, ben] = visitors;
    const view = { ...bareEvent("view", "home", "de"), referrer: "search.example" };
    const conversion = bareEvent("conversion", null, "de");
    const rows = summarizeDay(day, [
      { ...conversion, visitor: anna! },
      { ...view, visitor: anna! },
      { ...conversion, visitor: ben! },
      { ...conversion, visitor: null },
    ]);
    expect(rows.find((row) => row.dim === "all")).toMatchObject({ visitors: 1, formVisitors: 1, conversions: 3 });
    expect(rows.find((row) => row.dim === "source")).toMatchObject({ value: "search.example", conversions: 1 });
  });
});
