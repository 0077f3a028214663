/**
 * What a visitor does before the page is live is not lost, in the second engine too (issue 43, decision 0041):
 * Debian's firefox-esr acts as soon as the page is painted, with the page's scripts held by a line between the
 * browser and the server (tests/support/holding-proxy.ts), then asks for the outcome a live page would have given,
 * in English and German. The same journeys on slow lines in Chromium: tests/e2e/before-live.spec.ts.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import careersDe from "#app/content/careers/de.ts";
import careersEn from "#app/content/careers/en.ts";
import contactDe from "#app/content/contact/de.ts";
import contactEn from "#app/content/contact/en.ts";
import homeDe from "#app/content/home/de.ts";
import homeEn from "#app/content/home/en.ts";
import siteDe from "#app/content/site/de.ts";
import siteEn from "#app/content/site/en.ts";
import { HYDRATED_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { firefoxPath, firefoxPrefs } from "#test/firefox.ts";
import { startHoldingProxy, type HoldingProxy } from "#test/holding-proxy.ts";
import { startServer, type RunningServer } from "#test/server.ts";

let server: RunningServer;
let proxy: HoldingProxy;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "outside-firefox-before-live-"));
  server = await startServer({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "0" });
  proxy = await startHoldingProxy(server.url);
  browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath(),
    headless: true,
    // A held script keeps its HTTP/1.1 connection busy; with Firefox's six per server, the stylesheet asked for
    // beside the scripts would wait for them, which no real line does.
    extraPrefsFirefox: { ...firefoxPrefs, "network.http.max-persistent-connections-per-server": 32 },
  });
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

type Visit = { page: Page; errors: string[]; release: () => void; close: () => Promise<void> };

/**
 * Opens `path` in a fresh profile (no theme or greeting kept from another test) and returns once Firefox has
 * painted it, with its scripts (and, if asked, the whole stylesheet) held until `release()`.
 */
async function atFirstPaint(path: string, width: number, stylesheets = false): Promise<Visit> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height: 900 });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  const release = proxy.hold({ stylesheets });
  // Settles once the page has loaded, which needs its scripts: awaited by nobody, its failure is the test's.
  page.goto(proxy.url + path, { waitUntil: "load", timeout: 30_000 }).catch((error) => errors.push(String(error)));
  const deadline = Date.now() + 20_000;
  while (!(await painted(page, proxy.url))) {
    if (Date.now() > deadline) throw new Error(`${path} was not painted within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { page, errors, release, close: () => context.close() };
}

/**
 * Painted: the document is ours, parsed, and a frame has been drawn since. Not the first-contentful-paint entry,
 * which Firefox never records for a page opened at a hash whose section is not drawn yet.
 */
async function painted(page: Page, origin: string): Promise<boolean> {
  try {
    return await page.evaluate(async (origin) => {
      if (location.origin !== origin || document.readyState === "loading") return false;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return true;
    }, origin);
  } catch {
    return false; // between two documents
  }
}

/** What the test did so far happened before the page was live: else it would prove nothing. */
async function stillBeforeLive(page: Page) {
  expect(await page.evaluate((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE)).toBe(false);
}

async function live(page: Page, selector = "html") {
  await page.waitForSelector(`${selector}[${HYDRATED_ATTRIBUTE}]`, { timeout: 20_000 });
}

/** The first of the elements `selector` finds that is drawn at this width (the header has one per layout). */
async function drawn(page: Page, selector: string): Promise<ElementHandle<Element>> {
  for (const element of await page.$$(selector)) if (await element.boundingBox()) return element;
  throw new Error(`nothing drawn matches ${selector}`);
}

/**
 * Clicks what `selector` finds as a visitor would once they can see it: a toast over it (a fresh profile is greeted
 * as a first visit, top right) is closed first by its own button, as the visitor would close it. A click at the
 * point would otherwise land on the toast and the form would never be sent.
 */
async function clickUncovered(page: Page, selector: string) {
  await page.$eval(selector, (element) => element.scrollIntoView({ block: "center" }));
  for (let attempt = 0; attempt < 5; attempt++) {
    const covered = await page.$eval(selector, (element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const toast = top && !element.contains(top) ? top.closest("[data-testid='toast']") : null;
      toast?.querySelector("button")?.click();
      return Boolean(toast);
    });
    if (!covered) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await page.click(selector);
}

/** Puts a whole value into a field at once and tells the page, as a browser's autofill does. */
async function autofill(page: Page, selector: string, value: string) {
  await page.$eval(
    selector,
    (field, value) => {
      (field as HTMLInputElement).value = value;
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    },
    value,
  );
}

const languages = [
  { home: "/", careers: "/careers", site: siteEn, home_: homeEn, contact: contactEn.form, apply: careersEn },
  { home: "/de", careers: "/de/careers", site: siteDe, home_: homeDe, contact: contactDe.form, apply: careersDe },
] as const;

describe("Firefox, before the page is live", () => {
  for (const { home, careers, site, home_, contact, apply } of languages) {
    describe(home, () => {
      // One clean-clone run beside heavy other work found the German first name empty once live (6 + 12 runs
      // since, quiet and loaded, did not): a second try keeps CI's verdict on it while the cause is open (the
      // failure now names the page's errors).
      it("text typed key by key and filled in at once at the first paint is what is sent", { retry: 1 }, async () => {
        const visit = await atFirstPaint(`${home}#contact`, 1280);
        const { page } = visit;
        try {
          const email = `firefox-early-${home.length}-${Date.now()}@elbwerk.de`;
          await page.type("#contact [name=firstName]", "Jana");
          await autofill(page, "#contact [name=lastName]", "Petersen");
          await stillBeforeLive(page);
          visit.release();
          await autofill(page, "#contact [name=company]", "Elbwerk Logistik GmbH");
          await autofill(page, "#contact [name=email]", email);
          await page.type("#contact [name=message]", "Lieferzeiten je Region, bitte.");
          await live(page, "#contact");
          expect(
            await page.$eval("#contact [name=firstName]", (field) => (field as HTMLInputElement).value),
            `the page's errors: ${visit.errors.join("; ")}`,
          ).toBe("Jana");
          await clickUncovered(page, "#contact [name=privacyPolicy]");
          await clickUncovered(page, "#contact button[type=submit]");
          // A fresh profile is greeted as a first visit by a toast of its own, which may come first.
          await page.waitForFunction(
            (title) =>
              [...document.querySelectorAll("[data-testid='toast']")].some((toast) =>
                toast.textContent?.includes(title),
              ),
            { timeout: 10_000, polling: 100 },
            contact.success.title,
          );
          const stored = execFileSync(process.execPath, ["scripts/contacts-export.ts"], {
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
            encoding: "utf8",
          })
            .split("\n")
            .find((row) => row.includes(email));
          expect(stored).toContain("Jana");
          expect(stored).toContain("Petersen");
          expect(stored).toContain("Elbwerk Logistik GmbH");
          expect(stored).toContain("Lieferzeiten je Region, bitte.");
          expect(visit.errors).toEqual([]);
        } finally {
          await visit.close();
        }
      });

      it("the phone menu tapped at the first paint opens", async () => {
        const visit = await atFirstPaint(home, 390);
        const { page } = visit;
        try {
          await (await drawn(page, `button[aria-label="${site.header.openMenu}"]`)).click();
          await stillBeforeLive(page);
          visit.release();
          await live(page);
          await page.waitForSelector(`nav[aria-label="${site.header.phoneMenuTitle}"] a[href$="#pricing"]`, {
            visible: true,
            timeout: 10_000,
          });
          const close = await drawn(page, `button[aria-label="${site.header.closeMenu}"]`);
          expect(await close.evaluate((button) => button.getAttribute("aria-expanded"))).toBe("true");
          expect(visit.errors).toEqual([]);
        } finally {
          await visit.close();
        }
      });

      it("a theme and the language switcher tapped at the first paint do what they say", async () => {
        const visit = await atFirstPaint(home, 1280);
        const { page } = visit;
        try {
          await (await drawn(page, `header label[title="${site.theme.dark}"]`)).click();
          await (await drawn(page, `header button[aria-label^="${site.header.changeLanguage}"]`)).click();
          await stillBeforeLive(page);
          visit.release();
          await live(page);
          await page.waitForSelector("html[data-theme=dark]", { timeout: 10_000 });
          const other = home === "/" ? "Deutsch" : "English";
          await page.waitForSelector(`header a::-p-text(${other})`, { visible: true, timeout: 10_000 });
          expect(visit.errors).toEqual([]);
        } finally {
          await visit.close();
        }
      });

      it("a demo chip tapped at the first paint fills the question field", async () => {
        const visit = await atFirstPaint(`${home}#demo`, 1280);
        const { page } = visit;
        try {
          const suggestion = home_.demo.suggestions[1]!;
          await (await drawn(page, `section#demo button::-p-text(${suggestion})`)).click();
          await stillBeforeLive(page);
          visit.release();
          await live(page, "section#demo");
          await page.waitForFunction(
            (suggestion) =>
              document.querySelector<HTMLInputElement>("section#demo input[name=question]")?.value === suggestion,
            { timeout: 10_000, polling: 50 },
            suggestion,
          );
          expect(visit.errors).toEqual([]);
        } finally {
          await visit.close();
        }
      });

      it("a popup opener tapped at the first paint opens the contact popup", async () => {
        const visit = await atFirstPaint(careers, 1280);
        const { page } = visit;
        try {
          // The openers are below the fold: drawn once the whole stylesheet is there (it is not held).
          await page.waitForFunction(
            () => (document.getElementById("full-stylesheet") as HTMLLinkElement | null)?.sheet,
            { timeout: 10_000, polling: 50 },
          );
          await (await drawn(page, `main button::-p-text(${apply.positions.labels.apply})`)).click();
          await stillBeforeLive(page);
          visit.release();
          await live(page);
          await page.waitForSelector("[role=dialog]", { visible: true, timeout: 10_000 });
          expect(visit.errors).toEqual([]);
        } finally {
          await visit.close();
        }
      });

      it("a section link clicked at the first paint lands on its section", async () => {
        // The header's Pricing in English, the hero's Request Demo in German (the two measurements).
        const [link, target] =
          home === "/"
            ? [`nav[aria-label="${site.header.primaryNavLabel}"] a[href$="#pricing"]`, "pricing"]
            : [`main a[href$="#contact"]::-p-text(${home_.hero.requestDemo})`, "contact"];
        // The whole stylesheet is held too, as a slow line holds it: the jump is made on the first screen's rules
        // and the blocks' estimated heights.
        const visit = await atFirstPaint(home, 1280, true);
        const { page } = visit;
        try {
          await (await drawn(page, link)).click();
          await page.waitForFunction((target) => location.hash === `#${target}`, { timeout: 5_000 }, target);
          await stillBeforeLive(page);
          visit.release();
          await live(page);
          // Under the header, where a live page's scroll puts it (scroll-padding-top: 5rem).
          await page.waitForFunction(
            (target) => Math.abs(document.getElementById(target)!.getBoundingClientRect().top - 80) <= 10,
            { timeout: 15_000, polling: 100 },
            target,
          );
          expect(visit.errors).toEqual([]);
        } finally {
          await visit.close();
        }
      });
    });
  }
});
