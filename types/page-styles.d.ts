/**
 * The compiled stylesheet as the build reads it, once, with lightningcss (scripts/lib/page-styles-plan.ts): pieces
 * in its order, each a stretch of it (`css.slice(from, to)`), for `pageStyles` (app/lib/document/page-styles.server.ts)
 * to keep or leave out per document. Names (classes, elements, custom properties, keyframes, layers) are indexes
 * into `names`, so that the server bundle holds the stylesheet once and each name once. Null in development, which
 * links the whole stylesheet instead.
 */
declare module "virtual:page-styles" {
  /** Indexes into the plan's `names`. */
  export type NameList = readonly number[];
  /** What one selector of a rule needs: every class and element name an element it matches must carry. */
  export type Need = readonly [classes: NameList, elements: NameList];
  /**
   * A style rule: kept when one of its selectors' needs is met. `reads`: the custom properties its declarations read
   * with `var()`, custom properties' own values aside. Where it sets custom properties, `split` has its declarations
   * apart: the rule is its text up to `body`, the declarations it keeps joined with `;`, then its text from `close`.
   */
  export type StyleRule = readonly [
    kind: "rule",
    from: number,
    to: number,
    needs: readonly Need[],
    reads: NameList,
    split?: readonly [body: number, close: number, declarations: readonly Declaration[]],
  ];
  /** A declaration; `property`: the custom property it sets. */
  export type Declaration = readonly [from: number, to: number, property?: number];
  export type StylePiece =
    /** Kept whatever the document holds (`@font-face`, `@layer a, b;`, the license comment…). */
    | readonly [kind: "always", from: number, to: number, reads: NameList]
    /** `@property --name {…}`: kept when the document reads the property. */
    | readonly [kind: "property", from: number, to: number, property: number]
    /** `@keyframes name {…}`: kept when what else is kept, or the markup's CSS, names it. */
    | readonly [kind: "keyframes", from: number, to: number, name: number]
    | StyleRule
    /**
     * `@media`, `@supports`, `@container`, `@starting-style`, `@layer name {…}` (`layer`): kept with what it holds,
     * which fills `inner`–`close`.
     */
    | readonly [
        kind: "group",
        from: number,
        to: number,
        inner: number,
        close: number,
        pieces: readonly StylePiece[],
        layer?: number,
      ];
  export type Plan = { css: string; names: readonly string[]; pieces: readonly StylePiece[] };
  const plan: Plan | null;
  export default plan;
}
