/**
 * Least privilege on the wire (issue 30): every page, download and action of the back office and every write of
 * the blog's API, for each role, from one table generated from the page registry (app/i18n/admin-pages.ts) and
 * the roles (app/vocabulary/roles.ts), so a new route cannot be forgotten. A refusal is 403 in the page's
 * language, runs nothing, and is in the audit log.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import { adminPageIds, adminPages, adminPath, roleMayOpen } from "#app/i18n/admin-pages.ts";
import { locales } from "#app/i18n/locales.ts";
import { roles, type Role } from "#app/vocabulary/roles.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, submitLead, type Browser } from "./back-office-support.ts";
import { rawRequest } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;
let dataDir: string;
let leadId: string;
const signedIn = {} as Record<Role, Browser>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-roles-"));
  server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "0", BLOG_STORE: "server" });
  for (const [index, role] of roles.entries()) {
    const email = `${role}@example.com`;
    const made = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", role]);
    expect(made.code, made.output).toBe(0);
    const visitor = browser(server.url, `203.0.113.${20 + index}`);
    expect((await visitor.post("/admin/login", { email, password: PASSWORD })).status).toBe(303);
    signedIn[role] = visitor;
  }
  leadId = await submitLead(server.url);
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function auditRefusals(): Promise<{ operator_email: string; target: string }[]> {
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    return await db.sql.all("SELECT operator_email, target FROM audit_log WHERE action = 'access-refused'");
  } finally {
    await db.close();
  }
}

const guarded = adminPageIds.filter((page) => adminPages[page].kind !== "open");

describe("the back office, route × role", () => {
  it("covers every guarded route of the registry", () => {
    expect(guarded).toEqual(expect.arrayContaining(["leads", "leadsCsv", "lead", "analytics", "audit", "team"]));
  });

  for (const role of roles) {
    it(`${role}: every page and download answers or refuses as the role says, in both languages`, async () => {
      const visitor = signedIn[role];
      for (const page of guarded) {
        for (const locale of locales) {
          const path = adminPath(page, locale, { id: leadId });
          const response = await visitor.get(path);
          if (roleMayOpen(role, page)) {
            expect(response.status, `${role} GET ${path}`).not.toBe(403);
            expect(response.status, `${role} GET ${path}`).toBeLessThan(500);
          } else {
            expect(response.status, `${role} GET ${path}`).toBe(403);
            const copy = locale === "de" ? adminDe : adminEn;
            const words =
              adminPages[page].kind === "download" ? copy.errors.notYourRole.body : copy.errors.notYourRole.title;
            expect(response.body, path).toContain(words);
          }
        }
      }
    });
  }

  it("refuses an action of a page the role does not include, and changes nothing", async () => {
    for (const role of roles.filter((each) => !roleMayOpen(each, "lead"))) {
      const response = await signedIn[role].post(adminPath("lead", "de", { id: leadId }), {
        intent: "save",
        version: "1",
        status: "closed",
        note: "written by a role that may not",
      });
      expect(response.status, role).toBe(403);
      expect(response.body).toContain(adminDe.errors.notYourRole.body);
      const data = await signedIn[role].post(`${adminPath("deleteLead", "en", { id: leadId })}.data`, {});
      expect(data.status, role).toBe(403);
    }
    const owner = await signedIn.owner.get(adminPath("lead", "en", { id: leadId }));
    expect(owner.status).toBe(200);
    expect(owner.body).not.toContain("written by a role that may not");
  });

  it("writes each refusal to the audit log with the operator's address and the path", async () => {
    const refusals = await auditRefusals();
    expect(
      refusals.some((entry) => entry.operator_email === "editor@example.com" && entry.target === "/admin/leads"),
    ).toBe(true);
    expect(
      refusals.some((entry) => entry.operator_email === "sales@example.com" && entry.target === "/de/admin/team"),
    ).toBe(true);
    expect(refusals.every((entry) => entry.operator_email !== "owner@example.com")).toBe(true);
  });

  it("sends each role to a start page it may open", async () => {
    for (const role of roles) {
      const home = await signedIn[role].get("/admin");
      expect(home.status, role).toBe(302);
      const start = await signedIn[role].get(home.headers.location as string);
      expect(start.status, `${role} → ${home.headers.location}`).toBe(200);
    }
  });
});

describe("the blog's API, by role", () => {
  const post = { title: "Roles", author: "Team", summary: "Who may write", content: "<p>Text</p>", tags: [] };

  async function createPost(visitor: Browser) {
    return rawRequest(server.url, "/api/blog/posts?lang=en", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: server.url,
        Cookie: visitor.cookie ?? "",
        "X-Forwarded-For": "203.0.113.30",
      },
      body: JSON.stringify({ ...post, locale: "en", status: "draft" }),
    });
  }

  it("lets the editor and the owner write, and refuses sales with 403 in words", async () => {
    for (const role of ["editor", "owner"] as const) {
      const response = await createPost(signedIn[role]);
      expect(response.status, `${role}: ${response.body}`).toBeLessThan(300);
    }
    const refused = await createPost(signedIn.sales);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ message: blogAdminEn.api.notYourRole });
    const refusals = await auditRefusals();
    expect(
      refusals.some((entry) => entry.operator_email === "sales@example.com" && entry.target === "/api/blog/posts"),
    ).toBe(true);
  });

  it("shows drafts only to roles that include the blog", async () => {
    const list = async (visitor: Browser) =>
      JSON.stringify(
        JSON.parse(
          (
            await rawRequest(server.url, "/api/blog/posts?lang=en", {
              headers: { Cookie: visitor.cookie ?? "", "X-Forwarded-For": "203.0.113.31" },
            })
          ).body,
        ),
      );
    expect(await list(signedIn.editor)).toContain('"Roles"');
    expect(await list(signedIn.sales)).not.toContain('"Roles"');
  });
});
