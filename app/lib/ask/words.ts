/**
 * Words as the parser compares them (issue 45): folded (case, umlauts, accents), cut into tokens, stripped of the
 * common English and German endings, split where German glues two known words, and matched with one typing error
 * allowed. Pure and language-blind on purpose: a German question may carry English words ("Leads", "Conversion
 * Rate") and an English one a German name.
 */

/** Lower case, `ä` = `ae`, `ß` = `ss`, accents dropped: "Schröder" and "schroeder" are one word. */
export function fold(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replaceAll("ä", "ae")
    .replaceAll("ö", "oe")
    .replaceAll("ü", "ue")
    .replaceAll("ß", "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

export type Token = { text: string; folded: string; stem: string; start: number; end: number };

/**
 * The words of a text with their places in it (for naming unknown words back as typed). A host name stays one
 * word ("linkedin.com"), a hyphen or slash separates ("LinkedIn-Besucher", "Demo/Anfragen"), digits stay whole.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:[.'’][\p{L}\p{N}]+)*/gu)) {
    const raw = match[0].replace(/['’]s$/u, "");
    const folded = fold(raw);
    tokens.push({ text: raw, folded, stem: stem(folded), start: match.index, end: match.index + raw.length });
  }
  return tokens;
}

/**
 * Endings that inflect rather than mean, longest first; stripped again and again while at least four letters
 * remain, so "Besucherinnen", "Besuchern" and "Besucher" meet at "besuch", "sources" and "source" at "sourc".
 * The same function runs over the catalogue's words, so only consistency matters, not linguistic truth.
 */
const ENDINGS = ["innen", "ies", "ern", "ing", "ed", "en", "er", "in", "es", "e", "s", "n"];
const MIN_STEM = 4;

export function stem(folded: string): string {
  if (/\d/.test(folded) || folded.includes(".")) return folded;
  let word = folded;
  for (let changed = true; changed;) {
    changed = false;
    for (const ending of ENDINGS) {
      if (word.length - ending.length >= MIN_STEM && word.endsWith(ending)) {
        word = ending === "ies" ? `${word.slice(0, -3)}y` : word.slice(0, -ending.length);
        changed = true;
        break;
      }
    }
  }
  return word;
}

/** Optimal string alignment distance, stopping early above `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typing errors a word of this length may carry and still be read: none below five letters. */
export function typosAllowed(length: number): number {
  if (length < 5) return 0;
  return length < 9 ? 1 : 2;
}

/** The English and German number words a question may use for a count ("top five", "die drei besten"). */
const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  ein: 1,
  eine: 1,
  einen: 1,
  einer: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwoelf: 12,
  fuenfzehn: 15,
  zwanzig: 20,
};

/** Tens and their German compounds ("fünfundzwanzig"); English "twenty-five" is two words, see `numberAt`. */
const tens = ["twenty thirty forty fifty", "zwanzig dreissig vierzig fuenfzig"].map((list) => list.split(" "));
for (const [index, word] of tens[0]!.entries()) numberWords[word] = 20 + 10 * index;
for (const [index, word] of tens[1]!.entries()) {
  numberWords[word] = 20 + 10 * index;
  for (const [ones, value] of [
    ["ein", 1],
    ["zwei", 2],
    ["drei", 3],
    ["vier", 4],
    ["fuenf", 5],
  ] as const)
    numberWords[`${ones}und${word}`] = 20 + 10 * index + value;
}

export function numberOf(folded: string): number | undefined {
  if (/^\d{1,4}$/.test(folded)) return Number(folded);
  return numberWords[folded];
}

/** A count at `at`, of one word or of English tens and ones ("twenty five", "twenty-five"): its value and length. */
export function numberAt(tokens: readonly Token[], at: number): { value: number; length: number } | undefined {
  const value = numberOf(tokens[at]?.folded ?? "");
  if (value === undefined) return undefined;
  const ones = numberOf(tokens[at + 1]?.folded ?? "");
  const english = tens[0]!.includes(tokens[at]!.folded);
  return english && ones !== undefined && ones < 10 ? { value: value + ones, length: 2 } : { value, length: 1 };
}
