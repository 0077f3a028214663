import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE, RENDER_ALL_ATTRIBUTE } from "#app/lib/rendering/markers.ts";

type Problems = { list: string[]; allow: (pattern: RegExp) => void };

/** Set by the site shell once the page is live (buttons and fields work). */
const LIVE_PAGE = `html[${HYDRATED_ATTRIBUTE}]`;

/**
 * Opens a page as a visitor does who waits for it to come alive: pages paint
 * first and hydrate a moment later (decision 0008), and a click before that
 * would find plain HTML. Returns once `<html data-hydrated>` is set.
 */
export async function open(page: Page, url: string, options?: Parameters<Page["goto"]>[1]) {
  const response = await page.goto(url, options);
  await page.locator(LIVE_PAGE).waitFor({ state: "attached" });
  return response;
}

/** Reloads the page and waits until it is live again. */
export async function reopen(page: Page) {
  const response = await page.reload();
  await page.locator(LIVE_PAGE).waitFor({ state: "attached" });
  return response;
}

/**
 * Every test fails on a console error, an uncaught exception, a
 * Content-Security-Policy violation or a request to another origin, unless it
 * explicitly allows one it provokes on purpose. So every page (the a11y spec
 * visits each at two widths) and every flow (popup, forms, blog administrator)
 * is also a proof of zero CSP violations.
 */
export const test = base.extend<{ problems: Problems; firstVisitDone: boolean }>({
  // Most tests are not about the welcome toast; they start as a returning visitor of this session.
  firstVisitDone: [true, { option: true }],
  page: async ({ page, firstVisitDone }, use) => {
    if (firstVisitDone) await page.addInitScript(() => sessionStorage.setItem("first-visit", "1"));
    await use(page);
  },
  problems: [
    async ({ page, baseURL }, use) => {
      const list: string[] = [];
      const allowed: RegExp[] = [];
      const origin = new URL(baseURL ?? "http://localhost").origin;
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
        });
      });
      page.on("console", (message) => {
        if (message.type() === "error") list.push(`console error: ${message.text()}`);
      });
      page.on("pageerror", (error) => list.push(`uncaught: ${error.message}`));
      page.on("request", (request) => {
        const url = request.url();
        if (/^(data|blob|about):/.test(url)) return;
        if (new URL(url).origin !== origin) list.push(`request to another origin: ${url}`);
      });
      await use({ list, allow: (pattern) => allowed.push(pattern) });
      expect(list.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The not-found screen's own 404 status is reported by Chromium as a console error; that one is expected. */
export const documentNotFound = /Failed to load resource: the server responded with a status of 404/;

/** A slower connection for this page, through Chromium's DevTools protocol (bytes per second, ms per round trip). */
export async function throttle(
  page: Page,
  { latency, download, upload }: { latency: number; download: number; upload: number },
) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency,
    downloadThroughput: download,
    uploadThroughput: upload,
  });
}

export async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** True when the element's top edge is within the viewport. */
export async function isInViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= -1 && top < window.innerHeight;
  });
}

/**
 * axe's findings (WCAG 2.2 AA and best practice) on the page as a visitor sees it once everything is rendered:
 * blocks below the fold are skipped by the browser until then (decision 0008), and axe cannot judge the colours
 * of text the browser has not laid out.
 */
/**
 * What a change of colour scheme alone can break: contrast, and links told from their text by colour only. A page
 * checked in full once gives the other scheme only these questions to answer (`only: "colours"`).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

export async function axeViolations(page: Page, { only }: { only?: "colours" } = {}): Promise<string[]> {
  // What the client does in idle moments anyway, at once: every deferred block laid out.
  await page.evaluate((name) => document.documentElement.setAttribute(name, ""), RENDER_ALL_ATTRIBUTE);
  // The hero's scripted chat fades each message in as it goes on (0.3 s): axe once sampled two of them halfway, in
  // transitions begun after the wait below. With reduced motion every message has its full colour (app.css), and
  // axe judges them all, as they end up.
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Colours that are still changing (buttons fade in 150 ms when the scheme flips) are no colours to judge: on a
  // loaded machine axe once sampled a secondary button halfway from light to dark. Wait for transitions to end:
  // those of elements shown, as axe judges no other (one in a closed <details> is never drawn, and never ends).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.checkVisibility() !== false)
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  // Only violations are read: axe then describes one node of each passing rule, not every node it checked (the
  // selectors and snippets of a whole page, which cost more than the checks on long pages).
  // Legacy mode: axe runs whole in the page, as `axe.run`. The default splits each run into a part per frame and
  // a finish in a new blank page with axe injected a second time, for cross-origin frames, which the site cannot
  // have (CSP default-src 'self', no frames): the same findings (compared on a page with planted violations) in
  // a third to a half of the time, 0.7 s instead of 2.0 s for the home page in full.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  const results = await (
    only === "colours"
      ? builder.withRules(COLOUR_RULES)
      : builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
  ).analyze();
  await page.emulateMedia({ reducedMotion: null });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * The sweep's questions for an open page at desktop width: no axe violations at desktop and phone width in the
 * light scheme, no contrast problem in the dark one (the system turns dark while the page is open, and the page
 * follows), and nothing wider than a phone. Leaves the page at desktop width, dark.
 */
export async function expectCleanAtEveryWidthAndScheme(page: Page, path: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  expect(await axeViolations(page), `${path} at desktop width`).toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await axeViolations(page), `${path} at phone width`).toEqual([]);
  // Long German words, tables and cards must fit a phone's width too.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is ${overflow}px too wide`).toBeLessThanOrEqual(0);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await axeViolations(page, { only: "colours" }), `${path} at phone width, dark`).toEqual([]);
  await page.setViewportSize(DESKTOP);
  expect(await axeViolations(page, { only: "colours" }), `${path} at desktop width, dark`).toEqual([]);
}

/**
 * Goes to a page with the test's fake clock paused at a fixed time, so only `page.clock.runFor()` moves it,
 * however slow the machine is. The client starts one frame after the first paint (decision 0008), and a paused
 * clock draws no frames: it moves on in 20 ms steps until the page is live, so timers the page sets from then on
 * start within 20 ms of the moment the test expects.
 */
export async function gotoWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: new Date("2026-11-22T09:00:00Z") });
  await page.clock.pauseAt(new Date("2026-11-22T09:00:01Z"));
  await page.goto(path, { waitUntil: "commit" });
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return page.locator(LIVE_PAGE).count();
    })
    .toBe(1);
}
