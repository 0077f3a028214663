import type { EditorText, Problem, Values } from "#app/components/admin/editor/types.ts";
import { berlinToUtc } from "#app/lib/blog/editor/berlin-time.ts";
import { missingAltText } from "#app/lib/blog/editor/extensions.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/** What the browser can tell before asking the server: required fields, images' descriptions, the time. */
export function checkLocally(values: Values, content: string, text: EditorText, live: boolean): Problem | null {
  const empty = (["title", "author", "summary"] as const).filter((field) => values[field].trim() === "");
  const missing = [...empty.map((field) => text.fields[field]), ...(content.trim() ? [] : [text.fields.content])];
  const messages: string[] = [];
  const fieldErrors: Record<string, string> = {};
  if (missing.length) messages.push(formatTemplate(text.errors.required, { fields: missing.join(", ") }));
  if (values.status !== "draft" && missingAltText(content) > 0) {
    messages.push(formatTemplate(text.errors.altMissing, { count: String(missingAltText(content)) }));
  }
  if (values.status === "scheduled") {
    const at = berlinToUtc(values.publishDate, values.publishTime);
    if (!at) fieldErrors.publishAt = text.errors.badTime;
    else if (at <= new Date() && !live) fieldErrors.publishAt = text.errors.pastTime;
    if (fieldErrors.publishAt) messages.push(fieldErrors.publishAt);
  }
  return messages.length ? { kind: "fields", messages, fieldErrors } : null;
}
