/**
 * Ask over HTTP (issue 45), on SQLite and on PostgreSQL: every measure asked by every role, in both languages, as
 * JSON and as the page without JavaScript. A role answers what it may see and learns nothing else (not even a
 * zero); the audit log keeps how each question was read, never its words; nobody signed in gets nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import { formatPlural } from "#app/i18n/format.ts";
import { roles, type Role } from "#app/vocabulary/roles.ts";
import { addDays, berlinDay, dayStartMinute } from "#app/lib/analytics/days.ts";
import { insertEvents } from "#app/lib/analytics/store.server.ts";
import { bareEvent, type StoredEvent } from "#app/lib/analytics/summary.ts";
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

/** Monday of last week (ISO), Berlin. */
function lastMonday(): string {
  const today = berlinDay(new Date());
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday - 7);
}

/**
 * Visits of the last two closed weeks: the week before last 110 visitors, last week 140, of whom 40 came from
 * LinkedIn (12 asked for a demo) and 100 directly (1 asked). One view each, spread over the week's days.
 */
function twoWeeksOfVisits(): StoredEvent[] {
  const events: StoredEvent[] = [];
  const visit = (day: string, index: number, referrer: string, converts: boolean) => {
    const minute = dayStartMinute(day) + 600 + index;
    const visitor = new Uint8Array(8);
    new DataView(visitor.buffer).setUint32(0, events.length + 1);
    events.push({ ...bareEvent("view", "home", "en", minute), referrer, device: 1, browser: 1, visitor });
    if (converts) events.push({ ...bareEvent("conversion", null, "en", minute + 1), visitor });
  };
  const monday = lastMonday();
  for (let index = 0; index < 110; index++) visit(addDays(monday, -7 + (index % 7)), index, "", index < 2);
  for (let index = 0; index < 40; index++) visit(addDays(monday, index % 7), index, "linkedin.com", index < 12);
  for (let index = 0; index < 100; index++) visit(addDays(monday, index % 7), 100 + index, "", index < 1);
  return events;
}

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
      const db = await openDatabase(env);
      try {
        await insertEvents(db.sql, twoWeeksOfVisits());
      } finally {
        await db.close();
      }
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
      // The audit page shows the reading in words, never the question.
      const page = await signedIn.owner.get("/admin/audit");
      expect(page.body).toContain("Leads by status, all time");
      expect(page.body).toContain(adminEn.audit.askRefused.replace("{reason}", adminEn.ask.reasonNames.unknown_term));
      expect(page.body).not.toContain("Petersen");
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

    it("names what stands out only when the figures carry it, each with the visits it rests on", async () => {
      const change = await askJson("owner", "visitors last week compared with the week before", "en");
      expect(change.result?.rows).toEqual([[140]]);
      expect(change.insights).toEqual(["Visitors: up from 110 to 140 (+30, +27.3%). Based on 250 visits."]);
      const german = await askJson("owner", "Besucher letzte Woche im Vergleich zur Vorwoche", "de");
      expect(german.insights).toEqual([
        "Besucher: von 110 auf 140 gestiegen (+30, +27,3\u00a0%). Auf Grundlage von 250 Besuchen.",
      ]);
      // 12 of 40 from LinkedIn against 1 of 100 direct: clear both ways.
      const bySource = await askJson("owner", "conversion rate by source last week", "en");
      expect(bySource.insights).toEqual([
        "Highest conversion rate: LinkedIn with 30%, clearly above all the others together (1%). Based on 140 visits.",
        `Lowest conversion rate: ${adminEn.ask.direct} with 1%, clearly below all the others together (30%). Based on 140 visits.`,
      ]);
      // 2 of 110 against 13 of 140 (1.8 % against 9.3 %): the 95 % intervals (0.5–6.4 %, 5.5–15.3 %) still
      // overlap on so few visits, so no rise is named.
      const rate = await askJson("owner", "conversion rate last week vs the week before", "en");
      expect(rate.insights).toEqual([
        "Conversion rate: the two periods differ by no more than chance would explain. Based on 250 visits.",
      ]);
      // 40 LinkedIn visitors against none the week before: too few to say anything.
      const thin = await askJson("owner", "LinkedIn visitors last week compared with the week before", "en");
      expect(thin.insights).toBeUndefined();
    });

    it("shows where the same numbers are on the dashboard and in the inbox", async () => {
      const lastWeek = await askJson("owner", "visitors last week", "en");
      const monday = lastMonday();
      expect(lastWeek.view).toEqual({
        href: `/admin/analytics?range=custom&from=${monday}&to=${addDays(monday, 6)}`,
        label: adminEn.ask.openDashboard,
        exact: true,
      });
      const dashboard = await signedIn.owner.get(lastWeek.view!.href);
      expect(dashboard.status).toBe(200);
      const mine = await askJson("sales", "Meine neuen Leads", "de");
      expect(mine.view).toEqual({
        href: "/de/admin/leads?status=new&owner=mine",
        label: adminDe.ask.openInbox,
        exact: true,
      });
      // The inbox has no period: leads of a month are not linked there.
      expect((await askJson("owner", "leads this month", "en")).view).toBeUndefined();
    });

    it("names new leads that have waited more than two days for an owner", async () => {
      const db = await openDatabase(env);
      try {
        await db.sql.run("UPDATE contact_requests SET received_at = ?", [new Date(Date.now() - 3 * 86_400_000)]);
      } finally {
        await db.close();
      }
      const answer = await askJson("sales", "leads by status", "en");
      expect(answer.insights).toEqual([formatPlural(2, adminEn.ask.insights.unowned, "en").replace("{days}", "2")]);
      const german = await askJson("owner", "Wie viele Leads haben wir?", "de");
      expect(german.insights).toEqual(["2 neue Leads sind seit mehr als 2 Tagen niemandem zugewiesen."]);
    });

    it.skipIf(store.name !== "PostgreSQL")(
      "says politely when the figures take longer to read than Ask allows, keeping the question",
      async () => {
        // A long migration or a colleague's lock holds the statistics: the read waits past Ask's two seconds.
        const holder = new pg.Client({ connectionString: schema!.url });
        await holder.connect();
        try {
          await holder.query("BEGIN");
          await holder.query("LOCK TABLE analytics_daily, analytics_events IN ACCESS EXCLUSIVE MODE");
          const json = await signedIn.owner.get(`/admin/ask.json?q=${encodeURIComponent("visitors last week")}`);
          expect(json.status).toBe(503);
          expect(JSON.parse(json.body)).toEqual({ error: adminEn.ask.tooSlow });
          const page = await signedIn.owner.get(`/de/admin/ask?q=${encodeURIComponent("Besucher letzte Woche")}`);
          expect(page.status).toBe(503);
          expect(page.body).toContain(adminDe.ask.tooSlow);
          expect(page.body).toContain('value="Besucher letzte Woche"');
        } finally {
          await holder.query("ROLLBACK");
          await holder.end();
        }
        // Once the lock is gone, the same question is answered.
        expect((await askJson("owner", "visitors last week", "en")).status).toBe("answered");
      },
      20_000,
    );

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
