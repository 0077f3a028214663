import contactDe from "#app/content/contact/de.ts";
import contactEn from "#app/content/contact/en.ts";
import { contactForm, exportedContacts, field, fillValid, openForm } from "./contact.ts";
import { expect, test } from "./fixtures.ts";

const languages = [
  { locale: "en", home: "/", copy: contactEn.form },
  { locale: "de", home: "/de", copy: contactDe.form },
] as const;

for (const { locale, home, copy } of languages) {
  /** Behaviour that is the same in both languages is checked in one of them; what each language says, in both. */
  const onlyIn = (language: (typeof languages)[number]["locale"]) => (locale === language ? test : test.skip);
  test.describe(`contact form (${locale})`, () => {
    test("shows every validation message, tied to its field, and focuses the first", async ({ page }) => {
      await openForm(page, home);
      await contactForm(page).getByRole("button", { name: copy.submit }).click();
      const messages = copy.validation;
      for (const [name, message] of [
        ["firstName", messages.firstNameRequired],
        ["lastName", messages.lastNameRequired],
        ["company", messages.companyRequired],
        ["email", messages.emailInvalid],
        ["message", messages.messageTooShort],
      ] as const) {
        const input = field(page, copy, name);
        await expect(input).toHaveAttribute("aria-invalid", "true");
        const describedBy = await input.getAttribute("aria-describedby");
        await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
      }
      const checkbox = contactForm(page).getByRole("checkbox");
      await expect(checkbox).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`[id="${await checkbox.getAttribute("aria-describedby")}"]`)).toHaveText(
        messages.privacyPolicyRequired,
      );
      await expect(field(page, copy, "firstName")).toBeFocused();
      await expect(field(page, copy, "phone")).not.toHaveAttribute("aria-invalid", "true");
    });

    onlyIn("de")("checks again on every change after the first attempt", async ({ page }) => {
      await openForm(page, home);
      await contactForm(page).getByRole("button", { name: copy.submit }).click();
      await field(page, copy, "firstName").fill("Jana");
      await expect(field(page, copy, "firstName")).not.toHaveAttribute("aria-invalid", "true");
      await field(page, copy, "email").fill("jana@");
      await expect(contactForm(page)).toContainText(copy.validation.emailInvalid);
      await field(page, copy, "email").fill("jana@elbwerk.de");
      await expect(contactForm(page)).not.toContainText(copy.validation.emailInvalid);
      await field(page, copy, "message").fill("123456789");
      await expect(contactForm(page)).toContainText(copy.validation.messageTooShort);
      await field(page, copy, "message").fill("1234567890");
      await expect(contactForm(page)).not.toContainText(copy.validation.messageTooShort);
    });

    test("links the privacy policy of the page's language in a new tab", async ({ page }) => {
      await openForm(page, home);
      const link = contactForm(page).getByRole("link", { name: copy.privacyPolicy.link });
      await expect(link).toHaveAttribute("href", locale === "en" ? "/privacy-policy" : "/de/privacy-policy");
      await expect(link).toHaveAttribute("target", "_blank");
    });

    onlyIn("en")("keeps its honeypot away from people, keyboards and screen readers", async ({ page }) => {
      await openForm(page, home);
      const trap = contactForm(page).locator('input[name="website"]');
      await expect(trap).toHaveAttribute("tabindex", "-1");
      await expect(trap).not.toBeInViewport();
      expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    });

    test("shows the submitting state while the request is on its way", async ({ page }) => {
      await openForm(page, home);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // Hold the real request back at the network edge, then let it through.
      await page.route("**/api/contact*", async (route) => {
        await held;
        await route.continue();
      });
      await fillValid(page, copy, `held-${locale}-${Date.now()}@elbwerk.de`);
      await contactForm(page).getByRole("button", { name: copy.submit }).click();
      const busy = contactForm(page).getByRole("button", { name: copy.submitting });
      await expect(busy).toBeDisabled();
      expect(copy.submitting).toBe(locale === "en" ? "Submitting…" : "Wird gesendet …");
      release();
      await expect(contactForm(page).getByRole("button", { name: copy.submit })).toBeEnabled();
    });

    test("on success, says so, empties the form, and the request is stored", async ({ page }) => {
      await openForm(page, home);
      const email = `success-${locale}-${Date.now()}@elbwerk.de`;
      await fillValid(page, copy, email);
      await contactForm(page).getByRole("button", { name: copy.submit }).click();
      const toast = page.getByTestId("toast");
      await expect(toast).toContainText(copy.success.title);
      await expect(toast).toContainText(copy.success.description);
      // Good news waits until the screen reader is free.
      await expect(page.locator('[aria-live="polite"]').getByTestId("toast")).toHaveCount(1);
      await expect(field(page, copy, "firstName")).toHaveValue("");
      await expect(field(page, copy, "email")).toHaveValue("");
      await expect(contactForm(page).getByRole("checkbox")).not.toBeChecked();
      expect(exportedContacts()).toContain(email);
    });

    onlyIn("de")(
      "on a server failure, shows a human message and keeps everything typed",
      async ({ page, problems }) => {
        problems.allow(/status of 502/);
        await openForm(page, home);
        // A broken upstream that answers with an HTML error page: the one edge we can't provoke for real.
        await page.route("**/api/contact*", (route) =>
          route.fulfill({
            status: 502,
            contentType: "text/html",
            body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
          }),
        );
        await fillValid(page, copy, "kept@elbwerk.de");
        await contactForm(page).getByRole("button", { name: copy.submit }).click();
        const toast = page.getByTestId("toast");
        await expect(toast).toHaveAttribute("data-variant", "destructive");
        // A failure is announced at once.
        await expect(page.locator('[aria-live="assertive"]').getByTestId("toast")).toHaveCount(1);
        await expect(toast).toContainText(copy.failure.title);
        await expect(toast).toContainText(copy.failure.fallback);
        await expect(toast).not.toContainText("502");
        await expect(toast).not.toContainText("Bad Gateway");
        await expect(field(page, copy, "email")).toHaveValue("kept@elbwerk.de");
        await expect(field(page, copy, "message")).toHaveValue("We would like to ask about delivery times by region.");
        await expect(contactForm(page).getByRole("checkbox")).toBeChecked();
      },
    );

    onlyIn("en")("on a refusal, shows the server's own message", async ({ page, problems }) => {
      problems.allow(/status of 429/);
      await openForm(page, home);
      const message = locale === "en" ? "Please wait a few minutes." : "Bitte warten Sie einige Minuten.";
      await page.route("**/api/contact*", (route) =>
        route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message }) }),
      );
      await fillValid(page, copy, "wait@elbwerk.de");
      await contactForm(page).getByRole("button", { name: copy.submit }).click();
      await expect(page.getByTestId("toast")).toContainText(message);
      await expect(field(page, copy, "email")).toHaveValue("wait@elbwerk.de");
    });
  });

  test.describe(`contact form without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    onlyIn("de")("answers with the field errors and keeps what was typed", async ({ page }) => {
      await page.goto(`${home}#contact`);
      await field(page, copy, "firstName").fill("Jana");
      await field(page, copy, "email").fill("not-an-address");
      await contactForm(page).getByRole("button", { name: copy.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${home === "/" ? "/" : "/de"}\\?contact=[\\w-]+#contact$`));
      await expect(page.getByTestId("contact-outcome")).toContainText(copy.errorSummary);
      await expect(field(page, copy, "firstName")).toHaveValue("Jana");
      await expect(field(page, copy, "email")).toHaveValue("not-an-address");
      await expect(contactForm(page)).toContainText(copy.validation.lastNameRequired);
      await expect(contactForm(page)).toContainText(copy.validation.emailInvalid);
      await expect(contactForm(page)).toContainText(copy.validation.privacyPolicyRequired);
    });

    test("confirms a request that was stored", async ({ page }) => {
      await page.goto(`${home}#contact`);
      const email = `nojs-${locale}-${Date.now()}@elbwerk.de`;
      await fillValid(page, copy, email);
      await contactForm(page).getByRole("button", { name: copy.submit }).click();
      await expect(page.getByTestId("contact-outcome")).toContainText(copy.success.description);
      await expect(field(page, copy, "email")).toHaveValue("");
      expect(exportedContacts()).toContain(email);
    });
  });
}

test("an answer lost on its way back: sending again stores the request once", async ({ page, problems }) => {
  problems.allow(/ERR_CONNECTION_RESET|Failed to load resource/);
  const copy = contactEn.form;
  await openForm(page, "/");
  const keys: string[] = [];
  await page.route("**/api/contact*", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (keys.length > 1) return route.continue();
    // The server stores the first request; its answer never reaches the browser.
    await route.fetch();
    await route.abort("connectionreset");
  });
  const email = `lost-answer-${Date.now()}@elbwerk.de`;
  await fillValid(page, copy, email);
  await contactForm(page).getByRole("button", { name: copy.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(copy.failure.title);
  await contactForm(page).getByRole("button", { name: copy.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(copy.success.title);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(exportedContacts().split(email).length - 1).toBe(1);
});
