import { describe, expect, it } from "vitest";
import { buildPageMeta } from "./page-meta.ts";

const base = { siteUrl: "https://example.test", siteName: "Conversational BI" };
const copy = { title: "Über uns | Conversational BI", description: "Wer wir sind." };

function links(meta: ReturnType<typeof buildPageMeta>) {
  return meta.filter((entry) => "tagName" in entry && entry.tagName === "link");
}

describe("buildPageMeta", () => {
  it("sets title, description, canonical and the alternates of both languages plus x-default", () => {
    const meta = buildPageMeta({ ...base, page: "about", locale: "de", copy });
    expect(meta).toContainEqual({ title: "Über uns | Conversational BI" });
    expect(meta).toContainEqual({ name: "description", content: "Wer wir sind." });
    expect(links(meta)).toEqual([
      { tagName: "link", rel: "canonical", href: "https://example.test/de/about-us" },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: "https://example.test/about-us" },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: "https://example.test/de/about-us" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://example.test/about-us" },
    ]);
    expect(meta).toContainEqual({ property: "og:locale", content: "de_DE" });
  });

  it("lists only the German alternate for the German-only Impressum", () => {
    const meta = buildPageMeta({ ...base, page: "impressum", locale: "de", copy });
    expect(links(meta).map((link) => (link as { hrefLang?: string }).hrefLang)).toEqual([undefined, "de", "x-default"]);
    expect(links(meta)[0]).toMatchObject({ href: "https://example.test/de/impressum" });
  });

  it("fills in parameters of dynamic pages", () => {
    const meta = buildPageMeta({ ...base, page: "blogPost", locale: "en", params: { id: "2" }, copy });
    expect(links(meta)[0]).toMatchObject({ rel: "canonical", href: "https://example.test/blog/2" });
  });

  it("adds keywords only when the copy has some", () => {
    expect(
      buildPageMeta({ ...base, page: "home", locale: "en", copy }).some((m) => "name" in m && m.name === "keywords"),
    ).toBe(false);
    const withKeywords = buildPageMeta({
      ...base,
      page: "home",
      locale: "en",
      copy: { ...copy, keywords: ["a", "b"] },
    });
    expect(withKeywords).toContainEqual({ name: "keywords", content: "a, b" });
  });
});
