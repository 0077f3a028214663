/**
 * What makes a password acceptable for an operator, as OWASP ASVS 5 (V6.2) asks: at least 12 characters and
 * up to 128 (any character, spaces too, no rules on its composition), not a common or breached password, and
 * hard to guess (decision 0037). The rules judge the password as a person reads it: NFKC, without invisible
 * characters (zero-width spaces, soft hyphens, …) and without spaces at either end, so twelve spaces or twelve
 * zero-width spaces are no password at all. What is stored is the password as typed (passwords.server.ts).
 *
 * Past the length: one character repeated is refused at once; so is the site's name or the operator's own
 * address with a few characters added; then zxcvbn-ts estimates how many guesses the password takes, with the
 * list of common and breached passwords of @zxcvbn-ts/language-common and the English and German dictionaries
 * (words, names, Wikipedia), and a score under MINIMUM_SCORE is refused, saying what made it guessable.
 */
import type { ZxcvbnFactory, ZxcvbnResult } from "@zxcvbn-ts/core";
import type { PasswordProblem } from "#app/vocabulary/admin.ts";

/** Defined with the words the copy names (app/vocabulary/admin.ts). */
export type { PasswordProblem } from "#app/vocabulary/admin.ts";

export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;

/** zxcvbn's 4: at least 10^10 guesses, "strong protection from an offline slow-hash attack" (decision 0037). */
export const MINIMUM_SCORE = 4;

const SITE_WORDS = ["conversationalbi", "conversational", "admin123"];
/** Handed to the estimator as words an attacker of this site tries first. */
const SITE_INPUTS = ["conversational", "conversationalbi", "cbi", "hamburg", "admin", "backoffice"];

/*
 * The estimator takes the first this many characters: its matching grows with the square of the length (a
 * random 128 characters took 2 s here), and 64 characters that are strong make a strong password whatever
 * follows. Fewer l33t substitutions than its default 100, for the same reason (100 made "4@3$1!0|" × 16 take
 * 1.8 s; 8 keeps every password under a few hundred milliseconds on a loaded machine).
 */
const ESTIMATED_LENGTH = 64;
const L33T_SUBSTITUTIONS = 8;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with its dictionaries (about 11 MB of packages, 50 MB of memory), loaded on the first check and
 * kept: a server that nobody sets a password on never loads it, and its start does not wait for it.
 */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
    import("@zxcvbn-ts/language-de"),
  ]).then(([{ ZxcvbnFactory }, common, en, de]) => {
    // The German package names its lists as the English one did before it gained a suffix: one is added here,
    // so that neither replaces the other.
    const german = Object.fromEntries(Object.entries(de.dictionary).map(([name, words]) => [`${name}-de`, words]));
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...german },
      graphs: common.adjacencyGraphs,
      maxLength: ESTIMATED_LENGTH,
      l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
    });
  });
  return estimator;
}

/** The password as the rules read it: NFKC, no invisible characters, no spaces at either end. */
export function normalizedPassword(password: string): string {
  return password
    .normalize("NFKC")
    .replace(/\p{Default_Ignorable_Code_Point}/gu, "")
    .trim();
}

/** Lower case, letters and digits only: "Conversational-BI 2026" and "conversationalbi2026" are one guess. */
const folded = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** What the estimator said made a weak password weak, in the words of the site's copy. */
const WARNINGS: Record<string, PasswordProblem> = {
  topTen: "common",
  topHundred: "common",
  common: "common",
  similarToCommon: "common",
  pwned: "common",
  simpleRepeat: "repeated",
  extendedRepeat: "repeated",
  straightRow: "keyboard",
  keyPattern: "keyboard",
  sequences: "sequence",
  recentYears: "dates",
  dates: "dates",
  wordByItself: "words",
  namesByThemselves: "words",
  commonNames: "words",
  userInputs: "guessable",
};

type Match = ZxcvbnResult["sequence"][number];

/** What a part of the password the estimator recognised makes of it, in the words of the site's copy. */
function kindOf(match: Match): PasswordProblem | undefined {
  if ("dictionaryName" in match) {
    const name = String(match.dictionaryName);
    return name === "userInputs" ? "guessable" : name.startsWith("passwords") ? "common" : "words";
  }
  const kinds: Record<string, PasswordProblem> = {
    repeat: "repeated",
    spatial: "keyboard",
    sequence: "sequence",
    date: "dates",
    regex: "dates",
    wordSequence: "words",
  };
  return kinds[match.pattern];
}

function problemOf(result: ZxcvbnResult): PasswordProblem | undefined {
  if (result.score >= MINIMUM_SCORE) return undefined;
  const warned = WARNINGS[result.feedback.warning ?? ""];
  if (warned) return warned;
  // Without a warning, the longest part it recognised says most about the password.
  const longest = [...result.sequence].sort((a, b) => b.token.length - a.token.length);
  return longest.map(kindOf).find(Boolean) ?? "weak";
}

/** The words of the operator's address: "anna.schmidt@example.de" gives anna.schmidt, anna, schmidt, example. */
function addressWords(email: string | undefined): string[] {
  if (!email) return [];
  const [local = "", domain = ""] = email.toLowerCase().split("@");
  return [local, ...local.split(/[^\p{L}\p{N}]+/u), domain.split(".")[0] ?? ""].filter((word) => word.length >= 3);
}

/** The first rule the password breaks, or undefined when it may be used. */
export async function passwordProblem(
  password: string,
  context: { email?: string } = {},
): Promise<PasswordProblem | undefined> {
  const normalized = normalizedPassword(password);
  const characters = [...normalized];
  if (characters.length === 0) return "blank";
  if (characters.length < PASSWORD_LENGTH.min) return "too-short";
  if (characters.length > PASSWORD_LENGTH.max) return "too-long";
  if (new Set(characters.map((character) => character.toLowerCase())).size === 1) return "repeated";
  const plain = folded(normalized);
  const localPart = folded(context.email?.split("@")[0] ?? "");
  const words = [...SITE_WORDS, ...(localPart.length >= 4 ? [localPart] : [])];
  // Such a word plus a few characters is a guess an attacker tries first.
  if (words.some((word) => plain.includes(word) && plain.length - word.length < 6)) return "guessable";
  const estimate = (await passwordEstimator()).check(normalized, [...SITE_INPUTS, ...addressWords(context.email)]);
  return problemOf(estimate);
}
