/**
 * A locked-out member let back in (issue 47), in a real browser against a server of its own that sends real mail:
 * Lena forgot her password and lost her phone. In German she asks for a link on the sign-in page, opens it from the
 * mail and sets a new password; the code is still asked, and she has none. The owner, in English, turns her second
 * factor off from the team page with his own password; the mail tells her (in German, her language) who did it, and
 * she signs in with her new password alone.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import accessDe from "#app/content/access-email/de.ts";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import { loadTotpKey } from "#app/lib/admin/totp-key.server.ts";
import { beginEnrolment, confirmEnrolment, totpCode } from "#app/lib/admin/two-factor.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { smtpReceiver } from "../http/smtp-receiver.ts";
import { expect, test } from "./fixtures.ts";

const OWNER = "jonas.inhaber@conversational-bi.example";
const MEMBER = "lena.vertrieb@conversational-bi.example";
const OWNER_PASSWORD = "ein langes Passwort des Inhabers";
const NEW_PASSWORD = "Containerschiffe gleiten lautlos vorbei";

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "e2e-recovery-"));
  smtp = await smtpReceiver();
  server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SALES_EMAIL: "vertrieb@conversational-bi.example",
    NOTIFY_RETRY_SECONDS: "1",
  });
  // Made in the store beside the server, as the command line makes them; Lena with two factors on a phone she has
  // since lost, and a password she has forgotten.
  const db = await openDatabase({ DATA_DIR: dataDir });
  await createOperator(db.sql, OWNER, OWNER_PASSWORD, { role: "owner" });
  const member = await createOperator(db.sql, MEMBER, "a password nobody remembers now", { role: "sales" });
  const key = await loadTotpKey({ from: "data-dir", dataDir });
  const secret = (await beginEnrolment(db.sql, key, member.id))!;
  await confirmEnrolment(db.sql, key, member.id, totpCode(secret));
  await db.close();
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The page is live (the back office marks <html data-hydrated>): a click now goes through the router. */
async function live(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator("html[data-hydrated]").waitFor();
}

/** The text of the newest mail with this subject, once it has arrived. */
async function mailText(subject: string): Promise<string> {
  await expect.poll(() => smtp.received.some((mail) => mail.subject === subject), { timeout: 15_000 }).toBe(true);
  return smtp.received.findLast((mail) => mail.subject === subject)!.text ?? "";
}

async function signIn(page: Page, email: string, password: string, copy: typeof adminDe) {
  await page.getByLabel(copy.login.email).fill(email);
  await page.getByLabel(copy.login.password).fill(password);
  await page.getByRole("button", { name: copy.login.submit }).click();
}

test("a member who forgot her password and lost her phone is let back in, by e-mail and by the owner", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const lena = await (await browser.newContext()).newPage();

  // By e-mail, in German: a link to set a new password.
  await live(lena, "/de/admin/login");
  await lena.getByRole("link", { name: adminDe.recovery.forgotLink }).click();
  await expect(lena.getByRole("heading", { level: 1 })).toHaveText(adminDe.recovery.forgot.heading);
  await lena.getByLabel(adminDe.recovery.forgot.email).fill(MEMBER);
  await lena.getByRole("button", { name: adminDe.recovery.forgot.submit }).click();
  await expect(lena.getByRole("status")).toContainText("ist jetzt ein Link zum Wählen eines neuen Passworts");
  const link = /https?:\/\/\S+\/de\/admin\/reset-password\?token=[\w-]{43}/.exec(
    await mailText(accessDe.reset.subject),
  )![0];
  await live(lena, new URL(link).pathname + new URL(link).search);
  await lena.getByLabel(adminDe.recovery.reset.password, { exact: true }).fill(NEW_PASSWORD);
  await lena.getByLabel(adminDe.recovery.reset.repeat, { exact: true }).fill(NEW_PASSWORD);
  await lena.getByRole("button", { name: adminDe.recovery.reset.submit }).click();
  // The password rules' first check loads their dictionaries: seconds on a busy machine.
  await lena.waitForURL(/\/de\/admin\/login\?passwordSet=1$/);
  await expect(lena.getByRole("status")).toHaveText(adminDe.recovery.passwordSet);
  // The second factor stays: her password leads to the code she cannot give.
  await signIn(lena, MEMBER, NEW_PASSWORD, adminDe);
  await expect(lena.getByRole("heading", { level: 1 })).toHaveText(adminDe.loginCode.heading);

  // By the owner, in English: her second factor turned off, with his own password.
  const owner = await (await browser.newContext()).newPage();
  await live(owner, "/admin/login");
  await signIn(owner, OWNER, OWNER_PASSWORD, adminEn);
  await owner.waitForURL(/\/admin\/leads$/);
  await live(owner, "/admin/team");
  await expect(owner.getByRole("rowheader", { name: /Lena Vertrieb/ })).toContainText(MEMBER);
  const section = owner.getByRole("region", { name: adminEn.recovery.team.heading });
  await section.getByLabel(adminEn.recovery.team.member).selectOption({ label: `Lena Vertrieb (${MEMBER})` });
  await section.getByLabel(adminEn.recovery.team.secondFactor).check();
  await section.getByLabel(adminEn.account.proof.password).fill(OWNER_PASSWORD);
  await section.getByRole("button", { name: adminEn.recovery.team.submit }).click();
  await expect(section.getByRole("status")).toContainText(`Two-factor sign-in is off for ${MEMBER}`);

  // The mail tells her who did it, in her language; her new password alone lets her in.
  expect(await mailText(accessDe.secondFactor.subject)).toContain(
    `Jonas Inhaber (${OWNER}) hat die Zwei-Faktor-Anmeldung für Ihr Backoffice-Konto ${MEMBER} ausgeschaltet`,
  );
  await live(lena, "/de/admin/login");
  await signIn(lena, MEMBER, NEW_PASSWORD, adminDe);
  await lena.waitForURL(/\/de\/admin\/leads$/);
});
