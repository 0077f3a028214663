import type { Locale } from "#app/i18n/locales.ts";
import { isoPostDate, postLanguage, type PostSummary } from "#app/lib/blog/post.ts";

/**
 * The browser blog on German pages. Posts are stored as SPEC defines them
 * (one list for both languages, dates as US display strings); what a German
 * page shows is German where it can be: each date in German, and SPEC's two
 * samples in their German versions as long as the visitor has not changed
 * them (an edited sample is the editor's words, shown as written).
 */
export type SampleTranslation<T extends PostSummary = PostSummary> = { original: T; translation: T };

export type ShownPost<T extends PostSummary> = T & {
  /** The language of the post's own words, where it is known (for `lang`). */
  lang?: "en" | "de";
  /** The language its date is written in. */
  dateLang: "en" | "de";
};

let germanDateFormat: Intl.DateTimeFormat | undefined;

/** "October 14, 2025" -> "14. Oktober 2025"; a date written any other way stays as it is. */
export function germanPostDate(date: string): string {
  const iso = isoPostDate(date);
  if (!iso) return date;
  germanDateFormat ??= new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" });
  return germanDateFormat.format(new Date(`${iso}T12:00:00Z`));
}

const summaryFields = ["title", "author", "date", "summary"] as const;

function unchanged(post: PostSummary & { content?: string }, original: PostSummary & { content?: string }): boolean {
  return (
    summaryFields.every((field) => post[field] === original[field]) &&
    post.tags.join("\n") === original.tags.join("\n") &&
    // The list knows the samples without their bodies: there the summary fields decide.
    (post.content === undefined || original.content === undefined || post.content === original.content)
  );
}

/** A post as a page of `locale` shows it. */
export function shownPost<T extends PostSummary & { content?: string }>(
  post: T,
  locale: Locale,
  samples: SampleTranslation<T>[],
): ShownPost<T> {
  if (locale !== "de") return { ...post, lang: postLanguage(post.id), dateLang: "en" };
  const sample = samples.find(({ original }) => original.id === post.id);
  if (sample && unchanged(post, sample.original)) return { ...sample.translation, lang: "de", dateLang: "de" };
  return { ...post, date: germanPostDate(post.date), lang: postLanguage(post.id), dateLang: "de" };
}
