/**
 * Completion as one types (issue 45): the word being typed, completed from the words and values Ask knows, with
 * the question so far kept in front. A browser's list of suggestions (`<datalist>`) shows them; without
 * JavaScript the list holds the known words alone.
 */
import { fold } from "#app/lib/ask/words.ts";

/** How many completions the list offers at once. */
export const COMPLETION_LIMIT = 8;

/**
 * "visitors by lin" → "visitors by LinkedIn", "visitors by linkedin.com", …: known phrases that begin with the word
 * being typed (folded: "Gerat" finds "Gerät", begun with a capital, completed with one), longer phrases than the word itself. Nothing before two letters.
 */
export function completionsOf(text: string, phrases: readonly string[], limit = COMPLETION_LIMIT): string[] {
  const match = /(\S*)$/.exec(text);
  const typed = match?.[1] ?? "";
  if (fold(typed).length < 2) return [];
  const head = text.slice(0, text.length - typed.length);
  const wanted = fold(typed);
  // A word begun with a capital (a German noun, a name) is completed with one.
  const capitalized = /^\p{Lu}/u.test(typed);
  const found: string[] = [];
  for (const phrase of phrases) {
    const folded = fold(phrase);
    if (folded.startsWith(wanted) && folded !== wanted)
      found.push(`${head}${capitalized ? upperFirst(phrase) : phrase}`);
    if (found.length === limit) break;
  }
  return found;
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
