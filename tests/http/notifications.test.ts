/**
 * Every lead reaches sales (issue 15), with real parts: an SMTP server (the
 * smtp-server package) that receives the e-mail, an HTTP receiver that checks
 * the webhook's signature itself, an SMTP server that is down for a while, a
 * server process killed with -9 mid-delivery and one stopped with SIGTERM.
 */
import { createHmac } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { freePort, startServer } from "#test/server.ts";
import { JSDOM } from "jsdom";
import adminDe from "#app/content/admin/de.ts";
import { adminCli } from "#test/admin-cli.ts";
import { signedInBrowser, submitLead } from "./back-office-support.ts";
import { smtpReceiver } from "./smtp-receiver.ts";

const SECRET = "a-webhook-secret-of-some-length";
const OPERATOR_PASSWORD = "Speicherstadt bei Nebel im März";
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), "http-notify-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function smtpServer(port?: number) {
  const server = await smtpReceiver(port);
  cleanups.push(server.stop);
  return server;
}

/** An HTTP receiver that checks the signature itself (HMAC-SHA256 over "timestamp.body") and answers as told. */
async function webhookReceiver(answers: number[] = []) {
  const requests: { body: string; idempotencyKey: string; valid: boolean }[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const timestamp = String(request.headers["x-signature-timestamp"]);
      const expected = `sha256=${createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex")}`;
      const valid =
        request.headers["x-signature"] === expected && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
      requests.push({ body, idempotencyKey: String(request.headers["idempotency-key"]), valid });
      response.statusCode = valid ? (answers.shift() ?? 200) : 401;
      response.end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}/hooks/leads`, requests };
}

async function siteServer(env: Record<string, string>) {
  const server = await startServer({
    CONTACT_RATE_LIMIT: "0",
    SALES_EMAIL: "sales@conversational-bi.example",
    NOTIFY_RETRY_SECONDS: "1",
    NOTIFY_LEASE_SECONDS: "2",
    ...env,
  });
  cleanups.push(() => server.stop());
  return server;
}

async function outboxRows(dataDir: string) {
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    return await db.sql.all<{ channel: string; status: string; attempts: number; last_error: string | null }>(
      "SELECT channel, status, attempts, last_error FROM outbox ORDER BY channel",
    );
  } finally {
    await db.close();
  }
}

const within = { timeout: 20_000, interval: 100 };

describe("a new lead", () => {
  it("reaches sales by e-mail in German (SALES_LOCALE's default), replies going to the prospect, and by a signed webhook", async () => {
    const smtp = await smtpServer();
    const hook = await webhookReceiver();
    const dataDir = await tempDir();
    const server = await siteServer({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: SECRET,
    });
    const id = await submitLead(server.url, {
      firstName: "Jörg",
      lastName: "Müller",
      company: "Elbwerk GmbH",
      email: "joerg@elbwerk.de",
    });
    await expect.poll(() => smtp.received.length, within).toBe(1);
    await expect.poll(() => hook.requests.length, within).toBe(1);

    const mail = smtp.received[0]!;
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("sales@conversational-bi.example");
    expect(mail.replyTo?.text).toBe("joerg@elbwerk.de");
    expect(mail.subject).toBe("Neue Demo-Anfrage: Jörg Müller, Elbwerk GmbH");
    expect(mail.text).toContain("Jörg Müller (Elbwerk GmbH) hat über die Website eine Demo angefragt.");
    expect(mail.text).toContain("E-Mail: joerg@elbwerk.de\nTelefon: +49 40 555 0123\nSprache der Seite: Deutsch\n");
    // Berlin time, the way the back office shows it, never the stored UTC instant.
    expect(mail.text).toMatch(/\nEingegangen: \d{1,2}\. [A-Za-zä]+ \d{4} um \d{2}:\d{2} \(Berliner Zeit\)\n/);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(mail.text).toContain("We would like to see revenue by region, please.");
    expect(mail.text).toContain(`Im Backoffice öffnen: https://conversational-bi.example/de/admin/leads/${id}\n`);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain(
      `<a href="https://conversational-bi.example/de/admin/leads/${id}">Anfrage im Backoffice öffnen</a>`,
    );
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@conversational-bi\.example>$/);
    expect(mail.headers.get("x-lead-id")).toBe(id);

    const [request] = hook.requests;
    expect(request!.valid).toBe(true);
    const payload = JSON.parse(request!.body) as { event: string; id: string; lead: { id: string; company: string } };
    expect(payload).toMatchObject({ event: "lead.created", lead: { id, company: "Elbwerk GmbH" } });
    expect(request!.idempotencyKey).toBe(payload.id);
    expect(await outboxRows(dataDir)).toEqual([
      { channel: "email", status: "sent", attempts: 1, last_error: null },
      { channel: "webhook", status: "sent", attempts: 1, last_error: null },
    ]);
  });

  it("keeps a subject on one line whatever the prospect typed", async () => {
    const smtp = await smtpServer();
    const dataDir = await tempDir();
    const server = await siteServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    // The form refuses line breaks in single-line fields; a separator that slipped past would still not split the header.
    await submitLead(server.url, { company: "Elbwerk\u00a0GmbH \u2063 & Söhne" });
    await expect.poll(() => smtp.received.length, within).toBe(1);
    expect(smtp.received[0]!.subject).not.toMatch(/[\r\n]/);
    expect(smtp.received[0]!.headers.get("bcc")).toBeUndefined();
  });

  it("shows a name or company that looks like an encoded word in the subject as typed, not decoded", async () => {
    const smtp = await smtpServer();
    const dataDir = await tempDir();
    const server = await siteServer({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SALES_LOCALE: "en",
    });
    // RFC 2047 syntax: a mail client shows "URGENT: wire the money" for it, unless it is text inside our own words.
    const firstName = `=?utf-8?B?${Buffer.from("URGENT: wire the money").toString("base64")}?=`;
    const company = "=?utf-8?Q?Bank_of_=F0=9F=92=B0?= Ltd";
    await submitLead(server.url, { firstName, lastName: "Doe", company });
    await expect.poll(() => smtp.received.length, within).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.subject).toBe(`New demo request: ${firstName} Doe, ${company}`);
    // SALES_LOCALE=en: the labels, the time and the back-office link are English.
    expect(mail.text).toContain(`${firstName} Doe (${company}) requested a demo on the website.`);
    expect(mail.text).toContain("\nEmail: ");
    expect(mail.text).toMatch(/\nReceived: [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M \(Berlin time\)\n/);
    expect(mail.text).toMatch(
      /Open it in the back office: https:\/\/conversational-bi\.example\/admin\/leads\/[0-9a-f-]{36}\n/,
    );
    expect(mail.html).toContain('<html lang="en">');
  });
});

describe("delivery that fails", () => {
  it("is retried until the SMTP server is back, then delivered once", async () => {
    const port = await freePort();
    const dataDir = await tempDir();
    const server = await siteServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}` });
    await submitLead(server.url);
    // Nobody listens: attempts fail and are recorded.
    await expect.poll(async () => (await outboxRows(dataDir))[0]?.attempts ?? 0, within).toBeGreaterThan(0);
    const [failing] = await outboxRows(dataDir);
    expect(failing).toMatchObject({ status: "pending" });
    expect(failing!.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Sales read what went wrong in words, and when it is tried again; the socket's text only folded away (issue 47).
    expect((await adminCli("create", "vertrieb@example.com", OPERATOR_PASSWORD, { DATA_DIR: dataDir })).code).toBe(0);
    const sales = await signedInBrowser(server.url, "vertrieb@example.com", OPERATOR_PASSWORD, "203.0.113.90");
    const db = await openDatabase({ DATA_DIR: dataDir });
    const [lead] = await db.sql.all<{ id: string }>("SELECT id FROM contact_requests").finally(() => db.close());
    const page = await sales.get(`/de/admin/leads/${lead!.id}`);
    const words = new JSDOM(page.body).window.document.querySelector('[aria-labelledby="lead-notifications"]')!;
    const said = words.textContent ?? "";
    expect(said).toContain(adminDe.lead.deliveryProblems.email.unreachable);
    expect(said).toMatch(/Nächster Versuch: \d{1,2}\. [A-ZÄ][a-zä]+ \d{4} um \d{2}:\d{2}\./);
    expect(words.querySelector("details")?.textContent).toMatch(/ECONNREFUSED/);
    words.querySelectorAll("details").forEach((details) => details.remove());
    expect(words.textContent).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    const smtp = await smtpServer(port);
    await expect.poll(() => smtp.received.length, within).toBe(1);
    await expect.poll(async () => (await outboxRows(dataDir))[0]?.status, within).toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.received).toHaveLength(1);
  });

  it("is retried with the same idempotency key when the webhook answers with an error", async () => {
    const hook = await webhookReceiver([500, 502]);
    const dataDir = await tempDir();
    const server = await siteServer({ DATA_DIR: dataDir, LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET });
    await submitLead(server.url);
    await expect.poll(() => hook.requests.length, within).toBe(3);
    expect(new Set(hook.requests.map((request) => request.idempotencyKey)).size).toBe(1);
    await expect.poll(async () => (await outboxRows(dataDir))[0]?.status, within).toBe("sent");
  });

  it("refuses a tampered webhook body: the receiver's own check of the signature fails", () => {
    const body = JSON.stringify({ event: "lead.created" });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = `sha256=${createHmac("sha256", SECRET).update(`${timestamp}.${body}`).digest("hex")}`;
    const tampered = body.replace("created", "deleted");
    const check = (text: string) =>
      signature === `sha256=${createHmac("sha256", SECRET).update(`${timestamp}.${text}`).digest("hex")}`;
    expect(check(body)).toBe(true);
    expect(check(tampered)).toBe(false);
  });
});

describe("a server that stops mid-delivery", () => {
  async function stalledDelivery(dataDir: string, smtp: Awaited<ReturnType<typeof smtpServer>>) {
    let release = () => {};
    smtp.holdUntil(new Promise<void>((resolve) => (release = resolve)));
    const server = await siteServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    await submitLead(server.url);
    // The message is on the SMTP server's desk, not yet accepted: the delivery is under way.
    await expect.poll(async () => (await outboxRows(dataDir))[0] !== undefined, within).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { server, release };
  }

  it("killed with -9: after a restart the lead is delivered, nothing lost", async () => {
    const dataDir = await tempDir();
    const stalled = await smtpServer();
    const { server } = await stalledDelivery(dataDir, stalled);
    server.process.kill("SIGKILL");
    await new Promise((resolve) => server.process.once("exit", resolve));
    await stalled.stop();
    const smtp = await smtpServer();
    const restarted = await siteServer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    await expect.poll(() => smtp.received.length, within).toBe(1);
    await expect.poll(async () => (await outboxRows(dataDir))[0]?.status, within).toBe("sent");
    expect(restarted.process.exitCode).toBeNull();
  });

  it("stopped with SIGTERM: it finishes the delivery under way, then exits 0", async () => {
    const dataDir = await tempDir();
    const smtp = await smtpServer();
    const { server, release } = await stalledDelivery(dataDir, smtp);
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
    server.process.kill("SIGTERM");
    setTimeout(release, 1_000);
    expect(await exited).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRows(dataDir)).toMatchObject([{ channel: "email", status: "sent" }]);
  });
});
