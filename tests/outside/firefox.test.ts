/**
 * A second browser engine (issue 21): Debian's firefox-esr, driven over
 * WebDriver BiDi by puppeteer-core. Firefox ships German hyphenation
 * dictionaries, as Safari and Chrome on Android and macOS do, and Chromium on
 * Linux (the e2e layer's browser) does not: only here does a test see German
 * headings as most German phone visitors see them. Every pre-rendered page of
 * both languages, at 390 and 1280 px: it loads and hydrates with no console
 * error, nothing sticks out sideways, and no word of 12 letters or fewer in a
 * heading (nor the brand) is split across lines; the contact popup opens from
 * the hero. Every page after the first draws its headings and text in Inter
 * (decision 0027): the first fetches the font once it is on screen.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import contactDe from "#app/content/contact/de.ts";
import contactEn from "#app/content/contact/en.ts";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { WEB_FONT_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { storageKeys } from "#app/lib/storage.ts";
import { firefoxPath, firefoxPrefs } from "#test/firefox.ts";
import { startServer, type RunningServer } from "#test/server.ts";

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "outside-firefox-"));
  server = await startServer({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "0" });
  browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: firefoxPrefs,
  });
  // A first visit: painted in the fallback, it fetches Inter for every page after it.
  const { page } = await openPage("/", 1280);
  // Polled by time, not by animation frame: a page with nothing left to paint may draw no frame to poll on.
  await page.waitForFunction(
    (key) => localStorage.getItem(key),
    { timeout: 20_000, polling: 100 },
    storageKeys.webFont,
  );
  // The file is cached; a visitor's next pages also find it decoded, since Firefox keeps a web font it has loaded
  // for the documents after. A busy machine can miss `optional`'s 100 ms on that first decode (the face's status
  // is then "error" and the page keeps its fallback), so the first page is viewed again until it has drawn in
  // Inter once, as a visitor's second page would.
  for (let view = 2; view <= 5 && (await page.evaluate(interStatus)) !== "loaded"; view++) {
    await reloadWhenSettled(page);
    await page.waitForSelector("html[data-hydrated]", { timeout: 20_000 });
    await page.waitForFunction(() => document.fonts.status === "loaded", { timeout: 10_000, polling: 100 });
  }
  await page.close();
});

/** The load status of the Inter face in the open document. */
function interStatus(): FontFaceLoadStatus | undefined {
  return [...document.fonts].find((face) => face.family.replaceAll('"', "") === "Inter")?.status;
}
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Opens a page as a visitor and waits until it is live; returns the console errors it logged. */
async function openPage(path: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 900 });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(server.url + path, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated]", { timeout: 20_000 });
  return { page, errors };
}

/**
 * Views the page again once its requests have settled. A reload cuts short what is still loading: a chunk the
 * page imports after hydration then fails with "error loading dynamically imported module", an error of the
 * test's making that no visitor reading the page would meet (a clean run's CI once failed on it).
 */
async function reloadWhenSettled(page: Page): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 250, timeout: 10_000 });
  await page.reload({ waitUntil: "load" });
}

/** How the page draws its text: whether it asked for Inter, Inter's load status, and text in another font. */
function fontsInUse(attribute: string) {
  const inter = [...document.fonts].find((face) => face.family.replaceAll('"', "") === "Inter");
  const text = "h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, a, button, label, blockquote";
  const notInter = [...document.querySelectorAll(text)]
    .filter((element) => !element.closest("pre, code") && !/^"?Inter"?,/.test(getComputedStyle(element).fontFamily))
    .map((element) => `${element.tagName.toLowerCase()}: ${getComputedStyle(element).fontFamily}`);
  return {
    asksForInter: document.documentElement.hasAttribute(attribute),
    inter: inter?.status,
    notInter: notInter.slice(0, 3),
  };
}

/** Words in headings that a line break cuts in two: short ones and the brand never should be. */
function splitHeadingWords(): string[] {
  const split: string[] = [];
  for (const heading of document.querySelectorAll("h1, h2, h3")) {
    if (!heading.getClientRects().length) continue;
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
        const word = match[0];
        if (word.length > 12 && word !== "Conversational") continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) split.push(`${word} (in “${heading.textContent?.trim()}”)`);
      }
    }
  }
  return split;
}

describe("Firefox", () => {
  for (const width of [390, 1280]) {
    describe(`at ${width} px`, () => {
      for (const path of prerenderedPaths()) {
        it(`${path}: hydrates without a console error, fits the width, splits no short heading word, in Inter`, async () => {
          const { page, errors } = await openPage(path, width);
          try {
            let fonts = await page.evaluate(fontsInUse, WEB_FONT_ATTRIBUTE);
            // font-display: optional gives up after 100 ms, which a busy machine can take to get the cached file
            // (Firefox once revalidated it first): that view keeps its fallback, a later one draws in Inter.
            for (let view = 2; view <= 3 && fonts.inter !== "loaded"; view++) {
              await reloadWhenSettled(page);
              await page.waitForSelector("html[data-hydrated]", { timeout: 20_000 });
              fonts = await page.evaluate(fontsInUse, WEB_FONT_ATTRIBUTE);
            }
            expect(fonts).toEqual({
              asksForInter: true,
              inter: "loaded",
              notInter: [],
            });
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
            expect(await page.evaluate(splitHeadingWords)).toEqual([]);
            expect(errors).toEqual([]);
          } finally {
            await page.close();
          }
        });
      }

      for (const [path, dialog] of [
        ["/", "We're glad to analyze your data"],
        ["/de", "Wir analysieren gerne Ihre Daten"],
      ] as const) {
        it(`${path}: the hero chat opens the contact popup`, async () => {
          const { page, errors } = await openPage(path, width);
          try {
            await page.locator("[data-testid='hero-chat'] input").fill("Wie lief das letzte Quartal?");
            await page.keyboard.press("Enter");
            const title = await page.waitForSelector("[role='dialog'] h2", { timeout: 5_000 });
            expect(await title?.evaluate((element) => element.textContent)).toBe(dialog);
            expect(errors).toEqual([]);
          } finally {
            await page.close();
          }
        });
      }
    });
  }

  // Issue 43, decision 0041: Firefox refills a form after a reload, before the page is live; sending it then sends
  // what it shows (before, every field was "required" and emptied).
  for (const [path, copy] of [
    ["/", contactEn.form],
    ["/de", contactDe.form],
  ] as const) {
    it(`${path}: the contact form refilled by a reload is what is sent`, async () => {
      const { page, errors } = await openPage(`${path}#contact`, 1280);
      try {
        const email = `firefox-${path.length}-${Date.now()}@elbwerk.de`;
        const values = {
          firstName: "Jana",
          lastName: "Petersen",
          company: "Elbwerk Logistik GmbH",
          email,
          message: "Lieferzeiten je Region, bitte.",
        };
        await page.waitForSelector("#contact[data-hydrated]", { timeout: 20_000 });
        for (const [name, value] of Object.entries(values)) await page.type(`#contact [name="${name}"]`, value);
        await reloadWhenSettled(page);
        await page.waitForSelector("#contact[data-hydrated]", { timeout: 20_000 });
        for (const [name, value] of Object.entries(values))
          expect(await page.$eval(`#contact [name="${name}"]`, (field) => (field as HTMLInputElement).value)).toBe(
            value,
          );
        await page.click("#contact [name=privacyPolicy]");
        await page.click("#contact button[type=submit]");
        const toast = await page.waitForSelector("[data-testid='toast']", { timeout: 10_000 });
        expect(await toast?.evaluate((element) => element.textContent)).toContain(copy.success.title);
        const stored = execFileSync(process.execPath, ["scripts/contacts-export.ts"], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
          encoding: "utf8",
        });
        expect(stored.split("\n").find((row) => row.includes(email))).toContain("Petersen");
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
