/**
 * The weekly digest (issue 48) on the wire: an operator turns it on on the account page (a form that checks session
 * and origin); two server processes on one database file, started at once as after a deploy, both look for the
 * week's digests, and a real SMTP server receives each operator's digest once, in German and in English, with a
 * plain-text and an HTML part holding last week's figures against the week before. The visits are written into the
 * store beforehand, on the days of the week they belong to, never waited for.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import { digestWeek, weekWindow } from "#app/lib/admin/weekly-digest.server.ts";
import { addDays } from "#app/lib/analytics/days.ts";
import { insertEvents } from "#app/lib/analytics/store.server.ts";
import { bareEvent } from "#app/lib/analytics/summary.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { noonOf, viewAtNoon } from "#test/analytics-events.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { browser, signedInBrowser, storeRows } from "./back-office-support.ts";
import { smtpReceiver } from "./smtp-receiver.ts";

const PASSWORD = "Speicherstadt bei Nebel im März";
const SITE = "https://conversational-bi.example";
const OLGA = "olga@example.com";
const SVEN = "sven@example.com";
let dataDir: string;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
const servers: RunningServer[] = [];
const week = digestWeek(new Date());

function siteServer() {
  return startServer({
    DATA_DIR: dataDir,
    SITE_URL: SITE,
    TRUST_PROXY: "1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SALES_EMAIL: "sales@conversational-bi.example",
    SMTP_FROM: "Conversational BI <team@conversational-bi.example>",
    NOTIFY_RETRY_SECONDS: "1",
  }).then((server) => {
    servers.push(server);
    return server;
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-digest-"));
  smtp = await smtpReceiver();
  // Two operators; last week three visitors (two from Google, one reading a post twice) and a demo request, one
  // visitor the week before.
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    await createOperator(db.sql, OLGA, PASSWORD, { role: "owner" });
    await createOperator(db.sql, SVEN, PASSWORD, { role: "sales" });
    await insertEvents(db.sql, [
      viewAtNoon(week.from, 1, "home", "www.google.com"),
      viewAtNoon(addDays(week.from, 1), 2, "home", "www.google.com"),
      viewAtNoon(week.to, 3, "blogPost:ask-your-data", null),
      viewAtNoon(week.to, 3, "blogPost:ask-your-data", null),
      { ...bareEvent("conversion", "home", "en"), minute: noonOf(week.from, 5) },
      viewAtNoon(addDays(week.from, -3), 4, "blogPost:ask-your-data", "www.linkedin.com"),
    ]);
  } finally {
    await db.close();
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop().catch(() => {})));
  await smtp?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const digestsTo = (address: string) =>
  smtp.received.filter(
    (mail: ParsedMail) =>
      mail.to && "text" in mail.to && mail.to.text === address && /website/i.test(mail.subject ?? ""),
  );

describe("the weekly digest", () => {
  it("is turned on on the account page, by its owner only, and comes once per operator from two instances, in their language", async () => {
    const first = await siteServer();
    // Olga signs in on the German pages, Sven on the English ones: their digests' languages.
    const olga = browser(first.url, "203.0.113.61");
    expect((await olga.post("/de/admin/login", { email: OLGA, password: PASSWORD })).status).toBe(303);
    const sven = await signedInBrowser(first.url, SVEN, PASSWORD, "203.0.113.62");

    const page = await olga.get("/de/admin/account");
    expect(page.body).toContain(adminDe.weeklyDigest.label);
    // Off until turned on.
    expect(page.body).toContain(
      '<input type="checkbox" aria-describedby="weekly-digest-hint" class="mt-1 size-4" name="on"/>',
    );
    // From another site, or without a session: refused, nothing turned on.
    const foreign = await olga.post(
      "/de/admin/account",
      { intent: "weekly-digest", on: "on" },
      {
        Origin: "https://evil.example",
      },
    );
    expect(foreign.status).toBe(403);
    const anonymous = browser(first.url, "203.0.113.63");
    expect((await anonymous.post("/admin/account", { intent: "weekly-digest", on: "on" })).status).toBe(302);
    expect(await storeRows(dataDir, "SELECT id FROM operators WHERE weekly_digest_since IS NOT NULL")).toEqual([]);

    const saved = await olga.post("/de/admin/account", { intent: "weekly-digest", on: "on" });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain(adminDe.weeklyDigest.saved);
    expect((await sven.post("/admin/account", { intent: "weekly-digest", on: "on" })).status).toBe(200);
    expect((await olga.get("/de/admin/account")).body).toContain(
      '<input type="checkbox" aria-describedby="weekly-digest-hint" class="mt-1 size-4" name="on" checked=""/>',
    );
    await first.stop();

    // As if they had turned it on before the week ended; then a deploy starts two instances at once.
    await storeRows(dataDir, "UPDATE operators SET weekly_digest_since = ?", [
      new Date(weekWindow(week).start.getTime() - 1),
    ]);
    const [a, b] = await Promise.all([siteServer(), siteServer()]);
    await expect.poll(() => digestsTo(OLGA).length + digestsTo(SVEN).length, { timeout: 20_000 }).toBe(2);
    await expect
      .poll(() => storeRows<{ status: string }>(dataDir, "SELECT status FROM outbox WHERE kind = 'digest'"), {
        timeout: 10_000,
      })
      .toEqual([{ status: "sent" }, { status: "sent" }]);
    // Both looked; between them one row per operator, each sent once.
    const sent = [...a!.log(), ...b!.log()].filter((line) => line.includes('"kind":"digest"'));
    expect(sent).toHaveLength(2);
    expect(digestsTo(OLGA)).toHaveLength(1);
    expect(digestsTo(SVEN)).toHaveLength(1);

    const german = digestsTo(OLGA)[0]!;
    expect(german.subject).toMatch(/^Ihre Website in der vergangenen Woche: /);
    expect(german.text).toContain("Besucher: 3 (Woche davor: 1, +200\u00a0%)");
    expect(german.text).toContain("Demo-Anfragen: 1 (Woche davor: 0)");
    expect(german.text).toContain("www.google.com: 2 (Woche davor: 0)");
    expect(german.text).toContain("/blog/ask-your-data: 2 (Woche davor: 1)");
    expect(german.text).toContain(`${SITE}/de/admin/analytics?range=custom&from=${week.from}&to=${week.to}`);
    expect(german.html).toContain('<html lang="de">');
    expect(german.html).toContain("<li>Besucher: 3 (Woche davor: 1, +200\u00a0%)</li>");

    const english = digestsTo(SVEN)[0]!;
    expect(english.subject).toMatch(/^Your website last week: /);
    expect(english.text).toContain("Visitors: 3 (week before: 1, +200%)");
    expect(english.text).toContain("Conversion rate: 33.3% (week before: 0%)");
    expect(english.html).toContain(`<a href="${SITE}/admin/account">`);
  }, 60_000);
});
