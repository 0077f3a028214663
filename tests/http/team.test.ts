/**
 * The team on the wire (issue 30), with forms posted as a browser without JavaScript posts them: an owner
 * invites (no e-mail configured, so the link comes back on the page, once), the invitee joins with a password of
 * their own and lands on their role's start page, the link works once; an owner changes a role and takes access
 * away, and the operator's session feels it on its next request; the last owner stays one; a sales operator
 * never reaches the team page; every change is in the audit log, in words.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { formatLongDate } from "#app/i18n/format.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, signedInBrowser, storeRows } from "./back-office-support.ts";

const PASSWORD = "correct horse battery staple";
const OWNER = "anna@example.com";
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-team-"));
  // No SMTP_URL: invitations are passed on by hand, their link shown to the owner. SALES_EMAIL alone sends nothing.
  server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    CONTACT_RATE_LIMIT: "0",
    SALES_EMAIL: "vertrieb@example.com",
  });
  const operators: [string, string[]][] = [
    [OWNER, []],
    ["sam@example.com", ["--role", "sales"]],
    ["sally@example.com", ["--role", "sales"]],
  ];
  for (const [email, role] of operators) {
    const { code, output } = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, role);
    expect(code, output).toBe(0);
  }
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

let addresses = 0;
function signedIn(email: string) {
  return signedInBrowser(server.url, email, PASSWORD, `203.0.113.${++addresses}`);
}

/** The Berlin day `days` from now, as the team page writes it. */
const inDays = (days: number, locale: "en" | "de") => formatLongDate(berlinDay(Date.now() + days * 86_400_000), locale);

function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return storeRows<T>(dataDir, text, params);
}

async function operatorId(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>("SELECT id FROM operators WHERE email = ?", [email]);
  return row!.id;
}

type AuditRow = { operator_email: string | null; action: string; target: string | null; details: string };
async function auditOf(target: string): Promise<[string | null, string, Record<string, unknown>][]> {
  const rows = await sql<AuditRow>(
    "SELECT operator_email, action, target, details FROM audit_log WHERE target = ? ORDER BY seq",
    [target],
  );
  return rows.map((row) => [row.operator_email, row.action, JSON.parse(row.details) as Record<string, unknown>]);
}

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The invitation link the team page shows once, as a path on this server. */
function invitationLinkIn(body: string): string {
  const match = /value="https?:\/\/[^/"]+((?:\/de)?\/admin\/join\?token=[\w-]{43})"/.exec(body);
  expect(match, "an invitation link on the page").not.toBeNull();
  return match![1]!;
}

describe("an invitation without e-mail", () => {
  it("shows the owner the link once; the invitee joins with a password of their own, lands on their start page, and the link is spent", async () => {
    const owner = await signedIn(OWNER);
    const page = await owner.get("/de/admin/team");
    expect(page.status).toBe(200);
    expect(page.body).toContain(html(adminDe.team.invite.manual));
    expect(page.body).toContain(html(adminDe.team.invite.submitManual));

    const invited = await owner.post("/de/admin/team", {
      intent: "invite",
      email: "  Sven@Example.com ",
      role: "sales",
      locale: "de",
    });
    expect(invited.status, invited.body).toBe(200);
    expect(invited.body).toContain(
      html(formatTemplate(adminDe.team.invite.created, { email: "sven@example.com", role: "Rolle „Vertrieb“" })),
    );
    expect(invited.body).toContain(html(adminDe.team.invite.linkNote));
    const link = invitationLinkIn(invited.body);
    expect(link).toMatch(/^\/de\/admin\/join\?/);
    const token = new URL(link, server.url).searchParams.get("token")!;
    // Shown once: the page has it no more, nor does the store (only its hash).
    const later = await owner.get("/de/admin/team");
    expect(later.body).not.toContain(token);
    expect(later.body).toContain("sven@example.com");
    expect(JSON.stringify(await sql("SELECT * FROM invitations"))).not.toContain(token);

    // The invitee's page: who, as what, and no Referer that could carry the token anywhere.
    const invitee = browser(server.url, "198.51.100.20");
    const join = await invitee.get(link);
    expect(join.status).toBe(200);
    expect(join.body).toContain(
      html(
        formatTemplate(adminDe.join.invited, { inviter: OWNER, email: "sven@example.com", role: "Rolle „Vertrieb“" }),
      ),
    );
    expect(join.body).toMatch(/<meta name="referrer" content="no-referrer"\/>/);

    // Each problem with the password in the page's words; the typed passwords never come back.
    const refusals: [Record<string, string>, string][] = [
      [{ password: "qwerty123456", repeat: "qwerty123456" }, adminDe.passwordProblems.common],
      [{ password: "Elbe 2026", repeat: "Elbe 2026" }, adminDe.passwordProblems["too-short"]],
      [{ password: "x".repeat(129), repeat: "x".repeat(129) }, adminDe.passwordProblems["too-long"]],
      [{ password: "Conversational-BI 2026", repeat: "Conversational-BI 2026" }, adminDe.passwordProblems.guessable],
      [{ password: "sven!!!!!!!!2026", repeat: "sven!!!!!!!!2026" }, adminDe.passwordProblems.guessable],
      [{ password: "Hafenkran Möwe Sturmflut", repeat: "Hafenkran Möwe Sturmflud" }, adminDe.join.problems.mismatch],
      [{ password: "", repeat: "" }, adminDe.join.problems.missing],
    ];
    for (const [form, message] of refusals) {
      const refused = await invitee.post(link, form);
      expect(refused.status, message).toBe(400);
      // Said as the sign-in says its problems: an alert above the form.
      expect(refused.body, message).toMatch(new RegExp(`role="alert"[^>]*>${escapeRegExp(html(message))}<`));
      expect(refused.body).toContain('value="sven@example.com"');
      if (form.password) expect(refused.body).not.toContain(form.password);
      expect(refused.headers["set-cookie"]).toBeUndefined();
    }
    expect(await sql("SELECT id FROM operators WHERE email = 'sven@example.com'")).toEqual([]);

    const joined = await invitee.post(link, {
      password: "Hafenkran Möwe Sturmflut",
      repeat: "Hafenkran Möwe Sturmflut",
    });
    expect(joined.status).toBe(303);
    expect(joined.headers.location).toBe("/de/admin");
    expect(invitee.cookie).toMatch(/^__Host-cbi_session=[\w-]{43}$/);
    // /admin sends each operator to their role's start page: for sales, the leads.
    const home = await invitee.get("/de/admin");
    expect(home.headers.location).toBe("/de/admin/leads");
    const leads = await invitee.get("/de/admin/leads");
    expect(leads.status).toBe(200);
    expect(leads.body).toContain(html(formatTemplate(adminDe.shell.signedInAs, { email: "sven@example.com" })));
    expect(await sql("SELECT role FROM operators WHERE email = 'sven@example.com'")).toEqual([{ role: "sales" }]);

    // The link works once: a page that says so, in its language, and no second account.
    for (const response of [
      await browser(server.url).get(link),
      await browser(server.url).post(link, {
        password: "ein anderes Passwort hier",
        repeat: "ein anderes Passwort hier",
      }),
    ]) {
      expect(response.status).toBe(410);
      expect(response.body).toContain(html(adminDe.join.gone.heading));
      expect(response.body).toContain(html(adminDe.join.gone.body));
    }
    const unknown = await browser(server.url).get(`/admin/join?token=${"x".repeat(43)}`);
    expect(unknown.status).toBe(410);
    expect(unknown.body).toContain(html(adminEn.join.gone.heading));

    expect(await auditOf("sven@example.com")).toEqual([
      [OWNER, "invite", { role: "sales", locale: "de" }],
      ["sven@example.com", "join", { role: "sales", invitedBy: OWNER }],
    ]);
    // The request log names the path, never the token in its query.
    expect(server.log().join("\n")).toContain('"path":"/de/admin/join"');
    expect(server.log().join("\n")).not.toContain(token);
  });

  it("keeps what the owner typed when an address is refused, politely, at its field", async () => {
    const owner = await signedIn(OWNER);
    const cases: [string, number, string][] = [
      ["not an address", 400, adminEn.team.invite.errors.notAnAddress],
      ["a@example.com, b@example.com", 400, adminEn.team.invite.errors.notAnAddress],
      ["", 400, adminEn.team.invite.errors.missing],
      [
        "SAM@example.com",
        409,
        formatTemplate(adminEn.team.invite.errors.alreadyOperator, { email: "SAM@example.com" }),
      ],
    ];
    for (const [email, status, message] of cases) {
      const response = await owner.post("/admin/team", { intent: "invite", email, role: "editor", locale: "de" });
      expect(response.status, email).toBe(status);
      expect(response.body, email).toContain(html(message));
      expect(response.body, email).toContain(`value="${html(email)}"`);
      expect(response.body, email).toMatch(/<option value="editor" selected="">/);
      expect(response.body, email).toMatch(/<option value="de" selected="">/);
      expect(response.body, email).toContain('aria-invalid="true"');
    }
    expect(await sql("SELECT id FROM invitations WHERE role = 'editor'")).toEqual([]);
  });

  it("answers the page's script (a data request) as it answers a form posted without it", async () => {
    const owner = await signedIn(OWNER);
    const form = { intent: "invite", email: "jo@example.com", role: "editor", locale: "en" };
    const invited = await owner.post("/admin/team.data", form);
    expect(invited.status).toBe(200);
    expect(invited.body).toMatch(/\/admin\/join\?token=[\w-]{43}/);
    const refused = await owner.post("/admin/team.data", { ...form, email: "jo at example" });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("not-an-address");
    expect(refused.body).toContain("jo at example");
  });

  it("sends an invitation again with a new link that voids the old one, and withdraws one", async () => {
    const owner = await signedIn(OWNER);
    const first = invitationLinkIn(
      (await owner.post("/admin/team", { intent: "invite", email: "wim@example.com", role: "editor", locale: "en" }))
        .body,
    );
    const [{ id }] = (await sql<{ id: string }>("SELECT id FROM invitations WHERE email = 'wim@example.com'")) as [
      { id: string },
    ];
    const list = await owner.get("/admin/team");
    expect(list.body).toContain(
      html(formatTemplate(adminEn.team.invitations.resendLabel, { email: "wim@example.com" })),
    );

    const resent = await owner.post("/admin/team", { intent: "resend", invitation: id });
    expect(resent.status).toBe(200);
    expect(resent.body).toContain(
      html(formatTemplate(adminEn.team.invitations.resentManual, { email: "wim@example.com" })),
    );
    const second = invitationLinkIn(resent.body);
    expect(second).not.toBe(first);
    expect((await browser(server.url).get(first)).status).toBe(410);
    expect((await browser(server.url).get(second)).status).toBe(200);

    const revoked = await owner.post("/admin/team", { intent: "revoke", invitation: id });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toContain(
      html(formatTemplate(adminEn.team.invitations.revoked, { email: "wim@example.com" })),
    );
    expect((await browser(server.url).get(second)).status).toBe(410);
    expect((await owner.get("/admin/team")).body).not.toContain("wim@example.com");
    // Gone meanwhile (another tab withdrew it): words, not an error.
    const again = await owner.post("/admin/team", { intent: "revoke", invitation: id });
    expect(again.status).toBe(404);
    expect(again.body).toContain(html(adminEn.team.outcomes.gone));

    expect((await auditOf("wim@example.com")).map(([who, action]) => [who, action])).toEqual([
      [OWNER, "invite"],
      [OWNER, "invitation-resend"],
      [OWNER, "invitation-revoke"],
    ]);
  });
});

describe("an owner", () => {
  it("changes a role and takes access away and gives it back; the operator's session feels it at its next request", async () => {
    const owner = await signedIn(OWNER);
    const sam = await signedIn("sam@example.com");
    expect((await sam.get("/admin/leads")).status).toBe(200);
    const id = await operatorId("sam@example.com");

    const changed = await owner.post("/admin/team", { intent: "role", operator: id, role: "editor" });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain(
      html(formatTemplate(adminEn.team.outcomes.roleChanged, { email: "sam@example.com", role: "the Editor role" })),
    );
    // The same session, a role without the leads now.
    expect((await sam.get("/admin/leads")).status).toBe(403);

    const deactivated = await owner.post("/de/admin/team", { intent: "deactivate", operator: id });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toContain(
      html(formatTemplate(adminDe.team.outcomes.deactivated, { email: "sam@example.com" })),
    );
    const refused = await sam.get("/admin/analytics");
    expect(refused.status).toBe(302);
    expect(refused.headers.location).toMatch(/^\/admin\/login\?next=/);
    const again = await browser(server.url, "198.51.100.30").post("/admin/login", {
      email: "sam@example.com",
      password: PASSWORD,
    });
    expect(again.status).toBe(401);
    const team = (await owner.get("/de/admin/team")).body;
    expect(team).toContain(adminDe.team.operators.status.deactivated);
    // The daily retention deletes the account after the longer of the lead and audit periods (365 days here).
    expect(team).toContain(`Wird nach dem ${inDays(365, "de")} gelöscht, falls nicht wieder aktiviert`);

    const reactivated = await owner.post("/admin/team", { intent: "reactivate", operator: id });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body).toContain(
      html(formatTemplate(adminEn.team.outcomes.reactivated, { email: "sam@example.com" })),
    );
    await signedIn("sam@example.com");

    expect(await auditOf("sam@example.com")).toEqual([
      [OWNER, "role-change", { from: "sales", to: "editor" }],
      [OWNER, "deactivate", { role: "editor" }],
      [OWNER, "reactivate", { role: "editor" }],
    ]);
    // In the audit log, in words.
    const audit = (await owner.get("/de/admin/audit")).body;
    expect(audit).toContain(html(adminDe.audit.actions["role-change"]));
    expect(audit).toContain("Vertrieb → Redaktion");
    expect(audit).toContain(html(adminDe.audit.actions.deactivate));
    expect(audit).toContain(html(adminDe.audit.actions.reactivate));
    expect(audit).toContain(html(adminDe.audit.actions.invite));
    expect(audit).toContain(html(adminDe.audit.actions.join));
    expect(audit).toContain(">sam@example.com<");
  });

  it("stays the last owner: neither demoted nor deactivated, in the page's words, never a 500", async () => {
    const owner = await signedIn(OWNER);
    const id = await operatorId(OWNER);
    const demoted = await owner.post("/admin/team", { intent: "role", operator: id, role: "sales" });
    expect(demoted.status).toBe(409);
    expect(demoted.body).toContain(html(adminEn.team.outcomes.lastOwnerYou));
    const deactivated = await owner.post("/de/admin/team", { intent: "deactivate", operator: id });
    expect(deactivated.status).toBe(409);
    expect(deactivated.body).toContain(html(adminDe.team.outcomes.lastOwnerYou));
    expect(await sql("SELECT role, deactivated_at FROM operators WHERE id = ?", [id])).toEqual([
      { role: "owner", deactivated_at: null },
    ]);
    expect((await owner.get("/admin/team")).status).toBe(200);
    expect(await auditOf(OWNER)).toEqual([]);
  });

  it("asks everyone for two factors, and may take it back", async () => {
    const owner = await signedIn(OWNER);
    const on = await owner.post("/admin/team", { intent: "two-factor", required: "on" });
    expect(on.status).toBe(200);
    expect(on.body).toContain(html(adminEn.team.twoFactor.on));
    expect(await sql("SELECT value FROM back_office_settings WHERE name = 'require_two_factor'")).toEqual([
      { value: "on" },
    ]);
    const [entry] = await sql<AuditRow>("SELECT * FROM audit_log WHERE action = 'two-factor-rule'");
    expect([entry!.operator_email, JSON.parse(entry!.details)]).toEqual([OWNER, { required: "on" }]);
    // The owner has no second factor either, and is now asked for one before anything else: the rule is
    // taken back in the store, as another owner would on the page.
    const db = await openDatabase({ DATA_DIR: dataDir });
    await db.sql.run("UPDATE back_office_settings SET value = 'off' WHERE name = 'require_two_factor'");
    await db.close();
  });

  it("refuses a change from another site, and a form it never sends", async () => {
    const owner = await signedIn(OWNER);
    const id = await operatorId("sally@example.com");
    const crossSite = await owner.post(
      "/admin/team",
      { intent: "role", operator: id, role: "owner" },
      { Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await owner.post("/admin/team", { intent: "promote", operator: id })).status).toBe(400);
    expect((await owner.post("/admin/team", { intent: "role", operator: id, role: "boss" })).status).toBe(400);
    expect(await sql("SELECT role FROM operators WHERE id = ?", [id])).toEqual([{ role: "sales" }]);
  });
});

describe("a sales operator", () => {
  it("gets 403 for the team page, its data and its changes, in both languages, and nothing changes", async () => {
    const sally = await signedIn("sally@example.com");
    for (const path of ["/admin/team", "/de/admin/team"]) {
      const copy = path.startsWith("/de/") ? adminDe : adminEn;
      const page = await sally.get(path);
      expect(page.status, path).toBe(403);
      expect(page.body, path).not.toContain(html(copy.team.invite.heading));
      expect((await sally.get(`${path}.data`)).status, path).toBe(403);
      const post = await sally.post(path, {
        intent: "invite",
        email: "mallory@example.com",
        role: "owner",
        locale: "en",
      });
      expect(post.status, path).toBe(403);
      const promote = await sally.post(path, {
        intent: "role",
        operator: await operatorId("sally@example.com"),
        role: "owner",
      });
      expect(promote.status, path).toBe(403);
    }
    expect(await sql("SELECT id FROM invitations WHERE email = 'mallory@example.com'")).toEqual([]);
    expect(await sql("SELECT role FROM operators WHERE email = 'sally@example.com'")).toEqual([{ role: "sales" }]);
    const refusals = await sql<{ target: string }>(
      "SELECT target FROM audit_log WHERE action = 'access-refused' AND operator_email = 'sally@example.com'",
    );
    expect(refusals.map((row) => row.target)).toEqual(expect.arrayContaining(["/admin/team", "/de/admin/team"]));
  });
});

describe("a locked-out member without e-mail (issue 47)", () => {
  it("gets a link from the owner, shown to the owner once to pass on; the sign-in page says no link can come by e-mail", async () => {
    expect((await browser(server.url).get("/admin/login/forgot")).body).toContain(html(adminEn.recovery.forgot.noMail));
    const owner = await signedIn(OWNER);
    const sent = await owner.post("/admin/team", {
      intent: "member-access",
      operator: await operatorId("sally@example.com"),
      help: "password-link",
      password: PASSWORD,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain(html(formatTemplate(adminEn.recovery.team.linkManual, { email: "sally@example.com" })));
    const link = /value="https?:\/\/[^/"]+(\/admin\/reset-password\?token=[\w-]{43})"/.exec(sent.body)?.[1];
    expect(link, "the link is on the page").toBeDefined();
    const page = await browser(server.url).get(link!);
    expect(page.status).toBe(200);
    expect(page.body).toContain(html(formatTemplate(adminEn.recovery.reset.intro, { email: "sally@example.com" })));
  });
});

describe("the inbox without e-mail (issue 49, item 8)", () => {
  it("names the variable that is missing, SMTP_URL, and not SALES_EMAIL, which is set", async () => {
    const inbox = await (await signedIn(OWNER)).get("/admin/leads");
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain("Notifications are off: SMTP_URL is not set, so nobody is told when a lead arrives.");
    expect(inbox.body).not.toContain("SALES_EMAIL");
  });
});

describe("the daily retention on the team page (issue 49, item 3)", () => {
  it("says when the daily retention deletes an invitation whose link has expired: 30 days after", async () => {
    const owner = await signedIn(OWNER);
    const invited = await owner.post("/admin/team", {
      intent: "invite",
      email: "spaet@example.com",
      role: "sales",
      locale: "en",
    });
    expect(invited.status).toBe(200);
    const db = await openDatabase({ DATA_DIR: dataDir });
    try {
      await db.sql.run("UPDATE invitations SET expires_at = ? WHERE email = ?", [new Date(), "spaet@example.com"]);
    } finally {
      await db.close();
    }
    const team = (await owner.get("/admin/team")).body;
    expect(team).toContain(`Deleted after ${inDays(30, "en")}`);
  });
});
