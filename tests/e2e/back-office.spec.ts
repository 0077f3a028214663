/**
 * The back office in a real browser, once, in German (the English pages share
 * every line of code; their copy is checked on the wire in tests/http): an
 * operator made on the command line signs in with the keyboard, finds the lead
 * a visitor just sent from the public form, works it, exports it, erases it
 * and signs out. axe checks every page of the back office on the way.
 */
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import contactDe from "#app/content/contact/de.ts";
import { HYDRATED_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { axeViolations, expect, open, test } from "./fixtures.ts";
import { SITE_DATA_DIR } from "./servers.ts";

const DATA_DIR = SITE_DATA_DIR;
const PASSWORD = "ein langes Passwort für Anna";

test("an operator signs in, works the lead a visitor sent, exports and erases it, and signs out", async ({
  page,
  browser,
}) => {
  // A whole capability in one journey, axe on five pages: ~22 s alone, more beside another worker's journey.
  test.setTimeout(60_000);
  const email = `anna-${Date.now()}@conversational-bi.example`;
  execFileSync(process.execPath, ["scripts/admin.ts", "create", "--email", email], {
    env: { ...process.env, DATA_DIR, DATABASE_URL: "" },
    input: `${PASSWORD}\n`,
  });

  // A visitor asks for a demo on the German home page.
  const company = `Elbwerk ${Date.now()} GmbH`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.addInitScript(() => sessionStorage.setItem("first-visit", "1"));
  await open(visitor, "/de#contact");
  // The form's section comes alive as it scrolls into view; before, a click would post it without JavaScript.
  await expect(visitor.locator("section#contact")).toHaveAttribute(HYDRATED_ATTRIBUTE, "", { timeout: 10_000 });
  const form = visitor.locator("section#contact form");
  await form.getByLabel(contactDe.form.fields.firstName.label).fill("Jörg");
  await form.getByLabel(contactDe.form.fields.lastName.label).fill("Müller");
  await form.getByLabel(contactDe.form.fields.company.label).fill(company);
  await form.getByLabel(contactDe.form.fields.email.label, { exact: false }).fill("joerg@elbwerk.de");
  await form.getByLabel(contactDe.form.fields.message.label).fill("Bitte zeigen Sie uns die Umsätze nach Region.");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: contactDe.form.submit }).click();
  await expect(visitor.getByTestId("toast")).toContainText(contactDe.form.success.title);
  await visitor.context().close();

  // The back office sends a visitor without a session to its login page, in German.
  await open(page, "/de/admin");
  await expect(page).toHaveURL(/\/de\/admin\/login\?next=%2Fde%2Fadmin%2Fleads$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminDe.login.heading);

  // Signing in with the keyboard alone.
  await page.getByLabel(adminDe.login.email).focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(adminDe.login.password)).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de\/admin\/leads$/);
  await expect(
    page.getByText(/^Benachrichtigungen sind aus: SMTP_URL und SALES_EMAIL sind nicht gesetzt,/),
  ).toBeVisible();

  // The inbox: search for the company, open the lead.
  await page.getByLabel(adminDe.leads.search).fill(company);
  await page.getByRole("button", { name: adminDe.leads.apply }).click();
  const row = page.getByRole("row", { name: new RegExp(company) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(adminDe.statuses.new);
  await row.getByRole("link", { name: "Jörg Müller" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jörg Müller");
  await expect(page.getByText("Bitte zeigen Sie uns die Umsätze nach Region.")).toBeVisible();
  await expect(page.getByText(/\d{1,2}\. \w+ \d{4} um \d{2}:\d{2} \(Berliner Zeit\)/)).toBeVisible();

  await page.getByLabel(adminDe.lead.status).selectOption({ label: adminDe.statuses.contacted });
  await page.getByLabel(adminDe.lead.note).fill("Rückruf am Montag vereinbart.");
  await page.getByRole("button", { name: adminDe.lead.save }).click();
  await expect(page.getByRole("status").filter({ hasText: adminDe.lead.saved })).toBeVisible();
  await page.reload();
  // The note is in the history now, and the box is empty for the next one.
  await expect(page.getByLabel(adminDe.lead.note)).toHaveValue("");
  await expect(
    page
      .getByRole("region", { name: adminDe.history.heading })
      .getByText("Rückruf am Montag vereinbart.")
      .filter({ visible: true }),
  ).toBeVisible();

  // The data of this person, for a request for access.
  const json = page.waitForEvent("download");
  await page.getByRole("link", { name: adminDe.lead.exportJson }).click();
  // All of the person's requests, in their language (German), times in Berlin time (issue 47).
  const exported = JSON.parse(await readFile((await (await json).path())!, "utf8")) as Record<string, unknown>;
  const [sent] = exported["Anfragen über die Website"] as Record<string, unknown>[];
  expect(sent).toMatchObject({ Unternehmen: company, Status: adminDe.statuses.contacted });
  expect(sent!["Verlauf"]).toContainEqual(
    expect.objectContaining({ Vorgang: "Notiz", Text: "Rückruf am Montag vereinbart." }),
  );

  // The inbox as CSV, filtered by status.
  await page.getByRole("link", { name: adminDe.lead.back }).click();
  await page
    .getByRole("navigation", { name: adminDe.leads.tabsLabel })
    .getByRole("link", { name: new RegExp(adminDe.statuses.contacted) })
    .click();
  const csv = page.waitForEvent("download");
  await page.getByRole("link", { name: adminDe.leads.exportCsv }).click();
  const text = await readFile((await (await csv).path())!, "utf8");
  expect(text.split("\r\n")[0]).toContain(`${adminDe.leads.csvColumns.status};${adminDe.leads.csvColumns.owner}`);
  expect(text).toContain(`${company};joerg@elbwerk.de`);

  // Erasure, confirmed on a page of its own.
  await page.getByRole("link", { name: "Jörg Müller" }).first().click();
  await page.getByRole("link", { name: adminDe.lead.delete }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminDe.deleteLead.heading);
  await page.getByRole("button", { name: adminDe.deleteLead.confirm }).click();
  await expect(page.getByText(adminDe.leads.deleted)).toBeVisible();
  await page.getByLabel(adminDe.leads.search).fill(company);
  await page.getByRole("button", { name: adminDe.leads.apply }).click();
  await expect(page.getByText(adminDe.leads.noMatch)).toBeVisible();

  // The audit log says who did what.
  await page
    .getByRole("navigation", { name: adminDe.shell.navLabel })
    .getByRole("link", { name: adminDe.shell.audit })
    .click();
  const audit = page.getByRole("table");
  for (const action of ["login", "status-change", "note-add", "export-json", "export-csv", "delete"] as const)
    await expect(audit).toContainText(adminDe.audit.actions[action]);
  await expect(audit).toContainText(email);

  await page.getByRole("button", { name: adminDe.shell.logout }).click();
  await expect(page.getByText(adminDe.login.signedOut)).toBeVisible();
  await open(page, "/de/admin/leads");
  await expect(page).toHaveURL(/\/de\/admin\/login/);
});

test("a guesser is stopped after five wrong passwords and told how long to wait, in German and English", async ({
  page,
  problems,
}) => {
  // The wrong passwords' answers (401, then 429) are what this test is about.
  problems.allow(/status of (401|429)/);
  const account = `niemand-${Date.now()}@conversational-bi.example`;
  const guess = async (password: string) => {
    await page.getByLabel(adminDe.login.password).fill(password);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: adminDe.login.submit }).click();
    return (await answer).status();
  };
  await open(page, "/de/admin/login");
  await page.getByLabel(adminDe.login.email).fill(account);
  for (let attempt = 0; attempt < 5; attempt++) expect(await guess(`geraten ${attempt}`)).toBe(401);
  await expect(page.getByText(adminDe.login.invalid)).toBeVisible();
  // What was typed stays in the form; the sixth guess is not checked.
  await expect(page.getByLabel(adminDe.login.email)).toHaveValue(account);
  expect(await guess("noch ein Versuch")).toBe(429);
  await expect(page.getByText(adminDe.login.throttled.other.replace("{count}", "15"))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await open(page, "/admin/login");
  await page.getByLabel(adminEn.login.email).fill(account);
  await page.getByLabel(adminEn.login.password).fill("one more");
  await page.getByRole("button", { name: adminEn.login.submit }).click();
  await expect(page.getByText(adminEn.login.throttled.other.replace("{count}", "15"))).toBeVisible();
});

// Every page of the back office at phone width, with axe and its width: the sweep, tests/e2e/admin-pages.spec.ts.
test("on a phone the audit log's table is cards, each value beside its column's label; at a desk a table again", async ({
  page,
}) => {
  const email = `ida-${Date.now()}@conversational-bi.example`;
  execFileSync(process.execPath, ["scripts/admin.ts", "create", "--email", email], {
    env: { ...process.env, DATA_DIR, DATABASE_URL: "" },
    input: `${PASSWORD}\n`,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/de/admin/login");
  await page.getByLabel(adminDe.login.email).fill(email);
  await page.getByLabel(adminDe.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: adminDe.login.submit }).click();
  await page.waitForURL(/\/de\/admin\/leads$/);

  // The audit log's rows are cards: no header row in sight, each value beside its column's label.
  await open(page, "/de/admin/audit");
  const audit = page.getByRole("table", { name: adminDe.audit.tableCaption });
  await expect(audit.getByRole("columnheader").first()).not.toBeInViewport();
  const who = audit.getByRole("row").filter({ hasText: email }).first().getByRole("cell").nth(1);
  await expect(who).toHaveText(email);
  expect(await who.evaluate((cell) => getComputedStyle(cell, "::before").content)).toContain(adminDe.audit.columns.who);
  // At a desk it is a table again.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(audit.getByRole("columnheader").first()).toBeInViewport();
  expect(await who.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe("none");
});
