/**
 * The sweep of the back office: every page of the registry (app/i18n/admin-pages.ts) in both languages, opened
 * as the one who uses it opens it (the owner for the pages behind the sign-in, a visitor for the sign-in, an
 * invitee for the join page and the password reset link's page, a second operator with two factors for the code step), against a server of its own.
 * Each is checked as the public pages are (tests/e2e/pages.spec.ts): axe at desktop and phone width, contrast in
 * both schemes, nothing wider than a phone, no console error, CSP violation or foreign request. The German lead
 * inbox, rendered at request time, is opened comparing its styles (tests/e2e/page-styles.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { adminPages, adminPath, type AdminPageId } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { invite } from "#app/lib/admin/invitations.server.ts";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import { issuePasswordReset } from "#app/lib/admin/password-reset.server.ts";
import { beginEnrolment, confirmEnrolment, totpCode } from "#app/lib/admin/two-factor.server.ts";
import { loadTotpKey } from "#app/lib/admin/totp-key.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { expect, expectCleanAtEveryWidthAndScheme, open, test as base } from "./fixtures.ts";
import { openComparingStyles } from "./page-styles.ts";

const OWNER = "inhaber@conversational-bi.example";
const SECOND = "vertrieb@conversational-bi.example";
const PASSWORD = "Elbbrücken im Abendlicht 2026";

type BackOffice = {
  server: RunningServer;
  ownerState: Awaited<ReturnType<Awaited<ReturnType<Browser["newContext"]>>["storageState"]>>;
  leadId: string;
  joinToken: string;
  resetToken: string;
};

/** One server per worker, with an owner signed in, a lead, an open invitation and an operator with two factors. */
const test = base.extend<{ backOffice: BackOffice; signedIn: boolean }, { backOfficeOfWorker: BackOffice }>({
  backOfficeOfWorker: [
    async ({ browser }, use) => {
      const dataDir = await mkdtemp(join(tmpdir(), "e2e-admin-pages-"));
      // The blog published from the store, whose sample posts the blog's editor pages open.
      const server = await startServer({ DATA_DIR: dataDir, ANALYTICS: "on", BLOG_STORE: "server" });
      execFileSync(process.execPath, ["scripts/admin.ts", "create", "--email", OWNER, "--role", "owner"], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        input: `${PASSWORD}\n`,
      });
      const db = await openDatabase({ DATA_DIR: dataDir });
      const owner = await db.sql.get<{ id: string }>("SELECT id FROM operators WHERE email = ?", [OWNER]);
      const second = await createOperator(db.sql, SECOND, PASSWORD, { role: "sales" });
      // The key file the server made in DATA_DIR when it started: the seed is sealed with the server's key.
      const key = await loadTotpKey({ from: "data-dir", dataDir });
      const secret = (await beginEnrolment(db.sql, key, second.id))!;
      await confirmEnrolment(db.sql, key, second.id, totpCode(secret));
      const invitation = await invite(
        db.sql,
        { email: "neu@conversational-bi.example", role: "editor", invitedBy: owner!.id, locale: "de" },
        { siteOrigin: server.url, delivery: "manual" },
      );
      const reset = await issuePasswordReset(
        db.sql,
        { operatorId: second.id, locale: "de" },
        { siteOrigin: server.url, delivery: "manual" },
      );
      await db.close();
      const resetToken = new URL(reset.link!).searchParams.get("token")!;
      if (invitation.delivery !== "manual") throw new Error("the invitation's link was not given by hand");
      const joinToken = new URL(invitation.link).searchParams.get("token")!;

      // A lead whose values are longer than a phone is wide.
      const context = await browser.newContext({ baseURL: server.url });
      const stored = await context.request.post("/api/contact?lang=de", {
        data: {
          firstName: "Maximilian-Alexander",
          lastName: "Schwarzenberger-Hohenstein",
          company: "Süddeutsche Versicherungs- und Rückversicherungsgruppe AG",
          email: "maximilian-alexander.schwarzenberger@sueddeutsche-versicherung.example",
          phone: "+49 40 555 0100",
          message: "Bitte zeigen Sie uns die Schadensquoten nach Region und Sparte, monatlich.",
          privacyPolicy: true,
        },
      });
      expect(stored.status()).toBe(201);
      const { id: leadId } = (await stored.json()) as { id: string };

      const page = await context.newPage();
      await open(page, "/admin/login");
      await page.getByLabel(adminEn.login.email).fill(OWNER);
      await page.getByLabel(adminEn.login.password).fill(PASSWORD);
      await page.getByRole("button", { name: adminEn.login.submit }).click();
      await page.waitForURL(/\/admin\/leads$/);
      // The session's cookie alone: the local storage of the page signed in on may or may not hold the web font's
      // key yet (it is written in an idle moment), and a page that asks for Inter draws in it only if it arrives in
      // time, so the style comparison on /de/admin/leads met another font after the stylesheet in some runs.
      const ownerState = { cookies: (await context.storageState()).cookies, origins: [] };
      await context.close();

      await use({ server, ownerState, leadId, joinToken, resetToken });
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    // A server started, an operator made by the CLI, an enrolment, a lead and a sign-in: harness work, once per
    // worker, with a clock of its own (it took over 30 s at a load of 14; a test's own clock starts after it).
    { scope: "worker", timeout: 90_000 },
  ],
  backOffice: async ({ backOfficeOfWorker }, use) => use(backOfficeOfWorker),
  baseURL: async ({ backOfficeOfWorker }, use) => use(backOfficeOfWorker.server.url),
  signedIn: [false, { option: true }],
  storageState: async ({ backOfficeOfWorker, signedIn }, use) =>
    use(signedIn ? backOfficeOfWorker.ownerState : { cookies: [], origins: [] }),
});

type Visit = { as: "owner" | "visitor"; path: (locale: Locale, office: BackOffice) => string; arrive?: Arrival };
type Arrival = (page: Page, locale: Locale) => Promise<void>;

/** Pages that only send somewhere else, and files: nothing to look at. */
type Unswept =
  | "home"
  | "logout"
  | "leadsCsv"
  | "leadsXlsx"
  | "leadJson"
  | "analyticsCsv"
  | "analyticsXlsx"
  | "analyticsNow"
  | "askJson";

/** Every other page of the registry: a page added there without a visit here does not compile. */
const visits: Record<Exclude<AdminPageId, Unswept>, Visit> = {
  login: { as: "visitor", path: (locale) => adminPath("login", locale) },
  loginCode: {
    as: "visitor",
    path: (locale) => adminPath("login", locale),
    // The code step is where a password of an operator with two factors leads.
    arrive: async (page, locale) => {
      const copy = locale === "de" ? adminDe : adminEn;
      await page.getByLabel(copy.login.email).fill(SECOND);
      await page.getByLabel(copy.login.password).fill(PASSWORD);
      await page.getByRole("button", { name: copy.login.submit }).click();
      await page.waitForURL(new RegExp(`${adminPath("loginCode", locale)}$`));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    },
  },
  join: { as: "visitor", path: (locale, office) => `${adminPath("join", locale)}?token=${office.joinToken}` },
  forgotPassword: { as: "visitor", path: (locale) => adminPath("forgotPassword", locale) },
  // The e-mailed link's page, with its form (a link made in the store, as the mail would carry it).
  resetPassword: {
    as: "visitor",
    path: (locale, office) => `${adminPath("resetPassword", locale)}?token=${office.resetToken}`,
  },
  leads: { as: "owner", path: (locale) => adminPath("leads", locale) },
  lead: { as: "owner", path: (locale, office) => adminPath("lead", locale, { id: office.leadId }) },
  deleteLead: { as: "owner", path: (locale, office) => adminPath("deleteLead", locale, { id: office.leadId }) },
  privacyRequests: { as: "owner", path: (locale) => adminPath("privacyRequests", locale) },
  blog: { as: "owner", path: (locale) => adminPath("blog", locale) },
  blogNew: { as: "owner", path: (locale) => `${adminPath("blogNew", locale)}?lang=${locale}` },
  // A sample post of the page's language, with its toolbar, fields and (empty) earlier versions.
  blogPost: { as: "owner", path: (locale) => adminPath("blogPost", locale, { id: locale === "de" ? "1-de" : "1" }) },
  // The same sample's preview, at the desktop's width it opens with.
  blogPreview: {
    as: "owner",
    path: (locale) => adminPath("blogPreview", locale, { id: locale === "de" ? "1-de" : "1" }),
  },
  analytics: { as: "owner", path: (locale) => adminPath("analytics", locale) },
  audit: { as: "owner", path: (locale) => adminPath("audit", locale) },
  // An answer with its bars and table.
  ask: {
    as: "owner",
    path: (locale) =>
      `${adminPath("ask", locale)}?q=${encodeURIComponent(locale === "de" ? "Leads nach Status" : "Leads by status")}`,
  },
  team: { as: "owner", path: (locale) => adminPath("team", locale) },
  account: { as: "owner", path: (locale) => adminPath("account", locale) },
};

test.describe("every page of the back office, in both languages", () => {
  // Four axe runs and a server of its own per worker.
  test.describe.configure({ timeout: 60_000 });

  for (const [id, visit] of Object.entries(visits) as [keyof typeof visits, Visit][]) {
    test.describe(`${adminPages[id].path}`, () => {
      test.use({ signedIn: visit.as === "owner" });
      for (const locale of ["en", "de"] as const) {
        test(`in ${locale}: no axe violations at desktop and phone width, contrast in both schemes, fits a phone`, async ({
          page,
          backOffice,
        }) => {
          const path = visit.path(locale, backOffice);
          const compareStyles = id === "leads" && locale === "de";
          const response = await (compareStyles ? openComparingStyles : open)(page, path);
          expect(response?.status(), path).toBe(200);
          // Signed in (or invited) as the page needs: it answers itself, not with the sign-in.
          if (!visit.arrive) expect(new URL(page.url()).pathname).toBe(path.split("?")[0]);
          await visit.arrive?.(page, locale);
          await expect(page.locator("html")).toHaveAttribute("lang", locale);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectCleanAtEveryWidthAndScheme(page, page.url());
        });
      }
    });
  }
});
