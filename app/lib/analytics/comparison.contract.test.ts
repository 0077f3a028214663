/**
 * Fair comparisons and grouped sources (issue 48, item 7), the same contract on SQLite and PostgreSQL (which needs
 * TEST_DATABASE_URL): today so far is compared with the same hours of yesterday and of a week before, not with
 * those whole days; a day's sources are grouped as Ask groups them (one table, app/lib/analytics/source-groups.ts;
 * app/lib/ask/source-groups.test.ts reads it from Ask's side), hosts inside.
 */
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import { addDays, berlinDay } from "#app/lib/analytics/days.ts";
import type { Hit } from "#app/lib/analytics/hits.ts";
import { startRecorder, type Identity } from "#app/lib/analytics/recorder.server.ts";
import { analyticsReport, maintainAnalytics } from "#app/lib/analytics/report.server.ts";
import { panelRows } from "#app/lib/analytics/tables.ts";

const quiet = (line: Record<string, unknown>) => {
  throw new Error(`unexpected log line: ${JSON.stringify(line)}`);
};
const view = (page: string, referrer: string | null = null): Hit => ({
  kind: "view",
  page,
  lang: "en",
  identified: true,
  referrer,
  utm: { source: null, medium: null, campaign: null },
  device: "desktop",
  browser: "firefox",
});
const person = (n: number): Identity => ({ clientKey: `198.51.100.${n}`, userAgent: "Mozilla/5.0 Firefox/140.0" });

/** Tuesday 24 November 2026, 10:30 in Berlin (09:30 UTC). */
const now = new Date(Date.UTC(2026, 10, 24, 9, 30));
const today = berlinDay(now);
/** A Berlin time on a day some days before today: "08:10" → that minute. */
const at = (daysBefore: number, time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Date(Date.UTC(2026, 10, 24 - daysBefore, hours - 1, minutes));
};
const timing = { now, retentionDays: 90 };

await onEachStore("fair comparisons and grouped sources", "analytics_compare", (store) => {
  async function record(visits: [Date, Hit, Identity, "conversion"?][]) {
    const clock = { now };
    const recorder = startRecorder(store.db().sql, {
      siteOrigin: "https://www.conversational-bi.example",
      log: quiet,
      flushMs: 60_000,
      now: () => clock.now,
    });
    for (const [time, hit, who, conversion] of visits) {
      clock.now = time;
      recorder.record(hit, who);
      if (conversion) recorder.conversion("en", who);
    }
    await recorder.stop();
  }

  /** A day before today: 2 visitors before 10:00, 2 arriving in the hour from 10:00 (4 views), 1 after it. */
  const aDay = (daysBefore: number): [Date, Hit, Identity, "conversion"?][] => [
    [at(daysBefore, "08:10"), view("home"), person(1)],
    [at(daysBefore, "09:20"), view("about"), person(1), "conversion"],
    [at(daysBefore, "09:50"), view("about"), person(2)],
    [at(daysBefore, "10:05"), view("home"), person(3)],
    [at(daysBefore, "10:10"), view("careers"), person(3)],
    [at(daysBefore, "10:20"), view("home"), person(4)],
    [at(daysBefore, "10:40"), view("about"), person(4)],
    [at(daysBefore, "15:00"), view("home"), person(5), "conversion"],
  ];

  it("compares today with the same hours of yesterday and of a week before, read live or rolled up", async () => {
    const sql = store.db().sql;
    await record([...aDay(7), ...aDay(1), [at(0, "09:00"), view("home"), person(6)]]);
    const report = () => analyticsReport(sql, { from: today, to: today }, timing, { compare: true });
    // Until 10:30: hours 00–09 whole (2 visitors, 3 views, 1 request), half of hour 10 (2 arrivals, 4 views).
    const yesterday = { day: addDays(today, -1), visitors: 3, views: 5, formVisitors: 0, conversions: 1 };
    const unrolled = await report();
    expect(unrolled.sameHours).toMatchObject({
      until: "10:30",
      yesterday: { ...yesterday, estimated: false },
      weekAgo: { ...yesterday, day: addDays(today, -7), estimated: false },
    });
    // The whole of yesterday, which it was compared with before, had 5 visitors and 2 demo requests.
    expect(unrolled.previous?.totals).toMatchObject({ visitors: 5, views: 8, conversions: 2 });
    expect(unrolled.sameHours?.hours.slice(8, 12)).toEqual([1, 2, 2, 0]);

    await maintainAnalytics(sql, { ...timing, counting: false });
    expect((await report()).sameHours).toEqual(unrolled.sameHours);

    // A day rolled up before its arrivals were kept: its visitors in proportion to its page views until then.
    await sql.run("DELETE FROM analytics_daily WHERE day = ? AND dim = 'arrival'", [addDays(today, -7)]);
    expect((await report()).sameHours?.weekAgo).toMatchObject({ visitors: 3, views: 5, estimated: true });

    // Another day than today, or a filter (the visits keep no time): the period before, as ever.
    const filtered = await analyticsReport(sql, { from: today, to: today }, timing, {
      compare: true,
      filters: { entry: "home en" },
    });
    expect(filtered.sameHours).toBeUndefined();
    const day = addDays(today, -1);
    expect((await analyticsReport(sql, { from: day, to: day }, timing, { compare: true })).sameHours).toBeUndefined();
  });

  it("groups the sources as Ask does, each group's figures the sum of its hosts", async () => {
    const sql = store.db().sql;
    const visits: [Date, Hit, Identity, "conversion"?][] = [
      [at(0, "08:00"), view("home", "google.com"), person(1), "conversion"],
      [at(0, "08:01"), view("home", "google.de"), person(2)],
      [at(0, "08:02"), view("home", "www.google.de"), person(3)],
      [at(0, "08:03"), view("home", "linkedin.com"), person(4)],
      [at(0, "08:04"), view("home", "lnkd.in"), person(5)],
      [at(0, "08:05"), view("home", "news.example"), person(6)],
      [at(0, "08:06"), view("home"), person(7)],
    ];
    await record(visits);
    const read = async () => {
      const report = await analyticsReport(sql, { from: today, to: today }, timing);
      return panelRows(report, "sources").map((row) => ({
        name: row.name[0]?.value,
        figures: row.figures,
        hosts: row.members?.map((member) => String(member.name[0]?.value)).sort(),
      }));
    };
    const rows = await read();
    expect(rows).toEqual([
      { name: "Google", figures: [3, 1, 1 / 3], hosts: ["google.com", "google.de", "www.google.de"] },
      { name: "LinkedIn", figures: [2, 0, 0], hosts: ["linkedin.com", "lnkd.in"] },
      { name: "", figures: [1, 0, 0], hosts: undefined },
      { name: "news.example", figures: [1, 0, 0], hosts: undefined },
    ]);
    // Rolled up the next day, the same groups.
    const tomorrow = { now: new Date(now.getTime() + 24 * 3_600_000), retentionDays: 90 };
    await maintainAnalytics(sql, { ...tomorrow, counting: false });
    const rolled = await analyticsReport(sql, { from: today, to: today }, tomorrow);
    expect(panelRows(rolled, "sources").map((row) => [row.name[0]?.value, row.members?.length])).toEqual([
      ["Google", 3],
      ["LinkedIn", 2],
      ["", undefined],
      ["news.example", undefined],
    ]);
  });
});
