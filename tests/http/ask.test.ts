/**
 * Ask over HTTP (issue 45), on SQLite and on PostgreSQL: every measure asked by every role, in both languages, as
 * JSON and as the page without JavaScript. A role answers what it may see and learns nothing else (not even a
 * zero); the audit log keeps how each question was read, never its words; nobody signed in gets nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { roles, type Role } from "#app/lib/admin/roles.ts";
import type { AskAnswer } from "#app/lib/ask/answer.ts";
import type { Measure } from "#app/lib/ask/query.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { createTempSchema, probeTestPostgres, type TempSchema } from "#test/test-postgres.ts";
import { adminCli, browser, submitLead, type Browser } from "./back-office-support.ts";
import { rawRequest } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";

/** One question per measure in each language, and whether it needs the leads capability. */
const questions: Record<Measure, { en: string; de: string; leads: boolean }> = {
  visitors: { en: "How many visitors came last week?", de: "Wie viele Besucher kamen letzte Woche?", leads: false },
  pageViews: { en: "page views by page this month", de: "Seitenaufrufe nach Seite diesen Monat", leads: false },
  demoRequests: {
    en: "demo requests by source in the last 30 days",
    de: "Demo-Anfragen nach Quelle in den letzten 30 Tagen",
    leads: false,
  },
  conversionRate: { en: "conversion rate this year", de: "Conversion-Rate dieses Jahr", leads: false },
  leads: { en: "How many leads do we have?", de: "Wie viele Leads haben wir?", leads: true },
  visitorsNow: { en: "visitors right now", de: "Besucher gerade jetzt", leads: false },
};

const postgres = await probeTestPostgres();
const stores = [
  { name: "SQLite", skip: undefined },
  { name: "PostgreSQL", skip: postgres.reason },
] as const;

for (const store of stores) {
  describe.skipIf(Boolean(store.skip))(`Ask on ${store.name}${store.skip ? ` (skipped: ${store.skip})` : ""}`, () => {
    let server: RunningServer;
    let dataDir: string;
    let schema: TempSchema | undefined;
    let env: Record<string, string>;
    const signedIn = {} as Record<Role, Browser>;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), "http-ask-"));
      schema = store.name === "PostgreSQL" ? await createTempSchema(postgres.url!, "ask") : undefined;
      env = { DATA_DIR: dataDir, ...(schema ? { DATABASE_URL: schema.url } : {}) };
      server = await startServer({ ...env, TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "0" });
      for (const [index, role] of roles.entries()) {
        const email = `${role}@example.com`;
        const made = await adminCli("create", email, PASSWORD, env, ["--role", role]);
        expect(made.code, made.output).toBe(0);
        const visitor = browser(server.url, `203.0.113.${40 + index}`);
        expect((await visitor.post("/admin/login", { email, password: PASSWORD })).status).toBe(303);
        signedIn[role] = visitor;
      }
      await submitLead(server.url, { email: "first@elbwerk.example" });
      await submitLead(server.url, { email: "second@elbwerk.example" }, "en");
    });
    afterAll(async () => {
      await server?.stop();
      await schema?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    const askJson = async (role: Role, question: string, locale: "en" | "de") => {
      const path = `${locale === "de" ? "/de" : ""}/admin/ask.json?q=${encodeURIComponent(question)}`;
      const response = await signedIn[role].get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      return JSON.parse(response.body) as AskAnswer;
    };

    it("answers every measure for every role that may see it, and refuses the rest without a figure", async () => {
      for (const role of roles)
        for (const [measure, question] of Object.entries(questions) as [Measure, (typeof questions)[Measure]][])
          for (const locale of ["en", "de"] as const) {
            const answer = await askJson(role, question[locale], locale);
            const label = `${role} asks "${question[locale]}"`;
            if (question.leads && role === "editor") {
              expect(answer, label).toEqual({ status: "refused", reason: "not_permitted", unknown: [] });
              continue;
            }
            expect(answer.status, label).toBe("answered");
            expect(answer.query?.measures, label).toEqual([measure]);
            expect(
              answer.result?.columns.map((column) => column.name),
              label,
            ).toContain(measure);
            expect(answer.interpretation, label).toBeTruthy();
          }
    });

    it("counts the leads there are, and says it in the asker's language", async () => {
      const english = await askJson("sales", "How many leads do we have?", "en");
      expect(english.result).toEqual({ columns: [{ name: "leads", title: "Leads", kind: "count" }], rows: [[2]] });
      const byLanguage = await askJson("owner", "Leads nach Sprache", "de");
      expect(byLanguage.result?.columns.map((column) => column.title)).toEqual(["Sprache", "Leads"]);
      // Values by the back office's own names, in the asker's language.
      expect(byLanguage.result?.rows).toEqual(
        expect.arrayContaining([
          [adminDe.analytics.languages.de, 1],
          [adminDe.analytics.languages.en, 1],
        ]),
      );
      const byStatus = await askJson("owner", "leads by status", "en");
      expect(byStatus.result?.rows).toEqual([[adminEn.statuses.new, 2]]);
      expect(byLanguage.interpretation).toBe(
        `Leads ${adminDe.ask.by.replace("{dimension}", adminDe.ask.dimensions.language)}, ${adminDe.ask.allTime}`,
      );
    });

    it("keeps how a question was read in the audit log, never its words", async () => {
      await askJson("owner", "Leads from Jana Petersen of Elbwerk", "en");
      await askJson("owner", "leads by status", "en");
      const db = await openDatabase(env);
      try {
        const rows = await db.sql.all<{ details: unknown }>("SELECT details FROM audit_log WHERE action = 'ask'");
        expect(rows.length).toBeGreaterThanOrEqual(2);
        const all = rows
          .map((row) => (typeof row.details === "string" ? row.details : JSON.stringify(row.details)))
          .join("\n");
        expect(all).not.toContain("Petersen");
        expect(all).not.toContain("leads by status");
        expect(all).toContain('"status":"refused"');
        expect(all).toContain('\\"dimensions\\":[\\"status\\"]');
      } finally {
        await db.close();
      }
    });

    it("gives nobody signed in nothing, and a missing question a clear 400", async () => {
      const anonymous = await rawRequest(server.url, "/admin/ask.json?q=leads", {
        headers: { "X-Forwarded-For": "203.0.113.60" },
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).not.toContain("leads");
      const empty = await signedIn.owner.get("/admin/ask.json?q=");
      expect(empty.status).toBe(400);
    });

    it("answers on the page without JavaScript, in both languages", async () => {
      const english = await signedIn.sales.get(`/admin/ask?q=${encodeURIComponent("leads by status")}`);
      expect(english.status).toBe(200);
      expect(english.body).toContain(adminEn.ask.heading);
      expect(english.body).toContain("Leads by status, all time");
      const german = await signedIn.editor.get(`/de/admin/ask?q=${encodeURIComponent("Leads nach Status")}`);
      expect(german.status).toBe(200);
      expect(german.body).toContain(adminDe.ask.refusals.not_permitted);
    });
  });
}
