import { toSummary, type BlogPost, type PostSummary } from "#app/lib/blog/post.ts";
import { germanPostDate, type SampleTranslation } from "#app/lib/blog/localized-posts.ts";
import { seedPostsDe } from "#app/lib/blog/seed-posts-de.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";

/** The German version of a sample post, under the sample's own id (SPEC's "1" and "2"), dated in German. */
export function germanSample(id: string): BlogPost | undefined {
  const original = seedPosts.find((post) => post.id === id);
  const german = seedPostsDe.find((post) => post.id === `${id}-de`);
  return original && german ? { ...german, id, date: germanPostDate(original.date) } : undefined;
}

/** What a German page needs to show the samples in German: each English original with its German version. */
export function sampleTranslations(): SampleTranslation<BlogPost>[] {
  return seedPosts.flatMap((original) => {
    const translation = germanSample(original.id);
    return translation ? [{ original, translation }] : [];
  });
}

/** The same, summaries only (for the list). */
export function sampleSummaryTranslations(): SampleTranslation<PostSummary>[] {
  return sampleTranslations().map(({ original, translation }) => ({
    original: toSummary(original),
    translation: toSummary(translation),
  }));
}
