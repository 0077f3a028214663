import { describe, expect, it } from "vitest";
import { germanPostDate, shownPost, type SampleTranslation } from "#app/lib/blog/localized-posts.ts";
import { toSummary, type PostSummary } from "#app/lib/blog/post.ts";
import { sampleTranslations } from "#app/lib/blog/sample-translations.server.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";

const samples = sampleTranslations();
const [first] = seedPosts;

describe("the browser blog on German pages", () => {
  it("writes dates in German, and leaves a date it cannot read as it is", () => {
    expect(germanPostDate("October 14, 2025")).toBe("14. Oktober 2025");
    expect(germanPostDate("March 3, 2026")).toBe("3. März 2026");
    expect(germanPostDate("irgendwann")).toBe("irgendwann");
  });

  it("shows SPEC's samples in their German versions, under their own ids", () => {
    expect(samples.map(({ translation }) => translation.id)).toEqual(["1", "2"]);
    const shown = shownPost(first!, "de", samples);
    expect(shown).toMatchObject({ id: "1", lang: "de", dateLang: "de", date: "14. Oktober 2025" });
    expect(shown.title).toBe(samples[0]!.translation.title);
    expect(shown.title).not.toBe(first!.title);
    expect(shown.content).toContain("<h2>1. Nennen Sie die Kennzahl");
  });

  it("shows a sample the visitor changed as they wrote it, dated in German", () => {
    const edited = { ...first!, title: "Unser eigener Titel" };
    expect(shownPost(edited, "de", samples)).toMatchObject({
      title: "Unser eigener Titel",
      summary: first!.summary,
      lang: "en",
      date: "14. Oktober 2025",
      dateLang: "de",
    });
    const rewritten = { ...first!, content: "<p>Neu</p>" };
    expect(shownPost(rewritten, "de", samples).content).toBe("<p>Neu</p>");
  });

  it("leaves English pages as SPEC has them", () => {
    expect(shownPost(first!, "en", samples)).toEqual({ ...first, lang: "en", dateLang: "en" });
  });

  it("gives a post written in the browser the page's language", () => {
    const mine = { ...first!, id: "1763900000000", title: "Mein Beitrag", date: "November 23, 2026" };
    expect(shownPost(mine, "de", samples)).toMatchObject({ lang: undefined, date: "23. November 2026" });
  });
});

describe("the list, which knows the samples without their bodies", () => {
  it("recognises a stored sample by its card's fields", () => {
    const summaries: SampleTranslation<PostSummary & { content?: string }>[] = samples.map(
      ({ original, translation }) => ({ original: toSummary(original), translation: toSummary(translation) }),
    );
    // The stored post has its body; the list's samples do not.
    expect(shownPost<PostSummary & { content?: string }>(first!, "de", summaries).title).toBe(
      samples[0]!.translation.title,
    );
  });
});
