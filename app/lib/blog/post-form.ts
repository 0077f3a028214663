import * as z from "zod/mini";
import { parseTags, type PostInput } from "#app/lib/blog/post.ts";
import { field, parseForm } from "#app/lib/server/form-fields.ts";

export const requiredPostFields = ["title", "author", "summary", "content"] as const;
export type RequiredPostField = (typeof requiredPostFields)[number];

export type PostFormResult = { ok: true; input: PostInput } | { ok: false; missing: RequiredPostField[] };

/**
 * SPEC's post dialog, the demo blog's (the publishing blog's posts are written in the back office's editor, which
 * sends JSON to the blog's API).
 */
const postForm = z.object({
  title: field.line(),
  author: field.line(),
  summary: field.line(),
  content: field.line(),
  tags: field.asTyped(),
});

/** Reads the post form: title, author, summary and content are required; tags are comma-separated. */
export function readPostForm(form: FormData): PostFormResult {
  // Every field may be left out, so every form fits.
  const { tags, ...values } = parseForm(form, postForm)!;
  const missing = requiredPostFields.filter((name) => values[name] === "");
  if (missing.length > 0) return { ok: false, missing };
  return { ok: true, input: { ...values, tags: parseTags(tags) } };
}
