/** SPEC: navigation labels of FAQ entries are cut at 40 characters. */
export const LABEL_MAX_CHARS = 40;

/**
 * The first `max` characters of a label plus an ellipsis when it is longer;
 * short labels stay as they are. Counts code points, not UTF-16 units, so an
 * emoji is never split in half; a space before the ellipsis is dropped.
 */
export function cutLabel(text: string, max = LABEL_MAX_CHARS): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  return `${characters.slice(0, max).join("").trimEnd()}…`;
}
