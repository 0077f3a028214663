import { describe, expect, it } from "vitest";
import { addDays, berlinDay, dayMinutes, isDay } from "#app/lib/analytics/days.ts";
import {
  browserFamilyOf,
  deviceClassOf,
  hitOf,
  referrerHost,
  utmOf,
  type RequestFacts,
} from "#app/lib/analytics/hits.ts";

const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const ownHosts = ["www.conversational-bi.example", "localhost"];

function facts(path: string, headers: Record<string, string> = {}, status = 200, method = "GET"): RequestFacts {
  const all: Record<string, string> = { accept: "text/html,*/*", "user-agent": firefox, ...lower(headers) };
  return {
    method,
    status,
    url: new URL(path, "https://www.conversational-bi.example"),
    header: (name) => all[name.toLowerCase()],
    ownHosts,
  };
}
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe("which requests count", () => {
  it("counts a page's document request with its source, campaign, device and browser", () => {
    expect(
      hitOf(
        facts("/de/about-us?utm_source=Newsletter&utm_medium=email&utm_campaign=Herbst&x=1", {
          Referer: "https://www.news.example/a?b=c",
        }),
      ),
    ).toEqual({
      kind: "view",
      page: "about",
      lang: "de",
      identified: true,
      referrer: "news.example",
      utm: { source: "newsletter", medium: "email", campaign: "herbst" },
      device: "desktop",
      browser: "firefox",
    });
  });

  it("counts a client-side navigation's data request as a view of its page, our own referrer dropped", () => {
    const hit = hitOf(
      facts("/de/careers.data", { Accept: "*/*", Referer: "https://www.conversational-bi.example/de" }),
    );
    expect(hit).toMatchObject({ kind: "view", page: "careers", lang: "de", referrer: null });
    expect(hitOf(facts("/_.data", { Accept: "*/*" }, 304))).toMatchObject({
      kind: "view",
      page: "home",
      lang: "en",
    });
    expect(hitOf(facts("/blog/2"))).toMatchObject({ page: "blogPost:2", lang: "en" });
    // The longest address the blog gives, with its suffix, is a post of its own: no cut merges two posts.
    const longest = `${"a-long-title".repeat(8).slice(0, 80)}-123`;
    expect(hitOf(facts(`/de/blog/${longest}`))).toMatchObject({ page: `blogPost:${longest}`, lang: "de" });
    expect(hitOf(facts(`/blog/${longest}x`))).toMatchObject({ page: "blogPost" });
  });

  it("counts a navigation whose data comes in one request per route once, by its page's own route", () => {
    expect(hitOf(facts("/_.data?_routes=root", { Accept: "*/*" }))).toBeUndefined();
    expect(hitOf(facts("/_.data?_routes=home.en", { Accept: "*/*" }))).toMatchObject({ kind: "view", page: "home" });
    expect(hitOf(facts("/de.data?_routes=root,home.de", { Accept: "*/*" }))).toMatchObject({
      page: "home",
      lang: "de",
    });
  });

  it("counts nothing for HEAD, prefetch, an operator, a non-page or a failed answer", () => {
    expect(hitOf(facts("/", {}, 200, "HEAD"))).toBeUndefined();
    expect(hitOf(facts("/", { "Sec-Purpose": "prefetch;prerender" }))).toBeUndefined();
    expect(hitOf(facts("/", { Cookie: "theme=dark; __Host-cbi_session=abc" }))).toBeUndefined();
    expect(hitOf(facts("/favicon.svg", { Accept: "*/*" }))).toBeUndefined();
    expect(hitOf(facts("/", { Accept: "*/*" }))).toBeUndefined();
    expect(hitOf(facts("/admin/leads"))).toBeUndefined();
    expect(hitOf(facts("/", {}, 500))).toBeUndefined();
    expect(hitOf(facts("/", {}, 301))).toBeUndefined();
  });

  it("counts a missing page apart, with its path (no query), and a crawler only as a crawler", () => {
    expect(hitOf(facts("/de/preise?utm_source=x", {}, 404))).toEqual({
      kind: "not-found",
      page: "/de/preise",
      lang: "de",
    });
    expect(
      hitOf(facts("/", { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })),
    ).toEqual({ kind: "bot" });
    expect(
      hitOf(facts("/", { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0 Safari/537.36" })),
    ).toEqual({ kind: "bot" });
    expect(hitOf(facts("/gone", { "User-Agent": "" }, 404))).toEqual({ kind: "bot" });
  });

  it("counts a visitor who objects (GPC, DNT) as an anonymous view of the page only", () => {
    for (const header of [{ "Sec-GPC": "1" }, { DNT: "1" }] as Record<string, string>[]) {
      expect(hitOf(facts("/?utm_source=ads", { ...header, Referer: "https://search.example/" }))).toEqual({
        kind: "view",
        page: "home",
        lang: "en",
        identified: false,
        referrer: null,
        utm: { source: null, medium: null, campaign: null },
        device: "other",
        browser: "other",
      });
    }
    expect(hitOf(facts("/", { DNT: "0" }))).toMatchObject({ identified: true });
  });
});

describe("what a request says about its visitor", () => {
  it("keeps the referring host only, not our own, not other schemes", () => {
    expect(referrerHost("https://www.Search.example/q?secret=1", ownHosts)).toBe("search.example");
    expect(referrerHost("http://localhost:4173/de", ownHosts)).toBeNull();
    expect(referrerHost("android-app://com.example", ownHosts)).toBeNull();
    expect(referrerHost("not a url", ownHosts)).toBeNull();
  });

  it("trims, lowercases and cuts UTM tags, and drops control characters", () => {
    const long = "x".repeat(100);
    expect(utmOf(new URL(`https://a.example/?utm_source=%20Ads%0A&utm_campaign=${long}`))).toEqual({
      source: "ads",
      medium: null,
      campaign: "x".repeat(64),
    });
  });

  it("tells device classes and browser families from the User-Agent", () => {
    expect([deviceClassOf(iphone), browserFamilyOf(iphone)]).toEqual(["phone", "safari"]);
    const ipad =
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1";
    expect(deviceClassOf(ipad)).toBe("tablet");
    const edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0";
    expect([deviceClassOf(edge), browserFamilyOf(edge)]).toEqual(["desktop", "edge"]);
    const samsung =
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36";
    expect([deviceClassOf(samsung), browserFamilyOf(samsung)]).toEqual(["phone", "samsung"]);
    const androidTablet = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
    expect([deviceClassOf(androidTablet), browserFamilyOf(androidTablet)]).toEqual(["tablet", "chrome"]);
    expect([deviceClassOf("curl/8.0"), browserFamilyOf("curl/8.0")]).toEqual(["other", "other"]);
  });
});

describe("the statistics' calendar (Europe/Berlin)", () => {
  it("starts a day at Berlin midnight, in winter and in summer, and knows the days the clocks change", () => {
    expect(berlinDay(Date.UTC(2026, 10, 23, 23, 30))).toBe("2026-11-24");
    expect(dayMinutes("2026-11-24").start * 60_000).toBe(Date.UTC(2026, 10, 23, 23, 0));
    expect(dayMinutes("2026-07-01").start * 60_000).toBe(Date.UTC(2026, 5, 30, 22, 0));
    const spring = dayMinutes("2026-03-29");
    expect(spring.end - spring.start).toBe(23 * 60);
    const autumn = dayMinutes("2026-10-25");
    expect(autumn.end - autumn.start).toBe(25 * 60);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect([isDay("2026-02-28"), isDay("2026-02-30"), isDay("26-1-1")]).toEqual([true, false, false]);
  });
});
