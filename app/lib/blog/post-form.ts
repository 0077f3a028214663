import * as z from "zod/mini";
import { parseTags, type PostInput } from "#app/lib/blog/post.ts";
import { field, parseForm } from "#app/lib/server/form-fields.ts";

export const requiredPostFields = ["title", "author", "summary", "content"] as const;
export type RequiredPostField = (typeof requiredPostFields)[number];

/** What the publishing blog keeps besides SPEC's fields: whether the post is out, and the post it translates. */
export type PostExtras = { status: "draft" | "published"; translationOf: string | null };

export type PostFormResult =
  { ok: true; input: PostInput; extras: PostExtras } | { ok: false; missing: RequiredPostField[] };

/** The blog's post dialog; its last two fields are only on the publishing blog's form (the demo keeps no status). */
const postForm = z.object({
  title: field.line(),
  author: field.line(),
  summary: field.line(),
  content: field.line(),
  tags: field.asTyped(),
  status: field.line(),
  translationOf: field.line(),
});

/** Reads the post form: title, author, summary and content are required; tags are comma-separated. */
export function readPostForm(form: FormData): PostFormResult {
  // Every field may be left out, so every form fits.
  const { tags, status, translationOf, ...values } = parseForm(form, postForm)!;
  const missing = requiredPostFields.filter((name) => values[name] === "");
  if (missing.length > 0) return { ok: false, missing };
  const extras: PostExtras = {
    status: status === "published" ? "published" : "draft",
    translationOf: translationOf || null,
  };
  return { ok: true, input: { ...values, tags: parseTags(tags) }, extras };
}
