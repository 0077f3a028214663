/**
 * A post's address in words (`/blog/questions-in-plain-german`): made from its title, editable, unique per
 * language. Pure, so the editor can show the address as the title is typed.
 */

import { SLUG_MAX, SLUG_SUFFIX_MAX } from "#app/vocabulary/blog.ts";

export { SLUG_MAX } from "#app/vocabulary/blog.ts";

// German's own letters become what Germans write without them; every other accent is dropped (é → e).
const transliterations: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue" };

/** "Größe & Übermut: KI für Ärzte" → "groesse-uebermut-ki-fuer-aerzte"; "" for a title with no letter or digit. */
export function slugify(title: string): string {
  const ascii = title
    .replace(/[äöüßÄÖÜ]/g, (letter) => transliterations[letter]!)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  const slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  const atWord = cut.lastIndexOf("-");
  return (atWord > 0 ? cut.slice(0, atWord) : cut.slice(0, SLUG_MAX)).replace(/-+$/, "");
}

/** True for what slugify makes (and what an editor may type): lower-case ASCII words joined by single hyphens. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX + SLUG_SUFFIX_MAX && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** The first of `slug`, `slug-2`, `slug-3` … that `taken` does not hold. */
export function uniqueSlug(slug: string, taken: (candidate: string) => boolean): string {
  if (!taken(slug)) return slug;
  for (let n = 2; ; n++) if (!taken(`${slug}-${n}`)) return `${slug}-${n}`;
}
