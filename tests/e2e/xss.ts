/**
 * Post content an attacker would write, and the proof that none of it runs:
 * shared by the demo blog's spec and the publishing blog's. Run these with
 * `test.use({ bypassCSP: true })`: without the Content-Security-Policy a
 * handler that got through would really run and set the flag, so they prove
 * the sanitizing, not the CSP.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const xssPayload = [
  '<p id="safe">Safe text stays.</p>',
  "<script>window.__xss = 'script'</script>",
  '<img src="data:,not-an-image" alt="broken" onerror="window.__xss = \'img\'">',
  '<img src="/og/en.png" alt="Our own picture" onerror="window.__xss = \'own-img\'">',
  "<a href=\"javascript:window.__xss = 'link'\">Click me</a>",
  "<a href=\" JaVaScRiPt:window.__xss = 'link2'\">Click me too</a>",
  '<svg onload="window.__xss = \'svg\'"><circle r="5"></circle></svg>',
  "<p onmouseover=\"window.__xss = 'hover'\">Hover me</p>",
  "<iframe src=\"javascript:window.parent.__xss = 'iframe'\"></iframe>",
  "<details open ontoggle=\"window.__xss = 'toggle'\"><summary>More</summary>x</details>",
].join("");

export async function expectNothingRan(page: Page) {
  const body = page.getByTestId("post-body");
  await expect(body.getByText("Safe text stays.")).toBeVisible();
  // Give every payload its chance: the image has failed to load, the details element toggled.
  await body.getByText("Hover me").hover();
  await body.getByText("Click me", { exact: true }).click();
  await body.getByText("Click me too", { exact: true }).click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  await expect(page).toHaveURL(/\/blog\//);
  // And the dangerous parts are gone from the page, not merely blocked.
  await expect(body.locator("script, svg, iframe")).toHaveCount(0);
  await expect(body.locator("[onerror], [onload], [onmouseover], [ontoggle]")).toHaveCount(0);
  // Images come from this site only: the foreign one is gone, ours stays (without its handler).
  await expect(body.locator("img")).toHaveCount(1);
  await expect(body.locator("img")).toHaveAttribute("alt", "Our own picture");
  await expect(body.locator("a[href]")).toHaveCount(0);
  await expect(body.locator("a")).toHaveCount(2);
}
