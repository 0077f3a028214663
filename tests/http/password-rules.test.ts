/**
 * The password rules on the wire (issue 44): the passwords an attacker tries first are refused wherever an
 * operator sets one (joining through an invitation, changing it on the account page, admin:create and
 * admin:reset-password), each time saying why in the page's language; strong passwords still pass.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import type { PasswordProblem } from "#app/lib/admin/password-rules.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, signedInBrowser, storeRows } from "./back-office-support.ts";

const OWNER = "anna@example.com";
const OWNER_PASSWORD = "correct horse battery staple";

/** Each weak password, and what the page must say about it. */
const WEAK: [string, PasswordProblem][] = [
  ["aaaaaaaaaaaa", "repeated"],
  ["password1234!", "common"],
  ["qwertyuiopas", "common"],
  [" ".repeat(12), "blank"],
  ["\u200b".repeat(12), "blank"],
  ["Passwort1234", "common"],
  ["hamburg12345", "guessable"],
  ["Sommer2024!!", "words"],
];
const STRONG = ["Möwen über dem Fischmarkt", "k7#Rm2vQ9!xWp4Lz"];

const languages = [
  { prefix: "", copy: adminEn },
  { prefix: "/de", copy: adminDe },
] as const;

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-password-rules-"));
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1" });
  const { code, output } = await adminCli("create", OWNER, OWNER_PASSWORD, { DATA_DIR: dataDir });
  expect(code, output).toBe(0);
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

/** The token of a fresh invitation of `email`, as the team page shows it once. */
async function invitationToken(email: string): Promise<string> {
  const owner = await signedInBrowser(server.url, OWNER, OWNER_PASSWORD, "203.0.113.90");
  const invited = await owner.post("/admin/team", { intent: "invite", email, role: "sales", locale: "en" });
  expect(invited.status, invited.body).toBe(200);
  const token = /\/admin\/join\?token=([\w-]{43})"/.exec(invited.body)?.[1];
  expect(token, "an invitation link on the page").toBeDefined();
  return token!;
}

describe("joining through an invitation", () => {
  it("refuses each weak password in the page's language, and takes a strong one", async () => {
    const token = await invitationToken("olga@example.com");
    const invitee = browser(server.url, "198.51.100.30");
    for (const { prefix, copy } of languages) {
      for (const [password, problem] of WEAK) {
        const refused = await invitee.post(`${prefix}/admin/join?token=${token}`, { password, repeat: password });
        expect(refused.status, `${prefix} ${JSON.stringify(password)}`).toBe(400);
        expect(refused.body, `${prefix} ${JSON.stringify(password)}`).toContain(html(copy.passwordProblems[problem]));
      }
    }
    expect(await storeRows(dataDir, "SELECT id FROM operators WHERE email = 'olga@example.com'")).toEqual([]);
    const joined = await invitee.post(`/de/admin/join?token=${token}`, { password: STRONG[0]!, repeat: STRONG[0]! });
    expect(joined.status, joined.body).toBe(303);
  });
});

describe("changing one's password", () => {
  it("refuses each weak password in the page's language, and takes strong ones", async () => {
    const email = "paul@example.com";
    expect((await adminCli("create", email, OWNER_PASSWORD, { DATA_DIR: dataDir }, ["--role", "editor"])).code).toBe(0);
    const operator = await signedInBrowser(server.url, email, OWNER_PASSWORD, "203.0.113.91");
    for (const { prefix, copy } of languages) {
      for (const [password, problem] of WEAK) {
        const refused = await operator.post(`${prefix}/admin/account`, {
          intent: "password",
          password: OWNER_PASSWORD,
          next: password,
          repeat: password,
        });
        expect(refused.status, `${prefix} ${JSON.stringify(password)}`).toBe(400);
        expect(refused.body, `${prefix} ${JSON.stringify(password)}`).toContain(html(copy.passwordProblems[problem]));
      }
    }
    let current = OWNER_PASSWORD;
    for (const [index, next] of STRONG.entries()) {
      const { prefix, copy } = languages[index % 2]!;
      const changed = await operator.post(`${prefix}/admin/account`, {
        intent: "password",
        password: current,
        next,
        repeat: next,
      });
      expect(changed.status, next).toBe(200);
      expect(changed.body).toContain(html(copy.account.password.changed));
      current = next;
    }
  });
});

describe("admin:create and admin:reset-password", () => {
  // Each run is a process of its own that loads the estimator: a minute and more on a loaded machine.
  it("refuse each weak password, saying why, and change nothing; strong ones pass", { timeout: 180_000 }, async () => {
    const env = { DATA_DIR: dataDir };
    for (const [password, problem] of WEAK) {
      const created = await adminCli("create", "quinn@example.com", password, env);
      expect(created.code, JSON.stringify(password)).toBe(1);
      expect(created.output).toContain(adminEn.passwordProblems[problem]);
      expect(created.output).toContain("Nothing was changed.");
    }
    for (const [password, problem] of WEAK.filter(([, kind]) => kind === "common").slice(0, 2)) {
      const reset = await adminCli("reset-password", OWNER, password, env);
      expect(reset.code, JSON.stringify(password)).toBe(1);
      expect(reset.output).toContain(adminEn.passwordProblems[problem]);
    }
    expect(await storeRows(dataDir, "SELECT id FROM operators WHERE email = 'quinn@example.com'")).toEqual([]);
    // The owner's password is the one it was.
    await signedInBrowser(server.url, OWNER, OWNER_PASSWORD, "203.0.113.92");
    const created = await adminCli("create", "quinn@example.com", STRONG[1]!, env);
    expect(created.code, created.output).toBe(0);
  });
});
