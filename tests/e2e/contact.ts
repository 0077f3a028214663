/** The home page's contact form, as the e2e specs use it. */
import { execFileSync } from "node:child_process";
import type { Locator, Page } from "@playwright/test";
import type contactEn from "#app/content/contact/en.ts";
import { HYDRATED_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { expect, open } from "./fixtures.ts";
import { SITE_DATA_DIR } from "./servers.ts";

export type FormCopy = typeof contactEn.form;

export function contactForm(page: Page): Locator {
  return page.locator("section#contact form");
}

export async function openForm(page: Page, home: string) {
  await open(page, `${home}#contact`);
  await page.locator("section#contact").scrollIntoViewIfNeeded();
  await expect(page.locator("section#contact")).toHaveAttribute(HYDRATED_ATTRIBUTE, "", { timeout: 10_000 });
}

export function field(page: Page, copy: FormCopy, name: keyof FormCopy["fields"]): Locator {
  return contactForm(page).getByLabel(copy.fields[name].label, { exact: false });
}

export async function fillValid(page: Page, copy: FormCopy, email: string) {
  await field(page, copy, "firstName").fill("Jana");
  await field(page, copy, "lastName").fill("Petersen");
  await field(page, copy, "company").fill("Elbwerk Logistik GmbH");
  await field(page, copy, "email").fill(email);
  await field(page, copy, "phone").fill("+49 40 555 0199");
  await field(page, copy, "message").fill("We would like to ask about delivery times by region.");
  await contactForm(page).getByRole("checkbox").check();
}

/** The rows that `npm run contacts:export` prints from the store the e2e server writes to. */
export function exportedContacts(): string {
  return execFileSync(process.execPath, ["scripts/contacts-export.ts"], {
    env: { ...process.env, DATA_DIR: SITE_DATA_DIR, DATABASE_URL: "" },
    encoding: "utf8",
  });
}
