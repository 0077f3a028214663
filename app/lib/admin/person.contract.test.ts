/**
 * One person, one request (issue 47), on SQLite and on PostgreSQL (which needs TEST_DATABASE_URL; without it that
 * half is skipped, and says so): the leads that share an address, whatever its case and spaces, are one person;
 * erasing the person erases all of their leads and nobody else's, with one audit entry; recorded requests carry
 * their deadline, are listed open first, and warn the owners once, a week before, in each owner's language.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listAudit } from "#app/lib/admin/audit.server.ts";
import { acceptInvitation, invite } from "#app/lib/admin/invitations.server.ts";
import { changeLead, getLead, historyOf, type Actor } from "#app/lib/admin/leads.server.ts";
import { createOperator, rememberLocale, setActive } from "#app/lib/admin/operators.server.ts";
import { erasePerson, otherLeadsOf, personLeadIds } from "#app/lib/admin/person.server.ts";
import {
  listPrivacyRequests,
  markPrivacyRequestDone,
  oneMonthAfter,
  privacyRequestsOf,
  recordPrivacyRequest,
  warnOfDeadlines,
} from "#app/lib/admin/privacy-requests.server.ts";
import { contactRepositoryOn } from "#app/lib/contact/requests.server.ts";
import { claimDue } from "#app/lib/notify/outbox.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { sampleLead } from "#test/sample-lead.ts";
import { storeBackends, type StoreBackend } from "#test/test-postgres.ts";

const backends = await storeBackends("person");
type Place = Awaited<ReturnType<StoreBackend["fresh"]>>;

describe("a request's deadline: one month after the day it was received (Art. 12(3))", () => {
  it("is the same day of the next month, or that month's last day where it has none", () => {
    expect(oneMonthAfter("2026-11-03")).toBe("2026-12-03");
    expect(oneMonthAfter("2026-12-15")).toBe("2027-01-15");
    expect(oneMonthAfter("2026-01-31")).toBe("2026-02-28");
    expect(oneMonthAfter("2028-01-30")).toBe("2028-02-29");
    expect(oneMonthAfter("2026-03-31")).toBe("2026-04-30");
  });
});

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skip))(
    `a person on ${backend.name}${backend.skip ? ` (skipped: ${backend.skip})` : ""}`,
    () => {
      let place: Place;
      let db: Database;
      let anna: Actor;

      beforeEach(async () => {
        place = await backend.fresh();
        db = await place.open();
        const operator = await createOperator(db.sql, "anna@example.com", "correct horse battery", { role: "sales" });
        anna = { operatorId: operator.id, operatorEmail: operator.email };
      });
      afterEach(async () => {
        await db.close();
        await place.dispose();
      });

      /** Stores leads with these addresses, a second apart; answers their ids in that order. */
      async function leadsOf(...emails: string[]): Promise<string[]> {
        const contacts = contactRepositoryOn(db, { channels: ["email"] });
        const ids: string[] = [];
        for (const email of emails) {
          const record = sampleLead({ email });
          await contacts.insert(record);
          ids.push(record.id);
        }
        return ids;
      }

      it("groups the leads of one address, compared trimmed and whatever its case", async () => {
        const [first, other, second, third] = await leadsOf(
          "Ilse.Brandt@Example.DE",
          "someone@example.de",
          " ilse.brandt@example.de ",
          "ILSE.BRANDT@EXAMPLE.DE",
        );
        expect(await personLeadIds(db.sql, second!)).toEqual([first, second, third]);
        expect(await personLeadIds(db.sql, other!)).toEqual([other]);
        // Beside one lead, the others, newest first.
        expect((await otherLeadsOf(db.sql, first!)).map((lead) => lead.id)).toEqual([third, second]);
        expect(await otherLeadsOf(db.sql, other!)).toEqual([]);
        expect(await personLeadIds(db.sql, "not-a-lead")).toEqual([]);
      });

      it("erases a person with two leads at once, leaves everyone else, and says so in one audit entry", async () => {
        const [first, other, second] = await leadsOf("ilse@example.de", "kept@example.de", "Ilse@Example.de");
        await changeLead(db.sql, second!, 1, { note: "Asked twice." }, anna);
        const at = new Date(Date.UTC(2026, 10, 20, 9));
        await recordPrivacyRequest(db.sql, first!, { kind: "erasure", receivedOn: "2026-11-19" }, anna, at);
        const [keptRequest] = [
          await recordPrivacyRequest(db.sql, other!, { kind: "access", receivedOn: "2026-11-19" }, anna, at),
        ];
        const outboxBefore = await db.sql.all("SELECT id FROM outbox WHERE lead_id = ?", [other]);

        expect(await erasePerson(db.sql, second!, anna, at)).toBe(2);

        expect(await getLead(db.sql, first!)).toBeUndefined();
        expect(await getLead(db.sql, second!)).toBeUndefined();
        expect(await historyOf(db.sql, second!)).toEqual([]);
        expect(await db.sql.all("SELECT id FROM outbox WHERE lead_id IN (?, ?)", [first, second])).toEqual([]);
        expect(await getLead(db.sql, other!)).toMatchObject({ email: "kept@example.de" });
        expect(await db.sql.all("SELECT id FROM outbox WHERE lead_id = ?", [other])).toEqual(outboxBefore);
        const deletions = (await listAudit(db.sql)).entries.filter((entry) => entry.action === "delete");
        expect(deletions).toEqual([
          expect.objectContaining({ target: second, details: { leads: 2, erasureRequested: "2026-11-19" } }),
        ]);
        // The erased person's request stays as the record that it was answered, without their address; the other's
        // is untouched.
        const requests = await listPrivacyRequests(db.sql);
        const erased = requests.find((request) => request.kind === "erasure")!;
        expect(erased).toMatchObject({ leadId: null, name: null, recordedBy: "anna@example.com" });
        expect(erased.doneAt).toEqual(at);
        expect(
          await db.sql.all("SELECT id FROM privacy_requests WHERE person IS NOT NULL AND kind = 'erasure'"),
        ).toEqual([]);
        expect(requests.find((request) => "id" in keptRequest && request.id === keptRequest.id)).toMatchObject({
          doneAt: null,
          leadId: other,
        });
        expect(await erasePerson(db.sql, second!, anna, at)).toBe(0);
      });

      it("records a request on the person with its deadline, lists open ones first, and marks one answered once", async () => {
        const [first, second, other] = await leadsOf("ilse@example.de", "ilse@example.de", "kept@example.de");
        const now = new Date(Date.UTC(2026, 10, 28, 13));
        const record = (lead: string, kind: "access" | "objection" | "erasure", receivedOn: string) =>
          recordPrivacyRequest(db.sql, lead, { kind, receivedOn }, anna, now);
        expect(await record(first!, "access", "2026-11-29")).toEqual({ refused: "bad-day" });
        expect(await record(first!, "access", "2025-11-01")).toEqual({ refused: "bad-day" });
        expect(await record(first!, "access", "2026-02-30")).toEqual({ refused: "bad-day" });
        expect(await record("6a1e5b1c-0000-4000-8000-000000000000", "access", "2026-11-20")).toEqual({
          refused: "missing",
        });
        const access = await record(first!, "access", "2026-11-20");
        const objection = await record(other!, "objection", "2026-10-20");
        const erasure = await record(second!, "erasure", "2026-11-28");
        if (!("id" in access) || !("id" in objection) || !("id" in erasure)) throw new Error("not recorded");

        // Recorded on one lead, seen from the other: they are the person's.
        expect((await privacyRequestsOf(db.sql, first!)).map((request) => [request.kind, request.dueOn])).toEqual([
          ["access", "2026-12-20"],
          ["erasure", "2026-12-28"],
        ]);
        // Marked from the person's page only: another person's page does not reach it.
        expect(await markPrivacyRequestDone(db.sql, other!, access.id, anna, now)).toBe(false);
        expect(await markPrivacyRequestDone(db.sql, second!, access.id, anna, now)).toBe(true);
        expect(await markPrivacyRequestDone(db.sql, first!, access.id, anna, now)).toBe(false);
        const listed = await listPrivacyRequests(db.sql);
        expect(listed.map((request) => [request.kind, request.dueOn, request.doneAt === null])).toEqual([
          ["objection", "2026-11-20", true],
          ["erasure", "2026-12-28", true],
          ["access", "2026-12-20", false],
        ]);
        expect(listed[0]).toMatchObject({ leadId: other, name: expect.stringMatching(/^Jörg Müller/) });
        expect((await listAudit(db.sql)).entries.map((entry) => [entry.action, entry.details.kind])).toEqual([
          ["privacy-request-done", "access"],
          ["privacy-request", "erasure"],
          ["privacy-request", "objection"],
          ["privacy-request", "access"],
        ]);
      });

      it("warns every active owner once, a week before the deadline, each in their language", async () => {
        const first = await createOperator(db.sql, "olga@example.com", "correct horse battery");
        const left = await createOperator(db.sql, "lutz@example.com", "correct horse battery");
        await setActive(db.sql, left.id, false);
        const sent = await invite(
          db.sql,
          { email: "dora@example.com", role: "owner", invitedBy: first.id, locale: "en" },
          { siteOrigin: "https://conversational-bi.example", delivery: "manual" },
        );
        if (sent.delivery !== "manual") throw new Error("no link");
        const joined = await acceptInvitation(
          db.sql,
          new URL(sent.link).searchParams.get("token")!,
          "correct horse battery",
        );
        // Invited in English, Dora signs in in German: the language she signed in with is hers; Olga has not signed
        // in yet and is written to in the sales team's language.
        await rememberLocale(db.sql, joined!.operator.id, "de");
        const [lead] = await leadsOf("ilse@example.de");
        const recordedAt = new Date(Date.UTC(2026, 10, 2, 9));
        const request = await recordPrivacyRequest(
          db.sql,
          lead!,
          { kind: "erasure", receivedOn: "2026-11-01" },
          anna,
          recordedAt,
        );
        const answered = await recordPrivacyRequest(
          db.sql,
          lead!,
          { kind: "access", receivedOn: "2026-11-01" },
          anna,
          recordedAt,
        );
        if (!("id" in request) || !("id" in answered)) throw new Error("not recorded");
        await markPrivacyRequestDone(db.sql, lead!, answered.id, anna, recordedAt);
        const warnings = () =>
          db.sql.all<{ email: string; locale: string; privacy_request_id: string }>(
            `SELECT o.email, x.locale, x.privacy_request_id FROM outbox x JOIN operators o ON o.id = x.operator_id
             WHERE x.kind = 'privacy-deadline' ORDER BY o.email`,
          );

        // Due on 1 December: on 23 November (Berlin) that is eight days away, on 24 November seven.
        expect(await warnOfDeadlines(db.sql, { now: new Date("2026-11-23T22:59:00Z"), fallbackLocale: "en" })).toBe(0);
        expect(await warnings()).toEqual([]);
        expect(await warnOfDeadlines(db.sql, { now: new Date("2026-11-23T23:00:00Z"), fallbackLocale: "en" })).toBe(1);
        expect(await warnings()).toEqual([
          { email: "dora@example.com", locale: "de", privacy_request_id: request.id },
          { email: "olga@example.com", locale: "en", privacy_request_id: request.id },
        ]);
        // Once per request, however often the hour comes round, and whichever process looks.
        expect(await warnOfDeadlines(db.sql, { now: new Date("2026-11-30T10:00:00Z"), fallbackLocale: "en" })).toBe(0);
        expect(await warnings()).toHaveLength(2);
        const deliveries = await claimDue(db.sql, "worker", new Date("2026-11-24T00:00:00Z"));
        expect(deliveries.map((delivery) => delivery.kind === "privacy-deadline" && delivery.warning)).toEqual(
          expect.arrayContaining([
            { email: "dora@example.com", locale: "de", kind: "erasure", receivedOn: "2026-11-01", dueOn: "2026-12-01" },
            { email: "olga@example.com", locale: "en", kind: "erasure", receivedOn: "2026-11-01", dueOn: "2026-12-01" },
          ]),
        );
      });
    },
  );
}
