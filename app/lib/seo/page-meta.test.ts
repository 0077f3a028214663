import { describe, expect, it } from "vitest";
import { buildPageMeta } from "#app/lib/seo/page-meta.ts";

const base = { siteUrl: "https://example.test", siteName: "Conversational BI", shareImageAlt: "Logo und Slogan" };
const copy = { title: "Über uns | Conversational BI", description: "Wer wir sind." };

function content(meta: ReturnType<typeof buildPageMeta>, key: string): unknown {
  const entry = meta.find((m) => ("property" in m && m.property === key) || ("name" in m && m.name === key));
  return entry && "content" in entry ? entry.content : undefined;
}

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

  it("shows the share image of the page's language in link previews, with its size, type and alt text", () => {
    const meta = buildPageMeta({ ...base, page: "about", locale: "de", copy });
    expect(content(meta, "og:image")).toBe("https://example.test/og/de.png");
    expect(content(meta, "og:image:type")).toBe("image/png");
    expect(content(meta, "og:image:width")).toBe("1200");
    expect(content(meta, "og:image:height")).toBe("630");
    expect(content(meta, "og:image:alt")).toBe("Logo und Slogan");
    expect(content(meta, "twitter:card")).toBe("summary_large_image");
    expect(content(meta, "twitter:image:alt")).toBe("Logo und Slogan");
    expect(content(meta, "og:title")).toBe("Über uns | Conversational BI");
    expect(content(meta, "og:description")).toBe("Wer wir sind.");
    // X reads those three from the Open Graph tags.
    expect(content(meta, "twitter:title")).toBeUndefined();

    const english = buildPageMeta({ ...base, page: "blogPost", locale: "en", params: { id: "2" }, copy });
    expect(content(english, "og:image")).toBe("https://example.test/og/en.png");
  });

  it("names each image tag once, so previews cannot pick a wrong duplicate", () => {
    const meta = buildPageMeta({ ...base, page: "home", locale: "en", copy });
    const keys = meta.flatMap((m) => ("property" in m ? [m.property] : "name" in m ? [m.name] : []));
    const imageKeys = keys.filter((key) => /image|^twitter:/.test(String(key)));
    expect(imageKeys).toEqual([...new Set(imageKeys)]);
  });
});
