/**
 * A position as people say it: "1st", "2nd", "3rd", "11th" in English, "1.", "2." in German (Intl's ordinal plural
 * rules, which know the English teens).
 */
const suffixes: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const englishRules = new Intl.PluralRules("en-US", { type: "ordinal" });

export function ordinal(position: number, locale: string): string {
  if (locale !== "en") return `${position}.`;
  return `${position}${suffixes[englishRules.select(position)] ?? "th"}`;
}
