/**
 * The back office on the wire (issue 15): operators from the CLI, sessions,
 * the login's throttling, CSRF, caching and indexing headers, and an operator
 * working a lead from inbox to erasure, with the audit log recording it.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import httpAnswersDe from "#app/content/http-answers/de.ts";
import httpAnswersEn from "#app/content/http-answers/en.ts";
import { adminPageIds, adminPages, adminPath } from "#app/i18n/admin-pages.ts";
import { locales } from "#app/i18n/locales.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, signedInBrowser, storeRows, submitLead } from "./back-office-support.ts";
import { rawRequest, validContact } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-back-office-"));
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "0" });
  for (const email of ["anna@example.com", "ben@example.com", "cara@example.com", "dora@example.com"]) {
    const { code, output } = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir });
    expect(code, output).toBe(0);
  }
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function signedIn(email = "anna@example.com", address = "203.0.113.10") {
  return signedInBrowser(server.url, email, PASSWORD, address);
}

function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return storeRows<T>(dataDir, text, params);
}

describe("operators from the command line", () => {
  it("refuse a password given as an argument, a short or a breached one, an unknown role, and a second account with the same address; the first operator is an owner", async () => {
    const env = { DATA_DIR: dataDir };
    expect((await adminCli("create", "anna@example.com", PASSWORD, env)).output).toContain("exists already");
    expect((await adminCli("create", "dora@example.com", "too short", env)).output).toContain("at least 12 characters");
    expect((await adminCli("create", "emil@example.com", "qwerty123456", env)).output).toContain(
      adminEn.passwordProblems.common,
    );
    expect((await adminCli("create", "emil@example.com", PASSWORD, env, ["--role", "boss"])).output).toContain(
      "--role must be one of owner, sales, editor",
    );
    const editor = await adminCli("create", "emil@example.com", PASSWORD, env, ["--role", "editor"]);
    expect(editor.output).toContain("emil@example.com (editor) created");
    expect(
      await sql(
        "SELECT email, role FROM operators WHERE email IN ('anna@example.com', 'emil@example.com') ORDER BY email",
      ),
    ).toEqual([
      { email: "anna@example.com", role: "owner" },
      { email: "emil@example.com", role: "editor" },
    ]);
    expect((await adminCli("reset-password", "nobody@example.com", PASSWORD, env)).output).toContain("no operator");
    const stored = await sql<{ password_hash: string }>("SELECT password_hash FROM operators");
    for (const { password_hash } of stored) expect(password_hash).not.toContain("horse");
  });
});

describe("without a session", () => {
  it("pages go to the login page of their language and come back after it; downloads answer 401", async () => {
    const visitor = browser(server.url);
    const english = await visitor.get("/admin/leads?status=new");
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe("/admin/login?next=%2Fadmin%2Fleads%3Fstatus%3Dnew");
    expect((await visitor.get("/de/admin/audit")).headers.location).toBe("/de/admin/login?next=%2Fde%2Fadmin%2Faudit");
    const englishCsv = await visitor.get("/admin/leads.csv");
    expect([englishCsv.status, englishCsv.body]).toEqual([401, httpAnswersEn.signInFirst]);
    const germanExport = await visitor.get("/de/admin/leads/6b0b4f1e-8b1c-4b7e-9f2a-1d2c3b4a5f60/export");
    expect([germanExport.status, germanExport.body]).toEqual([401, httpAnswersDe.signInFirst]);
    const germanStatistics = await visitor.get("/de/admin/analytics.csv?table=pages");
    expect([germanStatistics.status, germanStatistics.body]).toEqual([401, httpAnswersDe.signInFirst]);
    const login = await visitor.post("/admin/login?next=%2Fadmin%2Fleads%3Fstatus%3Dnew", {
      email: "anna@example.com",
      password: PASSWORD,
    });
    expect(login.headers.location).toBe("/admin/leads?status=new");
    // Never to another site after the login.
    const elsewhere = browser(server.url);
    const evil = await elsewhere.post("/admin/login?next=%2F%2Fevil.example%2Fadmin", {
      email: "anna@example.com",
      password: PASSWORD,
    });
    expect(evil.headers.location).toBe("/admin");
  });

  it("every page and download of the registry, in both languages, runs nothing without a session, a post neither", async () => {
    const visitor = browser(server.url, "203.0.113.2");
    const id = "6b0b4f1e-8b1c-4b7e-9f2a-1d2c3b4a5f60";
    const guarded = adminPageIds.filter((page) => adminPages[page].kind !== "open");
    expect(guarded.length).toBeGreaterThanOrEqual(8);
    for (const page of guarded) {
      for (const locale of locales) {
        const path = adminPath(page, locale, { id });
        for (const response of [
          await visitor.get(path),
          await visitor.post(path, { intent: "save", status: "closed" }),
        ]) {
          if (adminPages[page].kind === "download") {
            expect(response.status, path).toBe(401);
            expect(response.headers["www-authenticate"], path).toBe('Cookie realm="back office"');
          } else {
            expect(response.status, path).toBe(302);
            expect(response.headers.location, path).toBe(
              `${adminPath("login", locale)}?next=${encodeURIComponent(path)}`,
            );
          }
        }
        if (adminPages[page].kind === "page") {
          // A navigation inside the back office asks for the page's data: the same answer, in React Router's words.
          const data = await visitor.get(`${path}.data`);
          expect(data.body, path).toContain(
            `"redirect","${adminPath("login", locale)}?next=${encodeURIComponent(path)}"`,
          );
        }
      }
    }
    // The login, the logout and /admin itself are open: none sends anyone to the login for itself.
    for (const page of adminPageIds.filter((page) => adminPages[page].kind === "open")) {
      for (const locale of locales) {
        const response = await visitor.get(adminPath(page, locale));
        expect(response.status, page).toBeLessThan(400);
        expect(response.headers.location ?? "", page).not.toContain("next=");
      }
    }
    expect((await visitor.get("/de/admin/login")).status).toBe(200);
  });

  it("every back-office answer is kept by no cache and indexed by no search engine", async () => {
    const visitor = await signedIn();
    const id = await submitLead(server.url);
    for (const path of [
      "/admin/login",
      "/de/admin/leads",
      `/admin/leads/${id}`,
      "/admin/leads.csv",
      "/de/admin/audit",
      "/admin/leads.data",
    ]) {
      const response = await visitor.get(path);
      expect(response.headers["cache-control"], path).toBe("no-store");
      expect(response.headers["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    const robots = await browser(server.url).get("/robots.txt");
    expect(robots.body).toMatch(/^Disallow: \/admin$/m);
    expect(robots.body).toMatch(/^Disallow: \/de\/admin$/m);
    expect((await browser(server.url).get("/sitemap.xml")).body).not.toContain("admin");
  });
});

describe("login", () => {
  it("answers an unknown account and a wrong password alike, in the page's language", async () => {
    const visitor = browser(server.url, "203.0.113.20");
    const unknown = await visitor.post("/de/admin/login", { email: "nobody@example.com", password: PASSWORD });
    const wrong = await visitor.post("/de/admin/login", { email: "anna@example.com", password: "not the password" });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    for (const response of [unknown, wrong]) {
      expect(response.body).toContain(adminDe.login.invalid);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    const missing = await visitor.post("/admin/login", { email: "anna@example.com", password: "" });
    expect(missing.status).toBe(400);
    expect(missing.body).toContain(adminEn.login.missing);
  });

  it("stops a guesser on one account, also against the right password, without locking the owner out", async () => {
    const attacker = browser(server.url, "203.0.113.30");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await attacker.post("/admin/login", { email: "ben@example.com", password: `guess ${attempt}` })).status,
      ).toBe(401);
    }
    const locked = await attacker.post("/admin/login", { email: "ben@example.com", password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body).toContain("Too many failed attempts. Please wait 15 minutes");
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers["set-cookie"]).toBeUndefined();
    // The owner, at another address, signs in; so does anyone on another account.
    const owner = await browser(server.url, "203.0.113.31").post("/admin/login", {
      email: "ben@example.com",
      password: PASSWORD,
    });
    expect(owner.status).toBe(303);
    expect(
      (
        await browser(server.url, "203.0.113.32").post("/admin/login", {
          email: "cara@example.com",
          password: PASSWORD,
        })
      ).status,
    ).toBe(303);
  });

  it("checks at most 5 guesses on an account however many arrive at once, the right one among them", async () => {
    const attacker = browser(server.url, "203.0.113.33");
    const guesses = Array.from({ length: 60 }, (_, index) => (index === 59 ? PASSWORD : `parallel guess ${index}`));
    const answers = await Promise.all(
      guesses.map((password) => attacker.post("/admin/login", { email: "ben@example.com", password })),
    );
    const checked = answers.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.every((answer) => answer.status === 401 || answer.status === 303)).toBe(true);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => answer.headers["retry-after"])).toBe(
      true,
    );
  });

  // A hundred password checks take their time on a shared two-core CI machine.
  it("stops guesses spread over many addresses once 100 failed on one account in 15 minutes, but not the owner", async () => {
    const guess = (address: string, round: number) =>
      browser(server.url, address).post("/admin/login", { email: "dora@example.com", password: `again ${round}` });
    const addresses = Array.from({ length: 21 }, (_, index) => `198.51.100.${index + 1}`);
    const answers = await Promise.all(
      addresses.flatMap((address) =>
        Array.from({ length: 5 }, (_, attempt) =>
          browser(server.url, address).post("/admin/login", {
            email: "dora@example.com",
            password: `spread ${attempt}`,
          }),
        ),
      ),
    );
    // 100 on the account's limit; once it is spent, each address gets one more check (decision 0034).
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThanOrEqual(100);
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(105);
    // Another round from the same addresses: none gets more than its one; then all wait.
    for (let round = 0; round < 2; round++) await Promise.all(addresses.map((address) => guess(address, round)));
    const last = await Promise.all(addresses.map((address) => guess(address, 9)));
    expect(last.every((answer) => answer.status === 429)).toBe(true);
    // The owner's own browser has not failed: the right password still signs in.
    const owner = await browser(server.url, "198.51.100.99").post("/admin/login", {
      email: "dora@example.com",
      password: PASSWORD,
    });
    expect(owner.status).toBe(303);
  }, 90_000);

  it("throttles failed logins per client, whichever accounts they try", async () => {
    const attacker = browser(server.url, "2001:db8:77::1");
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await attacker.post("/admin/login", { email: `probe${attempt}@example.com`, password: "x" });
      expect(response.status).toBe(401);
    }
    // The same /64, another address: the same client.
    const next = await browser(server.url, "2001:db8:77::2").post("/admin/login", {
      email: "anna@example.com",
      password: PASSWORD,
    });
    expect(next.status).toBe(429);
  });

  it("starts a new session and never adopts the one the browser brought along", async () => {
    const first = await signedIn("anna@example.com", "203.0.113.40");
    const old = first.cookie!;
    expect(old).toMatch(/^__Host-cbi_session=[\w-]{43}$/);
    const again = await first.post("/admin/login", { email: "anna@example.com", password: PASSWORD });
    expect(again.status).toBe(303);
    expect(first.cookie).not.toBe(old);
    const stale = browser(server.url, "203.0.113.40");
    stale.cookie = old;
    expect((await stale.get("/admin/leads")).status).toBe(302);
    expect((await first.get("/admin/leads")).status).toBe(200);
  });

  it("sets the session cookie HttpOnly, SameSite=Strict, Path=/, Secure with the __Host- prefix on an https site", async () => {
    const visitor = browser(server.url, "203.0.113.41");
    const response = await visitor.post("/admin/login", { email: "anna@example.com", password: PASSWORD });
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(
      /^__Host-cbi_session=[\w-]{43}; Max-Age=604800; HttpOnly; SameSite=Strict; Path=\/; Secure$/,
    );
  });
});

describe("a session", () => {
  it("ends with logout", async () => {
    const visitor = await signedIn("anna@example.com", "203.0.113.50");
    const token = visitor.cookie!;
    const out = await visitor.post("/de/admin/logout", {});
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe("/de/admin/login?signedOut=1");
    expect(String(out.headers["set-cookie"])).toMatch(/^__Host-cbi_session=; Max-Age=0/);
    const stale = browser(server.url);
    stale.cookie = token;
    expect((await stale.get("/admin/leads")).status).toBe(302);
    expect(
      (await sql<{ action: string }>("SELECT action FROM audit_log WHERE action = 'logout'")).length,
    ).toBeGreaterThan(0);
  });

  it("ends after 8 hours without a request and after 7 days in any case", async () => {
    const idle = await signedIn("anna@example.com", "203.0.113.51");
    const old = await signedIn("anna@example.com", "203.0.113.52");
    const db = await openDatabase({ DATA_DIR: dataDir });
    try {
      const nineHoursAgo = new Date(Date.now() - 9 * 3_600_000);
      const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
      await db.sql.run("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?", [
        nineHoursAgo,
        sessionHash(idle.cookie!),
      ]);
      await db.sql.run("UPDATE sessions SET created_at = ? WHERE id_hash = ?", [
        eightDaysAgo,
        sessionHash(old.cookie!),
      ]);
    } finally {
      await db.close();
    }
    for (const visitor of [idle, old]) {
      const response = await visitor.get("/admin/leads");
      expect(response.status).toBe(302);
      const login = await visitor.get(response.headers.location!);
      expect(login.body).toContain(adminEn.login.expired);
    }
  });

  it("refuses every change that comes from another site", async () => {
    const visitor = await signedIn("anna@example.com", "203.0.113.53");
    const id = await submitLead(server.url, { company: "Cross Site Test GmbH" });
    const crossSite: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      expect(
        (
          await visitor.post(
            `/admin/leads/${id}`,
            { intent: "save", version: "1", status: "closed", note: "x" },
            headers,
          )
        ).status,
      ).toBe(403);
      expect((await visitor.post(`/admin/leads/${id}/delete`, {}, headers)).status).toBe(403);
      expect((await visitor.post("/admin/logout", {}, headers)).status).toBe(403);
      expect(
        (await browser(server.url).post("/admin/login", { email: "anna@example.com", password: PASSWORD }, headers))
          .status,
      ).toBe(403);
    }
    // Refused before anything runs, in the page's language.
    const german = await visitor.post(
      `/de/admin/leads/${id}`,
      { status: "closed" },
      { Origin: "https://evil.example" },
    );
    expect(german.body).toBe(adminDe.errors.forbidden);
    const [row] = await sql<{ status: string; version: number }>(
      "SELECT status, version FROM contact_requests WHERE id = ?",
      [id],
    );
    expect(row).toEqual({ status: "new", version: 1 });
    expect(await sql("SELECT id FROM lead_events WHERE lead_id = ?", [id])).toEqual([]);
    expect((await visitor.get("/admin/leads")).status).toBe(200);
  });
});

describe("the audit log", () => {
  it("sums up a flood of failed sign-ins instead of a row per guess, keeps nothing a guesser typed, and forgets after its retention", async () => {
    const dir = await mkdtemp(join(tmpdir(), "http-audit-"));
    try {
      const { code, output } = await adminCli("create", "eva@example.com", PASSWORD, { DATA_DIR: dir });
      expect(code, output).toBe(0);
      // With AUDIT_RETENTION_DAYS=30, an entry of 40 days goes when the server starts; one of 20 days stays.
      const old = await openDatabase({ DATA_DIR: dir });
      for (const [email, days] of [
        ["old@example.com", 40],
        ["recent@example.com", 20],
      ] as const)
        await old.sql.run(
          "INSERT INTO audit_log (at, operator_id, operator_email, action, target, details) VALUES (?, NULL, ?, 'login', NULL, '{}')",
          [new Date(Date.now() - days * 86_400_000), email],
        );
      await old.close();
      const own = await startServer({
        DATA_DIR: dir,
        TRUST_PROXY: "1",
        CONTACT_RATE_LIMIT: "0",
        AUDIT_RETENTION_DAYS: "30",
      });
      try {
        const guesser = browser(own.url, "192.0.2.77");
        for (let index = 0; index < 15; index++)
          await guesser.post("/admin/login", { email: `typed-by-a-guesser-${index}@evil.example`, password: "x" });
        for (let index = 0; index < 8; index++)
          await guesser.post("/admin/login", { email: "eva@example.com", password: `guess ${index}` });
      } finally {
        // Stopping writes what was counted since the last minute's summary.
        await own.stop();
      }
      const db = await openDatabase({ DATA_DIR: dir });
      try {
        const rows = await db.sql.all<{ operator_email: string | null; action: string; details: string }>(
          "SELECT operator_email, action, details FROM audit_log ORDER BY seq",
        );
        expect(rows.some((row) => row.operator_email === "old@example.com")).toBe(false);
        expect(rows.some((row) => row.operator_email === "recent@example.com")).toBe(true);
        const failures = rows.filter((row) => row.action === "login-failed");
        expect(failures.map((row) => [row.operator_email, JSON.parse(row.details)])).toEqual([
          [null, { failed: 15, throttled: 0 }],
          ["eva@example.com", { failed: 5, throttled: 3 }],
        ]);
        expect(JSON.stringify(rows)).not.toContain("typed-by-a-guesser");
      } finally {
        await db.close();
      }
      // The audit page says it in the operator's language.
      const again = await startServer({ DATA_DIR: dir, TRUST_PROXY: "1" });
      try {
        const operator = browser(again.url, "192.0.2.78");
        expect((await operator.post("/admin/login", { email: "eva@example.com", password: PASSWORD })).status).toBe(
          303,
        );
        const german = (await operator.get("/de/admin/audit")).body;
        expect(german).toContain(">15\u00a0×\u00a0falsch<");
        expect(german).toContain(">5\u00a0×\u00a0falsch, 3\u00a0×\u00a0wegen zu vieler Versuche abgewiesen<");
        expect((await operator.get("/admin/audit")).body).toContain(
          ">5\u00a0failed, 3\u00a0blocked after too many attempts<",
        );
      } finally {
        await again.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Two servers and twenty password checks: on a shared two-core machine this takes 25 s and more.
  }, 60_000);
});

describe("hostile input", () => {
  it("refuses a body larger than its form before reading it, 413 in the page's language", async () => {
    const visitor = await signedIn("anna@example.com", "203.0.113.70");
    const id = await submitLead(server.url, { company: "Body Limit GmbH" });
    const declared = (path: string) =>
      rawRequest(server.url, path, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(256 * 1024 * 1024),
          Cookie: visitor.cookie!,
        },
      });
    // Only the headers are sent: the answer comes without waiting for 256 MiB.
    for (const path of ["/admin/login", "/de/admin/login", `/admin/leads/${id}`, "/admin/logout"]) {
      const response = await declared(path);
      expect(response.status, path).toBe(413);
      expect(response.body).toBe(path.startsWith("/de/") ? adminDe.errors.tooLarge : adminEn.errors.tooLarge);
    }
    // Sent in chunks, without a length: read up to the limit, not further.
    const chunked = await visitor.post(
      `/admin/leads/${id}`,
      {
        intent: "save",
        version: "1",
        status: "closed",
        note: "x".repeat(200_000),
      },
      { "Transfer-Encoding": "chunked" },
    );
    expect(chunked.status).toBe(413);
    expect(await sql("SELECT status FROM contact_requests WHERE id = ?", [id])).toEqual([{ status: "new" }]);
    // A login form of ordinary size still passes (signedIn expects its 303).
    await signedIn("anna@example.com", "203.0.113.71");
  });

  it("answers what is no form, a page number past all pages and an odd return address with 4xx, never a 500", async () => {
    const visitor = await signedIn("anna@example.com", "203.0.113.72");
    const id = await submitLead(server.url, { company: "Hostile Input GmbH" });
    for (const path of ["/admin/login", `/de/admin/leads/${id}`]) {
      for (const [type, body] of [
        ["application/json", '{"email":"anna@example.com"}'],
        ["text/xml", "<login/>"],
        ["multipart/form-data; boundary=nothing", "--broken"],
      ] as const) {
        const response = await rawRequest(server.url, path, {
          method: "POST",
          headers: { "Content-Type": type, Origin: server.url, Cookie: visitor.cookie! },
          body,
        });
        expect(response.status, `${path} ${type}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${type}`).toBeLessThan(500);
      }
    }
    for (const page of ["1e23", "99999999999999999999999", "-5", "abc", "2.5"]) {
      expect((await visitor.get(`/admin/audit?page=${page}`)).status, page).toBe(200);
    }
    const odd = await browser(server.url, "203.0.113.73").post(
      `/admin/login?next=${encodeURIComponent("/admin/leads\u2028x")}`,
      { email: "anna@example.com", password: PASSWORD },
    );
    expect(odd.status).toBe(303);
    expect(odd.headers.location).toBe("/admin");
    expect(server.errors().filter((line) => /^\s+at /.test(line))).toEqual([]);
  });
});

describe("an operator works a lead", () => {
  it("finds it, changes its status and notes, exports it, and erases it; the audit log says who did what", async () => {
    // Neither SMTP_URL nor SALES_EMAIL is set on this server: the inbox names both (issue 49, item 8).
    const notifications = await (await signedIn("cara@example.com", "203.0.113.60")).get("/de/admin/leads");
    expect(notifications.body).toContain(
      "Benachrichtigungen sind aus: SMTP_URL und SALES_EMAIL sind nicht gesetzt, daher erfährt niemand von neuen Leads.",
    );

    const visitor = await signedIn("anna@example.com", "203.0.113.61");
    const id = await submitLead(server.url, {
      firstName: "Jörg",
      lastName: "Müller",
      company: "Elbwerk Hafen GmbH",
      email: "joerg@elbwerk.de",
    });
    const list = await visitor.get("/de/admin/leads?q=elbwerk+hafen");
    expect(list.status).toBe(200);
    expect(list.body).toContain("Jörg Müller");
    expect(list.body).toContain(`/de/admin/leads/${id}`);
    expect((await visitor.get("/de/admin/leads?q=nobody-matches-this")).body).toContain(adminDe.leads.noMatch);

    const page = await visitor.get(`/de/admin/leads/${id}`);
    expect(page.body).toContain("Elbwerk Hafen GmbH");
    expect(page.body).toContain(validContact.message.replaceAll(",", ","));
    expect(page.body).toMatch(/\d{1,2}\. \w+ 2026 um \d{2}:\d{2}/);

    const saved = await visitor.post(`/de/admin/leads/${id}`, {
      intent: "save",
      version: "1",
      status: "qualified",
      note: "Budget Q1, Termin vereinbart.",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain(adminDe.lead.saved);
    expect((await visitor.get("/de/admin/leads?status=qualified")).body).toContain("Jörg Müller");

    const csv = await visitor.get("/admin/leads.csv?status=qualified&q=elbwerk");
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-qualified-search-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // For Excel: a byte-order mark, the header in the operator's language, Berlin time (lead-search.test.ts).
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(
      "ID,Received (Berlin time),Language,First name,Last name,Company,Email,Phone,Message,Privacy policy accepted,Status,Owner",
    );
    expect(rows.filter((row) => row.startsWith(id))).toHaveLength(1);
    expect(rows.every((row) => row.includes(",Qualified,"))).toBe(true);

    // The person's data in the person's language (the lead came in German), whatever the back office's.
    const json = await visitor.get(`/admin/leads/${id}/export`);
    expect(JSON.parse(json.body)).toMatchObject({
      "Anfragen über die Website": [
        {
          Kennung: id,
          Vorname: "Jörg",
          Unternehmen: "Elbwerk Hafen GmbH",
          Status: "Qualifiziert",
          Verlauf: [
            {
              Vorgang: "Status geändert",
              "Bearbeitet von": "anna@example.com",
              Einzelheiten: { Von: "Neu", Nach: "Qualifiziert" },
            },
            { Vorgang: "Notiz", "Bearbeitet von": "anna@example.com", Text: "Budget Q1, Termin vereinbart." },
            { Vorgang: "Daten exportiert", "Bearbeitet von": "anna@example.com" },
          ],
        },
      ],
    });

    const confirm = await visitor.get(`/de/admin/leads/${id}/delete`);
    expect(confirm.body).toContain(adminDe.deleteLead.heading);
    const deleted = await visitor.post(`/de/admin/leads/${id}/delete`, {});
    expect(deleted.status).toBe(303);
    expect(deleted.headers.location).toBe("/de/admin/leads?deleted=1");
    expect(await sql("SELECT id FROM contact_requests WHERE id = ?", [id])).toEqual([]);
    expect((await visitor.get(`/de/admin/leads/${id}`)).status).toBe(404);

    const audit = await sql<{ operator_email: string; action: string; target: string | null }>(
      "SELECT operator_email, action, target FROM audit_log WHERE operator_email = 'anna@example.com' ORDER BY seq DESC LIMIT 5",
    );
    expect(audit.map((entry) => entry.action)).toEqual([
      "delete",
      "export-json",
      "export-csv",
      "note-add",
      "status-change",
    ]);
    expect(audit[0]!.target).toBe(id);
    // The audit log keeps no personal data: an export notes that a search narrowed it, not what was searched.
    const [exported] = await sql<{ details: string }>(
      "SELECT details FROM audit_log WHERE action = 'export-csv' ORDER BY seq DESC LIMIT 1",
    );
    expect(JSON.parse(exported!.details)).toEqual({ count: 1, complete: 1, searched: 1, status: "qualified" });
    // Erased means gone from the files too: no free page and no write-ahead log keeps the lead's bytes.
    for (const file of ["site.db", "site.db-wal"]) {
      const bytes = await readFile(join(dataDir, file)).catch(() => Buffer.alloc(0));
      for (const trace of ["Elbwerk Hafen", "joerg@elbwerk.de", "Termin vereinbart"])
        expect(bytes.includes(Buffer.from(trace)), `${trace} in ${file}`).toBe(false);
    }
    const auditPage = await visitor.get("/de/admin/audit");
    expect(auditPage.body).toContain(adminDe.audit.actions.delete);
    expect(auditPage.body).toContain("anna@example.com");
  });
});

/** What the store keeps of a session id: its SHA-256. */
function sessionHash(cookie: string): string {
  return createHash("sha256").update(cookie.split("=")[1]!).digest("base64url");
}
