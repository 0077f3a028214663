import { decodeHTMLAttribute } from "entities";
import { Tokenizer } from "htmlparser2";

/** The markup's names: class tokens, element names (lower case), and its CSS (`style` attributes and elements). */
export type Names = { classes: Set<string>; elements: Set<string>; styles: string };

/** Elements the HTML parser adds where the markup leaves out their tags (a `<tr>` right in a `<table>` gets a `<tbody>`). */
const IMPLIED_ELEMENTS = ["html", "head", "body", "tbody", "colgroup"];
const HTML_WHITESPACE = /[\t\n\f\r ]+/;
const VOID_ELEMENTS = new Set("area base br col embed hr img input link meta source track wbr".split(" "));
/** Elements whose start tag closes an open `<p>` in the HTML parser (what follows no longer stands where written). */
const CLOSING_P = new Set(
  `address article aside blockquote details dialog div dl fieldset figcaption figure footer form
  h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre search section table ul`.split(/\s+/),
);
const decoded = (value: string) => (value.includes("&") ? decodeHTMLAttribute(value) : value);
const ignore = () => {};

/**
 * The document's names but, with `deferredClass`, those in the content of the blocks that wait; blocks in a block
 * are its content. htmlparser2's tokenizer reads the markup (entities decoded only where names are read); where the
 * document's tree is not the one written (an end tag missing, crossed or stray, a `<p>` closed by a block), nothing
 * is left out.
 */
export function documentNames(html: string, deferredClass?: string): { names: Names; deferred: boolean } {
  const names: Names = { classes: new Set(), elements: new Set(IMPLIED_ELEMENTS), styles: "" };
  // The elements open, as written, outside blocks: whether each holds a block so far; and for each depth, whether an
  // earlier sibling there is or holds one.
  const [written, open, afterBlock] = [[] as string[], [] as boolean[], [false]];
  let block: { depth: number; waits: boolean } | undefined;
  let [blocks, deferred, mended, styleFrom] = [0, false, false, -1];
  // The tag being read: its name, its first class and style attribute (as for the browser), the attribute read now.
  let [name, list, style, attribute, value] = ["", undefined as string | undefined, "", "", ""];
  const lists = new Set<string>();
  const opened = (at: number, selfClosing: boolean) => {
    if (CLOSING_P.has(name) && written.includes("p")) mended = true;
    list ??= "";
    // The content of a block that waits is left out; the block's own tag is not.
    const skipped = block?.waits;
    if (block) block.depth += 1;
    else if (deferredClass && list.includes(deferredClass) && list.split(HTML_WHITESPACE).includes(deferredClass)) {
      blocks += 1;
      block = { depth: 1, waits: blocks > 1 && afterBlock[open.length] === true };
      deferred ||= block.waits;
    } else {
      open.push(false);
      afterBlock[open.length] = false;
    }
    if (!skipped) {
      names.elements.add(name);
      // Most elements share their class list with another.
      if (!lists.has(list)) for (const token of list.split(HTML_WHITESPACE)) if (token) names.classes.add(token);
      lists.add(list);
      if (style) names.styles += `${style};`;
      if (name === "style") styleFrom = at + 1;
    }
    // In <svg> and <math>, `/>` closes an element; in HTML only a void element has no end.
    const foreign = selfClosing && [name, ...written].some((tag) => tag === "svg" || tag === "math");
    if (VOID_ELEMENTS.has(name) || foreign) return closed();
    written.push(name);
  };
  const closed = () => {
    if (block && --block.depth > 0) return;
    if (!block && !open.pop()) return;
    block = undefined;
    afterBlock[open.length] = true;
    if (open.length) open[open.length - 1] = true;
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      onopentagname(from, to) {
        [name, list, style] = [html.slice(from, to).toLowerCase(), undefined, ""];
      },
      onattribname: (from, to) => void (attribute = to - from === 5 ? html.slice(from, to).toLowerCase() : ""),
      onattribdata: (from, to) => void (attribute && (value += html.slice(from, to))),
      onattribend() {
        if (attribute === "class") list ??= decoded(value);
        else if (attribute === "style") style ||= decoded(value);
        value = "";
      },
      onopentagend: (at) => opened(at, false),
      onselfclosingtag: (at) => opened(at, true),
      onclosetag(from, to) {
        const tag = html.slice(from, to).toLowerCase();
        // A <style> element's text, read whole (its rules may read custom properties).
        if (styleFrom >= 0 && tag === "style") names.styles += html.slice(styleFrom, from - 2);
        styleFrom = -1;
        if (written.at(-1) !== tag) return void ((mended = true), names.elements.add(tag));
        written.pop();
        closed();
      },
      onend: () => void (mended ||= written.length > 0),
      ...{ onattribentity: ignore, onattribnamestart: ignore, oncdata: ignore, oncomment: ignore },
      ...{ ondeclaration: ignore, onprocessinginstruction: ignore, ontext: ignore, ontextentity: ignore },
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return mended && deferred ? documentNames(html) : { names, deferred };
}
