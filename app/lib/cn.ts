/** Joins class names, skipping falsy ones. (No tailwind-merge: every kilobyte of first-load JS counts.) */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
