import type { Need, Plan, StylePiece, StyleRule } from "virtual:page-styles";
import { documentNames, type Names } from "#app/lib/document/document-names.server.ts";

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

export function pageStyles({ css, names, pieces }: Plan): PageStyles {
  const text = (from: number, to: number) => css.slice(from, to);
  const all = (list: readonly StylePiece[]): StylePiece[] =>
    list.flatMap((piece) => (piece[0] === "group" ? [piece, ...all(piece[5])] : [piece]));
  const flat = all(pieces);
  const rules = flat.filter((piece) => piece[0] === "rule");
  // Each keyframes' name, and where it stands as a whole word (strings included: a name read in vain keeps them).
  const keyframes = flat.flatMap((piece) => (piece[0] === "keyframes" ? [names[piece[3]]!] : []));
  const named = keyframes.map(
    (name) => [name, new RegExp(`(?<![\\w-])${name.replace(/\W/g, "\\$&")}(?![\\w-])`)] as const,
  );
  const index = new Map(names.map((name, i) => [name, i]));
  const indexes = (list: Iterable<string>) => Array.from(list, (name) => index.get(name) ?? -1);
  // What each custom property's declarations read, wherever they stand.
  const propertyReads = new Map<number, number[]>();
  for (const [, , , , , split] of rules)
    for (const [from, to, property] of split?.[2] ?? [])
      if (property !== undefined)
        propertyReads.set(property, [...(propertyReads.get(property) ?? []), ...indexes(readsOf(text(from, to)))]);
  const always = flat.flatMap((piece) => (piece[0] === "always" ? piece[3] : []));

  const rulesFor = ({ classes, elements, styles }: Names) => {
    const [hasClass, hasElement] = [present(indexes(classes)), present(indexes(elements))];
    const met = ([classes, elements]: Need) =>
      classes.every((i) => hasClass[i]) && elements.every((i) => hasElement[i]);
    const kept = new Set(rules.filter(([, , , needs]) => needs.some(met)));
    // What is read: by the markup's CSS, by what stays, and by the custom properties that are read, in turn.
    const reading = [...indexes(readsOf(styles)), ...always, ...Array.from(kept, (rule) => rule[4]).flat()];
    const read = present([]);
    for (const property of reading) {
      if (property < 0 || read[property]) continue;
      read[property] = 1;
      reading.push(...(propertyReads.get(property) ?? []));
    }
    const write = (animations: ReadonlySet<string>) => {
      // The text so far, the stretch of the stylesheet being added to it (adjacent pieces join), how many were.
      let [out, from, to, added] = ["", 0, 0, 0];
      const add = (at: number, until: number) => {
        if (at !== to) [out, from] = [out + text(from, to), at];
        [to, added] = [until, added + 1];
      };
      const addAll = (list: readonly StylePiece[]) => {
        for (const piece of list) {
          const [kind, at, until] = piece;
          if (kind === "always" || (kind === "property" && read[piece[3]])) add(at, until);
          else if (kind === "keyframes" && animations.has(names[piece[3]]!)) add(at, until);
          else if (kind === "rule" && kept.has(piece)) addRule(piece, read, add);
          else if (kind === "group") {
            const [, , , inner, close, content, layer] = piece;
            const before = [out, from, to, added] as const;
            add(at, inner);
            const opened = added;
            addAll(content);
            if (added > opened) add(close, until);
            else {
              // A layer is ordered where it is first named: an emptied one keeps its place.
              [out, from, to, added] = before;
              if (layer !== undefined)
                [out, from, to, added] = [`${out}${text(from, to)}@layer ${names[layer]};`, 0, 0, added + 1];
            }
          }
        }
      };
      addAll(pieces);
      return out + text(from, to);
    };
    const written = write(new Set());
    // The animations the page can run: named by a kept rule or custom property, or by an element's own style.
    const found = `${written} ${styles}`;
    const animations = new Set(
      named.flatMap(([name, word]) => (found.includes(name) && word.test(found) ? [name] : [])),
    );
    return animations.size ? write(animations) : written;
  };
  const addRule = ([, from, to, , , split]: StyleRule, read: Uint8Array, add: (from: number, to: number) => void) => {
    if (!split) return add(from, to);
    const [body, close, declarations] = split;
    const kept = declarations.filter(([, , property]) => property === undefined || read[property]);
    if (!kept.length) return;
    add(from, body);
    kept.forEach(([at, until], i) => (i > 0 && add(at - 1, at), add(at, until)));
    add(close, to);
  };
  /** Which of the plan's names `list` holds (by index). */
  const present = (list: readonly number[]) => {
    const found = new Uint8Array(names.length);
    for (const i of list) if (i >= 0) found[i] = 1;
    return found;
  };

  return {
    for: (html) => rulesFor(documentNames(html).names),
    firstScreen(html, deferredClass) {
      const { names, deferred } = documentNames(html, deferredClass);
      return { css: rulesFor(names) + (deferred ? unpainted(deferredClass) : ""), deferred };
    },
  };
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
