import type { Need, StylePiece, StyleRule } from "virtual:page-styles";
import { documentNames, type Names } from "#app/lib/rendering/document-names.server.ts";

/**
 * Only the CSS a document can use (decision 0029), or its first screen (0032), cut from the pieces the build read the
 * stylesheet into (scripts/lib/page-styles-plan.ts, 0050) by the names htmlparser2 finds in the markup. A rule stays
 * when one of its selectors needs only names the markup holds; a group when it holds one (an emptied named layer as
 * `@layer name;`, so the layer order holds); a custom property, its `@property`, `@keyframes` when what stays, or the
 * markup's CSS, reads or names them. What stays is the stylesheet's own text, in order: the whole one, loaded later,
 * changes nothing, as what was left out matches no element of the document or sets what nothing on it reads.
 */
export type PageStyles = {
  /** The part of the stylesheet that the document (its whole HTML) can use. */
  for(html: string): string;
  /**
   * What its markup but for the content of the blocks below the fold that `waitingBlocks` matches can use, then a rule
   * keeping those blocks unpainted until the whole stylesheet gives them back (app.css, its end). `deferred`: any do.
   */
  firstScreen(html: string, deferredClass: string): { css: string; deferred: boolean };
};

export function pageStyles(pieces: readonly StylePiece[]): PageStyles {
  const all = (list: readonly StylePiece[]): StylePiece[] =>
    list.flatMap((piece) => (piece.kind === "group" ? [piece, ...all(piece.pieces)] : [piece]));
  const flat = all(pieces);
  const rules = flat.filter((piece) => piece.kind === "rule");
  const keyframes = flat.flatMap((piece) => (piece.kind === "keyframes" ? [piece.name.replace(/\W/g, "\\$&")] : []));
  // Any of their names as a whole word (strings included: a name read in vain keeps its keyframes).
  const named = new RegExp(`(?<![\\w-])(?:${keyframes.join("|")})(?![\\w-])`, "g");
  // What each custom property's declarations read, wherever they stand.
  const propertyReads = new Map<string, string[]>();
  for (const { declarations = [] } of rules)
    for (const { text, property } of declarations)
      if (property) propertyReads.set(property, [...(propertyReads.get(property) ?? []), ...readsOf(text)]);
  const always = flat.flatMap((piece) => (piece.kind === "always" ? piece.reads : []));

  const rulesFor = ({ classes, elements, styles }: Names) => {
    const has = (need: Need) =>
      need.classes.every((n) => classes.has(n)) && need.elements.every((n) => elements.has(n));
    const kept = new Set(rules.filter((rule) => rule.always || rule.needs.some(has)));
    const read = new Set([...readsOf(styles), ...always]);
    for (const rule of kept) for (const name of rule.reads) read.add(name);
    // What the kept custom properties read in turn.
    for (const property of read) for (const next of propertyReads.get(property) ?? []) read.add(next);
    const write = (list: readonly StylePiece[], animations: ReadonlySet<string>): string => {
      let css = "";
      for (const piece of list) {
        if (piece.kind === "always") css += piece.text;
        else if (piece.kind === "property") css += read.has(piece.property) ? piece.text : "";
        else if (piece.kind === "keyframes") css += animations.has(piece.name) ? piece.text : "";
        else if (piece.kind === "rule") css += kept.has(piece) ? writeRule(piece, read) : "";
        else {
          const inner = write(piece.pieces, animations);
          // A layer is ordered where it is first named: an emptied one keeps its place.
          css += inner ? piece.open + inner + piece.close : piece.layer ? `@layer ${piece.layer};` : "";
        }
      }
      return css;
    };
    const css = write(pieces, new Set());
    if (keyframes.length === 0) return css;
    // The animations the page can run: named by a kept rule or custom property, or by an element's own style.
    const animations = new Set(Array.from(`${css} ${styles}`.matchAll(named), ([name]) => name));
    return animations.size ? write(pieces, animations) : css;
  };

  return {
    for: (html) => rulesFor(documentNames(html).names),
    firstScreen(html, deferredClass) {
      const { names, deferred } = documentNames(html, deferredClass);
      return { css: rulesFor(names) + (deferred ? unpainted(deferredClass) : ""), deferred };
    },
  };
}

function writeRule({ text, declarations, close }: StyleRule, read: Set<string>): string {
  const kept = declarations?.filter(({ property }) => property === undefined || read.has(property));
  return !kept ? text : kept.length ? `${text}${kept.map((declaration) => declaration.text).join(";")}${close}` : "";
}

const VAR_READ = /var\(\s*(--(?:[\w-]|\\.)+)/g;
export const readsOf = (text: string): string[] => Array.from(text.matchAll(VAR_READ), (match) => match[1]!);

/**
 * Unpainted: `content-visibility: hidden` skips the content (at its estimated height, app.css), also for find-in-page,
 * focus and the accessibility tree, `visibility` where that is unknown. Unlayered, it wins over every layer.
 */
const unpainted = (className: string) => `${waitingBlocks(className)}{content-visibility:hidden;visibility:hidden}`;

/** The blocks below the fold after the first: each follows a block or an element holding one (a footer after <main>). */
export function waitingBlocks(className: string): string {
  const name = `.${className.replace(/[^\w-]/g, (char) => `\\${char}`)}`;
  return `:is(${name},:has(${name}))~${name}`;
}
