/**
 * What makes a password acceptable for an operator, as OWASP ASVS 5 (V6.2) asks: at least 12 characters and
 * up to 128 (any character, spaces too, no rules on its composition), not one of the passwords most often found
 * in breaches (the list zxcvbn-ts ships, checked here, offline), and not built from words of this site or of the
 * operator's own address. Length counts characters as a person does (code points, after NFC).
 */
export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;

export type PasswordProblem = "too-short" | "too-long" | "common" | "guessable";

let common: Promise<Set<string>> | undefined;

/** The breached-password list, loaded on first use (about 49,000 entries, 2 MB in memory). */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase())),
  );
  return common;
}

const SITE_WORDS = ["conversationalbi", "conversational", "admin123"];

/** Lower case, letters and digits only: "Conversational-BI 2026" and "conversationalbi2026" are one guess. */
const folded = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/** The first rule the password breaks, or undefined when it may be used. */
export async function passwordProblem(
  password: string,
  context: { email?: string } = {},
): Promise<PasswordProblem | undefined> {
  const length = [...password.normalize("NFC")].length;
  if (length < PASSWORD_LENGTH.min) return "too-short";
  if (length > PASSWORD_LENGTH.max) return "too-long";
  if ((await commonPasswords()).has(password.toLowerCase())) return "common";
  const plain = folded(password);
  const localPart = folded(context.email?.split("@")[0] ?? "");
  const words = [...SITE_WORDS, ...(localPart.length >= 4 ? [localPart] : [])];
  // Such a word plus a few characters is a guess an attacker tries first.
  if (words.some((word) => plain.includes(word) && plain.length - word.length < 6)) return "guessable";
  return undefined;
}
