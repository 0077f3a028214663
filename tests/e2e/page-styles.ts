/**
 * A page's `<style>` holds only the rules of its first screen (its markup but for the content of the blocks below the
 * fold after the first, which stay unpainted), and the whole stylesheet arrives behind the first paint (decisions
 * 0029, 0032). `openComparingStyles` opens a page as `open` does, and on the way proves that the whole stylesheet
 * changes nothing that is already on screen, and that what waits for it is unpainted, never unstyled.
 */
import type { Page } from "@playwright/test";
import {
  DEFER_RENDER_CLASS,
  FULL_STYLESHEET_ID,
  HYDRATED_ATTRIBUTE,
  RENDER_ALL_ATTRIBUTE,
} from "#app/lib/rendering/markers.ts";
import { DESKTOP, expect, PHONE, test } from "./fixtures.ts";

type Gate = { opened: Promise<void>; open: () => void };

function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** The views each page is compared in: both widths, both schemes (not every pair: each record takes a moment). */
const VIEWS = [
  { viewport: DESKTOP, theme: "light" },
  { viewport: PHONE, theme: "dark" },
] as const;

/**
 * Opens the page with its scripts and the whole stylesheet held back, so it shows what a first paint shows: the
 * server's markup with only the page's own rules. Expects the blocks below the fold after the first to be unpainted
 * (nothing in them visible) and every animation the page runs to have its keyframes. Records the box of everything
 * the browser lays out (pseudo-elements and text included) and its computed value of every property the stylesheet
 * sets (custom properties aside: those nothing on the page reads are left out on purpose), at desktop width in the
 * light scheme and at phone width in the dark one; lets the whole stylesheet in and records again, the unpainted
 * blocks kept so for the record; expects no difference; then expects those blocks painted. Then lets the scripts
 * in and returns once the page is live, as `open` does. Costs ~1–3 s more than `open` on a busy machine (the home
 * page the most).
 */
export async function openComparingStyles(page: Page, path: string) {
  const drawing = await keepDrawing(page);
  try {
    return await comparingStyles(page, path);
  } finally {
    await drawing.stop();
  }
}

/**
 * Chromium's headless shell draws a frame only when something asks for one, and DOMSnapshot.captureSnapshot after a
 * change of viewport waits for the next frame: without what Playwright's trace does (its screencast and DOM
 * snapshots; either alone was tried, and / still waited for good) it can wait forever. CI runs without a trace (it
 * cost 30 % of the end-to-end layer's CPU), so the comparison records one of its own for its duration and
 * throws it away, unless one is already running (locally, retain-on-failure).
 */
async function keepDrawing(page: Page): Promise<{ stop: () => Promise<void> }> {
  const trace = test.info().project.use.trace;
  const traced = (typeof trace === "object" ? trace.mode : trace) ?? "off";
  if (traced !== "off") return { stop: async () => {} };
  const { tracing } = page.context();
  await tracing.start({ screenshots: true, snapshots: true });
  return { stop: () => tracing.stop() };
}

async function comparingStyles(page: Page, path: string) {
  const scripts = gate();
  const stylesheet = gate();
  const stylesheetAsked = gate();
  await page.route("**/assets/*.js", async (route) => {
    await scripts.opened;
    await route.continue();
  });
  await page.route("**/assets/*.css", async (route) => {
    stylesheetAsked.open();
    await stylesheet.opened;
    await route.continue();
  });
  const viewport = page.viewportSize();
  // Not until "load": the held scripts keep it from coming.
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  // The client has started: the whole stylesheet is asked for (and held), the scripts too.
  await stylesheetAsked.opened;
  const firstScreen = await page.evaluate(readFirstScreen, DEFER_RENDER_CLASS);
  expect(firstScreen.visibleInUnpainted, `${path}: shown in a block that waits for the whole stylesheet`).toEqual([]);
  expect(firstScreen.missingKeyframes, `${path}: animations without their keyframes`).toEqual([]);
  await page.evaluate(prepare, { renderAll: RENDER_ALL_ATTRIBUTE, block: DEFER_RENDER_CLASS, held: HELD_UNPAINTED });
  const properties = await page.evaluate(propertiesSetBy, await wholeStylesheet(page));
  const cdp = await page.context().newCDPSession(page);
  const views = async () => {
    // The local fallback faces load on first use: measured before they have, text sits in another font, and the
    // comparison would blame the stylesheet for what the font's arrival moved. Waiting for `document.fonts.ready`
    // is not enough: a weight first used by the next layout (a view at another width) starts loading only then,
    // after `ready` has resolved (a run under load saw the header's text 2 % wider after the stylesheet). So every
    // face of the fallback families is loaded before the first view; a face whose local font is missing fails.
    await page.evaluate(() =>
      Promise.allSettled(
        [...document.fonts]
          .filter((face) => face.family.replaceAll('"', "").startsWith("Inter Fallback"))
          .map((face) => face.load()),
      ).then(() => document.fonts.ready.then(() => undefined)),
    );
    const snapshots: Snapshot[] = [];
    for (const view of VIEWS) {
      await page.setViewportSize(view.viewport);
      await page.evaluate(setTheme, view.theme);
      snapshots.push(await cdp.send("DOMSnapshot.captureSnapshot", { computedStyles: properties }));
    }
    return snapshots;
  };
  const before = await views();
  stylesheet.open();
  await page.waitForFunction(
    (id) => Boolean((document.getElementById(id) as HTMLLinkElement | null)?.sheet),
    FULL_STYLESHEET_ID,
  );
  const after = await views();
  const differences = VIEWS.flatMap(({ viewport, theme }, view) =>
    changes(before[view]!, after[view]!, properties)
      .slice(0, 10)
      .map((change) => `${viewport.width} px, ${theme}: ${change}`),
  );
  expect(differences, `${path}: what the whole stylesheet changed`).toEqual([]);

  await cdp.detach();
  await page.evaluate(resume, HELD_UNPAINTED);
  expect(await page.evaluate(unpaintedBlocks, DEFER_RENDER_CLASS), `${path}: blocks still unpainted`).toEqual([]);
  if (viewport) await page.setViewportSize(viewport);
  scripts.open();
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
  await page.unrouteAll();
  return response;
}

/** The site's whole stylesheet, asked for beside the page (whose own requests a test may be holding back). */
async function wholeStylesheet(page: Page): Promise<string> {
  // The client start's link, or the one a page without JavaScript has in its head (<noscript>).
  const href = await page.evaluate(
    (id) =>
      (document.getElementById(id) ?? document.querySelector('link[rel="stylesheet"][href^="/assets/"]'))?.getAttribute(
        "href",
      ),
    FULL_STYLESHEET_ID,
  );
  return (await page.request.get(href!)).text();
}

type Snapshot = {
  documents: {
    nodes: { nodeName?: number[]; parentIndex?: number[]; attributes?: number[][]; backendNodeId?: number[] };
    layout: { nodeIndex: number[]; styles: number[][]; bounds: number[][] };
  }[];
  strings: string[];
};

/** Marks, for the record, a block that waits for the whole stylesheet (`prepare`): what is in it is not compared. */
const HELD_UNPAINTED = "data-held-unpainted";

/**
 * The boxes of a record by node (its backend id: pseudo-elements come and go inside the blocks held unpainted, so
 * the nodes' places in the record do not match), with the node's name; those inside a held block left out: their
 * layout objects stay, unpainted, with whatever style they had.
 */
function boxesOf({ documents: [document], strings }: Snapshot): Map<number, { box: number; name: string }> {
  const { parentIndex = [], attributes = [], backendNodeId = [], nodeName = [] } = document!.nodes;
  const held = (node: number) =>
    (attributes[node] ?? []).some((name, at) => at % 2 === 0 && strings[name] === HELD_UNPAINTED);
  const inside = new Set<number>();
  for (let node = 0; node < parentIndex.length; node += 1) {
    const parent = parentIndex[node]!;
    if (parent >= 0 && (inside.has(parent) || held(parent))) inside.add(node);
  }
  const boxes = new Map<number, { box: number; name: string }>();
  document!.layout.nodeIndex.forEach((node, box) => {
    if (!inside.has(node))
      boxes.set(backendNodeId[node]!, { box, name: `${strings[nodeName[node]!]} (node ${backendNodeId[node]})` });
  });
  return boxes;
}

/**
 * What differs between two records of the same document: boxes laid out, where they are, and their styles; what is
 * inside a block held unpainted aside.
 */
function changes(before: Snapshot, after: Snapshot, properties: string[]): string[] {
  const [earlier, later] = [boxesOf(before), boxesOf(after)];
  const gone = [...earlier].filter(([node]) => !later.has(node)).map(([, { name }]) => name);
  const come = [...later].filter(([node]) => !earlier.has(node)).map(([, { name }]) => name);
  if (gone.length || come.length)
    return [`other boxes laid out: ${gone.slice(0, 5).join(", ")} gone, ${come.slice(0, 5).join(", ")} come`];
  const [was, is] = [before.documents[0]!.layout, after.documents[0]!.layout];
  return [...later].flatMap(([node, { box, name }]) => {
    const from = earlier.get(node)!.box;
    const found: string[] = [];
    if (was.bounds[from]!.join() !== is.bounds[box]!.join())
      found.push(`box ${was.bounds[from]!.join(" ")} -> ${is.bounds[box]!.join(" ")}`);
    for (const [index, property] of properties.entries()) {
      const [value, next] = [before.strings[was.styles[from]![index]!], after.strings[is.styles[box]![index]!]];
      if (value !== next) found.push(`${property}: ${value} -> ${next}`);
    }
    return found.length ? [`${name}: ${found.join("; ")}`] : [];
  });
}

// The functions below run in the page.

/** What a block below the fold is called in a message: its id, or its tag and place among the page's blocks. */
function blockName(block: Element, index: number): string {
  return block.id ? `#${block.id}` : `${block.tagName.toLowerCase()} (block ${index + 1})`;
}

/** The page's blocks below the fold that are unpainted (content-visibility: hidden), by name. */
function unpaintedBlocks(blockClass: string): string[] {
  return [...document.getElementsByClassName(blockClass)].flatMap((block, index) =>
    getComputedStyle(block).contentVisibility === "hidden" ? [blockName(block, index)] : [],
  );
}

/**
 * Before the whole stylesheet: what of the blocks that wait for it a visitor could see (nothing: the first block is
 * never among them, and the others keep their content unpainted and invisible), and the animation names in use
 * without keyframes.
 */
function readFirstScreen(blockClass: string): { visibleInUnpainted: string[]; missingKeyframes: string[] } {
  const blocks = [...document.getElementsByClassName(blockClass)];
  const visibleInUnpainted = blocks.flatMap((block, index) => {
    const style = getComputedStyle(block);
    if (index === 0) return style.contentVisibility === "hidden" ? [`the first block, ${blockName(block, 0)}`] : [];
    if (style.contentVisibility !== "hidden") return [];
    const shown = [...block.querySelectorAll("*")].filter((element) =>
      element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }),
    );
    return style.visibility === "visible" || shown.length
      ? [`${blockName(block, index)}: ${shown.length} elements`]
      : [];
  });
  const keyframes = new Set<string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSKeyframesRule) keyframes.add(rule.name);
      else if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  const missingKeyframes = new Set<string>();
  for (const element of document.querySelectorAll("*"))
    for (const name of getComputedStyle(element).animationName.split(", "))
      if (name !== "none" && !keyframes.has(name)) missingKeyframes.add(name);
  return { visibleInUnpainted, missingKeyframes: [...missingKeyframes] };
}

/**
 * Every deferred block laid out (the sweep does so anyway for axe), so that no box depends on what the browser
 * skipped, but those that wait for the whole stylesheet, kept unpainted in both records by their own style (what
 * the whole stylesheet changes about them is checked apart); every animation held where it is (the hero's
 * entrance), so that time changes no value between records.
 */
function prepare({ renderAll, block, held }: { renderAll: string; block: string; held: string }): void {
  document.documentElement.setAttribute(renderAll, "");
  for (const element of document.getElementsByClassName(block)) {
    if (!(element instanceof HTMLElement) || getComputedStyle(element).contentVisibility !== "hidden") continue;
    element.style.contentVisibility = "hidden";
    element.style.visibility = "hidden";
    element.setAttribute(held, "");
  }
  for (const animation of document.getAnimations()) animation.pause();
}

/** The scheme, its colours at once: a change of scheme fades colours for 150 ms, and a record takes no half-way. */
function setTheme(theme: string): void {
  document.documentElement.dataset.theme = theme;
  for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
}

/** Every property the stylesheet sets (its longhands, custom properties aside): what a rule of it can change. */
function propertiesSetBy(stylesheet: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(stylesheet);
  const properties = new Set<string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) for (const property of rule.style) properties.add(property);
      if ("cssRules" in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  visit(sheet.cssRules);
  return [...properties].filter((property) => !property.startsWith("--")).sort();
}

function resume(held: string): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${held}]`)) {
    element.style.removeProperty("content-visibility");
    element.style.removeProperty("visibility");
    if (!element.getAttribute("style")) element.removeAttribute("style");
    element.removeAttribute(held);
  }
  for (const animation of document.getAnimations()) animation.play();
  const theme = (window as { __applyTheme?: () => void }).__applyTheme;
  theme?.();
}

/**
 * The class names on the page that the site's stylesheet has rules for and no stylesheet applied to the page has:
 * what would show unstyled. Empty once the whole stylesheet applies. `drawn`: only those of elements the browser
 * draws (not in a block kept unpainted or skipped, not invisible), what a visitor could see by scrolling.
 */
export async function unstyledClasses(page: Page, { drawn = false } = {}): Promise<string[]> {
  return page.evaluate(
    ({ stylesheet, drawn }) => {
      const classesOf = (rules: CSSRuleList, into: Set<string>) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule)
            for (const [, name] of rule.selectorText.matchAll(/\.((?:[\w-]|\\[0-9a-fA-F]{1,6} ?|\\.)+)/g))
              into.add(
                name!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex?: string, char?: string) =>
                  hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char!,
                ),
              );
          if ("cssRules" in rule) classesOf((rule as CSSGroupingRule).cssRules, into);
        }
        return into;
      };
      const whole = new CSSStyleSheet();
      whole.replaceSync(stylesheet);
      const known = classesOf(whole.cssRules, new Set());
      const applied = new Set<string>();
      for (const sheet of document.styleSheets) classesOf(sheet.cssRules, applied);
      const elements = [...document.querySelectorAll("[class]")].filter(
        (element) => !drawn || element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }),
      );
      const onPage = new Set(elements.flatMap((element) => [...element.classList]));
      return [...onPage].filter((name) => known.has(name) && !applied.has(name)).sort();
    },
    { stylesheet: await wholeStylesheet(page), drawn },
  );
}
