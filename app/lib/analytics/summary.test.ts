import fc from "fast-check";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  bareEvent,
  DaySummary,
  eventKinds,
  OTHER,
  summarizeDay,
  summaryBounds,
  type StoredEvent,
} from "#app/lib/analytics/summary.ts";

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

  it("counts a visit under where it came from when its next page was stored first in the same minute", () => {
    const [anna, ben] = visitors;
    const fromLinkedIn = {
      ...bareEvent("view", "home", "de"),
      referrer: "www.linkedin.com",
      utmSource: "LinkedIn",
      minute: 7,
      visitor: anna!,
    };
    // Anna's next page, answered by the other instance, which wrote its events first.
    const next = { ...bareEvent("view", "about", "de"), minute: 7, visitor: anna! };
    // Ben came from nowhere and, a minute later, by a newsletter's link: his visit stays a direct one.
    const benDirect = { ...bareEvent("view", "careers", "en"), minute: 7, visitor: ben! };
    const benLater = { ...bareEvent("view", "home", "en"), utmSource: "newsletter", minute: 8, visitor: ben! };
    const rows = summarizeDay(day, [next, benDirect, fromLinkedIn, benLater]);
    const row = (dim: string, value: string) => rows.find((each) => each.dim === dim && each.value === value);
    expect(row("source", "www.linkedin.com")).toMatchObject({ visitors: 1 });
    expect(row("source", "")).toMatchObject({ visitors: 1 });
    expect(row("entry", "home de")).toMatchObject({ visitors: 1 });
    expect(row("entry", "careers en")).toMatchObject({ visitors: 1 });
    expect(row("entry", "about de")).toBeUndefined();
    expect(rows.filter((each) => each.dim === "campaign")).toEqual([
      expect.objectContaining({ value: JSON.stringify(["LinkedIn", "", ""]), visitors: 1 }),
    ]);
  });
});

/** A visitor id of its own for every number (8 bytes, as the recorder makes them). */
const visitorNumber = (n: number) => {
  const id = new Uint8Array(8);
  new DataView(id.buffer).setFloat64(0, n);
  return id;
};

/** A view from a visitor never seen before, on a campaign link and from a site nobody else names. */
const junkView = (n: number): StoredEvent => ({
  ...bareEvent("view", `blogPost:${n}`, "en"),
  referrer: `spam-${n}.example`,
  utmSource: `source-${n}`,
  utmMedium: "junk",
  utmCampaign: `campaign-${n}-${"x".repeat(40)}`,
  visitor: visitorNumber(n),
});

describe("a flooded day", () => {
  it("keeps the most visited values of each dimension and sums up the rest, counting every view", () => {
    const events: StoredEvent[] = [];
    // A real page, seen by several visitors, in the middle of thousands of one-off paths and tags.
    for (let n = 0; n < 3_000; n++) {
      events.push(junkView(n), bareEvent("not-found", `/junk-${n}`, "en"));
      if (n % 100 === 0) events.push({ ...bareEvent("view", "home", "de"), visitor: visitorNumber(n) });
    }
    const rows = summarizeDay(day, events);
    for (const dim of ["page", "entry", "source", "campaign", "not-found"] as const) {
      const ofDim = rows.filter((row) => row.dim === dim);
      expect(ofDim.length, dim).toBe(summaryBounds.rows + 1);
      expect(
        ofDim.filter((row) => row.value === OTHER),
        dim,
      ).toHaveLength(1);
    }
    const sum = (dim: string) => rows.filter((row) => row.dim === dim).reduce((total, row) => total + row.views, 0);
    expect(sum("not-found")).toBe(3_000);
    expect(sum("page")).toBe(3_030);
    expect(rows.find((row) => row.dim === "all")).toMatchObject({ views: 3_030, visitors: 3_000 });
    // The page seen by thirty visitors is among the kept rows, under its own name.
    expect(rows).toContainEqual(expect.objectContaining({ dim: "page", value: "home de", views: 30, visitors: 30 }));
  });

  it("holds a bounded amount of memory however many visitors, paths and tags come", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const summary = new DaySummary(day);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let n = 0; n < 150_000; n++) {
      summary.add(junkView(n));
      summary.add(bareEvent("not-found", `/junk-${n}-${"y".repeat(100)}`, "en"));
    }
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // Unbounded, the same day held ~1.6 KB per visitor: some 240 MB here.
    expect(grown).toBeLessThan(40 * 1024 * 1024);
    const all = summary.rows().find((row) => row.dim === "all");
    // Every view counts; the visitors beyond the bound do not.
    expect(all).toMatchObject({ views: 150_000, visitors: summaryBounds.visits });
  });
});
