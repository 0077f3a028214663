/**
 * What a visitor does between the first paint and the page going live is not lost (issue 43, decision 0041): on an
 * emulated slow line each test acts as soon as the page is painted (and checks that it was not live yet), then
 * asks for the outcome a live page would have given. Firefox: tests/outside/firefox.test.ts.
 */
import type { Page } from "@playwright/test";
import contactDe from "#app/content/contact/de.ts";
import contactEn from "#app/content/contact/en.ts";
import { HYDRATED_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { contactForm, exportedContacts, field } from "./contact.ts";
import { expect, test, throttle } from "./fixtures.ts";

/** Chromium DevTools' presets (bytes per second, ms per round trip). */
const FAST_3G = { latency: 562.5, download: 180_000, upload: 84_375 };

const languages = [
  { locale: "en", home: "/", contact: contactEn.form },
  { locale: "de", home: "/de", contact: contactDe.form },
] as const;

/**
 * Opens `url` and returns as soon as the browser has painted it, long before it is live on a slow line. The tests'
 * clicks there are forced: the header and the hero rise into place in their first 0.6 s, and a click that waited for
 * them to stand still would come later than a visitor's.
 */
async function atFirstPaint(page: Page, url: string) {
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, {
    polling: 10,
  });
}

/** Holds the page's scripts (not its stylesheet) until the function returned is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** What was done so far was done before the page (or its section) was live: else the test would prove nothing. */
async function stillBeforeLive(page: Page, selector = "html") {
  expect(await page.locator(selector).first().getAttribute(HYDRATED_ATTRIBUTE), `${selector} not live yet`).toBeNull();
}

async function live(page: Page, selector = "html") {
  await expect(page.locator(selector).first()).toHaveAttribute(HYDRATED_ATTRIBUTE, "", { timeout: 20_000 });
}

for (const { locale, home, contact } of languages) {
  test.describe(`before the page is live (${locale})`, () => {
    test("text typed key by key and filled in at once (as autofill does) at the first paint is what is sent (Fast 3G)", async ({
      page,
    }) => {
      await throttle(page, FAST_3G);
      await atFirstPaint(page, `${home}#contact`);
      const email = `early-${locale}-${Date.now()}@elbwerk.de`;
      await field(page, contact, "firstName").pressSequentially("Jana");
      await field(page, contact, "lastName").fill("Petersen");
      await stillBeforeLive(page, "section#contact");
      // The rest as it comes: before the section is live, or while it goes live, or after.
      await field(page, contact, "company").fill("Elbwerk Logistik GmbH");
      await field(page, contact, "email").fill(email);
      await field(page, contact, "message").pressSequentially("Lieferzeiten je Region, bitte.");
      await live(page, "section#contact");
      await expect(field(page, contact, "firstName")).toHaveValue("Jana");
      await expect(field(page, contact, "lastName")).toHaveValue("Petersen");
      await contactForm(page).getByRole("checkbox").check();
      await contactForm(page).getByRole("button", { name: contact.submit }).click();
      await expect(page.getByTestId("toast")).toContainText(contact.success.title, { timeout: 15_000 });
      const stored = exportedContacts()
        .split("\n")
        .find((row) => row.includes(email));
      expect(stored).toContain("Jana");
      expect(stored).toContain("Petersen");
      expect(stored).toContain("Lieferzeiten je Region, bitte.");
    });

    test("a form sent before it is live posts as without JavaScript, and is stored", async ({ page }) => {
      // The page's scripts are held until the form is sent: it is painted and filled, never live.
      const release = await holdScripts(page);
      await atFirstPaint(page, `${home}#contact`);
      const email = `native-${locale}-${Date.now()}@elbwerk.de`;
      await field(page, contact, "firstName").fill("Jana");
      await field(page, contact, "lastName").fill("Petersen");
      await field(page, contact, "company").fill("Elbwerk Logistik GmbH");
      await field(page, contact, "email").fill(email);
      await field(page, contact, "message").fill("We would like to ask about delivery times by region.");
      await contactForm(page).getByRole("checkbox").check();
      await stillBeforeLive(page);
      await contactForm(page).getByRole("button", { name: contact.submit }).click();
      await expect(page.getByTestId("contact-outcome")).toContainText(contact.success.title);
      release();
      expect(exportedContacts()).toContain(email);
    });
  });
}
