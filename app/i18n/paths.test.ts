import { describe, expect, it } from "vitest";
import { homeAnchorHref, localeFromPath, matchPage, pagePath, switchLocalePath } from "#app/i18n/paths.ts";

describe("localeFromPath", () => {
  it("reads German from /de and everything below it", () => {
    expect(localeFromPath("/de")).toBe("de");
    expect(localeFromPath("/de/")).toBe("de");
    expect(localeFromPath("/de/about-us")).toBe("de");
    expect(localeFromPath("/de/blog/123")).toBe("de");
  });

  it("reads English everywhere else, including paths that merely start with the letters de", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/about-us")).toBe("en");
    expect(localeFromPath("/documentation")).toBe("en");
    expect(localeFromPath("/deutsch")).toBe("en");
    expect(localeFromPath("/impressum")).toBe("en");
  });
});

describe("pagePath", () => {
  it("fills in parameters, encoded", () => {
    expect(pagePath("blogPost", "en", { id: "1700000000000" })).toBe("/blog/1700000000000");
    expect(pagePath("blogPost", "de", { id: "a b" })).toBe("/de/blog/a%20b");
  });

  it("has no English Impressum", () => {
    expect(pagePath("impressum", "en")).toBeUndefined();
    expect(pagePath("impressum", "de")).toBe("/de/impressum");
  });
});

describe("switchLocalePath", () => {
  it.each([
    ["/", "de", "/de"],
    ["/de", "en", "/"],
    ["/about-us", "de", "/de/about-us"],
    ["/de/about-us", "en", "/about-us"],
    ["/documentation", "de", "/de/documentation"],
    ["/de/careers", "en", "/careers"],
    ["/privacy-policy", "de", "/de/privacy-policy"],
    ["/de/terms-of-service", "en", "/terms-of-service"],
    ["/blog", "de", "/de/blog"],
    ["/blog/1700000000000", "de", "/de/blog/1700000000000"],
    ["/de/blog/2", "en", "/blog/2"],
    ["/about-us/", "de", "/de/about-us"],
  ] as const)("keeps the page: %s in %s is %s", (from, target, expected) => {
    expect(switchLocalePath(from, target)).toBe(expected);
  });

  it("opens the other home page where the page has no counterpart", () => {
    expect(switchLocalePath("/de/impressum", "en")).toBe("/");
    expect(switchLocalePath("/no-such-page", "de")).toBe("/de");
    expect(switchLocalePath("/de/nix", "en")).toBe("/");
  });

  it("stays put when switching to the current language", () => {
    expect(switchLocalePath("/de/impressum", "de")).toBe("/de/impressum");
    expect(switchLocalePath("/careers", "en")).toBe("/careers");
  });
});

describe("matchPage", () => {
  it("finds page, language and parameters", () => {
    expect(matchPage("/de/blog/42")).toEqual({ page: "blogPost", locale: "de", params: { id: "42" } });
    expect(matchPage("/")).toEqual({ page: "home", locale: "en", params: {} });
    expect(matchPage("/impressum")).toBeUndefined();
  });
});

describe("homeAnchorHref", () => {
  it("points at a section of the home page in the language", () => {
    expect(homeAnchorHref("en", "pricing")).toBe("/#pricing");
    expect(homeAnchorHref("de", "contact")).toBe("/de#contact");
  });
});
