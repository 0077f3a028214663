/**
 * The team on a phone, in German, with JavaScript (tests/http/team.test.ts posts the same forms without it): an
 * owner invites someone, gets the link to pass on, and the invitee joins through it. Both pages fit 390 px; the
 * team page with its link and its waiting invitation shown has no axe violation (the sweep, admin-pages.spec.ts,
 * checks both pages as they first open).
 */
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import adminDe from "#app/content/admin/de.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { axeViolations, expect, open, test } from "./fixtures.ts";
import { SITE_DATA_DIR } from "./servers.ts";

const PASSWORD = "ein langes Passwort für Olga";
const phone = { width: 390, height: 844 };

/** How far the page is wider than the screen (0 or less: it fits). */
const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("an owner invites someone on a phone, and the invitee joins there; both pages fit", async ({ page, browser }) => {
  // Four pages with axe, a scrypt hash at the join: ~15 s alone on two cores.
  test.setTimeout(60_000);
  const owner = `olga-${Date.now()}@conversational-bi.example`;
  execFileSync(process.execPath, ["scripts/admin.ts", "create", "--email", owner], {
    env: { ...process.env, DATA_DIR: SITE_DATA_DIR, DATABASE_URL: "" },
    input: `${PASSWORD}\n`,
  });
  await page.setViewportSize(phone);
  await open(page, "/de/admin/login");
  await page.getByLabel(adminDe.login.email).fill(owner);
  await page.getByLabel(adminDe.login.password).fill(PASSWORD);
  await page.getByRole("button", { name: adminDe.login.submit }).click();
  await page.waitForURL(/\/de\/admin\/leads$/);

  await open(page, "/de/admin/team");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminDe.team.heading);
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);

  // A long address, as people have them.
  const invitee = `ines-marie.schwarzenberger-${Date.now()}@sueddeutsche-versicherung.example`;
  await page.getByLabel(adminDe.team.invite.email).fill(invitee);
  await page.getByRole("button", { name: adminDe.team.invite.submitManual }).click();
  const linkField = page.getByLabel(formatTemplate(adminDe.team.invite.linkLabel, { email: invitee }));
  await expect(linkField).toBeInViewport();
  const link = new URL(await linkField.inputValue());
  expect(link.pathname).toBe("/de/admin/join");
  // A fresh form for the next invitation; the waiting one in the list.
  await expect(page.getByLabel(adminDe.team.invite.email)).toHaveValue("");
  await expect(page.getByRole("table", { name: adminDe.team.invitations.tableCaption })).toContainText(invitee);
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  const inviteeContext = await browser.newContext({ viewport: phone });
  const joining = await inviteeContext.newPage();
  await open(joining, `${link.pathname}${link.search}`);
  await expect(joining.getByRole("heading", { level: 1 })).toHaveText(adminDe.join.heading);
  await expect(joining.getByText(invitee).first()).toBeVisible();
  expect(await overflowOf(joining)).toBeLessThanOrEqual(0);
  await joining.getByLabel(adminDe.join.password, { exact: true }).fill("Hafenkran Möwe Sturmflut");
  await joining.getByLabel(adminDe.join.repeat, { exact: true }).fill("Hafenkran Möwe Sturmflut");
  await joining.getByRole("button", { name: adminDe.join.submit }).click();
  // Sales, the invitation's role unless chosen otherwise, starts at the leads.
  await expect(joining).toHaveURL(/\/de\/admin\/leads$/);
  await expect(joining.getByText(formatTemplate(adminDe.shell.signedInAs, { email: invitee }))).toBeVisible();
  await inviteeContext.close();
});
