import type { EditorText, Problem, Values } from "#app/components/admin/editor/types.ts";
import { berlinToUtc } from "#app/lib/blog/editor/berlin-time.ts";
import { bodyImageName, bodyImages, imagesWithoutAlt } from "#app/lib/blog/body-images.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { ordinal } from "#app/i18n/ordinal.ts";

/**
 * What the browser can tell before asking the server: required fields, images' descriptions (each image without
 * one named by its file and place, as `image-<position>` among the field errors), the time.
 */
export function checkLocally(
  values: Values,
  content: string,
  text: EditorText,
  live: boolean,
  { locale, names }: { locale: string; names?: ReadonlyMap<string, string> },
): Problem | null {
  const empty = (["title", "author", "summary"] as const).filter((field) => values[field].trim() === "");
  const missing = [...empty.map((field) => text.fields[field]), ...(content.trim() ? [] : [text.fields.content])];
  const messages: string[] = [];
  const fieldErrors: Record<string, string> = {};
  if (missing.length) messages.push(formatTemplate(text.errors.required, { fields: missing.join(", ") }));
  if (values.status !== "draft") {
    for (const image of imagesWithoutAlt(bodyImages(content))) {
      const message = formatTemplate(text.errors.altMissingImage, {
        name: bodyImageName(image.src, names),
        position: ordinal(image.position, locale),
      });
      fieldErrors[`image-${image.position}`] = message;
      messages.push(message);
    }
  }
  if (values.status === "scheduled") {
    const at = berlinToUtc(values.publishDate, values.publishTime);
    if (!at) fieldErrors.publishAt = text.errors.badTime;
    else if (at <= new Date() && !live) fieldErrors.publishAt = text.errors.pastTime;
    if (fieldErrors.publishAt) messages.push(fieldErrors.publishAt);
  }
  return messages.length ? { kind: "fields", messages, fieldErrors } : null;
}
