/**
 * The lead inbox as an operator works it (issues 31 and 47), in German: tabs counted per status, the view kept
 * when coming back from a lead, several leads changed at once (read back from the store) and undone, a lead
 * taken from its row, previous and next on a lead's page, the keyboard, and a phone's width. Its own leads carry a tag of this run in their company, so other specs' leads do not count.
 */
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import adminDe from "#app/content/admin/de.ts";
import { formatPlural } from "#app/i18n/format.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { nameFromAddress } from "#app/lib/text/name-from-address.ts";
import { contactRepositoryOn } from "#app/lib/contact/requests.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { axeViolations, expect, open, test } from "./fixtures.ts";
import { SITE_DATA_DIR } from "./servers.ts";

const PASSWORD = "ein langes Passwort für die Inbox";

/** Runs `work` on the site's database (the store), opened for it and closed after. */
async function withStore<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase({ DATA_DIR: SITE_DATA_DIR });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

test("an operator works the inbox: tabs, the view kept, several leads at once, the keyboard, a phone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `inbox-${Date.now()}@conversational-bi.example`;
  execFileSync(process.execPath, ["scripts/admin.ts", "create", "--email", email, "--role", "sales"], {
    env: { ...process.env, DATA_DIR: SITE_DATA_DIR, DATABASE_URL: "" },
    input: `${PASSWORD}\n`,
  });
  const tag = `Posteingang${Date.now()}`;
  const ids = await withStore(async (db) => {
    const leads = contactRepositoryOn(db);
    const made: string[] = [];
    for (let index = 0; index < 30; index++) {
      const id = randomUUID();
      await leads.insert({
        id,
        receivedAt: new Date(Date.now() - (30 - index) * 3_600_000),
        locale: "de",
        firstName: index % 2 ? "Jörg" : "Zoë",
        lastName: `Weiß-Müller ${index}`,
        company: `${tag} Straßenbau GmbH`,
        email: `lead${index}@strassenbau.example`,
        phone: "+49 40 555 0100",
        message: "Bitte zeigen Sie uns die Umsätze nach Region.",
        privacyPolicy: true,
      });
      made.push(id);
    }
    return made.reverse();
  });

  await open(page, "/de/admin/leads");
  await page.getByLabel(adminDe.login.email).fill(email);
  await page.getByLabel(adminDe.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: adminDe.login.submit }).click();
  await page.waitForURL(/\/de\/admin\/leads$/);

  // The run's leads: two pages, all new.
  await page.getByLabel(adminDe.leads.search).fill(tag);
  await page.getByRole("button", { name: adminDe.leads.apply }).click();
  const tabs = page.getByRole("navigation", { name: adminDe.leads.tabsLabel });
  await expect(tabs.getByRole("link")).toHaveText([
    `${adminDe.leads.allStatuses} 30`,
    `${adminDe.statuses.new} 30`,
    `${adminDe.statuses.contacted} 0`,
    `${adminDe.statuses.qualified} 0`,
    `${adminDe.statuses.closed} 0`,
  ]);
  await expect(tabs.getByRole("link", { name: /^Alle/ })).toHaveAttribute("aria-current", "page");
  expect(await axeViolations(page)).toEqual([]);

  // The second page, a lead, and back: search and page as they were.
  await page.getByRole("link", { name: adminDe.leads.next }).click();
  await expect(page).toHaveURL(/cursor=b\d+&page=2/);
  const secondPage = page.url();
  const rows = page.locator("[data-inbox-row]");
  await expect(rows).toHaveCount(5);
  await rows.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zoë Weiß-Müller 4");
  await page.getByRole("link", { name: adminDe.lead.back }).click();
  const params = (url: string) => [...new URL(url).searchParams].sort().join("&");
  await expect.poll(() => params(page.url())).toBe(params(secondPage));
  await expect(page.getByLabel(adminDe.leads.search)).toHaveValue(tag);
  await expect(rows).toHaveCount(5);

  // Three of them at once: contacted, and this operator's (by the short name the inbox gives people).
  const name = nameFromAddress(email);
  for (const index of [0, 1, 2]) await rows.nth(index).getByRole("checkbox").check();
  await expect(page.getByText("3 ausgewählt")).toBeVisible();
  await page.getByLabel(adminDe.leads.bulk.status).selectOption({ label: adminDe.statuses.contacted });
  await page.getByLabel(adminDe.leads.bulk.owner).selectOption({ label: name });
  await page.getByRole("button", { name: adminDe.leads.bulk.apply }).click();
  const outcome = page.getByRole("region", { name: adminDe.inboxFlow.bulk.resultLabel });
  await expect(outcome).toContainText(`3 Leads auf „${adminDe.statuses.contacted}“ gesetzt und ${name} zugewiesen.`);
  const stored = () =>
    withStore((db) =>
      db.sql.all<{ id: string; status: string; version: number; email: string | null }>(
        `SELECT c.id, c.status, c.version, o.email FROM contact_requests c LEFT JOIN operators o ON o.id = c.owner_id
         WHERE c.company = ? ORDER BY c.seq`,
        [`${tag} Straßenbau GmbH`],
      ),
    );
  const changed = (await stored()).filter((row) => row.email);
  expect(changed.map((row) => row.id).sort()).toEqual(ids.slice(25, 28).sort());
  expect(changed.every((row) => row.status === "contacted" && row.email === email && row.version === 2)).toBe(true);
  await expect(rows.first()).toContainText(adminDe.statuses.contacted);
  await expect(rows.first()).toContainText(name);
  // Undone from beside the bar: the three are new and nobody's again.
  await outcome.getByRole("button", { name: adminDe.inboxFlow.bulk.undo }).click();
  await expect(outcome).toContainText(formatPlural(3, adminDe.inboxFlow.bulk.undone, "de"));
  await expect.poll(async () => (await stored()).filter((row) => row.email || row.status !== "new").length).toBe(0);

  // Take it from the row; then the lead's neighbours in this view, and back to it.
  await rows
    .first()
    .getByRole("button", { name: formatTemplate(adminDe.inboxFlow.takeLead, { name: "Zoë Weiß-Müller 4" }) })
    .click();
  await expect(rows.first()).toContainText(name);
  await rows.nth(1).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jörg Weiß-Müller 3");
  await page.getByRole("link", { name: adminDe.inboxFlow.neighbours.next }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zoë Weiß-Müller 2");
  await page.getByRole("link", { name: adminDe.inboxFlow.neighbours.previous }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jörg Weiß-Müller 3");
  await page.getByRole("link", { name: adminDe.lead.back }).click();
  await expect.poll(() => params(page.url())).toBe(params(secondPage));
  await page.getByRole("link", { name: adminDe.leads.newest }).click();

  // The keyboard: / searches, j and k move, Enter opens, ? lists the shortcuts; typed into a field, nothing.
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("/");
  await expect(page.getByLabel(adminDe.leads.search)).toBeFocused();
  await page.keyboard.type("jk");
  await expect(page.getByLabel(adminDe.leads.search)).toHaveValue(`${tag}jk`);
  await page.getByLabel(adminDe.leads.search).fill(tag);
  await page.getByLabel(adminDe.leads.search).blur();
  await page.keyboard.press("j");
  await expect(rows.nth(0).getByRole("link")).toBeFocused();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await page.keyboard.press("k");
  await expect(rows.nth(1).getByRole("link")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zoë Weiß-Müller 28");
  await page.goBack();
  // Back on the inbox (its keys are its own): a busy machine once pressed "?" while the lead was still shown.
  await expect(rows.nth(1).getByRole("link")).toBeVisible();
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: adminDe.leads.shortcuts.heading });
  await expect(help).toBeVisible();
  await expect(help).toContainText(adminDe.leads.shortcuts.keys.open);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  // A phone: name, company, status and age of every lead, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const first = rows.first();
  await expect(first.getByRole("link")).toHaveText("Jörg Weiß-Müller 29");
  for (const text of [`${tag} Straßenbau GmbH`, adminDe.statuses.new, /^vor \d+ (Min\.|Std\.)$/])
    await expect(first.getByText(text)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
