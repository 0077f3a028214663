import { test as base, expect, type Page } from "@playwright/test";

type Problems = { list: string[]; allow: (pattern: RegExp) => void };

/**
 * Every test fails on a console error, an uncaught exception, a
 * Content-Security-Policy violation or a request to another origin, unless it
 * explicitly allows one it provokes on purpose.
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
