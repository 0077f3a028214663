/**
 * Only the CSS a document can use, in its `<style>` (decision 0029), or only
 * what its first screen can use (decision 0032, `firstScreen` below). The
 * compiled stylesheet is read once into rules that know which class names and
 * element names their selectors need; for each document, a rule stays when one
 * of its selectors needs only names that the document's markup holds. Rules
 * that need none stay (the reset, `:root`, the dark scheme's colours), at-rules
 * that hold rules keep their structure (`@layer`, `@media`, `@supports`,
 * container queries), other at-rules stay whole (`@font-face`), and a block
 * left empty goes, except that a layer keeps its place (`@layer name;`): the
 * full stylesheet loaded later must find the layers in the same order. Then
 * the custom properties: a declaration of one (`--color-red-50: …`) and its
 * `@property` stay only when a kept rule, a kept custom property or the markup
 * reads it with `var()`; most of the theme's palette is read on few pages.
 * Last the animations: `@keyframes` stay when what else stays, or an element's
 * `style`, names them (a page shows two or three of the seven). What stays is the full stylesheet with rules and declarations left
 * out, in its order, so that loading the full one later changes nothing on
 * screen: what was left out matches no element of the document, or sets a
 * custom property that nothing on it reads.
 *
 * The rules decide conservatively. What a selector needs is what every element
 * it matches must carry, so a name inside `:not()`, `:has()`, or one of several
 * arguments of `:is()`/`:where()` is never needed; attributes and ids never
 * are either (the theme script sets `data-theme` before the first paint). A
 * rule kept in vain costs bytes; one dropped in error would leave part of the
 * page unstyled until the full stylesheet arrives, and for good without
 * JavaScript.
 *
 * No parser library: the production server has no build tools, and a compiled
 * stylesheet only needs its blocks, strings, comments and escapes told apart;
 * page-styles.server.test.ts checks the reading against the site's whole
 * stylesheet (with every name present, the output is the input, byte for byte).
 */

export type PageStyles = {
  /** The part of the stylesheet that the document (its whole HTML) can use. */
  for(html: string): string;
  /**
   * The part of the stylesheet that the document's first screen can use (decision 0032): its markup but for the
   * content of its blocks below the fold (the elements carrying `deferredClass`) after the first one, those that
   * `waitingBlocks` matches; their own start tags count, so each keeps its box. Then one more rule, last and
   * unlayered, that keeps those blocks unpainted, at their estimated height, until the whole stylesheet, later in
   * the page, gives them back to its layers (app.css, at its end). `deferred`: whether any block waits, i.e. whether
   * the page needs the whole stylesheet for what a visitor can scroll to; if none does, `css` is `for(html)`.
   */
  firstScreen(html: string, deferredClass: string): { css: string; deferred: boolean };
};

/** What one selector of a rule needs: every class and element name in it. */
type Need = { classes: readonly string[]; elements: readonly string[] };

/** A declaration of a rule: a custom property's names the property, so that it can be left out. */
type Declaration = { text: string; property?: string };

type Piece =
  /** Kept whatever the document holds (comments, statements, `@keyframes`, `@font-face`…); `reads`: its `var()`s. */
  | { kind: "always"; text: string; reads: readonly string[] }
  /** `@property --name {…}`: kept when the document reads the property. */
  | { kind: "property"; text: string; property: string }
  /** `@keyframes name {…}`: kept when what else is kept, or the markup's `style` attributes, name it. */
  | { kind: "keyframes"; text: string; name: string }
  /** A style rule: kept when one of its selectors' needs is met (`always` when one needs nothing). */
  | {
      kind: "rule";
      needs: readonly Need[];
      always: boolean;
      /** The properties its declarations read, custom properties' values aside. */
      reads: readonly string[];
      /** `selector{`, its declarations, `}`; or, for a rule with nested blocks, the whole text in `open`. */
      open: string;
      declarations?: readonly Declaration[];
    }
  /** An at-rule holding rules; `layer`: the name of a named `@layer` block. */
  | { kind: "group"; open: string; pieces: Piece[]; layer?: string };

/** At-rules whose block holds rules; any other at-rule is kept whole. */
const GROUPING_AT_RULES = new Set(["media", "supports", "layer", "container", "starting-style"]);

/** Pseudo-classes whose one argument is a selector every matched element meets too. */
const MATCHING_PSEUDO_CLASSES = new Set(["is", "where", "matches", "-webkit-any", "-moz-any"]);

const VAR_READ = /var\(\s*(--(?:[\w-]|\\.)+)/g;

/** Reads a compiled stylesheet once; its `for` then keeps what a document uses, in microseconds. */
export function pageStyles(css: string): PageStyles {
  const pieces = parseBlock(css, 0, false).pieces;
  const keyframes = new Set<string>();
  forEachPiece(pieces, (piece) => piece.kind === "keyframes" && keyframes.add(piece.name));
  // Any of their names as a whole word (strings included: a name read in vain keeps its keyframes).
  const keyframesName = new RegExp(`(?<![\\w-])(?:${[...keyframes].map(escapeRegExp).join("|")})(?![\\w-])`, "g");
  // For each custom property, what its declarations read (all of them, wherever they stand).
  const propertyReads = new Map<string, Set<string>>();
  forEachRule(pieces, (rule) => {
    for (const { text, property } of rule.declarations ?? []) {
      if (!property) continue;
      const reads = propertyReads.get(property) ?? new Set<string>();
      for (const read of readsOf(text)) reads.add(read);
      propertyReads.set(property, reads);
    }
  });

  const rulesFor = (html: string) => {
    const names = documentNames(html);
    const kept = new Set<Piece>();
    const read = new Set(readsOf(html));
    markKept(pieces, names, kept, read);
    // What the kept custom properties read in turn.
    for (const property of read) for (const next of propertyReads.get(property) ?? []) read.add(next);
    const out: string[] = [];
    writePieces(pieces, kept, read, new Set(), out);
    const css = out.join("");
    if (keyframes.size === 0) return css;
    // The animations the page can run: named by a kept rule or custom property, or by an element's own style.
    const animations = new Set<string>();
    const named = (text: string) => {
      for (const [name] of text.matchAll(keyframesName)) animations.add(name);
    };
    named(css);
    for (const [, , double, single] of html.matchAll(STYLE_ATTRIBUTE)) named(double ?? single ?? "");
    if (animations.size === 0) return css;
    out.length = 0;
    writePieces(pieces, kept, read, animations, out);
    return out.join("");
  };

  return {
    for: rulesFor,
    firstScreen(html, deferredClass) {
      const firstScreen = firstScreenMarkup(html, deferredClass);
      if (firstScreen === undefined) return { css: rulesFor(html), deferred: false };
      return { css: rulesFor(firstScreen) + unpainted(deferredClass), deferred: true };
    },
  };
}

/**
 * Keeps a block below the fold unpainted: `content-visibility: hidden` skips its content (size containment keeps
 * the block at its estimated height, `contain-intrinsic-size` in app.css) and keeps it out of find-in-page, focus
 * and the accessibility tree, as the block is empty to the eye; `visibility: hidden` hides the content of browsers
 * without `content-visibility` (Safari before 18), and the block's own background with it, so that the block
 * appears in one piece. Unlayered, so that it wins over every layer of the page's rules; the whole stylesheet ends
 * with the same selector, reverting both properties to its layers, and comes later in the page.
 */
function unpainted(className: string): string {
  return `${waitingBlocks(className)}{content-visibility:hidden;visibility:hidden}`;
}

/**
 * The blocks below the fold after the first one: each follows, among its siblings, a block or an element holding one
 * (the sections after a page's first, its footer after <main>). Browsers without `:has()` read the first half.
 */
export function waitingBlocks(className: string): string {
  const name = `.${cssIdentifier(className)}`;
  return `:is(${name},:has(${name}))~${name}`;
}

const cssIdentifier = (name: string) => name.replace(/[^\w-]/g, (char) => `\\${char}`);

function forEachPiece(pieces: readonly Piece[], visit: (piece: Piece) => void): void {
  for (const piece of pieces) {
    visit(piece);
    if (piece.kind === "group") forEachPiece(piece.pieces, visit);
  }
}

function forEachRule(pieces: readonly Piece[], visit: (rule: Extract<Piece, { kind: "rule" }>) => void): void {
  forEachPiece(pieces, (piece) => piece.kind === "rule" && visit(piece));
}

/** Adds the rules the document's names meet to `kept`, and what they and the unconditional pieces read to `read`. */
function markKept(pieces: readonly Piece[], names: DocumentNames, kept: Set<Piece>, read: Set<string>): void {
  for (const piece of pieces) {
    if (piece.kind === "group") markKept(piece.pieces, names, kept, read);
    else if (piece.kind === "always") for (const property of piece.reads) read.add(property);
    else if (piece.kind === "rule" && (piece.always || piece.needs.some((need) => isMet(need, names)))) {
      kept.add(piece);
      for (const property of piece.reads) read.add(property);
    }
  }
}

function isMet(need: Need, { classes, elements }: DocumentNames): boolean {
  for (const name of need.classes) if (!classes.has(name)) return false;
  for (const name of need.elements) if (!elements.has(name)) return false;
  return true;
}

function writePieces(
  pieces: readonly Piece[],
  kept: Set<Piece>,
  read: Set<string>,
  animations: Set<string>,
  out: string[],
): void {
  for (const piece of pieces) {
    if (piece.kind === "always") out.push(piece.text);
    else if (piece.kind === "keyframes") {
      if (animations.has(piece.name)) out.push(piece.text);
    } else if (piece.kind === "property") {
      if (read.has(piece.property)) out.push(piece.text);
    } else if (piece.kind === "rule") {
      if (kept.has(piece)) writeRule(piece, read, out);
    } else {
      const start = out.length;
      out.push(piece.open);
      writePieces(piece.pieces, kept, read, animations, out);
      if (out.length > start + 1) out.push("}");
      else {
        out.length = start;
        // A layer is ordered where it is first named: an emptied one keeps its place.
        if (piece.layer !== undefined) out.push(`@layer ${piece.layer};`);
      }
    }
  }
}

function writeRule(rule: Extract<Piece, { kind: "rule" }>, read: Set<string>, out: string[]): void {
  if (!rule.declarations) {
    out.push(rule.open);
    return;
  }
  const declarations = rule.declarations.filter(({ property }) => property === undefined || read.has(property));
  if (declarations.length === 0) return;
  out.push(rule.open, declarations.map(({ text }) => text).join(";"), "}");
}

// The document's names.

/** The names a document's markup holds: its class tokens and its element names (lower case). */
type DocumentNames = { classes: ReadonlySet<string>; elements: ReadonlySet<string> };

const CLASS_ATTRIBUTE = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)/g;
const CHARACTER_REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|apos|lt|gt));?/gi;
const NAMED_REFERENCES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
const HTML_WHITESPACE = /[\t\n\f\r ]+/;
/** Elements the HTML parser adds where the markup leaves out their tags (a `<tr>` right in a `<table>` gets a `<tbody>`). */
const IMPLIED_ELEMENTS = ["html", "head", "body", "tbody", "colgroup"];

/**
 * Every `class` attribute's tokens and every start tag's name, scripts and
 * templates included: a name read in vain keeps a rule, one missed drops it.
 */
function documentNames(html: string): DocumentNames {
  const classes = new Set<string>();
  const values = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const value = match[1] ?? match[2] ?? match[3] ?? "";
    // Most elements share their class list with another.
    if (values.has(value)) continue;
    values.add(value);
    const decoded = value.includes("&") ? value.replace(CHARACTER_REFERENCE, decodeReference) : value;
    for (const token of decoded.split(HTML_WHITESPACE)) if (token) classes.add(token);
  }
  const elements = new Set<string>(IMPLIED_ELEMENTS);
  for (const match of html.matchAll(START_TAG)) elements.add(match[1]!.toLowerCase());
  return { classes, elements };
}

function decodeReference(reference: string, hex?: string, decimal?: string, name?: string): string {
  if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
  if (decimal) return String.fromCodePoint(Number.parseInt(decimal, 10));
  return NAMED_REFERENCES[name!.toLowerCase()] ?? reference;
}

const readsOf = (text: string): string[] => Array.from(text.matchAll(VAR_READ), (match) => match[1]!);

const STYLE_ATTRIBUTE = /\sstyle\s*=\s*("([^"]*)"|'([^']*)')/gi;
const unquoted = (name: string) => name.replace(/^(["'])(.*)\1$/, "$2");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// The first screen.

/** Comments, raw text elements (their content is not markup), and tags, with quoted attribute values read whole. */
const MARKUP_TOKEN =
  /<!--[\s\S]*?-->|<(script|style|textarea|title)\b(?:"[^"]*"|'[^']*'|[^'">])*>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const TAG_CLASS = /\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** Elements without an end tag. */
const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

/**
 * The first screen's markup: the document with the content left out of each block below the fold (an element
 * whose class list holds `className`) that `waitingBlocks` matches: after the first block, where it follows, among
 * its siblings, another block or an element holding one. Its start and end tags stay. Undefined when no block
 * waits. A block whose end is not found, or markup whose tags do not nest, keeps its
 * content: a name read in vain keeps a rule, one missed would leave the first screen unstyled.
 */
function firstScreenMarkup(html: string, className: string): string | undefined {
  const parts: string[] = [];
  let from = 0;
  let blocks = 0;
  // The elements open around the scan; whether each holds a block so far.
  const open: { name: string; holdsBlock: boolean }[] = [];
  // For each depth: whether an earlier sibling at that depth, under the element open there, is or holds a block.
  const afterBlock: boolean[] = [false];
  let block: { name: string; depth: number; cutFrom?: number } | undefined;
  const blockEnded = () => {
    afterBlock[open.length] = true;
    const parent = open.at(-1);
    if (parent) parent.holdsBlock = true;
  };
  for (const match of html.matchAll(MARKUP_TOKEN)) {
    const [token, , closing, tagName, attributes] = match;
    if (tagName === undefined) continue;
    const name = tagName.toLowerCase();
    const selfClosing = !closing && (VOID_ELEMENTS.has(name) || token.endsWith("/>"));
    if (block) {
      // Inside a block: only its own end matters.
      if (name !== block.name || selfClosing) continue;
      block.depth += closing ? -1 : 1;
      if (block.depth > 0) continue;
      if (block.cutFrom !== undefined) {
        parts.push(html.slice(from, block.cutFrom));
        from = match.index;
      }
      block = undefined;
      blockEnded();
    } else if (selfClosing) {
      continue;
    } else if (!closing && hasClass(attributes ?? "", className)) {
      blocks += 1;
      const waits = blocks > 1 && afterBlock[open.length] === true;
      block = { name, depth: 1, cutFrom: waits ? match.index + token.length : undefined };
    } else if (!closing) {
      open.push({ name, holdsBlock: false });
      afterBlock[open.length] = false;
    } else {
      const element = open.pop();
      if (element?.name !== name) return undefined;
      if (element.holdsBlock) blockEnded();
    }
  }
  if (parts.length === 0) return undefined;
  parts.push(html.slice(from));
  return parts.join("");
}

function hasClass(attributes: string, className: string): boolean {
  const match = TAG_CLASS.exec(attributes);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!value) return false;
  const decoded = value.includes("&") ? value.replace(CHARACTER_REFERENCE, decodeReference) : value;
  return decoded.split(HTML_WHITESPACE).includes(className);
}

// The stylesheet, in blocks.

/** Reads pieces from `at` up to the `}` that closes the block (or the end); returns them and where it stopped. */
function parseBlock(css: string, at: number, nested: boolean): { pieces: Piece[]; end: number } {
  const pieces: Piece[] = [];
  let i = at;
  while (i < css.length) {
    const char = css[i]!;
    if (char === "}") {
      if (nested) return { pieces, end: i + 1 };
      throw new SyntaxError(`Unbalanced } at ${i}`);
    }
    if (isWhitespace(char) || css.startsWith("/*", i)) {
      const end = skipTrivia(css, i);
      pieces.push({ kind: "always", text: css.slice(i, end), reads: [] });
      i = end;
      continue;
    }
    const preludeEnd = scanTo(css, i, char === "@" ? "{;" : "{");
    const name = char === "@" ? atRuleName(css, i) : "";
    if (char === "@" && css[preludeEnd] !== "{") {
      // A statement: @layer a, b; @import; @charset.
      pieces.push({ kind: "always", text: css.slice(i, preludeEnd + 1), reads: [] });
      i = preludeEnd + 1;
    } else if (GROUPING_AT_RULES.has(name)) {
      const block = parseBlock(css, preludeEnd + 1, true);
      const prelude = css.slice(i + 1 + name.length, preludeEnd).trim();
      // A named layer; an anonymous one is a new layer wherever it stands.
      const layer = name === "layer" && prelude ? prelude : undefined;
      pieces.push({ kind: "group", open: css.slice(i, preludeEnd + 1), pieces: block.pieces, layer });
      i = block.end;
    } else {
      const end = scanTo(css, preludeEnd + 1, "}") + 1;
      const text = css.slice(i, end);
      const prelude = css.slice(i, preludeEnd);
      if (name === "property")
        pieces.push({ kind: "property", text, property: prelude.slice("@property".length).trim() });
      else if (name === "keyframes" || name === "-webkit-keyframes")
        pieces.push({ kind: "keyframes", text, name: unquoted(prelude.slice(name.length + 1).trim()) });
      else if (char === "@") pieces.push({ kind: "always", text, reads: readsOf(text) });
      else pieces.push(ruleOf(prelude, css.slice(i, preludeEnd + 1), css.slice(preludeEnd + 1, end - 1)));
      i = end;
    }
  }
  if (nested) throw new SyntaxError("Unclosed block");
  return { pieces, end: i };
}

function ruleOf(selectorList: string, open: string, body: string): Piece {
  const needs = needsOf(selectorList);
  const always = needs.some((need) => need.classes.length === 0 && need.elements.length === 0);
  // A rule with nested rules stays whole.
  if (body.includes("{")) return { kind: "rule", needs, always, reads: readsOf(body), open: `${open}${body}}` };
  const declarations = splitTopLevel(body, ";").map((text): Declaration => {
    const property = /^\s*(--(?:[\w-]|\\.)+)\s*:/.exec(text)?.[1];
    return property ? { text, property } : { text };
  });
  // Most rules set no custom property: they are written whole.
  if (!declarations.some(({ property }) => property))
    return { kind: "rule", needs, always, reads: readsOf(body), open: `${open}${body}}` };
  const reads = declarations.flatMap(({ text, property }) => (property ? [] : readsOf(text)));
  return { kind: "rule", needs, always, reads, open, declarations };
}

function atRuleName(css: string, at: number): string {
  let end = at + 1;
  while (end < css.length && /[a-zA-Z0-9-]/.test(css[end]!)) end += 1;
  return css.slice(at + 1, end).toLowerCase();
}

const isWhitespace = (char: string) => char === " " || char === "\n" || char === "\t" || char === "\r" || char === "\f";

function skipTrivia(css: string, at: number): number {
  let i = at;
  while (i < css.length) {
    if (isWhitespace(css[i]!)) i += 1;
    else if (css.startsWith("/*", i)) i = commentEnd(css, i);
    else break;
  }
  return i;
}

function commentEnd(css: string, at: number): number {
  const close = css.indexOf("*/", at + 2);
  if (close < 0) throw new SyntaxError(`Unclosed comment at ${at}`);
  return close + 2;
}

/**
 * The index of the first of `stops` outside strings, comments, escapes and
 * brackets, from `at`.
 */
function scanTo(css: string, at: number, stops: string): number {
  const closers: string[] = [];
  for (let i = at; i < css.length; i += 1) {
    const char = css[i]!;
    if (char === "\\") i += 1;
    else if (char === '"' || char === "'") i = stringEnd(css, i) - 1;
    else if (char === "/" && css[i + 1] === "*") i = commentEnd(css, i) - 1;
    else if (closers.length === 0 && stops.includes(char)) return i;
    else if (char === "(" || char === "[" || char === "{") closers.push(char === "(" ? ")" : char === "[" ? "]" : "}");
    else if (char === closers.at(-1)) closers.pop();
    else if (char === "}" && closers.length === 0) throw new SyntaxError(`Unexpected } at ${i}`);
  }
  throw new SyntaxError(`Expected one of ${stops} after ${at}`);
}

function stringEnd(css: string, at: number): number {
  const quote = css[at];
  for (let i = at + 1; i < css.length; i += 1) {
    if (css[i] === "\\") i += 1;
    else if (css[i] === quote || css[i] === "\n") return i + 1;
  }
  return css.length;
}

/** Splits at each `separator` outside brackets and strings. */
function splitTopLevel(list: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i]!;
    if (char === "\\") i += 1;
    else if (char === '"' || char === "'") i = stringEnd(list, i) - 1;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

// Selectors, and what they need.

/** One need per selector of the list. */
function needsOf(selectorList: string): Need[] {
  return splitTopLevel(selectorList, ",").map((selector) => {
    const classes = new Set<string>();
    const elements = new Set<string>();
    collectNeeds(selector, classes, elements);
    return { classes: [...classes], elements: [...elements] };
  });
}

function collectNeeds(selector: string, classes: Set<string>, elements: Set<string>): void {
  let i = 0;
  while (i < selector.length) {
    const char = selector[i]!;
    if (char === ".") {
      const name = readName(selector, i + 1);
      classes.add(name.value);
      i = name.end;
    } else if (char === "#") {
      i = readName(selector, i + 1).end;
    } else if (char === "[") {
      i = closingBracket(selector, i) + 1;
    } else if (char === ":") {
      const pseudoElement = selector[i + 1] === ":";
      const name = readName(selector, i + (pseudoElement ? 2 : 1));
      i = name.end;
      if (selector[i] === "(") {
        const close = closingBracket(selector, i);
        // Of `:is(.a, .b)` an element needs only one; of `:not()` and `:has()`, none on itself.
        if (!pseudoElement && MATCHING_PSEUDO_CLASSES.has(name.value.toLowerCase())) {
          const selectors = splitTopLevel(selector.slice(i + 1, close), ",");
          if (selectors.length === 1) collectNeeds(selectors[0]!, classes, elements);
        }
        i = close + 1;
      }
    } else if (isNameStart(selector, i)) {
      const name = readName(selector, i);
      // `ns|element`: a namespace prefix, not an element.
      if (selector[name.end] !== "|") elements.add(name.value.toLowerCase());
      i = name.end;
    } else {
      i += 1;
    }
  }
}

function isNameStart(text: string, at: number): boolean {
  const char = text[at]!;
  if (/[a-zA-Z_\\]/.test(char) || char.charCodeAt(0) >= 0x80) return true;
  return char === "-" && at + 1 < text.length && /[a-zA-Z_\\-]/.test(text[at + 1]!);
}

/** A CSS identifier from `at`, its escapes resolved (`md\:flex` is the class `md:flex`, `\32 xl` is `2xl`). */
function readName(text: string, at: number): { value: string; end: number } {
  let value = "";
  let i = at;
  while (i < text.length) {
    const char = text[i]!;
    if (char === "\\") {
      const hex = /^[0-9a-fA-F]{1,6}[ \t\n\r\f]?/.exec(text.slice(i + 1, i + 8));
      if (hex) {
        value += String.fromCodePoint(Number.parseInt(hex[0].trim(), 16));
        i += 1 + hex[0].length;
      } else {
        value += text[i + 1] ?? "";
        i += 2;
      }
    } else if (/[a-zA-Z0-9_-]/.test(char) || char.charCodeAt(0) >= 0x80) {
      value += char;
      i += 1;
    } else break;
  }
  return { value, end: i };
}

/** The index of the bracket that closes the one at `at`, past strings and escapes. */
function closingBracket(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === "\\") i += 1;
    else if (char === '"' || char === "'") i = stringEnd(text, i) - 1;
    else if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return text.length;
}
