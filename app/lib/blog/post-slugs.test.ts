import { describe, expect, it } from "vitest";
import { isSlug, slugify, SLUG_MAX, uniqueSlug } from "./post-slugs.ts";

describe("slugify", () => {
  it("writes German letters as Germans do without them and drops other accents", () => {
    expect(slugify("Größe & Übermut: KI für Ärzte")).toBe("groesse-uebermut-ki-fuer-aerzte");
    expect(slugify("Straße, Öl und Äpfel")).toBe("strasse-oel-und-aepfel");
    expect(slugify("Café crème à la façon")).toBe("cafe-creme-a-la-facon");
  });

  it("joins every run of other characters with one hyphen, none at either end", () => {
    expect(slugify("  Q3 -- Revenue / Forecast?!  ")).toBe("q3-revenue-forecast");
    expect(slugify("!!!")).toBe("");
  });

  it("keeps a long title to at most 80 characters, cut at a word's end", () => {
    const slug = slugify("Conversational analytics ".repeat(10));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^conversational-analytics-.*[a-z]$/);
    expect(isSlug(slug)).toBe(true);
  });

  it("tells a slug from what is not one", () => {
    expect(isSlug("kpis-im-gespraech")).toBe(true);
    expect(isSlug("Kpis")).toBe(false);
    expect(isSlug("a--b")).toBe(false);
    expect(isSlug("-a")).toBe(false);
    expect(isSlug("ä")).toBe(false);
  });
});

describe("uniqueSlug", () => {
  it("numbers a clash from 2 on", () => {
    const taken = new Set(["kpis", "kpis-2"]);
    expect(uniqueSlug("kpis", (slug) => taken.has(slug))).toBe("kpis-3");
    expect(uniqueSlug("umsatz", (slug) => taken.has(slug))).toBe("umsatz");
  });
});
