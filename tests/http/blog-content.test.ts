/**
 * The blog as the server pre-renders it: the sample posts with their bodies, the lists with the samples,
 * and the language marked on the posts' own (English) words. What the blog does once live (the posts in
 * the browser's storage, the administrator) is tests/e2e/blog.spec.ts.
 */
import { describe, expect, it } from "vitest";
import blogPostDe from "#app/content/blog-post/de.ts";
import blogPostEn from "#app/content/blog-post/en.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";
import { germanSample } from "#app/lib/blog/sample-translations.server.ts";
import { accessibleName, byText, documentAt, named, notHidden, one, plain, textsOf } from "./html.ts";
import { siteServerForThisFile } from "./site-server.ts";

const request = siteServerForThisFile("blog");

const [seed1] = seedPosts as [(typeof seedPosts)[0]];

/** The cards of the list of posts (a list named "Blog posts" or "Blogbeiträge"). */
function cards(document: Document): Element[] {
  const lists = [...document.querySelectorAll("ul, ol")].filter((list) =>
    /^(Blog posts|Blogbeiträge)$/.test(accessibleName(list)),
  );
  expect(lists).toHaveLength(1);
  return [...lists[0]!.querySelectorAll("article")];
}

describe("blog pre-rendering", () => {
  for (const [path, seed, backToBlog] of [
    ["/blog/1", seed1, blogPostEn.backToBlog],
    ["/de/blog/2", germanSample("2")!, blogPostDe.backToBlog],
  ] as const) {
    it(`${path} is in the HTML with its body`, async () => {
      const document = await documentAt(request, path);
      expect(textsOf(document, "h1")).toEqual([plain(seed.title)]);
      const heading = one(one(document, '[data-testid="post-body"]'), "h2");
      expect(notHidden(heading)).toBe(true);
      const backLinks = named(document, "a[href]", backToBlog);
      expect(backLinks.length).toBeGreaterThan(0);
      expect(notHidden(backLinks[0]!)).toBe(true);
    });
  }

  it("the lists carry the sample posts in the HTML", async () => {
    for (const path of ["/blog", "/de/blog"]) {
      const list = cards(await documentAt(request, path));
      expect(list, path).toHaveLength(2);
      const links = list[0]!.querySelectorAll("a[href]");
      expect(links, path).toHaveLength(1);
      expect(links[0]!.getAttribute("href")).toBe(`${path}/1`);
    }
  });
});

describe("language of the posts' own words", () => {
  it("the German pages show the samples in German, dated in German; the English ones as SPEC has them", async () => {
    const german = germanSample("1")!;
    const post = await documentAt(request, "/de/blog/1");
    expect(textsOf(post, "h1")).toEqual([plain(german.title)]);
    expect(one(post, "h1").getAttribute("lang")).toBe("de");
    expect(one(post, '[data-testid="post-body"]').getAttribute("lang")).toBe("de");
    expect(byText(post, "14. Oktober 2025")).toHaveLength(1);
    expect(byText(post, seed1.date)).toHaveLength(0);
    expect(post.title).toContain(german.title);
    const backLinks = named(post, "a[href]", blogPostDe.backToBlog);
    expect(backLinks.length).toBeGreaterThan(0);
    expect(backLinks[0]!.hasAttribute("lang")).toBe(false);

    const [first] = cards(await documentAt(request, "/de/blog"));
    expect(textsOf(first!, "h2")).toEqual([plain(german.title)]);

    const english = await documentAt(request, "/blog/1");
    expect(textsOf(english, "h1")).toEqual([plain(seed1.title)]);
    const dates = byText(english, seed1.date);
    expect(dates).toHaveLength(1);
    expect(dates[0]!.getAttribute("lang")).toBe("en");
  });
});
