/**
 * The compiled stylesheet as the build reads it, once, with lightningcss (scripts/lib/page-styles-plan.ts): pieces
 * in its order, each holding its own text, for `pageStyles` (app/lib/rendering/page-styles.server.ts) to keep or
 * leave out per document. Null in development, which links the whole stylesheet instead.
 */
declare module "virtual:page-styles" {
  /** What one selector of a rule needs: every class and element name an element it matches must carry. */
  export type Need = { classes: readonly string[]; elements: readonly string[] };
  /** A style rule: kept when one of its selectors' needs is met (`always`: one needs nothing). */
  export type StyleRule = {
    kind: "rule";
    needs: readonly Need[];
    always: boolean;
    /** The custom properties its declarations read with `var()`, custom properties' own values aside. */
    reads: readonly string[];
    /** The rule; where it sets custom properties, up to its `{`, with its declarations apart and then `close`. */
    text: string;
    declarations?: readonly { text: string; property?: string }[];
    close?: string;
  };
  export type StylePiece =
    /** Kept whatever the document holds (`@font-face`, `@layer a, b;`, the license comment…). */
    | { kind: "always"; text: string; reads: readonly string[] }
    /** `@property --name {…}`: kept when the document reads the property. */
    | { kind: "property"; text: string; property: string }
    /** `@keyframes name {…}`: kept when what else is kept, or the markup's CSS, names it. */
    | { kind: "keyframes"; text: string; name: string }
    | StyleRule
    /** `@media`, `@supports`, `@container`, `@starting-style`, `@layer name {…}` (`layer`): kept with what it holds. */
    | { kind: "group"; open: string; pieces: StylePiece[]; close: string; layer?: string };
  const plan: StylePiece[] | null;
  export default plan;
}
