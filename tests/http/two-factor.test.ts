/**
 * The second factor on the wire (issue 30): an operator enrols from their account page (the key read off the
 * page, codes computed here as a phone would), a password alone then opens no session, a code does, once; a
 * recovery code works once; wrong codes are throttled like passwords; turning it off takes a code; an owner's
 * rule sends an operator without one to enrolment first. Sessions are listed and ended by their owner.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import { requireTwoFactor, totpCode } from "#app/lib/admin/two-factor.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import {
  adminCli,
  browser,
  cookieOf,
  enrolFromAccountPage,
  signedInBrowser,
  totpSecretIn,
  type Browser,
} from "./back-office-support.ts";
import { rawRequest } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-two-factor-"));
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", BLOG_STORE: "server" });
  for (const email of ["anna@example.com", "ben@example.com", "cara@example.com"]) {
    const made = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", "sales"]);
    expect(made.code, made.output).toBe(0);
  }
  const editor = await adminCli("create", "dora@example.com", PASSWORD, { DATA_DIR: dataDir }, ["--role", "editor"]);
  expect(editor.code, editor.output).toBe(0);
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function withStore<T>(work: (sql: Awaited<ReturnType<typeof openDatabase>>["sql"]) => Promise<T>): Promise<T> {
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    return await work(db.sql);
  } finally {
    await db.close();
  }
}

function signIn(email: string, address: string): Promise<Browser> {
  return signedInBrowser(server.url, email, PASSWORD, address);
}

/** Waits for the next 30-second step: a code is taken once, and a code of a step to come is never accepted. */
async function nextStep(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
}

/** Enrols from the account page as a person does (back-office-support.ts), with the tests' password. */
function enrol(visitor: Browser, earlier = false): Promise<{ secret: string; recoveryCodes: string[] }> {
  return enrolFromAccountPage(visitor, PASSWORD, earlier);
}

describe("two-factor sign-in", () => {
  let secret: string;
  let recoveryCodes: string[];

  it("turns on from the account page with a code from the app, and shows ten recovery codes once", async () => {
    const anna = await signIn("anna@example.com", "203.0.113.40");
    const other = await signIn("anna@example.com", "203.0.113.41");
    ({ secret, recoveryCodes } = await enrol(anna, true));
    const again = await anna.get("/admin/account");
    for (const code of recoveryCodes) expect(again.body).not.toContain(code);
    expect(again.body).toContain(adminEn.account.twoFactor.on.other.replace("{count}", "10"));
    // Turning it on ended the other session.
    expect((await other.get("/admin/leads")).status).toBe(302);
  });

  it("opens no session with the password alone: a challenge for the code, in its own short cookie", async () => {
    const visitor = browser(server.url, "203.0.113.42");
    const password = await visitor.post("/de/admin/login", { email: "anna@example.com", password: PASSWORD });
    expect(password.status).toBe(303);
    expect(password.headers.location).toBe("/de/admin/login/code");
    expect(cookieOf(password)).toMatch(/^(__Host-)?cbi_challenge=/);
    expect(JSON.stringify(password.headers["set-cookie"])).toMatch(/Max-Age=300/);
    // The challenge is no session: the inbox still sends to the login.
    const challenge = cookieOf(password)!;
    const inbox = await visitor.get("/de/admin/leads", { Cookie: challenge });
    expect(inbox.status).toBe(302);
    expect(inbox.headers.location).toMatch(/^\/de\/admin\/login/);

    const wrong = await visitor.post("/de/admin/login/code", { code: "000000" }, { Cookie: challenge });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain(adminDe.loginCode.invalid);

    const right = await visitor.post("/de/admin/login/code", { code: totpCode(secret) }, { Cookie: challenge });
    expect(right.status).toBe(303);
    expect(cookieOf(right)).toMatch(/^(__Host-)?cbi_session=/);
    visitor.cookie = cookieOf(right);
    expect((await visitor.get("/de/admin/leads")).status).toBe(200);
  });

  it("opens no session from the blog's sign-in dialog either, which has no code step, and says where to go", async () => {
    const response = await rawRequest(server.url, "/api/blog/session?lang=de", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": "203.0.113.54" },
      body: JSON.stringify({ email: "anna@example.com", password: PASSWORD }),
    });
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ message: blogAdminDe.api.twoFactorFirst });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("takes each code once: the same code cannot open a second session", { timeout: 45_000 }, async () => {
    await nextStep();
    const code = totpCode(secret);
    const first = browser(server.url, "203.0.113.43");
    const second = browser(server.url, "203.0.113.44");
    for (const visitor of [first, second])
      expect((await visitor.post("/admin/login", { email: "anna@example.com", password: PASSWORD })).status).toBe(303);
    const [a, b] = await Promise.all([
      first.post("/admin/login/code", { code }),
      second.post("/admin/login/code", { code }),
    ]);
    expect([a.status, b.status].sort()).toEqual([303, 401]);
  });

  it("lets a recovery code sign in once, and notes it in the audit log", async () => {
    const visitor = browser(server.url, "203.0.113.45");
    await visitor.post("/admin/login", { email: "anna@example.com", password: PASSWORD });
    const used = await visitor.post("/admin/login/code", { code: recoveryCodes[0]!.toUpperCase() });
    expect(used.status).toBe(303);
    const again = browser(server.url, "203.0.113.46");
    await again.post("/admin/login", { email: "anna@example.com", password: PASSWORD });
    expect((await again.post("/admin/login/code", { code: recoveryCodes[0]! })).status).toBe(401);
    const audit = await withStore((sql) =>
      sql.all<{ action: string }>("SELECT action FROM audit_log WHERE operator_email = 'anna@example.com'"),
    );
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["two-factor-on", "recovery-code-used"]));
  });

  it("throttles wrong codes like wrong passwords", async () => {
    const visitor = browser(server.url, "203.0.113.47");
    await visitor.post("/admin/login", { email: "anna@example.com", password: PASSWORD });
    const responses = [];
    for (let attempt = 0; attempt < 7; attempt++)
      responses.push(await visitor.post("/admin/login/code", { code: "123456" }));
    expect(responses.slice(0, 3).map((response) => response.status)).toEqual([401, 401, 401]);
    expect(responses.at(-1)!.status).toBe(429);
    expect(Number(responses.at(-1)!.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("turns off only with the password and a code", async () => {
    const ben = await signIn("ben@example.com", "203.0.113.48");
    const { secret: bens } = await enrol(ben, true);
    const refused = await ben.post("/admin/account", { intent: "turn-off", password: PASSWORD, proofCode: "000000" });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(adminEn.account.proof.wrongCode);
    const noPassword = await ben.post("/admin/account", { intent: "turn-off", proofCode: totpCode(bens) });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toContain(adminEn.account.proof.wrongPassword);
    const off = await ben.post("/admin/account", {
      intent: "turn-off",
      password: PASSWORD,
      proofCode: totpCode(bens),
    });
    expect(off.status).toBe(200);
    expect(off.body).toContain(adminEn.account.twoFactor.turnedOff);
    expect(
      (await browser(server.url, "203.0.113.49").post("/admin/login", { email: "ben@example.com", password: PASSWORD }))
        .headers.location,
    ).toBe("/admin");
  });
});

describe("a stolen session (issue 44)", () => {
  it("cannot enrol a factor of its own, make recovery codes, turn the factor off or change the password", async () => {
    // Cara has no second factor: a thief with her session starts an enrolment and confirms it with their own app.
    const owner = await signIn("cara@example.com", "203.0.113.61");
    const thief = await signIn("cara@example.com", "203.0.113.62");
    expect((await thief.post("/admin/account", { intent: "enrol" })).status).toBe(200);
    const page = await thief.get("/admin/account");
    const secret = totpSecretIn(page.body)!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const confirmed = await thief.post("/admin/account", { intent: "confirm", code: totpCode(secret) });
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toContain(adminEn.account.proof.wrongPassword);
    expect(confirmed.body).not.toMatch(/<li>[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}<\/li>/);
    const guessed = await thief.post("/admin/account", {
      intent: "confirm",
      code: totpCode(secret),
      password: "a guess at her password",
    });
    expect(guessed.status).toBe(400);
    const password = await thief.post("/admin/account", {
      intent: "password",
      next: "the thief's own passphrase",
      repeat: "the thief's own passphrase",
    });
    expect(password.status).toBe(400);
    // Nothing changed: the owner's session lives, and she signs in with her password alone.
    expect((await owner.get("/admin/leads")).status).toBe(200);
    const again = await browser(server.url, "203.0.113.63").post("/admin/login", {
      email: "cara@example.com",
      password: PASSWORD,
    });
    expect(again.headers.location).toBe("/admin");
  });

  it("cannot turn off a factor or make new recovery codes with a code alone", async () => {
    const ben = await signIn("ben@example.com", "203.0.113.64");
    const { secret: bens } = await enrol(ben, true);
    const renewedWithout = await ben.post("/admin/account", { intent: "recovery-codes", proofCode: totpCode(bens) });
    expect(renewedWithout.status).toBe(400);
    const offWithout = await ben.post("/admin/account", { intent: "turn-off", proofCode: totpCode(bens) });
    expect(offWithout.status).toBe(400);
    const renewed = await ben.post("/admin/account", {
      intent: "recovery-codes",
      password: PASSWORD,
      proofCode: totpCode(bens),
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toContain(adminEn.account.twoFactor.renewed);
    expect([...renewed.body.matchAll(/<li>([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4})<\/li>/g)]).toHaveLength(10);
    await withStore((sql) =>
      sql.run("UPDATE operators SET totp_secret = NULL, totp_enabled_at = NULL WHERE email = 'ben@example.com'"),
    );
  });
});

describe("the owner's rule: two factors for everyone", () => {
  it("takes an operator without one to enrolment first, and refuses a download meanwhile", async () => {
    await withStore((sql) => requireTwoFactor(sql, true));
    try {
      const cara = await signIn("cara@example.com", "203.0.113.50");
      const inbox = await cara.get("/de/admin/leads");
      expect(inbox.status).toBe(302);
      expect(inbox.headers.location).toBe("/de/admin/account?enrol=required");
      const page = await cara.get("/de/admin/account?enrol=required");
      expect(page.status).toBe(200);
      expect(page.body).toContain(adminDe.account.twoFactor.required);
      const csv = await cara.get("/admin/leads.csv");
      expect(csv.status).toBe(403);
      expect(csv.body).toBe(adminEn.errors.twoFactorFirst);
      await enrol(cara);
      expect((await cara.get("/de/admin/leads")).status).toBe(200);
    } finally {
      await withStore((sql) => requireTwoFactor(sql, false));
    }
  });
});

/** A JSON request to the blog's API as its dialogs send it (our own origin), with a cookie unless none is given. */
function blogApi(path: string, { method = "GET", body, cookie }: { method?: string; body?: unknown; cookie?: string }) {
  return rawRequest(server.url, path, {
    method,
    headers: {
      Origin: server.url,
      "X-Forwarded-For": "203.0.113.60",
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("the owner's rule holds on the blog's API too (issue 44)", () => {
  it("refuses an editor without a second factor the blog's sign-in, every change and the drafts", async () => {
    const draft = { title: "Nur für das Team", author: "Dora", summary: "Ein Entwurf.", content: "<p>Entwurf</p>" };
    // Before the rule: the editor signs in from the blog's dialog and writes a draft.
    const before = await blogApi("/api/blog/session?lang=de", {
      method: "POST",
      body: { email: "dora@example.com", password: PASSWORD },
    });
    expect(before.status, before.body).toBe(200);
    const cookie = cookieOf(before)!;
    const created = await blogApi("/api/blog/posts?lang=de", { method: "POST", body: draft, cookie });
    expect(created.status, created.body).toBe(201);
    const { id } = JSON.parse(created.body) as { id: string };

    await withStore((sql) => requireTwoFactor(sql, true));
    try {
      // The blog's dialog has no enrolment: no session, and the operator is told where to go, in the page's language.
      for (const lang of ["de", "en"] as const) {
        const signIn = await blogApi(`/api/blog/session?lang=${lang}`, {
          method: "POST",
          body: { email: "dora@example.com", password: PASSWORD },
        });
        expect(signIn.status).toBe(401);
        expect(JSON.parse(signIn.body)).toEqual({
          message: (lang === "de" ? blogAdminDe : blogAdminEn).api.enrolFirst,
        });
        expect(signIn.headers["set-cookie"]).toBeUndefined();
      }
      // The session from before the rule changes nothing and sees no draft, as in the back office.
      const refusals = await Promise.all([
        blogApi("/api/blog/posts?lang=de", { method: "POST", body: draft, cookie }),
        blogApi(`/api/blog/posts/${id}?lang=de`, { method: "PATCH", body: { title: "Gekapert" }, cookie }),
        blogApi(`/api/blog/posts/${id}?lang=de`, { method: "DELETE", cookie }),
        blogApi("/api/blog/import?lang=de", { method: "POST", body: { posts: [] }, cookie }),
        blogApi("/api/blog/images?lang=de", { method: "POST", body: "x", cookie }),
      ]);
      for (const refusal of refusals) {
        expect(refusal.status, refusal.body).toBe(403);
        expect(JSON.parse(refusal.body)).toEqual({ message: blogAdminDe.api.enrolFirst });
      }
      expect((await blogApi(`/api/blog/posts/${id}?lang=de`, { cookie })).status).toBe(404);
      expect((await blogApi("/api/blog/posts?lang=de", { cookie })).body).not.toContain(draft.title);
    } finally {
      await withStore((sql) => requireTwoFactor(sql, false));
    }
    // Without the rule the draft is still there, unchanged.
    const kept = await blogApi(`/api/blog/posts/${id}?lang=de`, { cookie });
    expect(kept.status).toBe(200);
    expect(JSON.parse(kept.body)).toMatchObject({ title: draft.title });
  });
});

describe("sessions an operator can see", () => {
  it("lists each by device and browser, ends one, and a new password ends the others", async () => {
    const phoneAgent =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
    const visitor = browser(server.url, "203.0.113.51");
    await visitor.post("/admin/login", { email: "ben@example.com", password: PASSWORD });
    const phone = browser(server.url, "203.0.113.52");
    await phone.post("/admin/login", { email: "ben@example.com", password: PASSWORD }, { "User-Agent": phoneAgent });
    const page = await visitor.get("/admin/account");
    expect(page.body).toContain(`${adminEn.analytics.devices.phone}, ${adminEn.analytics.browsers.safari}`);
    expect(page.body).toContain(adminEn.account.sessions.thisBrowser);
    const publicId = /<button[^>]*value="([0-9a-f]{24})"/.exec(page.body)?.[1];
    expect(publicId).toBeDefined();
    // Ending a session takes the password too: a stolen session cannot end its owner's.
    const stolen = await visitor.post("/admin/account", { intent: "end-session", session: publicId! });
    expect(stolen.status).toBe(400);
    expect((await phone.get("/admin/leads")).status).toBe(200);
    expect(
      (await visitor.post("/admin/account", { intent: "end-session", session: publicId!, password: PASSWORD })).status,
    ).toBe(200);
    expect((await phone.get("/admin/leads")).status).toBe(302);

    const third = browser(server.url, "203.0.113.53");
    await third.post("/admin/login", { email: "ben@example.com", password: PASSWORD });
    const breached = await visitor.post("/admin/account", {
      intent: "password",
      password: PASSWORD,
      next: "qwerty123456",
      repeat: "qwerty123456",
    });
    expect(breached.status).toBe(400);
    expect(breached.body).toContain(adminEn.passwordProblems.common.replace(/'/g, "&#x27;"));
    const wrongCurrent = await visitor.post("/admin/account", {
      intent: "password",
      password: "not the password",
      next: "a brand new passphrase",
      repeat: "a brand new passphrase",
    });
    expect(wrongCurrent.body).toContain(adminEn.account.proof.wrongPassword);
    const changed = await visitor.post("/admin/account", {
      intent: "password",
      password: PASSWORD,
      next: "a brand new passphrase",
      repeat: "a brand new passphrase",
    });
    expect(changed.body).toContain(adminEn.account.password.changed);
    expect((await third.get("/admin/leads")).status).toBe(302);
    expect((await visitor.get("/admin/leads")).status).toBe(200);
  });
});
