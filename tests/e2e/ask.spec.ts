/**
 * Ask in the browser (issue 45): an operator asks in English from the dashboard's box, follows a suggestion, asks
 * in German on a phone, and reads the answers as the page draws them; the same without JavaScript, where the form
 * is a plain GET and the answer's address can be sent on. What the page shows is checked against the store.
 */
import { execFileSync } from "node:child_process";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { formatPlural } from "#app/i18n/format.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { expect, open, PHONE, test } from "./fixtures.ts";
import { SITE_DATA_DIR } from "./servers.ts";

const PASSWORD = "ein langes Passwort zum Fragen";

function operator(role: "owner" | "editor"): string {
  const email = `ask-${role}-${Date.now()}@conversational-bi.example`;
  execFileSync(process.execPath, ["scripts/admin.ts", "create", "--email", email, "--role", role], {
    env: { ...process.env, DATA_DIR: SITE_DATA_DIR, DATABASE_URL: "" },
    input: `${PASSWORD}\n`,
  });
  return email;
}

async function signIn(page: import("@playwright/test").Page, email: string, path: string, copy = adminEn, live = true) {
  // Without JavaScript a page never goes live: the form is there once it has loaded.
  if (live) await open(page, path);
  else await page.goto(path);
  await page.getByLabel(copy.login.email).fill(email);
  await page.getByLabel(copy.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: copy.login.submit }).click();
}

async function leadsInStore(): Promise<number> {
  const db = await openDatabase({ DATA_DIR: SITE_DATA_DIR });
  try {
    const row = await db.sql.get<{ n: number }>("SELECT count(*) AS n FROM contact_requests");
    return Number(row?.n ?? 0);
  } finally {
    await db.close();
  }
}

test("an owner asks in English from the inbox's box and by a suggestion, and in German on a phone", async ({
  page,
}) => {
  // A lead of its own, so that the leads by status are a table whichever specs ran before.
  const stored = await page.request.post("/api/contact?lang=de", {
    data: {
      firstName: "Jana",
      lastName: "Petersen",
      company: "Elbwerk Logistik GmbH",
      email: `ask-${Date.now()}@elbwerk.example`,
      message: "Bitte zeigen Sie uns die Lieferzeiten je Region.",
      privacyPolicy: true,
    },
  });
  expect(stored.status()).toBe(201);
  await signIn(page, operator("owner"), "/admin/leads");
  await page.waitForURL(/\/admin\/leads$/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel(adminEn.ask.boxLabel).fill("How many leads do we have?");
  await page.getByLabel(adminEn.ask.boxLabel).press("Enter");
  await expect(page).toHaveURL(/\/admin\/ask\?q=How\+many\+leads/);
  const answer = page.getByRole("region", { name: /^Leads, all time$/ });
  await expect(answer).toBeVisible();
  const count = await leadsInStore();
  await expect(answer.getByTestId("ask-figures")).toContainText(String(count));
  // The same leads in the inbox, one click away.
  await answer.getByRole("link", { name: adminEn.ask.openInbox }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByText(formatPlural(count, adminEn.leads.total, "en"), { exact: true })).toBeVisible();
  await page.goBack();

  await page.getByRole("link", { name: adminEn.ask.suggestions.statistics[0]! }).click();
  await expect(page.getByRole("region", { name: /^Demo requests by referring site, / })).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto("/de/admin/ask");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The list under the box completes the word being typed, umlauts and all, and keeps what came before.
  await page.getByLabel(adminDe.ask.label).pressSequentially("Besucher nach Ger");
  await expect(page.locator("#ask-words option[value='Besucher nach Gerät']")).toHaveCount(1);
  await page.getByLabel(adminDe.ask.label).fill("Leads nach Status");
  await page.keyboard.press("Enter");
  const german = page.getByRole("region", { name: /^Leads nach Status, insgesamt$/ });
  await expect(german).toBeVisible();
  await expect(german.getByTestId("ask-table")).toContainText(adminDe.ask.dimensions.status);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an editor asks by the plain form, is refused leads with the reason, and gets statistics", async ({ page }) => {
    await signIn(page, operator("editor"), "/de/admin/ask", adminDe, false);
    await page.goto("/de/admin/ask");
    await page.getByLabel(adminDe.ask.label).fill("Wie viele Leads sind neu?");
    await page.getByRole("button", { name: adminDe.ask.submit, exact: true }).click();
    await expect(page.getByTestId("ask-refusal")).toContainText(adminDe.ask.refusals.not_permitted);
    await expect(page.getByTestId("ask-refusal")).not.toContainText(/\d/);
    await page.getByLabel(adminDe.ask.label).fill("Besucher letzte Woche");
    await page.getByRole("button", { name: adminDe.ask.submit, exact: true }).click();
    await expect(page.getByRole("region", { name: /^Besucher, / })).toBeVisible();
    await expect(page.getByTestId("ask-figures")).toContainText(adminDe.ask.measures.visitors);
    // Last week's visitors on the dashboard, as a link carries them: the same period, the same figure.
    const figure = await page.getByTestId("ask-figures").locator("dd").first().textContent();
    await page.getByRole("link", { name: adminDe.ask.openDashboard }).click();
    await expect(page).toHaveURL(/\/de\/admin\/analytics\?range=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    const visitors = page
      .locator("#analytics-totals + dl > div")
      .filter({ has: page.getByText(adminDe.analytics.totals.visitors, { exact: true }) })
      .locator("dd")
      .first();
    await expect(visitors).toHaveText(figure!.trim());
  });
});
