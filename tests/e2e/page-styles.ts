/**
 * A page's `<style>` holds only the rules its own markup uses, and the whole stylesheet arrives behind the first
 * paint (decision 0029). `openComparingStyles` opens a page as `open` does, and on the way proves that the whole
 * stylesheet changes nothing that is already on screen.
 */
import type { Page } from "@playwright/test";
import { FULL_STYLESHEET_ID, HYDRATED_ATTRIBUTE, RENDER_ALL_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { DESKTOP, expect, PHONE } from "./fixtures.ts";

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
 * Opens the page with its scripts and the whole stylesheet held back, so it shows what a first paint shows (and
 * what a visitor without JavaScript keeps): the server's markup with only the page's own rules. Records the box
 * of everything the browser lays out (pseudo-elements and text included) and its computed value of every property
 * the stylesheet sets (custom properties aside: those nothing on the page reads are left out on purpose), at
 * desktop width in the light scheme and at phone width in the dark one; lets the whole stylesheet in and records
 * again; expects no difference. Then lets the scripts in and returns once the page is live, as `open` does.
 * Costs ~1–3 s more than `open` on a busy machine (the home page the most).
 */
export async function openComparingStyles(page: Page, path: string) {
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
  await page.evaluate(prepare, RENDER_ALL_ATTRIBUTE);
  const properties = await page.evaluate(propertiesSetBy, await wholeStylesheet(page));
  const cdp = await page.context().newCDPSession(page);
  const views = async () => {
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
  await page.evaluate(resume);
  if (viewport) await page.setViewportSize(viewport);
  scripts.open();
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
  await page.unrouteAll();
  return response;
}

/** The site's whole stylesheet, asked for beside the page (whose own requests a test may be holding back). */
async function wholeStylesheet(page: Page): Promise<string> {
  const href = await page.locator(`#${FULL_STYLESHEET_ID}`).getAttribute("href");
  return (await page.request.get(href!)).text();
}

type Snapshot = {
  documents: {
    nodes: { nodeName?: number[] };
    layout: { nodeIndex: number[]; styles: number[][]; bounds: number[][] };
  }[];
  strings: string[];
};

/** What differs between two records of the same document: boxes laid out, where they are, and their styles. */
function changes(before: Snapshot, after: Snapshot, properties: string[]): string[] {
  const [earlier, later] = [before.documents[0]!.layout, after.documents[0]!.layout];
  if (earlier.nodeIndex.join() !== later.nodeIndex.join()) return ["other boxes laid out"];
  const nodeNames = after.documents[0]!.nodes.nodeName ?? [];
  return later.nodeIndex.flatMap((node, box) => {
    const found: string[] = [];
    if (earlier.bounds[box]!.join() !== later.bounds[box]!.join())
      found.push(`box ${earlier.bounds[box]!.join(" ")} -> ${later.bounds[box]!.join(" ")}`);
    for (const [at, property] of properties.entries()) {
      const [was, is] = [before.strings[earlier.styles[box]![at]!], after.strings[later.styles[box]![at]!]];
      if (was !== is) found.push(`${property}: ${was} -> ${is}`);
    }
    return found.length ? [`${after.strings[nodeNames[node]!]} (node ${node}): ${found.join("; ")}`] : [];
  });
}

// The functions below run in the page.

/**
 * Every deferred block laid out (the sweep does so anyway for axe), so that no box depends on what the browser
 * skipped; every animation held where it is (the hero's entrance), so that time changes no value between records.
 */
function prepare(renderAll: string): void {
  document.documentElement.setAttribute(renderAll, "");
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

function resume(): void {
  for (const animation of document.getAnimations()) animation.play();
  const theme = (window as { __applyTheme?: () => void }).__applyTheme;
  theme?.();
}

/**
 * The class names on the page that the site's stylesheet has rules for and no stylesheet applied to the page has:
 * what would show unstyled. Empty once the whole stylesheet applies.
 */
export async function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(
    (stylesheet) => {
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
      const onPage = new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
      return [...onPage].filter((name) => known.has(name) && !applied.has(name)).sort();
    },
    await wholeStylesheet(page),
  );
}
