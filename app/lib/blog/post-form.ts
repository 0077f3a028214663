import { parseTags, type PostInput } from "#app/lib/blog/post.ts";

export const requiredPostFields = ["title", "author", "summary", "content"] as const;
export type RequiredPostField = (typeof requiredPostFields)[number];

export type PostFormResult = { ok: true; input: PostInput } | { ok: false; missing: RequiredPostField[] };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Reads the post form: title, author, summary and content are required; tags are comma-separated. */
export function readPostForm(form: FormData): PostFormResult {
  const values = {
    title: text(form, "title").trim(),
    author: text(form, "author").trim(),
    summary: text(form, "summary").trim(),
    content: text(form, "content").trim(),
  };
  const missing = requiredPostFields.filter((field) => values[field] === "");
  if (missing.length > 0) return { ok: false, missing };
  return { ok: true, input: { ...values, tags: parseTags(text(form, "tags")) } };
}
