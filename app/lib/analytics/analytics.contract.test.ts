/**
 * The statistics' store, the same contract on SQLite and PostgreSQL (which
 * needs TEST_DATABASE_URL): what the recorder writes is what the report
 * reads, a day rolled up reads as it did live, two instances share one salt a
 * day and roll a day up once, and nothing outlives its retention.
 */
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import { addDays, berlinDay, dayMinutes } from "#app/lib/analytics/days.ts";
import type { Hit } from "#app/lib/analytics/hits.ts";
import { startRecorder, type Identity } from "#app/lib/analytics/recorder.server.ts";
import {
  analyticsReport,
  maintainAnalytics,
  REPORT_ROWS,
  rollUpClosedDays,
  visitorsNow,
} from "#app/lib/analytics/report.server.ts";
import { eventsBetween, rolledDays, saltDays, saltOf } from "#app/lib/analytics/store.server.ts";
import { eventKinds, OTHER, summaryBounds } from "#app/lib/analytics/summary.ts";
import { analyticsEvents } from "#app/lib/server/metrics.server.ts";

const siteOrigin = "https://www.conversational-bi.example";
/** A dropped batch would show here: the tests below expect every event stored. */
const quiet = (line: Record<string, unknown>) => {
  throw new Error(`unexpected log line: ${JSON.stringify(line)}`);
};
const view = (page: string, lang: "en" | "de", extra: Partial<Extract<Hit, { kind: "view" }>> = {}): Hit => ({
  kind: "view",
  page,
  lang,
  identified: true,
  referrer: null,
  utm: { source: null, medium: null, campaign: null },
  device: "desktop",
  browser: "firefox",
  ...extra,
});
const alice: Identity = {
  clientKey: "198.51.100.7",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Firefox/140.0",
};
const bob: Identity = {
  clientKey: "2001:db8:1:2::/64",
  userAgent: "Mozilla/5.0 (iPhone) Version/18.0 Mobile Safari/604.1",
};

/** 24 November 2026, 10:00 in Berlin (09:00 UTC). */
const monday = new Date(Date.UTC(2026, 10, 24, 9, 0));
const timing = (now: Date) => ({ now, retentionDays: 90 });

await onEachStore("visit statistics", "analytics", (store) => {
  /**
   * Two instances at once: on PostgreSQL truly in parallel. SQLite serves one instance; its second connection
   * here lives in the same thread, where one connection's wait for a lock would stall the other: in turn.
   */
  async function bothAtOnce<T>(work: (() => Promise<T>)[]): Promise<T[]> {
    if (store.name === "PostgreSQL") return Promise.all(work.map((each) => each()));
    const results: T[] = [];
    for (const each of work) results.push(await each());
    return results;
  }

  function recorderAt(clock: { now: Date }) {
    return startRecorder(store.db().sql, { siteOrigin, log: quiet, flushMs: 60_000, now: () => clock.now });
  }

  it("counts a post's views under its current address across a change of it, given the blog's aliases", async () => {
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    recorder.record(view("blogPost:kennzahlen-im-gespraech", "de"), alice);
    recorder.record(view("blogPost:kpis-im-gespraech", "de"), bob);
    // The same slug in the other language is another post.
    recorder.record(view("blogPost:kennzahlen-im-gespraech", "en"), bob);
    await recorder.stop();
    const day = berlinDay(monday);
    const pageAliases = new Map([["blogPost:kennzahlen-im-gespraech de", "blogPost:kpis-im-gespraech"]]);
    for (const filters of [{}, { lang: "de" }]) {
      const report = await analyticsReport(store.db().sql, { from: day, to: day }, timing(monday), {
        filters,
        pageAliases,
      });
      // Filtered too (the visits' rows rather than the rollups'): one row under the address the post has now.
      expect(report.pages).toContainEqual({ page: "blogPost:kpis-im-gespraech", lang: "de", views: 2, visitors: 2 });
      expect(report.pages.some((row) => row.page === "blogPost:kennzahlen-im-gespraech" && row.lang === "de")).toBe(
        false,
      );
      expect(report.entries.find((row) => row.page === "blogPost:kpis-im-gespraech")).toMatchObject({ visitors: 2 });
    }
    const plain = await analyticsReport(store.db().sql, { from: day, to: day }, timing(monday));
    expect(plain.pages).toContainEqual({ page: "blogPost:kennzahlen-im-gespraech", lang: "de", views: 1, visitors: 1 });
  });

  it("reports a day's visitors, views, funnel and sources as recorded", async () => {
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    recorder.record(
      view("about", "de", {
        referrer: "news.example",
        utm: { source: "newsletter", medium: "email", campaign: "autumn" },
      }),
      alice,
    );
    recorder.record(view("home", "de"), alice);
    recorder.conversion("de", alice);
    recorder.record(view("careers", "en", { device: "phone", browser: "safari" }), bob);
    recorder.record(view("home", "en"), undefined);
    recorder.record(view("home", "en", { identified: false }), bob);
    recorder.record({ kind: "not-found", page: "/pricing-old", lang: "en" }, undefined);
    recorder.record({ kind: "bot" }, undefined);
    recorder.conversion("en", undefined);
    await recorder.stop();

    const day = berlinDay(monday);
    const report = await analyticsReport(store.db().sql, { from: day, to: day }, timing(monday));
    expect(report.totals).toEqual({
      views: 5,
      visitors: 2,
      formVisitors: 1,
      conversions: 2,
      optedOutViews: 2,
      botViews: 1,
    });
    expect(report.perDay).toEqual([{ day, views: 5, visitors: 2, conversions: 2 }]);
    expect(report.entries).toEqual([
      { page: "about", lang: "de", views: 2, visitors: 1, formVisitors: 1, conversions: 1 },
      { page: "careers", lang: "en", views: 1, visitors: 1, formVisitors: 0, conversions: 0 },
    ]);
    expect(report.pages).toContainEqual({ page: "home", lang: "en", views: 2, visitors: 0 });
    expect(report.sources).toContainEqual({
      source: "news.example",
      views: 2,
      visitors: 1,
      formVisitors: 1,
      conversions: 1,
    });
    expect(report.sources).toContainEqual({ source: "", views: 1, visitors: 1, formVisitors: 0, conversions: 0 });
    expect(report.campaigns).toEqual([
      {
        source: "newsletter",
        medium: "email",
        campaign: "autumn",
        views: 2,
        visitors: 1,
        formVisitors: 1,
        conversions: 1,
      },
    ]);
    expect(report.devices).toContainEqual({
      device: "phone",
      browser: "safari",
      views: 1,
      visitors: 1,
      formVisitors: 0,
      conversions: 0,
    });
    expect(report.languages.map((row) => [row.lang, row.visitors, row.conversions])).toEqual([
      ["de", 1, 1],
      ["en", 1, 0],
    ]);
    expect(report.notFound).toEqual([{ path: "/pricing-old", lang: "en", views: 1 }]);
  });

  it("keeps no address or User-Agent: a visitor is 8 bytes, the same all day, another the next day", async () => {
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    recorder.record(view("home", "en"), alice);
    recorder.record(view("about", "en"), alice);
    clock.now = new Date(monday.getTime() + 24 * 3_600_000);
    recorder.record(view("home", "en"), alice);
    await recorder.stop();
    const events = await eventsBetween(store.db().sql, 0, 2 ** 31 - 1);
    expect(events.map((event) => event.visitor?.byteLength)).toEqual([8, 8, 8]);
    const [first, second, nextDay] = events.map((event) => Buffer.from(event.visitor!).toString("hex"));
    expect(second).toBe(first);
    expect(nextDay).not.toBe(first);
    const stored = JSON.stringify(await store.db().sql.all("SELECT * FROM analytics_events"));
    expect(stored).not.toContain("198.51.100");
    expect(stored).not.toContain("Firefox");
  });

  it("gives two instances one salt a day, so a visitor is one visitor whichever answers", async () => {
    const other = await store.openAnother();
    try {
      const day = berlinDay(monday);
      const [a = new Uint8Array(), b = new Uint8Array()] = await bothAtOnce([
        () => saltOf(store.db().sql, day),
        () => saltOf(other.sql, day),
      ]);
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
      expect(a.byteLength).toBe(32);
      const clock = { now: monday };
      const here = recorderAt(clock);
      const there = startRecorder(other.sql, { siteOrigin, log: quiet, flushMs: 60_000, now: () => clock.now });
      here.record(view("home", "en"), alice);
      there.record(view("about", "en"), alice);
      await bothAtOnce([() => here.stop(), () => there.stop()]);
      const report = await analyticsReport(store.db().sql, { from: day, to: day }, timing(monday));
      expect(report.totals.visitors).toBe(1);
      expect(report.totals.views).toBe(2);
    } finally {
      await other.close();
    }
  });

  it("rolls a closed day up once, even with two instances at it, and reads it as it read live", async () => {
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    recorder.record(view("home", "en", { referrer: "search.example" }), alice);
    recorder.record(view("about", "de"), bob);
    recorder.conversion("en", alice);
    await recorder.stop();
    const day = berlinDay(monday);
    const live = await analyticsReport(store.db().sql, { from: day, to: day }, timing(monday));

    // Five minutes after midnight the day may still get late events: not yet.
    const { end } = dayMinutes(day);
    await rollUpClosedDays(store.db().sql, timing(new Date((end + 5) * 60_000)));
    expect(await rolledDays(store.db().sql, day, day)).toEqual(new Set());
    const later = new Date((end + 30) * 60_000);
    const other = await store.openAnother();
    try {
      await bothAtOnce([
        () => rollUpClosedDays(store.db().sql, timing(later)),
        () => rollUpClosedDays(other.sql, timing(later)),
      ]);
    } finally {
      await other.close();
    }
    expect(await rolledDays(store.db().sql, day, day)).toEqual(new Set([day]));
    const rows = await store.db().sql.all("SELECT dim, value FROM analytics_daily WHERE day = ?", [day]);
    expect(rows.length).toBe(new Set(rows.map((row) => JSON.stringify(row))).size);
    // The raw events are gone from the picture: the rollup alone answers.
    await store.db().sql.run("DELETE FROM analytics_events");
    expect(await analyticsReport(store.db().sql, { from: day, to: day }, timing(later))).toEqual(live);
  });

  it("reads today as it grows: settled minutes summed up once, the last few read again each time", async () => {
    const clock = { now: monday };
    const at = (minutes: number) => new Date(monday.getTime() + minutes * 60_000);
    const recorder = recorderAt(clock);
    const day = berlinDay(monday);
    const today = (now: Date) => analyticsReport(store.db().sql, { from: day, to: day }, timing(now));
    recorder.record(view("home", "en"), alice);
    await recorder.flush();
    expect((await today(monday)).totals).toMatchObject({ views: 1, visitors: 1 });
    clock.now = at(3);
    recorder.record(view("about", "en"), bob);
    await recorder.flush();
    expect((await today(at(3))).totals).toMatchObject({ views: 2, visitors: 2 });
    clock.now = at(20);
    recorder.record(view("careers", "en"), alice);
    recorder.conversion("en", alice);
    await recorder.stop();
    const report = await today(at(20));
    expect(report.totals).toMatchObject({ views: 3, visitors: 2, formVisitors: 1, conversions: 1 });
    expect(report.entries.map((row) => [row.page, row.views, row.conversions])).toEqual([
      ["home", 2, 1],
      ["about", 1, 0],
    ]);
    // Everything settled now: the same, from the summed-up part alone.
    expect(await today(at(40))).toEqual(report);
  });

  it("sums today's settled events up once for all read-only transactions (Ask's), not once in each", async () => {
    const sql = store.db().sql;
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    recorder.record(view("home", "en"), alice);
    recorder.record(view("about", "en"), bob);
    await recorder.stop();
    const day = berlinDay(monday);
    const later = new Date(monday.getTime() + 30 * 60_000);
    const read = () => sql.readOnly((tx) => analyticsReport(tx, { from: day, to: day }, timing(later)), 5_000);
    const first = await read();
    expect(first.totals).toMatchObject({ views: 2, visitors: 2 });
    // The settled events are not read again by the next transaction: gone from the table, they still count.
    await sql.run("DELETE FROM analytics_events");
    expect(await read()).toEqual(first);
  });

  it("deletes closed days' salts, raw events past retention and rollups past 25 months", async () => {
    const sql = store.db().sql;
    const today = berlinDay(monday);
    for (const day of [addDays(today, -3), addDays(today, -2), addDays(today, -1), today]) await saltOf(sql, day);
    const clock = { now: new Date(monday.getTime() - 91 * 24 * 3_600_000) };
    const recorder = recorderAt(clock);
    recorder.record(view("home", "en"), alice);
    await recorder.flush();
    clock.now = new Date(monday.getTime() - 89 * 24 * 3_600_000);
    recorder.record(view("home", "en"), alice);
    await recorder.stop();
    await sql.run(
      "INSERT INTO analytics_daily (day, dim, value, views, visitors, form_visitors, conversions) VALUES (?, 'all', '', 1, 1, 0, 0)",
      ["2024-10-01"],
    );

    const result = await maintainAnalytics(sql, timing(monday));
    // The recorder made salts for the two old days too; yesterday's went 10 minutes after midnight.
    expect(result.saltsDeleted).toBe(5);
    expect(await saltDays(sql)).toEqual([today]);
    expect(result.eventsDeleted).toBe(1);
    expect((await eventsBetween(sql, 0, 2 ** 31 - 1)).length).toBe(1);
    expect(result.rollupsDeleted).toBe(1);
    // The day 89 days ago was rolled up before its raw events go, 90 days from now.
    const kept = berlinDay(clock.now);
    expect((await rolledDays(sql, kept, kept)).has(kept)).toBe(true);
  });

  it("counts a client's hits up to a rate, whatever they are, and counts the ones it drops", async () => {
    const dropped = async () =>
      (await analyticsEvents.get()).values.find((value) => value.labels.outcome === "dropped-client-rate")?.value ?? 0;
    const before = await dropped();
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    for (let n = 0; n < 500; n++) recorder.record({ kind: "not-found", page: `/junk-${n}`, lang: "en" }, alice);
    recorder.record(view("home", "en"), bob);
    // A minute later a minute's worth again.
    clock.now = new Date(monday.getTime() + 60_000);
    for (let n = 0; n < 500; n++) recorder.record(view("about", "en"), alice);
    await recorder.stop();
    const events = await eventsBetween(store.db().sql, 0, 2 ** 31 - 1);
    expect(events.length).toBe(120 + 1 + 60);
    expect((await dropped()) - before).toBe(1_000 - 180);
  });

  /** `count` rows made by the store itself from the numbers 1 to `count` (`i`): a flood, written in one statement. */
  async function flood(insert: string, count: number, params: unknown[]) {
    await store
      .db()
      .sql.run(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) ${insert}`, [
        count,
        ...params,
      ]);
  }

  it("answers for a day of 130,000 made-up paths, with the most seen ones and one row for all others", async () => {
    const day = berlinDay(monday);
    const minute = dayMinutes(day).start + 60;
    await flood(
      "INSERT INTO analytics_events (minute, kind, page, lang, device, browser) SELECT ?, ?, '/junk-' || i, 'en', 0, 0 FROM n",
      130_000,
      [minute, eventKinds.indexOf("not-found")],
    );
    // Today, summed up from the raw events as the dashboard does.
    const live = await analyticsReport(store.db().sql, { from: day, to: day }, timing(monday));
    expect(live.notFound).toHaveLength(summaryBounds.rows + 1);
    expect(live.notFound.at(-1)).toEqual({ path: OTHER, lang: "", views: 130_000 - summaryBounds.rows });
    // Rolled up, the day keeps as few rows.
    const later = new Date((dayMinutes(day).end + 30) * 60_000);
    await rollUpClosedDays(store.db().sql, timing(later));
    const stored = await store
      .db()
      .sql.get<{ n: unknown }>("SELECT count(*) AS n FROM analytics_daily WHERE day = ?", [day]);
    expect(Number(stored?.n)).toBeLessThanOrEqual(summaryBounds.rows + 10);
    expect(await analyticsReport(store.db().sql, { from: day, to: day }, timing(later))).toEqual(live);
  }, 60_000);

  it("sums up in the store a day rolled up with a row per made-up path, and shows the first rows of it", async () => {
    const day = addDays(berlinDay(monday), -3);
    // What the rollup of a flooded day held before decision 0018: one row per path.
    await flood(
      "INSERT INTO analytics_daily (day, dim, value, views, visitors, form_visitors, conversions) SELECT ?, 'not-found', '/junk-' || i, 1 + i % 7, 0, 0, 0 FROM n",
      130_000,
      [day],
    );
    await store.db().sql.run("INSERT INTO analytics_rolled_days (day, rolled_at) VALUES (?, ?)", [day, monday]);
    const report = await analyticsReport(store.db().sql, { from: day, to: berlinDay(monday) }, timing(monday));
    expect(report.notFound).toHaveLength(REPORT_ROWS + 1);
    expect(report.notFound[0]?.views).toBe(7);
    let flooded = 0;
    for (let i = 1; i <= 130_000; i++) flooded += 1 + (i % 7);
    // Every view of the flood is there, in the rows shown or in the last.
    expect(report.notFound.reduce((sum, row) => sum + row.views, 0)).toBe(flooded);
    expect(report.notFound.at(-1)?.path).toBe(OTHER);
  }, 60_000);

  /** Anna from LinkedIn reads about us and asks for a demo; Ben, on a phone, reads the careers page; Carla, direct. */
  function aDay(recorder: ReturnType<typeof recorderAt>, clock: { now: Date }, start: Date) {
    const carla: Identity = { clientKey: "192.0.2.77", userAgent: alice.userAgent };
    clock.now = start;
    recorder.record(view("about", "de", { referrer: "linkedin.com" }), alice);
    recorder.record(view("home", "de"), alice);
    recorder.conversion("de", alice);
    clock.now = new Date(start.getTime() + 3_600_000);
    recorder.record(view("careers", "en", { referrer: "linkedin.com", device: "phone", browser: "safari" }), bob);
    recorder.record(view("about", "en"), bob);
    recorder.record(view("about", "en"), carla);
  }

  it("clears the visitor ids of a day once it is summed up, a demo request's too, with counting on or off", async () => {
    const sql = store.db().sql;
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    aDay(recorder, clock, monday);
    const tuesday = new Date(monday.getTime() + 24 * 3_600_000);
    clock.now = tuesday;
    recorder.record(view("home", "en"), alice);
    await recorder.stop();
    const day = berlinDay(monday);
    const live = await analyticsReport(sql, { from: day, to: day }, timing(tuesday));
    const identified = async () =>
      (
        await sql.all<{ kind: unknown; minute: unknown }>(
          "SELECT kind, minute FROM analytics_events WHERE visitor IS NOT NULL",
        )
      ).length;
    expect(await identified()).toBe(7);
    // Five minutes after midnight Monday may still get late events: its ids stay.
    await maintainAnalytics(sql, { ...timing(new Date((dayMinutes(day).end + 5) * 60_000)), counting: false });
    expect(await identified()).toBe(7);
    const done = await maintainAnalytics(sql, { ...timing(tuesday), counting: false });
    expect(done).toMatchObject({ rolledUp: 1, visitorsCleared: 6 });
    // Monday's events, the demo request among them, keep no visitor id; Tuesday's view keeps its own.
    const events = await eventsBetween(sql, 0, 2 ** 31 - 1);
    expect(events.filter((event) => event.visitor !== null).map((event) => event.minute)).toEqual([
      Math.floor(tuesday.getTime() / 60_000),
    ]);
    expect(events.filter((event) => event.kind === eventKinds.indexOf("conversion"))).toHaveLength(1);
    expect(events.find((event) => event.kind === eventKinds.indexOf("conversion"))?.visitor).toBeNull();
    expect(await saltDays(sql)).toEqual([berlinDay(tuesday)]);
    // The dashboard reads Monday as it did, filtered or not.
    expect(await analyticsReport(sql, { from: day, to: day }, timing(tuesday))).toEqual(live);
  });

  it("filters every table by the visits' source, entry, language, campaign, device or a page they viewed", async () => {
    const sql = store.db().sql;
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    aDay(recorder, clock, monday);
    await recorder.stop();
    const day = berlinDay(monday);
    const range = { from: day, to: day };
    const check = async (now: Date) => {
      const linkedIn = await analyticsReport(sql, range, timing(now), { filters: { source: "linkedin.com" } });
      expect(linkedIn.totals).toMatchObject({ visitors: 2, views: 4, formVisitors: 1, conversions: 1 });
      expect(linkedIn.entries.map((row) => [row.page, row.lang, row.visitors, row.conversions])).toEqual([
        ["about", "de", 1, 1],
        ["careers", "en", 1, 0],
      ]);
      expect(linkedIn.pages.map((row) => [row.page, row.lang, row.views, row.visitors])).toEqual([
        ["about", "de", 1, 1],
        ["about", "en", 1, 1],
        ["careers", "en", 1, 1],
        ["home", "de", 1, 1],
      ]);
      expect(linkedIn.sources.map((row) => row.source)).toEqual(["linkedin.com"]);
      expect(linkedIn.perDay).toEqual([{ day, visitors: 2, views: 4, conversions: 1 }]);
      // Two filters: the visitors from LinkedIn on a phone.
      const onPhones = await analyticsReport(sql, range, timing(now), {
        filters: { source: "linkedin.com", device: "phone safari" },
      });
      expect(onPhones.totals).toMatchObject({ visitors: 1, views: 2, conversions: 0 });
      expect(onPhones.entries.map((row) => row.page)).toEqual(["careers"]);
      // A page: the visits that viewed the English "About us", where they came from.
      const about = await analyticsReport(sql, range, timing(now), { filters: { page: "about en" } });
      expect(about.totals).toMatchObject({ visitors: 2, views: 3 });
      expect(about.sources.map((row) => [row.source, row.visitors, row.views])).toEqual([
        ["linkedin.com", 1, 2],
        ["", 1, 1],
      ]);
      expect(about.pages).toEqual([{ page: "about", lang: "en", views: 2, visitors: 2 }]);
      const german = await analyticsReport(sql, range, timing(now), { filters: { lang: "de", entry: "about de" } });
      expect(german.totals).toMatchObject({ visitors: 1, conversions: 1 });
      const nobody = await analyticsReport(sql, range, timing(now), { filters: { campaign: "[]" } });
      expect(nobody.totals).toMatchObject({ visitors: 0, views: 0 });
      return [linkedIn, onPhones, about, german];
    };
    const live = await check(monday);
    // Rolled up, the day reads the same, filtered, from its visit rows alone.
    const later = new Date((dayMinutes(day).end + 30) * 60_000);
    await maintainAnalytics(sql, timing(later));
    await sql.run("DELETE FROM analytics_events");
    expect(await check(later)).toEqual(live);
  });

  it("compares every total with the period of the same length before it, filtered alike", async () => {
    const sql = store.db().sql;
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    const lastWeek = new Date(monday.getTime() - 7 * 24 * 3_600_000);
    aDay(recorder, clock, lastWeek);
    clock.now = monday;
    recorder.record(view("home", "en", { referrer: "linkedin.com" }), alice);
    await recorder.stop();
    await maintainAnalytics(sql, timing(monday));
    const today = berlinDay(monday);
    const week = { from: addDays(today, -6), to: today };
    const report = await analyticsReport(sql, week, timing(monday), { compare: true });
    expect(report.previous).toMatchObject({ from: addDays(today, -13), to: addDays(today, -7) });
    expect(report.previous?.totals).toEqual({ visitors: 3, views: 5, formVisitors: 1, conversions: 1 });
    expect(report.previous?.perDay).toHaveLength(7);
    expect(report.previous?.perDay.at(-1)).toEqual({ day: addDays(today, -7), visitors: 3, views: 5, conversions: 1 });
    expect(report.totals).toMatchObject({ visitors: 1, views: 1, conversions: 0 });
    const filtered = await analyticsReport(sql, week, timing(monday), {
      compare: true,
      filters: { source: "linkedin.com" },
    });
    expect(filtered.previous?.totals).toEqual({ visitors: 2, views: 4, formVisitors: 1, conversions: 1 });
    expect(filtered.totals).toMatchObject({ visitors: 1, views: 1 });
    // A custom period compares with the days just before it.
    const custom = await analyticsReport(sql, { from: addDays(today, -9), to: addDays(today, -7) }, timing(monday), {
      compare: true,
    });
    expect(custom.previous).toMatchObject({ from: addDays(today, -12), to: addDays(today, -10) });
  });

  it("reads only the tables it is asked for, each as the whole report has it, and the totals and days", async () => {
    const sql = store.db().sql;
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    const lastWeek = new Date(monday.getTime() - 7 * 24 * 3_600_000);
    aDay(recorder, clock, lastWeek);
    aDay(recorder, clock, monday);
    await recorder.stop();
    // Last week's day rolled up, today's live.
    await maintainAnalytics(sql, timing(monday));
    const today = berlinDay(monday);
    const twoWeeks = { from: addDays(today, -13), to: today };
    // One facet, its rows of the rollups; two, the visit rows; a page, the visit rows of that page.
    const filterings = [
      {},
      { source: "linkedin.com" },
      { device: "phone safari" },
      { lang: "de" },
      { source: "linkedin.com", device: "phone safari" },
      { page: "about en" },
    ];
    for (const filters of filterings) {
      const whole = await analyticsReport(sql, twoWeeks, timing(monday), { filters, compare: true });
      const funnel = ({ visitors, views, formVisitors, conversions }: typeof whole.totals) => ({
        visitors,
        views,
        formVisitors,
        conversions,
      });
      expect(whole.totals.visitors).toBeGreaterThan(0);
      const none = await analyticsReport(sql, twoWeeks, timing(monday), { filters, compare: true, tables: [] });
      expect(funnel(none.totals)).toEqual(funnel(whole.totals));
      expect(none.perDay).toEqual(whole.perDay);
      expect(none.previous).toEqual(whole.previous);
      expect([none.sources, none.pages, none.entries, none.devices]).toEqual([[], [], [], []]);
      const two = await analyticsReport(sql, twoWeeks, timing(monday), { filters, tables: ["entry", "page"] });
      expect(funnel(two.totals)).toEqual(funnel(whole.totals));
      expect([two.entries, two.pages]).toEqual([whole.entries, whole.pages]);
      expect(whole.entries.length).toBeGreaterThan(0);
      expect([two.sources, two.languages, two.devices]).toEqual([[], [], []]);
    }
  });

  it("shows a single day by the hour, live and rolled up, and who is on the site now", async () => {
    const sql = store.db().sql;
    const clock = { now: monday };
    const recorder = recorderAt(clock);
    aDay(recorder, clock, monday);
    await recorder.stop();
    const day = berlinDay(monday);
    const hours = (report: Awaited<ReturnType<typeof analyticsReport>>) =>
      report.perHour?.filter((hour) => hour.views > 0);
    const live = await analyticsReport(sql, { from: day, to: day }, timing(monday));
    expect(live.perHour).toHaveLength(24);
    // 10:00 and 11:00 in Berlin.
    expect(hours(live)).toEqual([
      { hour: "10", views: 2, visitors: 1, conversions: 1 },
      { hour: "11", views: 3, visitors: 2, conversions: 0 },
    ]);
    expect((await analyticsReport(sql, { from: addDays(day, -1), to: day }, timing(monday))).perHour).toBeUndefined();
    // Now, at 11:20: Ben and Carla came at 11:00; Anna's views at 10:00 are older than 30 minutes.
    const now = await visitorsNow(sql, new Date(monday.getTime() + 80 * 60_000));
    expect(now).toEqual({
      minutes: 30,
      visitors: 2,
      pages: [
        { page: "about", lang: "en", visitors: 2 },
        { page: "careers", lang: "en", visitors: 1 },
      ],
    });
    const later = new Date((dayMinutes(day).end + 30) * 60_000);
    await maintainAnalytics(sql, timing(later));
    expect(hours(await analyticsReport(sql, { from: day, to: day }, timing(later)))).toEqual(hours(live));
  });
});
