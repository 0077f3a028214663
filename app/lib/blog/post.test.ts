import { describe, expect, it } from "vitest";
import { formatPostDate, isBlogPost, isoPostDate, parseTags, postLanguage, toSummary } from "#app/lib/blog/post.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";

describe("parseTags", () => {
  it("splits on commas, trims and drops empty entries", () => {
    expect(parseTags(" Sales ,Forecasting,, ,  Q4 review ")).toEqual(["Sales", "Forecasting", "Q4 review"]);
  });

  it("gives no tags for empty input", () => {
    expect(parseTags("")).toEqual([]);
    expect(parseTags(" , ,")).toEqual([]);
  });

  it("keeps a repeated tag once", () => {
    expect(parseTags("AI, BI, AI")).toEqual(["AI", "BI"]);
  });
});

describe("formatPostDate", () => {
  it("writes long US English dates", () => {
    expect(formatPostDate(new Date(2026, 10, 22, 12))).toBe("November 22, 2026");
    expect(formatPostDate(new Date(2025, 4, 1, 12))).toBe("May 1, 2025");
  });
});

describe("isBlogPost", () => {
  const post = seedPosts[0]!;
  it("accepts a complete post", () => expect(isBlogPost(post)).toBe(true));
  it.each([
    ["null", null],
    ["a list", [post]],
    ["a post without content", toSummary(post)],
    ["a numeric id", { ...post, id: 1 }],
    ["an empty id", { ...post, id: "" }],
    ["tags as text", { ...post, tags: "a, b" }],
    ["a numeric tag", { ...post, tags: ["a", 1] }],
  ])("rejects %s", (_label, value) => expect(isBlogPost(value)).toBe(false));
});

describe("seed posts", () => {
  it("are the two samples with ids 1 and 2, long US English dates and real bodies", () => {
    expect(seedPosts.map((p) => p.id)).toEqual(["1", "2"]);
    for (const post of seedPosts) {
      expect(isBlogPost(post)).toBe(true);
      expect(post.date).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      );
      expect(post.content).toMatch(/^<p>/);
      expect(post.content.length).toBeGreaterThan(2000);
    }
  });
});

describe("isoPostDate", () => {
  it("turns the long US English date of a post into an ISO date", () => {
    expect(isoPostDate("October 14, 2025")).toBe("2025-10-14");
    expect(isoPostDate("March 3, 2026")).toBe("2026-03-03");
    expect(isoPostDate(formatPostDate(new Date(2026, 10, 22)))).toBe("2026-11-22");
  });

  it("reads back every month formatPostDate writes", () => {
    for (let month = 0; month < 12; month++) {
      const iso = `2026-${String(month + 1).padStart(2, "0")}-05`;
      expect(isoPostDate(formatPostDate(new Date(2026, month, 5, 12)))).toBe(iso);
    }
  });

  it("gives up on anything else rather than guessing", () => {
    expect(isoPostDate("14.10.2025")).toBeUndefined();
    expect(isoPostDate("Octember 14, 2025")).toBeUndefined();
  });
});

describe("postLanguage", () => {
  it("knows the samples are English and leaves a browser-made post to the page's language", () => {
    expect(postLanguage("1")).toBe("en");
    expect(postLanguage("2")).toBe("en");
    expect(postLanguage("1763800000000")).toBeUndefined();
  });
});
