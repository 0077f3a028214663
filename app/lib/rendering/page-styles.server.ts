import { Parser } from "htmlparser2";
import type { Need, StylePiece, StyleRule } from "virtual:page-styles";

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

/** The markup's names: class tokens, element names (lower case), and its CSS (`style` attributes and elements). */
type Names = { classes: Set<string>; elements: Set<string>; styles: string };

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

/** Elements the HTML parser adds where the markup leaves out their tags (a `<tr>` right in a `<table>` gets a `<tbody>`). */
const IMPLIED_ELEMENTS = ["html", "head", "body", "tbody", "colgroup"];
const HTML_WHITESPACE = /[\t\n\f\r ]+/;
const VOID_ELEMENTS = new Set("area base br col embed hr img input link meta source track wbr".split(" "));

/**
 * The document's names but, with `deferredClass`, those in the content of the blocks that wait; blocks in a block
 * are its content. Markup the parser has to mend (an end tag missing or crossed) leaves nothing out.
 */
function documentNames(html: string, deferredClass?: string): { names: Names; deferred: boolean } {
  const names: Names = { classes: new Set(), elements: new Set(IMPLIED_ELEMENTS), styles: "" };
  // The elements open around the parser, outside blocks: whether each holds a block so far; and for each depth,
  // whether an earlier sibling there is or holds one.
  const [open, afterBlock] = [[] as boolean[], [false]];
  let block: { depth: number; waits: boolean } | undefined;
  let [blocks, deferred, mended, styleFrom] = [0, false, false, -1];
  const lists = new Set<string>();
  const parser = new Parser({
    onopentag(name, { class: list = "", style }) {
      if (block) block.depth += 1;
      if (block?.waits) return;
      names.elements.add(name);
      // Most elements share their class list with another.
      if (!lists.has(list)) for (const token of list.split(HTML_WHITESPACE)) if (token) names.classes.add(token);
      lists.add(list);
      if (style) names.styles += `${style};`;
      if (name === "style") styleFrom = parser.endIndex + 1;
      if (block) return;
      if (deferredClass && list.includes(deferredClass) && list.split(HTML_WHITESPACE).includes(deferredClass)) {
        blocks += 1;
        block = { depth: 1, waits: blocks > 1 && afterBlock[open.length] === true };
        deferred ||= block.waits;
      } else {
        open.push(false);
        afterBlock[open.length] = false;
      }
    },
    onclosetag(name, implied) {
      // A <style> element's text, read whole (its rules may read custom properties).
      if (styleFrom >= 0 && name === "style") names.styles += html.slice(styleFrom, parser.startIndex);
      styleFrom = -1;
      if (implied && !VOID_ELEMENTS.has(name)) mended = true;
      if (block && --block.depth > 0) return;
      if (!block && !open.pop()) return;
      block = undefined;
      afterBlock[open.length] = true;
      if (open.length) open[open.length - 1] = true;
    },
  });
  parser.end(html);
  return mended && deferred ? documentNames(html) : { names, deferred };
}
