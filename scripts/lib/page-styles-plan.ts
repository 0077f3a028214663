import { transform, type Rule, type Selector } from "lightningcss";
import type { Plugin } from "vite";
import type { Declaration, Need, Plan, StylePiece } from "virtual:page-styles";
import { readsOf } from "#app/lib/document/page-styles.server.ts";

/** At-rules whose block holds rules that are kept one by one; any other at-rule is kept or left out whole. */
const GROUPS = new Set(["media", "supports", "container", "starting-style", "layer-block"]);

/**
 * The compiled stylesheet as `pageStyles` reads it (decision 0050): lightningcss parses it, and each rule becomes a
 * piece, a stretch of the stylesheet from where the parser says the rule starts, so that what a page keeps is the
 * stylesheet's own bytes. A style rule knows what each of its selectors needs: every class and element
 * name in it, outside `:not()`, `:has()` and an `:is()`/`:where()` of several arguments (an element matching the
 * selector carries them all). Throws on what lightningcss cannot read, so a build never ships a misread sheet.
 */
export function planPageStyles(css: string): Plan {
  const names: string[] = [];
  const indexes = new Map<string, number>();
  const name = (text: string) => indexes.get(text) ?? (indexes.set(text, names.length), names.push(text) - 1);
  const reads = (from: number, to: number) => readsOf(css.slice(from, to)).map(name);
  let rules: Rule[] = [];
  transform({
    filename: "app.css",
    code: Buffer.from(css),
    visitor: { StyleSheet: (sheet) => void (rules = sheet.rules) },
  });
  // lightningcss counts lines from 0 and columns from 1, in UTF-16 units, as JavaScript strings do.
  const lineStarts = [0, ...Array.from(css.matchAll(/\r\n|[\n\r\f]/g), (match) => match.index + match[0].length)];
  const start = (rule: Rule) => {
    if (!("value" in rule) || !rule.value || !("loc" in rule.value))
      throw new Error(`A ${rule.type} rule has no place`);
    const { line, column } = rule.value.loc;
    return lineStarts[line]! + column - 1;
  };

  /** The pieces of `list`, which fills `from`–`to`; whatever stands between rules goes with the rule before it. */
  const piecesOf = (list: readonly Rule[], from: number, to: number): StylePiece[] => {
    const starts = list.map(start);
    const pieces = list.map((rule, i) => pieceOf(rule, starts[i]!, starts[i + 1] ?? to));
    const lead = starts[0] ?? to;
    return lead > from ? [["always", from, lead, []], ...pieces] : pieces;
  };

  const pieceOf = (rule: Rule, from: number, to: number): StylePiece => {
    if (rule.type === "style") return styleRule(rule.value, from, to);
    if (rule.type === "property") return ["property", from, to, name(rule.value.name)];
    if (rule.type === "keyframes") return ["keyframes", from, to, name(rule.value.name.value)];
    const value = "value" in rule ? rule.value : null;
    const children = GROUPS.has(rule.type) && value && "rules" in value ? (value.rules as Rule[]) : [];
    if (children.length === 0) return ["always", from, to, reads(from, to)];
    const inner = start(children[0]!);
    const close = from + blockEnd(css.slice(from, to));
    const layer = rule.type === "layer-block" ? rule.value.name?.join(".") : undefined;
    const group = ["group", from, to, inner, close, piecesOf(children, inner, close)] as const;
    return layer ? [...group, name(layer)] : group;
  };

  function styleRule(rule: Extract<Rule, { type: "style" }>["value"], from: number, to: number): StylePiece {
    const needs = rule.selectors.map((selector) => needOf(selector, name));
    const whole = ["rule", from, to, needs, reads(from, to)] as const;
    const { declarations = [], importantDeclarations = [] } = rule.declarations ?? {};
    // A rule with nested rules stays whole; so does one that sets no custom property (most rules).
    if (rule.rules?.length || !declarations.concat(importantDeclarations).some((d) => d.property === "custom"))
      return whole;
    const text = css.slice(from, to);
    const body = topLevel(text, "{")[0];
    const end = blockEnd(text);
    if (body === undefined) return whole;
    const cuts = [body, ...topLevel(text.slice(body + 1, end), ";").map((at) => body + 1 + at), end];
    // Each declaration apart, as many as the parser found (a trailing `;` leaves an empty one).
    const parts = cuts.slice(1).flatMap((at, i) => (text.slice(cuts[i]! + 1, at).trim() ? [[cuts[i]! + 1, at]] : []));
    if (parts.length !== declarations.length + importantDeclarations.length) return whole;
    const split = parts.map(([at, until]): Declaration => {
      const property = /^\s*(--(?:[\w-]|\\.)+)\s*:/.exec(text.slice(at, until))?.[1];
      return property ? [from + at!, from + until!, name(property)] : [from + at!, from + until!];
    });
    const read = split.flatMap(([at, until, property]) => (property === undefined ? reads(at, until) : []));
    return ["rule", from, to, needs, read, [from + body + 1, from + end, split]];
  }

  return { css, names, pieces: piecesOf(rules, 0, css.length) };
}

/** What an element matching the selector must carry. */
function needOf(selector: Selector, name: (text: string) => number): Need {
  const classes = new Set<string>();
  const elements = new Set<string>();
  const walk = (components: Selector) => {
    for (const component of components) {
      if (component.type === "class") classes.add(component.name);
      else if (component.type === "type") elements.add(component.name.toLowerCase());
      else if (component.type === "pseudo-class" && "selectors" in component && component.selectors?.length === 1)
        if (component.kind === "is" || component.kind === "where" || component.kind === "any")
          walk(component.selectors[0]!);
    }
  };
  walk(selector);
  return [Array.from(classes, name), Array.from(elements, name)];
}

/** Where the `}` that closes the block `text` ends with stands, trailing whitespace and comments aside (none: the end). */
function blockEnd(text: string): number {
  let end = text.length;
  for (;;) {
    while (end > 0 && /\s/.test(text[end - 1]!)) end -= 1;
    if (!text.endsWith("*/", end)) return text[end - 1] === "}" ? end - 1 : text.length;
    end = Math.max(0, text.lastIndexOf("/*", end - 3));
  }
}

/** Where `stop` stands in `text` outside strings, comments, escapes and brackets. */
function topLevel(text: string, stop: string): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === "\\") i += 1;
    else if (char === '"' || char === "'") {
      for (i += 1; i < text.length && text[i] !== char && text[i] !== "\n"; i += 1) if (text[i] === "\\") i += 1;
    } else if (char === "/" && text[i + 1] === "*") i = text.indexOf("*/", i + 2) + 1 || text.length;
    else if (char === stop && depth === 0) found.push(i);
    else if ("([{".includes(char)) depth += 1;
    else if (")]}".includes(char)) depth -= 1;
  }
  return found;
}

const ID = "virtual:page-styles";
const RESOLVED_ID = `\0${ID}`;

/**
 * `virtual:page-styles` for the server build: the compiled stylesheet, the very string `#app/app.css?inline`
 * holds, read once by `planPageStyles`, so that the server does no CSS parsing (and needs no parser) at all; the
 * pieces point into that string, which the server bundle holds once.
 * `null` in development, which links the whole stylesheet instead (app/entry.server.tsx).
 */
export function pageStylesPlan(): Plugin {
  return {
    name: "page-styles-plan",
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (this.environment.config.command !== "build") return "export default null;";
      const stylesheet = await this.resolve("#app/app.css?inline");
      if (!stylesheet) throw new Error("page-styles-plan: #app/app.css?inline does not resolve");
      const { code } = await this.load({ id: stylesheet.id });
      const css = /^export default ("(?:[^"\\]|\\.)*");?\s*$/.exec(code ?? "")?.[1];
      if (css === undefined)
        throw new Error(`page-styles-plan: unexpected module for the stylesheet: ${code?.slice(0, 80)}`);
      // The stylesheet is the very module the pieces point into; the rest is one JSON string (parsed faster than code).
      const { names, pieces } = planPageStyles(JSON.parse(css) as string);
      const index = JSON.stringify(JSON.stringify({ names, pieces }));
      return `import css from "#app/app.css?inline";\nexport default { css, ...JSON.parse(${index}) };`;
    },
  };
}
