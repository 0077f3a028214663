/**
 * What the lead search looks for, and where it found it (decision 0062): what people type, folded as the store folds
 * its search index (app/lib/store/migrations/lead-search-folding.ts, migration 17): case, diacritics, ß as ss,
 * æ as ae, ø as o, and again with ae, oe, ue as a, o, u, so that "schroder", "schroeder" and "SCHRÖDER" all find
 * "Schröder"; a phone number also by its digits, so that "040 98" and "+49 40 98" find "040 / 98 76 54".
 */

/** Letters no diacritic removal takes apart (after lowering). */
const SPECIALS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** Lowered, Latin letters without their marks, the special letters spelled out ("Straße" → "strasse"). */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPECIALS[letter]!)
    .normalize("NFD")
    .replace(/([a-z])\p{M}+/gu, "$1")
    .normalize("NFC");
}

/** A folded text with ae, oe, ue as a, o, u (left to right, as SQL's replace() does). */
export const withoutDigraphs = (folded: string) =>
  folded.replaceAll("ae", "a").replaceAll("oe", "o").replaceAll("ue", "u");

/** A phone number's digits: "(0)" and separators dropped, 00 as +, Germany's +49 as 0; letters stay. */
export function phoneDigits(phone: string): string {
  let digits = phone.replaceAll("(0)", "").replace(/[ /\-().\u00a0\t]/g, "");
  if (digits.startsWith("00")) digits = `+${digits.slice(2)}`;
  if (digits.startsWith("+49")) digits = `0${digits.slice(3)}`;
  return digits.replaceAll("+", "");
}

/** What a phone number typed into the search is: digits and separators only, at least three digits. */
const PHONE = /^[\d /\-().+\u00a0\t]+$/;

/** The index's trigrams need three characters; a shorter search is a scan (lead-list.server.ts). */
export const SHORT_SEARCH = 3;

const length = (text: string) => [...text].length;

/**
 * What a search looks for, each anywhere in the index: the text folded; the same without digraphs (when it differs
 * and, for a search on the index, keeps three characters); a phone number's digits.
 */
export function searchNeedles(q: string): string[] {
  const folded = foldForSearch(q.trim());
  const needles = [folded];
  const plain = withoutDigraphs(folded);
  if (plain !== folded && (length(folded) < SHORT_SEARCH || length(plain) >= SHORT_SEARCH)) needles.push(plain);
  if (PHONE.test(q.trim()) && (q.match(/\d/g)?.length ?? 0) >= SHORT_SEARCH) {
    const digits = phoneDigits(q.trim());
    if (!needles.includes(digits)) needles.push(digits);
  }
  return needles;
}

export const searchFields = ["name", "company", "email", "phone", "message"] as const;
export type SearchField = (typeof searchFields)[number];

export type SearchedLead = {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone?: string | undefined;
  message: string;
};

/** What the index holds of a field: folded, without digraphs, and for the phone its digits. */
function indexed(field: SearchField, lead: SearchedLead): string[] {
  const text = field === "name" ? `${lead.firstName} ${lead.lastName}` : (lead[field] ?? "");
  const folded = foldForSearch(text);
  return [folded, withoutDigraphs(folded), ...(field === "phone" ? [phoneDigits(text)] : [])];
}

/** The fields of a lead in which a search finds something, in the order of `searchFields`. */
export function matchedFields(lead: SearchedLead, needles: readonly string[]): SearchField[] {
  return searchFields.filter((field) =>
    indexed(field, lead).some((text) => needles.some((needle) => text.includes(needle))),
  );
}

/** A field's text as folded character by character, with where in the text each folded character came from. */
function foldedWithOrigins(text: string): { folded: string; starts: number[]; ends: number[] } {
  let folded = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const character of text) {
    const piece = foldForSearch(character);
    folded += piece;
    for (let unit = 0; unit < piece.length; unit++) {
      starts.push(index);
      ends.push(index + character.length);
    }
    index += character.length;
  }
  return { folded, starts, ends };
}

/**
 * Where in a field's text a search is seen: the part that folds to what was typed, when the text holds it so
 * (not only without digraphs, or as digits); otherwise nothing to mark.
 */
export function matchedPart(text: string, needles: readonly string[]): { start: number; end: number } | undefined {
  const { folded, starts, ends } = foldedWithOrigins(text);
  for (const needle of needles) {
    const at = needle ? folded.indexOf(needle) : -1;
    if (at >= 0) return { start: starts[at]!, end: ends[at + needle.length - 1]! };
  }
  return undefined;
}

/** How much of a message a row shows on either side of what was found. */
const AROUND = 40;

/**
 * What an inbox row shows when a search found a lead only in a field the row does not show (the phone, the
 * message): that field, and its text around the match (`match` is empty when it cannot be marked, as a phone
 * number found by its digits). Nothing when the name, company or e-mail address matched: the row shows them.
 */
export type HiddenMatch = { field: "phone" | "message"; before: string; match: string; after: string };

export function hiddenMatch(lead: SearchedLead, q: string): HiddenMatch | undefined {
  const needles = searchNeedles(q);
  const fields = matchedFields(lead, needles);
  const field = fields.find((each) => each === "phone" || each === "message");
  if (!field || fields.some((each) => each !== "phone" && each !== "message")) return undefined;
  const text = lead[field] ?? "";
  const part = matchedPart(text, needles);
  if (field === "phone") {
    return part
      ? {
          field,
          before: text.slice(0, part.start),
          match: text.slice(part.start, part.end),
          after: text.slice(part.end),
        }
      : { field, before: text, match: "", after: "" };
  }
  const { start, end } = part ?? { start: 0, end: 0 };
  const from = Math.max(0, start - AROUND);
  const to = Math.min(text.length, end + AROUND);
  return {
    field,
    before: `${from > 0 ? "…" : ""}${text.slice(from, start)}`,
    match: text.slice(start, end),
    after: `${text.slice(end, to)}${to < text.length ? "…" : ""}`,
  };
}
