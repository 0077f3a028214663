// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isBlogPost, isoPostDate } from "#app/lib/blog/post.ts";
import { sanitizePostHtml } from "#app/lib/blog/sanitize-html.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";
import { seedPostsDe } from "#app/lib/blog/seed-posts-de.ts";

const germanMonths = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];
const germanDate = new RegExp(`^(\\d{1,2})\\. (${germanMonths.join("|")}) (\\d{4})$`);

/** "14. Oktober 2025" -> "2025-10-14". */
function isoGermanDate(date: string): string | undefined {
  const match = germanDate.exec(date);
  if (!match) return undefined;
  const month = germanMonths.indexOf(match[2]!) + 1;
  return `${match[3]}-${String(month).padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
}

/** The element names of a body in document order, so two bodies can be compared by structure. */
function tagSequence(html: string): string[] {
  return [...html.matchAll(/<(\/?[a-z0-9]+)/g)].map((match) => match[1]!);
}

describe("German seed posts", () => {
  it("are the German versions of posts 1 and 2, with the same authors", () => {
    expect(seedPostsDe.map((post) => post.id)).toEqual(["1-de", "2-de"]);
    expect(seedPostsDe.map((post) => post.author)).toEqual(seedPosts.map((post) => post.author));
    for (const post of seedPostsDe) expect(isBlogPost(post)).toBe(true);
  });

  it("have titles of at most 60 characters (English ones too)", () => {
    for (const post of [...seedPosts, ...seedPostsDe]) expect(post.title.length, post.title).toBeLessThanOrEqual(60);
  });

  it("have long German dates on the same day as the English posts", () => {
    seedPostsDe.forEach((post, index) => {
      expect(post.date).toMatch(
        /^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
      );
      expect(isoGermanDate(post.date)).toBe(isoPostDate(seedPosts[index]!.date));
    });
  });

  it("have bodies exactly as DOMPurify serializes them", () => {
    for (const post of seedPostsDe) expect(sanitizePostHtml(post.content)).toBe(post.content);
  });

  it("have bodies built like the English ones: same elements in the same order, no entities, German quotes", () => {
    seedPostsDe.forEach((post, index) => {
      expect(tagSequence(post.content)).toEqual(tagSequence(seedPosts[index]!.content));
      expect(post.content).not.toMatch(/&(?!amp;)|\s</);
      for (const text of [post.title, post.summary, post.content.replace(/<[^>]*>/g, "")]) {
        expect(text).not.toMatch(/["”']/);
        expect(text.split("„").length).toBe(text.split("“").length);
      }
    });
  });
});
