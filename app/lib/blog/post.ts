/** A blog post as SPEC section 3 defines it; posts live in the visitor's browser. */
export type BlogPost = {
  /** The creation time in milliseconds, as text ("1" and "2" for the seeded samples). */
  id: string;
  title: string;
  author: string;
  /** A display string in long US English ("November 22, 2026"), on English and German pages alike. */
  date: string;
  summary: string;
  /** HTML; sanitized wherever it is rendered. */
  content: string;
  tags: string[];
  /** The publishing blog's author as their operator set them up: bio and picture (absolute URL for JSON-LD). */
  authorProfile?: { bio: string; picture?: PostImage; image?: string; url?: string };
  /** The publishing blog's cover image (none in the demo blog). */
  cover?: PostImage;
  /** The publishing blog's address in words (`/blog/<slug>`); the demo blog's posts have none (`/blog/<id>`). */
  slug?: string;
};

/** An uploaded image as a page shows it: WebP and AVIF sources in every width, its size and its text alternative. */
export type PostImage = { src: string; srcset: string; avifSrcset: string; width: number; height: number; alt: string };

/** What an author writes; the store adds id and date. */
export type PostInput = Pick<BlogPost, "title" | "author" | "summary" | "content" | "tags">;

/** What a post card shows: everything but the body. */
export type PostSummary = Omit<BlogPost, "content">;

export const postFieldNames = ["title", "author", "summary", "content", "tags"] as const;
export type PostFieldName = (typeof postFieldNames)[number];

/**
 * The language of a post's own words, where it is known: the two samples are
 * written in English (on the German pages too); a post written in a browser
 * may be in any language and takes the page's.
 */
export function postLanguage(id: string): "en" | undefined {
  return id === "1" || id === "2" ? "en" : undefined;
}

let postDateFormat: Intl.DateTimeFormat | undefined;

/** "October 14, 2025": US English, whatever the page's language (SPEC's sample dates). */
export function formatPostDate(date: Date): string {
  // Made on first use: building a date format loads locale data, which would slow every page's start.
  postDateFormat ??= new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
  return postDateFormat.format(date);
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "October 14, 2025" -> "2025-10-14"; undefined for a date written any other way. */
export function isoPostDate(date: string): string | undefined {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(date.trim());
  const month = match && monthNames.indexOf(match[1]!) + 1;
  if (!match || !month) return undefined;
  return `${match[3]}-${String(month).padStart(2, "0")}-${match[2]!.padStart(2, "0")}`;
}

/** "sales, , Forecasting ,sales" -> ["sales", "Forecasting"]: trimmed, empty entries dropped, repeats once. */
export function parseTags(input: string): string[] {
  const tags = input
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
  return [...new Set(tags)];
}

export function toSummary({ content: _content, ...summary }: BlogPost): PostSummary {
  return summary;
}

const textFields = ["id", "title", "author", "date", "summary", "content"] as const;

/** True for a value that has every field of a post with the right type (data from storage is untrusted). */
export function isBlogPost(value: unknown): value is BlogPost {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    textFields.every((field) => typeof record[field] === "string") &&
    record.id !== "" &&
    Array.isArray(record.tags) &&
    record.tags.every((tag) => typeof tag === "string")
  );
}

/** Only the fields of a post, so stray properties from storage never travel on. */
export function pickPost(post: BlogPost): BlogPost {
  const { id, title, author, date, summary, content, tags } = post;
  return { id, title, author, date, summary, content, tags: [...tags] };
}
