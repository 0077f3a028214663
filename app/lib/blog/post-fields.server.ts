/**
 * A post as the blog's JSON API takes it: one zod schema for its fields, read whole for a new post and, for a
 * change, only for the fields sent; read through jsonOf (app/lib/server/form.server.ts) as every form and JSON body
 * of the site. A refused post names each field's problem in the page's language, and a field too long its limit.
 * Whether a cover's upload and a translation's post exist is asked of the store while the schema reads them, so
 * that one answer names every field that needs the editor's attention.
 */
import * as z from "zod/mini";
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import { locales } from "#app/i18n/locales.ts";
import { parseTags } from "#app/lib/blog/post.ts";
import { findImage } from "#app/lib/blog/post-images.server.ts";
import { getPost, type PostFields } from "#app/lib/blog/posts.server.ts";
import { sanitizePostHtmlOnServer } from "#app/lib/blog/sanitize-html.server.ts";
import { jsonOf } from "#app/lib/server/form.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

export const POST_LIMITS = {
  title: 200,
  author: 100,
  summary: 1_000,
  content: 100_000,
  tags: 12,
  tag: 40,
  metaTitle: 120,
  metaDescription: 320,
} as const;

type TextField = "title" | "author" | "summary" | "content" | "metaTitle" | "metaDescription";

export type FieldErrors = Partial<
  Record<TextField | "tags" | "status" | "translationOf" | "publishAt" | "slug" | "cover", string>
>;

/** A refused post: each field's message, and for a field too long its limit (the editor names both). */
export type Refused = { errors: FieldErrors; limits?: Partial<Record<keyof FieldErrors, number>> };

/** What the editor sends besides a post's fields: the revision it was loaded at (optional), for a 409. */
export type ReadPost = { fields: Partial<PostFields>; revision?: number };

// A text field's two problems; every other field has one message of its own (fieldRefusals).
const REQUIRED = "required";
const TOO_LONG = "too-long";

/** Words a person typed: trimmed, required, at most `max` characters; anything but text reads as empty. */
const postText = (max: number) =>
  z.pipe(
    z.pipe(
      z.unknown(),
      z.transform((value) => (typeof value === "string" ? value.trim() : "")),
    ),
    z.string().check(z.minLength(1, REQUIRED), z.maxLength(max, TOO_LONG)),
  );

/** Words a person may leave empty: trimmed, at most `max` characters; anything but text reads as empty. */
const optionalText = (max: number) =>
  z.optional(
    z.pipe(
      z.pipe(
        z.unknown(),
        z.transform((value) => (typeof value === "string" ? value.trim() : "")),
      ),
      z.string().check(z.maxLength(max, TOO_LONG)),
    ),
  );

/** Tags as a list, or as the editor's comma-separated line: at most 12 of at most 40 characters, each once. */
const tags = z._default(
  z.pipe(
    z.pipe(
      z.unknown(),
      z.transform((value) =>
        Array.isArray(value)
          ? value
              .filter((tag): tag is string => typeof tag === "string")
              .map((tag) => tag.trim())
              .filter(Boolean)
          : parseTags(typeof value === "string" ? value : ""),
      ),
    ),
    z.pipe(
      z.array(z.string()).check(
        z.maxLength(POST_LIMITS.tags),
        z.refine((each) => each.every((tag) => tag.length <= POST_LIMITS.tag)),
      ),
      z.transform((each) => [...new Set(each)]),
    ),
  ),
  [],
);

/** A draft unless it says published (null too reads as a draft). */
const status = z._default(
  z.pipe(
    z.pipe(
      z.unknown(),
      z.transform((value) => value ?? "draft"),
    ),
    z.enum(["draft", "published"]),
  ),
  "draft",
);

/** An ISO 8601 time in UTC (the editor converts Berlin time), or null or "" for "now". */
const publishAt = z.pipe(
  z.nullable(z.string()),
  z.transform((value, context) => {
    if (value === null || value === "") return null;
    const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(value) ? new Date(value) : undefined;
    if (time && !Number.isNaN(time.getTime())) return time;
    context.issues.push({ code: "custom", message: "not a time", input: value });
    return z.NEVER;
  }),
);

/** The fields of a post, with the store to ask whether a cover's upload and a translation's post exist. */
function postSchema(sql: Sql) {
  return z.object({
    title: postText(POST_LIMITS.title),
    author: postText(POST_LIMITS.author),
    summary: postText(POST_LIMITS.summary),
    content: postText(POST_LIMITS.content),
    tags,
    status,
    // What search results and shared links show; empty: the title and the summary.
    metaTitle: optionalText(POST_LIMITS.metaTitle),
    metaDescription: optionalText(POST_LIMITS.metaDescription),
    // Made into a slug as a title is (an editor may type "Über uns"); empty: the title's slug.
    slug: z.optional(
      z.pipe(
        z.string().check(z.maxLength(200)),
        z.transform((slug) => slug.trim()),
      ),
    ),
    // null: none; else an upload's id with its alt text (at most 300 characters).
    cover: z.optional(
      z.nullable(
        z
          .object({ image: z.string(), alt: z.string().check(z.maxLength(300), z.trim()) })
          .check(z.refine(async ({ image }) => Boolean(await findImage(sql, image)))),
      ),
    ),
    // The other language's version: null or "" for none.
    translationOf: z.optional(
      z
        .pipe(
          z.nullable(z.string()),
          z.transform((id) => id || null),
        )
        .check(z.refine(async (id) => id === null || Boolean(await getPost(sql, id)))),
    ),
    publishAt: z.optional(publishAt),
    // The revision a change was made on, for a 409; anything but a whole number is not one.
    revision: z.catch(z.optional(z.int()), undefined),
  });
}

/** The language of a new post, when it is not the page's (the back office writes either from either). */
const newPostOnly = { locale: z.catch(z.optional(z.enum(locales)), undefined) };

/** Each field's problem in the page's language (a text field's limit with it). */
const fieldRefusals = {
  tags: "tooManyTags",
  status: "badStatus",
  slug: "badSlug",
  cover: "badCover",
  translationOf: "badTranslation",
  publishAt: "badPublishAt",
} as const satisfies Record<Exclude<keyof FieldErrors, TextField>, keyof BlogAdminCopy["api"]>;

function refusedFields(problems: Record<string, string>, copy: BlogAdminCopy): Refused {
  const errors: FieldErrors = {};
  const limits: Refused["limits"] = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (field in fieldRefusals) errors[field as keyof typeof fieldRefusals] = copy.api[fieldRefusals[field as never]];
    else if (problem === TOO_LONG) {
      const max = POST_LIMITS[field as TextField];
      errors[field as TextField] = copy.api.tooLong.replace("{max}", String(max));
      limits[field as TextField] = max;
    } else errors[field as TextField] = copy.postForm[field as keyof BlogAdminCopy["postForm"] & TextField].error;
  }
  return { errors, limits };
}

/**
 * Reads and checks a post sent as JSON: whole for a new post, only the fields sent for a change (`partial`); its
 * body sanitized. A body that is no JSON object is `malformed`.
 */
export async function readPost(
  sql: Sql,
  request: Request,
  copy: BlogAdminCopy,
  partial: boolean,
): Promise<ReadPost | Refused | { malformed: true }> {
  const fields = postSchema(sql);
  const read = partial ? await jsonOf(request, fields, "sent") : await jsonOf(request, z.extend(fields, newPostOnly));
  if ("malformed" in read) return read;
  if ("problems" in read) return refusedFields(read.problems, copy);
  const { revision, ...post } = read.data;
  if (post.content !== undefined) post.content = await sanitizePostHtmlOnServer(post.content);
  return { fields: post, revision };
}
