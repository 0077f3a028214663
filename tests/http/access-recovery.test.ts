/**
 * A way back in (issue 47), on the wire, with the production server sending real mail to a real SMTP server:
 * "forgot password?" answers the same for any address and mails a link only to an operator, in their language; the
 * link sets a password once, within its hour, ends every session and leaves the second factor to be asked; the
 * requests are limited per address and per client; the owner helps a member from the team page (a link, or their
 * second factor turned off) only with fresh proof of their own identity, and the member is told by e-mail who did
 * what; other roles, other sites and nobody signed in cannot; the team page names people by name.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import accessDe from "#app/content/access-email/de.ts";
import accessEn from "#app/content/access-email/en.ts";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import { issuePasswordReset } from "#app/lib/admin/password-reset.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { browser, enrolFromAccountPage, signedInBrowser, storeRows, type Browser } from "./back-office-support.ts";
import { smtpReceiver } from "./smtp-receiver.ts";

const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "Fischbrötchen am Hafen um sieben";
const OWNER = "anna.owner@example.com";
const SALES = "sam.sales@example.com";
const EDITOR = "eddi.editor@example.com";
const LOCKED = "lena.locked@example.com";

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-recover-"));
  smtp = await smtpReceiver();
  server = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    CONTACT_RATE_LIMIT: "0",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SALES_EMAIL: "sales-inbox@example.com",
    NOTIFY_RETRY_SECONDS: "1",
  });
  // Made in the store beside the server, as the CLI makes them (the CLI's own start costs seconds each).
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    for (const [email, role] of [
      [OWNER, "owner"],
      [SALES, "sales"],
      [EDITOR, "editor"],
      [LOCKED, "sales"],
    ] as const)
      await createOperator(db.sql, email, PASSWORD, { role });
  } finally {
    await db.close();
  }
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

let addresses = 0;
/** A browser from an address of its own: each test meets the per-client limits afresh. */
const newBrowser = () => browser(server.url, `198.51.100.${++addresses}`);

function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return storeRows<T>(dataDir, text, params);
}

async function operatorId(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>("SELECT id FROM operators WHERE email = ?", [email]);
  return row!.id;
}

async function auditActions(target: string): Promise<[string | null, string][]> {
  const rows = await sql<{ operator_email: string | null; action: string }>(
    "SELECT operator_email, action FROM audit_log WHERE target = ? ORDER BY seq",
    [target],
  );
  return rows.map((row) => [row.operator_email, row.action]);
}

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;").replaceAll("<", "&lt;");

const within = { timeout: 20_000, interval: 100 };
const recipient = (mail: ParsedMail) => (mail.to && "text" in mail.to ? mail.to.text : "");

/** The next mail to `address` after the `seen` first ones. */
async function nextMailTo(address: string, seen: number): Promise<ParsedMail> {
  await expect.poll(() => smtp.received.slice(seen).some((mail) => recipient(mail) === address), within).toBe(true);
  return smtp.received.slice(seen).find((mail) => recipient(mail) === address)!;
}

/** The link's path on this server, from the mail's text. */
function linkIn(mail: ParsedMail): string {
  const match = /https?:\/\/[^/\s]+((?:\/de)?\/admin\/reset-password\?token=[\w-]{43})\n/.exec(mail.text ?? "");
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

describe("forgot password", () => {
  it("answers the same for an unknown address as for an operator's, and mails only the operator, in the page's language", async () => {
    const seen = smtp.received.length;
    const visitor = newBrowser();
    const unknown = await visitor.post("/de/admin/login/forgot", { email: "nobody@example.com" });
    const known = await visitor.post("/de/admin/login/forgot", { email: ` ${EDITOR.toUpperCase()} ` });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const said = (address: string) => html(formatTemplate(adminDe.recovery.forgot.sent, { email: address }));
    expect(unknown.body).toContain(said("nobody@example.com"));
    expect(known.body).toContain(said(` ${EDITOR.toUpperCase()} `.trim()));
    // Nothing else tells the two apart.
    const page = (body: string, address: string) => body.replaceAll(address, "X").replace(/nonce="[^"]*"/g, "");
    expect(page(known.body, EDITOR.toUpperCase())).toBe(page(unknown.body, "nobody@example.com"));

    const mail = await nextMailTo(EDITOR, seen);
    expect(mail.subject).toBe(accessDe.reset.subject);
    expect(mail.text).toContain(formatTemplate(accessDe.reset.asked, { email: EDITOR }));
    expect(linkIn(mail)).toMatch(/^\/de\/admin\/reset-password\?token=/);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.received.slice(seen).map(recipient)).toEqual([EDITOR]);
    expect(await auditActions(EDITOR)).toEqual([[EDITOR, "password-reset-request"]]);
    expect(await auditActions("nobody@example.com")).toEqual([]);
  });

  it("sets a new password once: every session ends, the second factor is still asked, the used link says so", async () => {
    const member = await signedInBrowser(server.url, LOCKED, PASSWORD, `198.51.100.${++addresses}`);
    await enrolFromAccountPage(member, PASSWORD);
    const seen = smtp.received.length;
    // Signed in in English last: the mail is in English although asked for on the German page.
    expect((await newBrowser().post("/de/admin/login/forgot", { email: LOCKED })).status).toBe(200);
    const mail = await nextMailTo(LOCKED, seen);
    expect(mail.subject).toBe(accessEn.reset.subject);
    const link = linkIn(mail);
    expect(link).toMatch(/^\/admin\/reset-password\?token=/);

    const stranger = newBrowser();
    const page = await stranger.get(link);
    expect(page.status).toBe(200);
    expect(page.body).toContain(html(formatTemplate(adminEn.recovery.reset.intro, { email: LOCKED })));
    expect(page.body).toContain('<meta name="referrer" content="no-referrer"/>');
    const mismatch = await stranger.post(link, { password: NEW_PASSWORD, repeat: `${NEW_PASSWORD}!` });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toContain(html(adminEn.recovery.reset.problems.mismatch));
    const weak = await stranger.post(link, { password: "password1234", repeat: "password1234" });
    expect(weak.status).toBe(400);
    // From another site: refused, and the link still works.
    const crossSite = await stranger.post(
      link,
      { password: NEW_PASSWORD, repeat: NEW_PASSWORD },
      { Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);

    const set = await stranger.post(link, { password: NEW_PASSWORD, repeat: NEW_PASSWORD });
    expect(set.status).toBe(303);
    expect(set.headers.location).toBe("/admin/login?passwordSet=1");
    expect((await stranger.get("/admin/login?passwordSet=1")).body).toContain(html(adminEn.recovery.passwordSet));
    // The member's session has ended.
    expect((await member.get("/admin/leads")).status).toBe(302);
    // Used: a page that says so, and offers a new link.
    const again = await stranger.get(link);
    expect(again.status).toBe(410);
    expect(again.body).toContain(html(adminEn.recovery.reset.gone.heading));
    expect((await stranger.post(link, { password: `${NEW_PASSWORD}2`, repeat: `${NEW_PASSWORD}2` })).status).toBe(410);
    // The old password no more; the new one leads to the code step, not a session.
    expect((await newBrowser().post("/admin/login", { email: LOCKED, password: PASSWORD })).status).toBe(401);
    const signIn = await newBrowser().post("/admin/login", { email: LOCKED, password: NEW_PASSWORD });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.location).toBe("/admin/login/code");
    expect(await auditActions(LOCKED)).toEqual(
      expect.arrayContaining([
        [LOCKED, "password-reset-request"],
        [LOCKED, "password-reset"],
      ]),
    );
  });

  it("a link works within its hour only, and only the newest one", async () => {
    const id = await operatorId(SALES);
    const mail = { siteOrigin: server.url, delivery: "manual" as const };
    const db = await openDatabase({ DATA_DIR: dataDir });
    let expired: string, older: string, newest: string;
    try {
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      expired = (await issuePasswordReset(db.sql, { operatorId: id, locale: "en", now: twoHoursAgo }, mail)).link!;
      older = (await issuePasswordReset(db.sql, { operatorId: id, locale: "en" }, mail)).link!;
      newest = (await issuePasswordReset(db.sql, { operatorId: id, locale: "de" }, mail)).link!;
    } finally {
      await db.close();
    }
    const visitor = newBrowser();
    const path = (link: string) => new URL(link).pathname + new URL(link).search;
    expect((await visitor.get(path(expired))).status).toBe(410);
    expect((await visitor.get(path(older))).status).toBe(410);
    const open = await visitor.get(path(newest));
    expect(open.status).toBe(200);
    expect(open.body).toContain(html(adminDe.recovery.reset.heading));
    const gone = await visitor.get("/de/admin/reset-password?token=not-a-token");
    expect(gone.status).toBe(410);
    expect(gone.body).toContain(html(adminDe.recovery.reset.gone.body));
  });

  it("is limited per address across clients and per client across addresses, and checks the origin", async () => {
    const address = "throttled@example.com";
    for (let i = 0; i < 3; i++)
      expect((await newBrowser().post("/admin/login/forgot", { email: address })).status).toBe(200);
    const refused = await newBrowser().post("/admin/login/forgot", { email: address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    const client = newBrowser();
    for (let i = 0; i < 10; i++)
      expect((await client.post("/admin/login/forgot", { email: `x${i}@example.com` })).status).toBe(200);
    const flood = await client.post("/de/admin/login/forgot", { email: "another@example.com" });
    expect(flood.status).toBe(429);
    expect(flood.body).toContain("Zu viele Anfragen");

    expect(
      (await newBrowser().post("/admin/login/forgot", { email: OWNER }, { Origin: "https://evil.example" })).status,
    ).toBe(403);
  });
});

describe("the owner helps a member back in", () => {
  let owner: Browser;
  let ownerCodes: string[];

  beforeAll(async () => {
    owner = await signedInBrowser(server.url, OWNER, PASSWORD, `198.51.100.${++addresses}`);
    ownerCodes = (await enrolFromAccountPage(owner, PASSWORD)).recoveryCodes;
  }, 30_000);

  const help = async (member: string, what: "password-link" | "second-factor", proof: Record<string, string>) =>
    owner.post("/de/admin/team", { intent: "member-access", operator: await operatorId(member), help: what, ...proof });

  it("shows people by name on the team page, the address beneath", async () => {
    const page = await owner.get("/admin/team");
    expect(page.body).toMatch(/Sam Sales<\/span><span[^>]*>sam\.sales<wbr\/>@example\.com<\/span>/);
  });

  it("sends a member a link only with the owner's password and code; the member is told who sent it", async () => {
    // The member last signed in in German: the mail is in German.
    const member = browser(server.url, `198.51.100.${++addresses}`);
    expect((await member.post("/de/admin/login", { email: SALES, password: PASSWORD })).status).toBe(303);
    const seen = smtp.received.length;
    const noCode = await help(SALES, "password-link", { password: PASSWORD, proofCode: "" });
    expect(noCode.status).toBe(400);
    expect(noCode.body).toContain(html(adminDe.account.proof.wrongCode));
    const wrongPassword = await help(SALES, "password-link", { password: "not it at all", proofCode: ownerCodes[0]! });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toContain(html(adminDe.account.proof.wrongPassword));

    const sent = await help(SALES, "password-link", { password: PASSWORD, proofCode: ownerCodes[0]! });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain(html(formatTemplate(adminDe.recovery.team.linkSent, { email: SALES })));
    const mail = await nextMailTo(SALES, seen);
    expect(smtp.received.slice(seen).map(recipient)).toEqual([SALES]);
    expect(mail.subject).toBe(accessDe.reset.subject);
    expect(mail.text).toContain(
      formatTemplate(accessDe.reset.sentBy, { owner: `Anna Owner (${OWNER})`, email: SALES }),
    );
    expect(linkIn(mail)).toMatch(/^\/de\/admin\/reset-password\?token=/);
    // The member is still signed in until the link is used.
    expect((await member.get("/de/admin/leads")).status).toBe(200);
    expect(await auditActions(SALES)).toContainEqual([OWNER, "password-reset-link-sent"]);
  });

  it("turns a member's second factor off with fresh proof; their sessions end; they are told by e-mail", async () => {
    const member = await signedInBrowser(server.url, EDITOR, PASSWORD, `198.51.100.${++addresses}`);
    await enrolFromAccountPage(member, PASSWORD);
    const seen = smtp.received.length;
    const cleared = await help(EDITOR, "second-factor", { password: PASSWORD, proofCode: ownerCodes[1]! });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toContain(html(formatTemplate(adminDe.recovery.team.cleared, { email: EDITOR })));
    const [row] = await sql<{ totp_enabled_at: unknown }>("SELECT totp_enabled_at FROM operators WHERE email = ?", [
      EDITOR,
    ]);
    expect(row!.totp_enabled_at).toBeNull();
    expect((await member.get("/admin/account")).status).toBe(302);
    const mail = await nextMailTo(EDITOR, seen);
    // The editor signed in in English.
    expect(mail.subject).toBe(accessEn.secondFactor.subject);
    expect(mail.text).toContain(`Anna Owner (${OWNER}) has turned off two-factor sign-in`);
    // Signed in with the password alone again.
    const signIn = await newBrowser().post("/admin/login", { email: EDITOR, password: PASSWORD });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.location).not.toBe("/admin/login/code");
    expect(await auditActions(EDITOR)).toContainEqual([OWNER, "two-factor-reset"]);
    // Nothing left to turn off: said before any proof is taken.
    expect((await help(EDITOR, "second-factor", { password: PASSWORD, proofCode: "" })).status).toBe(409);
  });

  it("is not for the owner's own account, other roles, other sites or nobody signed in", async () => {
    const self = await help(OWNER, "second-factor", { password: PASSWORD, proofCode: ownerCodes[2]! });
    expect(self.status).toBe(409);
    expect(self.body).toContain(html(adminDe.recovery.team.self));
    const form = {
      intent: "member-access",
      operator: await operatorId(EDITOR),
      help: "password-link",
      password: PASSWORD,
      proofCode: "",
    };
    const sales = await signedInBrowser(server.url, SALES, PASSWORD, `198.51.100.${++addresses}`);
    expect((await sales.post("/admin/team", form)).status).toBe(403);
    expect((await owner.post("/admin/team", form, { Origin: "https://evil.example" })).status).toBe(403);
    const nobody = await newBrowser().post("/admin/team", form);
    expect(nobody.status).toBe(302);
    expect(nobody.headers.location).toMatch(/^\/admin\/login\?next=/);
    const [{ count }] = (await sql<{ count: number }>(
      "SELECT count(*) AS count FROM audit_log WHERE action = 'password-reset-link-sent' AND target = ?",
      [EDITOR],
    )) as [{ count: number }];
    expect(Number(count)).toBe(0);
  });
});
