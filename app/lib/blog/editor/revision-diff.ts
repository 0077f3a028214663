/**
 * Comparing an earlier version of a post with the post as it is (issue 33, item 6): its text block by block
 * (paragraphs, headings, list items, quotes), as an author reads it, without the markup.
 */
export type DiffLine = { change: "same" | "removed" | "added"; text: string };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The text of each block of sanitized HTML, in order. */
export function textBlocks(html: string): string[] {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .split(/<\/(?:p|h[1-6]|li|blockquote|pre)>|<(?:ul|ol|hr)\b[^>]*>/i)
    .map((block) =>
      block
        .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, "[$1]")
        .replace(/<[^>]*>/g, "")
        .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
        .trim(),
    )
    .filter(Boolean);
}

/** The lines of `before` and `after` in order, each kept, removed or added (a longest common subsequence). */
export function diffLines(before: string[], after: string[]): DiffLine[] {
  const common: number[][] = Array.from({ length: before.length + 1 }, () =>
    new Array<number>(after.length + 1).fill(0),
  );
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      common[i]![j] =
        before[i] === after[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      lines.push({ change: "same", text: before[i]! });
      i++;
      j++;
    } else if (j < after.length && (i === before.length || common[i]![j + 1]! >= common[i + 1]![j]!)) {
      lines.push({ change: "added", text: after[j++]! });
    } else {
      lines.push({ change: "removed", text: before[i++]! });
    }
  }
  return lines;
}

type Comparable = { title: string; author: string; summary: string; content: string; tags: string[] };

/**
 * What differs between two versions, in the order the editor shows the fields: a field, the body's words, or only
 * the body's formatting (a link's address, emphasis, an image's place: the same words in other markup).
 */
export type DiffPart = "title" | "author" | "summary" | "tags" | "body" | "formatting";

/** An earlier version against the current one: what differs, each field that differs, and the body's blocks. */
export function compareVersions(earlier: Comparable, current: Comparable) {
  const fields = (["title", "author", "summary"] as const).flatMap((field) =>
    earlier[field] === current[field] ? [] : [{ field, before: earlier[field], after: current[field] }],
  );
  const tags =
    earlier.tags.join(", ") === current.tags.join(", ")
      ? []
      : [{ field: "tags" as const, before: earlier.tags.join(", "), after: current.tags.join(", ") }];
  const body = diffLines(textBlocks(earlier.content), textBlocks(current.content));
  const words = body.some((line) => line.change !== "same");
  const bodyPart: DiffPart[] = words ? ["body"] : earlier.content === current.content ? [] : ["formatting"];
  const differs: DiffPart[] = [...fields.map((field) => field.field), ...tags.map((field) => field.field), ...bodyPart];
  return { differs, fields: [...fields, ...tags], body };
}
