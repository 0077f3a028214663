import { describe, expect, it } from "vitest";
import homeDe from "#app/content/home/de.ts";
import homeEn from "#app/content/home/en.ts";
import siteExtrasDe from "#app/content/site-extras/de.ts";
import siteExtrasEn from "#app/content/site-extras/en.ts";
import siteDe from "#app/content/site/de.ts";
import siteEn from "#app/content/site/en.ts";
import { shareImagePath } from "#app/lib/seo/share-image.ts";

describe("share image", () => {
  it("has one path per language", () => {
    expect(shareImagePath("en")).toBe("/og/en.png");
    expect(shareImagePath("de")).toBe("/og/de.png");
  });

  // scripts/build-images.ts draws the home page's heading and eyebrow: the alt text must say the same words.
  for (const [locale, site, { shareImage }, home] of [
    ["en", siteEn, siteExtrasEn, homeEn],
    ["de", siteDe, siteExtrasDe, homeDe],
  ] as const) {
    it(`alt text in ${locale} quotes the words the image shows`, () => {
      expect(shareImage.alt).toContain(site.brand.name);
      expect(shareImage.alt).toContain(home.heading);
      expect(shareImage.alt).toContain(home.hero.eyebrow);
    });
  }
});
