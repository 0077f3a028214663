/**
 * An invitation reaches the invitee (issue 30), with real parts: the production server's outbox worker sends
 * the mail to an SMTP server (the smtp-server package), in the invitee's language, with a link whose token the
 * store takes; the token leaves the store once the mail is out; the webhook never hears of it; and a server
 * killed with -9 mid-delivery leaves the mail to the next one. The invitations are made in the store, as the
 * team page makes them; the link is checked by its shape and against the store (joining through it in a browser:
 * tests/e2e/operators.spec.ts).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "#app/i18n/locales.ts";
import { findInvitation, invite } from "#app/lib/admin/invitations.server.ts";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import type { Role } from "#app/vocabulary/roles.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { freePort, startServer } from "#test/server.ts";
import { smtpReceiver } from "./smtp-receiver.ts";

const SITE = "https://conversational-bi.example";
const FROM = "team@conversational-bi.example";
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), "http-invite-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function smtpServer() {
  const server = await smtpReceiver();
  cleanups.push(server.stop);
  return server;
}

/** A webhook receiver that only counts: an invitation must never reach it. */
async function countingWebhook() {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    request.resume();
    response.end();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}/hooks/leads`, requests: () => requests };
}

async function siteServer(env: Record<string, string>) {
  const server = await startServer({
    SITE_URL: SITE,
    CONTACT_RATE_LIMIT: "0",
    SALES_EMAIL: "sales@conversational-bi.example",
    SMTP_FROM: `Conversational BI <${FROM}>`,
    NOTIFY_RETRY_SECONDS: "1",
    NOTIFY_LEASE_SECONDS: "2",
    ...env,
  });
  cleanups.push(() => server.stop());
  return server;
}

/** Works on the server's store from this process, as another process (the CLI) would. */
async function onStore<T>(dataDir: string, work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** An owner invites `email` as the team pages will: by e-mail, the mail queued with the invitation. */
function inviteByEmail(dataDir: string, email: string, role: Role, locale: Locale) {
  return onStore(dataDir, async (db) => {
    const owner =
      (await db.sql.get<{ id: string }>("SELECT id FROM operators WHERE email = 'anna@example.com'")) ??
      (await createOperator(db.sql, "anna@example.com", "correct horse battery staple"));
    return invite(db.sql, { email, role, invitedBy: owner.id, locale }, { siteOrigin: SITE, delivery: "email" });
  });
}

const invitationMails = (dataDir: string) =>
  onStore(dataDir, (db) =>
    db.sql.all<{ status: string; token: string | null }>(
      "SELECT status, token FROM outbox WHERE kind = 'invitation' ORDER BY created_at",
    ),
  );

const within = { timeout: 20_000, interval: 100 };

describe("an invitation", () => {
  it("reaches the invitee by e-mail in their language, with a one-time link the store takes; no webhook", async () => {
    const smtp = await smtpServer();
    const hook = await countingWebhook();
    const dataDir = await tempDir();
    // Queued before any server runs: the first one to start delivers it.
    await inviteByEmail(dataDir, "ben@example.com", "sales", "de");
    await siteServer({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: "a-webhook-secret-of-some-length",
    });
    await expect.poll(() => smtp.received.length, within).toBe(1);

    const mail = smtp.received[0]!;
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("ben@example.com");
    expect(mail.from?.value[0]?.address).toBe(FROM);
    expect(mail.replyTo?.text).toBe("anna@example.com");
    expect(mail.subject).toBe("Ihre Einladung ins Backoffice von Conversational BI");
    expect(mail.text).toContain("mit der Rolle „Vertrieb“");
    const link = /https:\/\/conversational-bi\.example\/de\/admin\/join\?token=([\w-]{43})\n/.exec(mail.text ?? "");
    expect(link, mail.text).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0].trim()}"`);
    const token = link![1]!;
    expect((await onStore(dataDir, (db) => findInvitation(db.sql, token)))?.email).toBe("ben@example.com");
    await expect.poll(() => invitationMails(dataDir), within).toEqual([{ status: "sent", token: null }]);

    // Invited while the server runs: the worker finds it within its round, in English.
    await inviteByEmail(dataDir, "cara@example.com", "editor", "en");
    await expect.poll(() => smtp.received.length, within).toBe(2);
    expect(smtp.received[1]!.subject).toBe("Your invitation to the Conversational BI back office");
    expect(smtp.received[1]!.text).toMatch(/\nhttps:\/\/conversational-bi\.example\/admin\/join\?token=[\w-]{43}\n/);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hook.requests()).toBe(0);
  });

  it("killed with -9 mid-delivery: the next server sends it, and then its token leaves the store", async () => {
    const dataDir = await tempDir();
    const stalled = await smtpServer();
    stalled.holdUntil(new Promise<void>(() => {}));
    const server = await siteServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${stalled.port}` });
    await inviteByEmail(dataDir, "dan@example.com", "editor", "en");
    // Claimed, and on the SMTP server's desk: the delivery is under way.
    await expect
      .poll(
        () =>
          onStore(dataDir, (db) =>
            db.sql.get<{ claimed_by: string | null }>("SELECT claimed_by FROM outbox WHERE kind = 'invitation'"),
          ),
        within,
      )
      .toMatchObject({ claimed_by: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.process.kill("SIGKILL");
    await new Promise((resolve) => server.process.once("exit", resolve));
    expect(await invitationMails(dataDir)).toMatchObject([{ status: "pending", token: expect.any(String) }]);

    const smtp = await smtpServer();
    await siteServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    await expect.poll(() => smtp.received.length, within).toBe(1);
    expect(smtp.received[0]!.to && "text" in smtp.received[0]!.to ? smtp.received[0]!.to.text : "").toBe(
      "dan@example.com",
    );
    await expect.poll(() => invitationMails(dataDir), within).toEqual([{ status: "sent", token: null }]);
  });
});
