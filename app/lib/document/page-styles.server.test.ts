import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compile, optimize } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { transform } from "lightningcss";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { pageStyles as fromPlan, waitingBlocks } from "#app/lib/document/page-styles.server.ts";
import { planPageStyles } from "../../../scripts/lib/page-styles-plan.ts";

/** The stylesheet read as the build reads it, then cut per document as the server cuts it. */
const pageStyles = (css: string) => fromPlan(planPageStyles(css));

/** The site's stylesheet compiled as the build compiles it: Tailwind over the project's sources, minified. */
async function siteStylesheet(): Promise<string> {
  const appDirectory = join(import.meta.dirname, "..", "..");
  const compiler = await compile(readFileSync(join(appDirectory, "app.css"), "utf8"), {
    base: appDirectory,
    onDependency: () => {},
  });
  const scanner = new Scanner({
    sources: [{ base: join(appDirectory, ".."), pattern: "**/*", negated: false }, ...compiler.sources],
  });
  return optimize(compiler.build(scanner.scan()), { minify: true }).code;
}

/** Every class and element name in the stylesheet's selectors, as lightningcss (not the code under test) reads them. */
function selectorNames(css: string): { classes: Set<string>; elements: Set<string> } {
  const classes = new Set<string>();
  const elements = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      const { type, name } = node as { type?: string; name?: string };
      if (type === "class" && name) classes.add(name);
      if (type === "type" && name) elements.add(name);
      Object.values(node).forEach(visit);
    }
  };
  transform({ filename: "app.css", code: Buffer.from(css), visitor: { Selector: (selector) => visit(selector) } });
  return { classes, elements };
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A document as React writes one: class lists with &amp; and friends. */
function documentWith({
  classes = [],
  elements = [],
  style = "",
}: {
  classes?: string[];
  elements?: string[];
  style?: string;
}) {
  const tags = elements.map((element) => `<${element}></${element}>`).join("");
  return `<!DOCTYPE html><html><head></head><body><div class="${escapeAttribute(classes.join(" "))}" style="${escapeAttribute(style)}">${tags}</div></body></html>`;
}

describe("the site's stylesheet", () => {
  let css = "";
  beforeAll(async () => {
    css = await siteStylesheet();
  }, 30_000);

  it("comes out whole, byte for byte, for a document that uses every name and property in it", () => {
    const { classes, elements } = selectorNames(css);
    // Enough names to matter, so the reading cannot have found nothing to compare.
    expect(classes.size).toBeGreaterThan(300);
    const reads = [...new Set(css.match(/--[\w-]+/g))].map((property) => `color:var(${property})`).join(";");
    expect(pageStyles(css).for(documentWith({ classes: [...classes], elements: [...elements], style: reads }))).toBe(
      css,
    );
  });

  it("ends with the rule that shows the blocks below the fold a page's first-screen rules keep unpainted", () => {
    expect(css).toContain(
      `${waitingBlocks(DEFER_RENDER_CLASS)}{content-visibility:revert-layer;visibility:revert-layer}`,
    );
    // The blocks' estimated height holds wherever they are skipped, whichever rule skips them.
    expect(css).toContain(`.${DEFER_RENDER_CLASS}{contain-intrinsic-size:auto 40rem}`);
  });

  it("keeps for a page less than half of it, in the same order", () => {
    const styles = pageStyles(css);
    const page = styles.for(documentWith({ classes: ["flex", "items-center", "text-sm", "md:flex"], elements: ["p"] }));
    expect(page.length).toBeLessThan(css.length / 2);
    expect(page).toContain(".flex{display:flex}");
    expect(page).toContain(".md\\:flex{display:flex}");
    expect(page).not.toContain(".grid{");
    // What is kept stands in the order it stood: the page's text is the whole with parts left out.
    let at = 0;
    expect([...page].every((char) => (at = css.indexOf(char, at) + 1) > 0)).toBe(true);
  });
});

// The class names below are made up in Tailwind's shapes (md:stack, not md:flex): Tailwind reads every file of the
// project, this one too, and would add real utilities named here to the site's stylesheet.
describe("a page's rules", () => {
  const styles = (css: string, markup: Parameters<typeof documentWith>[0]) => pageStyles(css).for(documentWith(markup));

  it("keep a rule when one of its selectors needs only names the document has", () => {
    const css = ".a{color:red}.b .c{color:blue}.d,.e{color:green}p.f{margin:0}";
    expect(styles(css, { classes: ["a", "c", "e", "f"] })).toBe(".a{color:red}.d,.e{color:green}");
    expect(styles(css, { classes: ["b", "c", "f"], elements: ["p"] })).toBe(".b .c{color:blue}p.f{margin:0}");
  });

  it("keep rules that need no class: the reset, :root, attribute selectors, the universal selector", () => {
    const css = "*,:after{box-sizing:border-box}:root{color-scheme:light}[hidden]{display:none}.x{color:red}";
    expect(styles(css, {})).toBe("*,:after{box-sizing:border-box}:root{color-scheme:light}[hidden]{display:none}");
  });

  it("keep an element's rule only where the document has that element", () => {
    const css = "h1,h2{font-size:2rem}table{border-collapse:collapse}abbr:where([title]){text-decoration:underline}";
    expect(styles(css, { elements: ["h2"] })).toBe("h1,h2{font-size:2rem}");
    expect(styles(css, { elements: ["abbr", "table"] })).toBe(
      "table{border-collapse:collapse}abbr:where([title]){text-decoration:underline}",
    );
    // The parser adds a <tbody> to a table written without one.
    expect(pageStyles("tbody td{padding:0}").for("<table><tr><td>1</td></tr></table>")).toBe("tbody td{padding:0}");
  });

  it("never drop a rule for a class inside :not(), :has(), or one of several :is() arguments", () => {
    const css =
      ".a:not(.b){color:red}:where(.c>:not(:last-child)){margin:0}.d:has(.e){color:blue}:is(.f,.g) .h{color:green}";
    expect(styles(css, { classes: ["a", "c", "d", "h"] })).toBe(css);
    expect(styles(css, {})).toBe("");
  });

  it("need the group or peer of a group-hover or peer-checked variant, as the element can match only then", () => {
    const css =
      "@media (hover:hover){.group-hover\\:glow:is(:where(.group):hover *){color:#fff}}.peer-checked\\:shown:is(:where(.peer):checked~*){display:block}";
    expect(styles(css, { classes: ["group-hover:glow", "peer-checked:shown"] })).toBe("");
    expect(styles(css, { classes: ["group", "group-hover:glow", "peer", "peer-checked:shown"] })).toBe(css);
  });

  it("keep dark-scheme variants by their class: data-theme is set by a script before the first paint", () => {
    const css =
      ".dark\\:night:where([data-theme=dark],[data-theme=dark] *){background:#000}[data-theme=dark] .keep{color:red}:root[data-theme=dark]{color-scheme:dark}";
    expect(styles(css, { classes: ["dark:night"] })).toBe(
      ".dark\\:night:where([data-theme=dark],[data-theme=dark] *){background:#000}:root[data-theme=dark]{color-scheme:dark}",
    );
  });

  it("read escaped class names as the markup writes them", () => {
    const css =
      ".md\\:stack{display:flex}.hover\\:lined:hover{text-decoration:underline}.\\[\\&\\>svg\\]\\:icon>svg{width:1rem}.half-1\\/2{top:50%}.\\32 xl\\:roomy{padding:1rem}.span-\\[calc\\(100\\%-2rem\\)\\]{width:calc(100% - 2rem)}";
    expect(
      styles(css, {
        classes: ["md:stack", "hover:lined", "[&>svg]:icon", "half-1/2", "2xl:roomy", "span-[calc(100%-2rem)]"],
        elements: ["svg"],
      }),
    ).toBe(css);
    expect(styles(css, { classes: ["stack", "lined", "icon"] })).toBe("");
  });

  it("keep the structure of @layer, @media and @supports, and drop blocks left empty", () => {
    const css =
      "@layer base{h1{margin:0}}@layer utilities{.a{color:red}@media (width>=40rem){.b{color:blue}.a{color:green}}@supports (display:grid){.c{display:grid}}}";
    expect(styles(css, { classes: ["a"] })).toBe(
      "@layer base;@layer utilities{.a{color:red}@media (width>=40rem){.a{color:green}}}",
    );
    // A block holding only blocks left empty is left empty too.
    expect(
      styles("@layer base{@supports (display:grid){@media (width>=40rem){.c{display:grid}}}}.a{color:red}", {}),
    ).toBe("@layer base;");
  });

  it("keep an emptied layer in its place, so that the whole stylesheet later finds the layers in the same order", () => {
    const css = "@layer theme,base,utilities;@layer base{.x{color:red}}@layer utilities{.a{color:blue}}";
    expect(styles(css, { classes: ["a"] })).toBe(
      "@layer theme,base,utilities;@layer base;@layer utilities{.a{color:blue}}",
    );
  });

  it("keep @font-face whole, and comments", () => {
    const css = "/*! licence */@font-face{font-family:Inter;src:url(/a.woff2)}.a{color:red}";
    expect(styles(css, {})).toBe("/*! licence */@font-face{font-family:Inter;src:url(/a.woff2)}");
  });

  it("keep @keyframes where a kept rule, a kept custom property or an element's style names them", () => {
    const css =
      ':root{--animate-twirl:twirl 1s linear infinite}.twirling{animation:var(--animate-twirl)}.rising{animation:rise .5s both}.sliding{animation-name:"slide"}@keyframes twirl{to{rotate:1turn}}@keyframes rise{0%{opacity:0}}@keyframes "slide"{0%{translate:1rem}}@keyframes sunrise{0%{opacity:0}}';
    const keyframes = (markup: Parameters<typeof documentWith>[0]) =>
      styles(css, markup).match(/@keyframes "?[\w-]+/g) ?? [];
    expect(keyframes({})).toEqual([]);
    expect(keyframes({ classes: ["twirling"] })).toEqual(["@keyframes twirl"]);
    // A whole name: "rise" is not "sunrise".
    expect(keyframes({ classes: ["rising"] })).toEqual(["@keyframes rise"]);
    expect(keyframes({ classes: ["sliding"] })).toEqual(['@keyframes "slide']);
    expect(keyframes({ style: "animation:sunrise 1s" })).toEqual(["@keyframes sunrise"]);
  });

  it("keep a custom property, and its @property, only where something kept reads it", () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --unused{syntax:"*";inherits:false}:root{--color-red:red;--color-blue:blue;--accent:var(--color-blue);--spacing:.25rem}.raised{--tw-shadow:0 1px 2px #000;box-shadow:var(--tw-shadow)}.text-accent{color:var(--accent)}.pad-1{padding:calc(var(--spacing)*1)}';
    expect(styles(css, { classes: ["raised", "text-accent"] })).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}:root{--color-blue:blue;--accent:var(--color-blue)}.raised{--tw-shadow:0 1px 2px #000;box-shadow:var(--tw-shadow)}.text-accent{color:var(--accent)}',
    );
    // A rule left with no declaration goes; a property the markup reads in a style attribute stays.
    expect(styles(css, { style: "color:var(--color-red)" })).toBe(":root{--color-red:red}");
  });

  it("keep rules with nested blocks whole, by their outer selector", () => {
    const css = ".a{color:red;&:hover{color:blue}}.b{.c &{color:green}}";
    expect(styles(css, { classes: ["a"] })).toBe(".a{color:red;&:hover{color:blue}}");
  });

  it("read strings, comments and escapes without taking their braces for blocks", () => {
    const css = '.a:after{content:"}{;"}/* } */.b[data-x="{"]{color:red}.c\\{{color:blue}';
    expect(styles(css, { classes: ["a", "b", "c{"] })).toBe(css);
    // A comment between rules goes with the rule before it.
    expect(styles(css, { classes: ["b"] })).toBe('.b[data-x="{"]{color:red}');
    expect(styles(css, { classes: ["a"] })).toBe('.a:after{content:"}{;"}/* } */');
  });

  it("read what Tailwind 4 writes: a layer order, @property, nesting with @media inside, :is/:where/:not/:has", () => {
    const css =
      '@layer theme,base,components,utilities;@property --tw-rotate{syntax:"*";inherits:false}@layer theme{:root,:host{--color-ink:#111;--color-paper:#fff}}@layer components{.card{color:var(--color-ink);&:hover{rotate:var(--tw-rotate)}@media (width>=40rem){padding:1rem}}.sheet{background:var(--color-paper)}}@layer utilities{.md\\:stack{@media (width>=48rem){display:flex}}:where(.stack>:not(:last-child)){margin-block-end:1rem}.lift:is(:where(.group):hover *){translate:0 -1px}.fill:has(>img){aspect-ratio:1}:is(.plain,.lined) .note{color:gray}}@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){@layer base{*,:before{--tw-rotate:0}}}';
    expect(styles(css, { classes: ["card"] })).toBe(
      '@layer theme,base,components,utilities;@property --tw-rotate{syntax:"*";inherits:false}@layer theme{:root,:host{--color-ink:#111}}@layer components{.card{color:var(--color-ink);&:hover{rotate:var(--tw-rotate)}@media (width>=40rem){padding:1rem}}}@layer utilities;@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){@layer base{*,:before{--tw-rotate:0}}}',
    );
    // .md:stack needs only itself (its @media is inside), a lone :where() argument counts, :has() and a choice of
    // :is() do not; .lift needs its group. An unread custom property goes; the layer that set it keeps its place.
    const names = ["lift", "md:stack", "sheet", "stack", "fill", "note"];
    const utilities =
      "@layer utilities{.md\\:stack{@media (width>=48rem){display:flex}}:where(.stack>:not(:last-child)){margin-block-end:1rem}.fill:has(>img){aspect-ratio:1}:is(.plain,.lined) .note{color:gray}}";
    expect(styles(css, { classes: names })).toBe(
      `@layer theme,base,components,utilities;@layer theme{:root,:host{--color-paper:#fff}}@layer components{.sheet{background:var(--color-paper)}}${utilities}@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){@layer base;}`,
    );
    expect(styles(css, { classes: [...names, "group"] })).toContain(
      ".lift:is(:where(.group):hover *){translate:0 -1px}",
    );
  });

  it("keep the custom properties that a <style> element in the markup reads", () => {
    const css = ":root{--font-mono:monospace;--font-sans:sans-serif}";
    const html =
      "<html><head></head><body><style>.post code{font-family:var(--font-mono,monospace)}</style></body></html>";
    expect(pageStyles(css).for(html)).toBe(":root{--font-mono:monospace}");
  });

  it("read the class tokens of every class attribute, whatever the quotes, entities and spaces", () => {
    const css = ".a{color:red}.b{color:blue}.\\[\\&_p\\]\\:flat p{margin:0}.c{color:green}";
    const html = `<p class='a'></p><p class="x\n b"></p><p class="[&amp;_p]:flat"></p><p data-class="c"></p>`;
    expect(pageStyles(css).for(html)).toBe(".a{color:red}.b{color:blue}.\\[\\&_p\\]\\:flat p{margin:0}");
  });
});

// Blocks below the fold carry a class of their own (DEFER_RENDER_CLASS on the site; made up here, as above).
describe("a page's first screen", () => {
  const css =
    ".top{color:red}.first-card{color:blue}.later-card{color:green}.foot-link{color:gray}.below{contain-intrinsic-size:auto 40rem}:is(.below,:has(.below))~.below{content-visibility:revert-layer}.tone{background:#eee}";
  const waiting = ":is(.below,:has(.below))~.below{content-visibility:hidden;visibility:hidden}";
  const page = (main: string, footer = '<footer class="below"><a class="foot-link"></a></footer>') =>
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title></head><body><header class="top"><img src="/a.png"><br></header><main>${main}</main>${footer}</body></html>`;
  const firstScreen = (html: string) => pageStyles(css).firstScreen(html, "below");

  it("holds the rules of what lies before the second block below the fold and of the blocks' own tags, then keeps the later blocks unpainted", () => {
    const html = page(
      '<section class="hero"></section><section class="below"><p class="first-card"></p></section><!--$--><section class="below tone"><p class="later-card"></p></section><!--/$-->',
    );
    expect(firstScreen(html)).toEqual({
      css: `.top{color:red}.first-card{color:blue}.below{contain-intrinsic-size:auto 40rem}:is(.below,:has(.below))~.below{content-visibility:revert-layer}.tone{background:#eee}${waiting}`,
      deferred: true,
    });
  });

  it("is the page's rules where only one block lies below the fold, or where no later block is one the rule matches", () => {
    const onlyFooter = page('<p class="later-card"></p>');
    expect(firstScreen(onlyFooter)).toEqual({ css: pageStyles(css).for(onlyFooter), deferred: false });
    // A block nested in a sibling that comes after the first block: not matched, so not left out.
    const nested = page(
      '<section class="below"><p class="first-card"></p></section><div><section class="below"><p class="later-card"></p></section></div>',
      "",
    );
    expect(firstScreen(nested)).toEqual({ css: pageStyles(css).for(nested), deferred: false });
  });

  it("leaves out the footer after a main holding a block, as the rule does", () => {
    const html = page('<section class="below"><p class="first-card"></p></section>');
    expect(firstScreen(html).css).not.toContain(".foot-link");
    expect(firstScreen(html).deferred).toBe(true);
  });

  it("finds a block's end past nested elements of its kind, comments, scripts and attributes that look like tags", () => {
    const html = page(
      '<section class="below"></section><section class="below"><section><p title="</section>"></p></section><!-- </section> --><script>"</section>"</script><p class="later-card"></p></section><p class="first-card"></p>',
      "",
    );
    expect(firstScreen(html).css).toBe(
      `.top{color:red}.first-card{color:blue}.below{contain-intrinsic-size:auto 40rem}:is(.below,:has(.below))~.below{content-visibility:revert-layer}${waiting}`,
    );
  });

  it("reads `/>` as the HTML parser does: the end of an element in <svg>, nothing on an HTML element", () => {
    const later = '<section class="below"><p class="later-card"></p></section>';
    const svg = page(`<section class="below"><svg><path d="M0 0"/></svg></section>${later}`, "");
    expect(firstScreen(svg).deferred).toBe(true);
    const div = page(`<section class="below"><div/></section>${later}`, "");
    expect(firstScreen(div)).toEqual({ css: pageStyles(css).for(div), deferred: false });
  });

  it("leaves nothing out of markup whose tags do not nest, a block whose end is missing, or blocks in a paragraph", () => {
    const unclosed = page('<section class="below"></section><section class="below"><p class="later-card"></p>', "");
    expect(firstScreen(unclosed)).toEqual({ css: pageStyles(css).for(unclosed), deferred: false });
    const crossed = page('<section class="below"></section><div><span></div></span>', "");
    expect(firstScreen(crossed).deferred).toBe(false);
    // The HTML parser closes a <p> where a block opens: the blocks no longer stand where the markup writes them.
    const inParagraph = page(
      '<p><section class="below"></section><section class="below"><p class="later-card"></p></section></p>',
      "",
    );
    expect(firstScreen(inParagraph)).toEqual({ css: pageStyles(css).for(inParagraph), deferred: false });
  });
});
