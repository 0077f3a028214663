import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Page, type Response } from "@playwright/test";

type Problems = { list: string[]; allow: (pattern: RegExp) => void };

/** Set by the site shell once the page is live (buttons and fields work). */
const LIVE_PAGE = "html[data-hydrated]";

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
  page: async ({ page, firstVisitDone, javaScriptEnabled }, use) => {
    if (firstVisitDone) await page.addInitScript(() => sessionStorage.setItem("first-visit", "1"));
    // Pages paint first and hydrate a moment later (decision 0006). A test acts like a user who waits for
    // the page to come alive: goto and reload return once <html data-hydrated> is set.
    if (javaScriptEnabled !== false) {
      const whenHydrated = async (response: Response | null, waitUntil?: string) => {
        const isPage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
        if (isPage && waitUntil !== "commit") await page.locator(LIVE_PAGE).waitFor({ state: "attached" });
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => whenHydrated(await goto(url, options), options?.waitUntil);
      page.reload = async (options) => whenHydrated(await reload(options), options?.waitUntil);
    }
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
 * blocks below the fold are skipped by the browser until then (decision 0007), and axe cannot judge the colours
 * of text the browser has not laid out.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.locator("html[data-render-all]").waitFor({ state: "attached" });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Goes to a page with the test's fake clock paused at a fixed time, so only `page.clock.runFor()` moves it,
 * however slow the machine is. The client starts one frame after the first paint (decision 0006), and a paused
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
