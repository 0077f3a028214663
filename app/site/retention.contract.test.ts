/**
 * The daily retention on both stores (PostgreSQL needs TEST_DATABASE_URL; without it that half is skipped, and says
 * so): ended invitations leave INVITATION_KEEP_DAYS after they ended, with their mails' rows, and deactivated
 * accounts once the longer of the lead and audit periods has passed since their deactivation (decision 0079).
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  acceptInvitation,
  invite,
  listPendingInvitations,
  revokeInvitation,
} from "#app/lib/admin/invitations.server.ts";
import { createOperator, listOperators, setActive } from "#app/lib/admin/operators.server.ts";
import { claimDue, markSent } from "#app/lib/notify/outbox.server.ts";
import type { Database, Sql } from "#app/lib/store/sql.server.ts";
import { runRetention } from "#app/site/retention.server.ts";
import { storeBackends } from "#test/test-postgres.ts";

const SITE = "https://conversational-bi.example";
const PASSWORD = "correct horse battery staple";
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-29T03:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Invites `email` at `at`, its mail sent at once; answers the invitation's id. */
async function invitedAndMailed(sql: Sql, invitedBy: string, email: string, at: Date) {
  const sent = await invite(
    sql,
    { email, role: "sales", invitedBy, locale: "de", now: at },
    {
      siteOrigin: SITE,
      delivery: "email",
    },
  );
  for (const delivery of await claimDue(sql, "test-worker", at)) await markSent(sql, delivery, "test-worker", at);
  return sent.invitation.id;
}

async function invitationIds(sql: Sql) {
  const rows = await sql.all<{ id: string }>("SELECT id FROM invitations");
  return rows.map((row) => String(row.id)).sort();
}

async function mailedInvitationIds(sql: Sql) {
  const rows = await sql.all<{ invitation_id: string }>(
    "SELECT invitation_id FROM outbox WHERE kind = 'invitation' AND status = 'sent'",
  );
  return rows.map((row) => String(row.invitation_id)).sort();
}

for (const backend of await storeBackends("retention")) {
  const title = `the daily retention on ${backend.name}${backend.skip ? ` (${backend.skip})` : ""}`;
  // Password hashes take seconds on a busy machine.
  describe.skipIf(backend.skip)(title, { timeout: 30_000 }, () => {
    async function store(): Promise<Database> {
      const fresh = await backend.fresh();
      const db = await fresh.open();
      cleanups.push(fresh.dispose, () => db.close());
      return db;
    }

    it("deletes invitations 30 days after they were used, withdrawn or expired, with their sent mails", async () => {
      const { sql } = await store();
      const owner = await createOperator(sql, "anna.owner@example.com", PASSWORD, { now: daysAgo(400) });
      // Expired 37 days ago; expired 7 days ago (the owner still sees it, and may send it again).
      await invitedAndMailed(sql, owner.id, "alt@example.com", daysAgo(40));
      const expiredLately = await invitedAndMailed(sql, owner.id, "neu@example.com", daysAgo(10));
      // Withdrawn 31 days ago, before its link would have expired 29 days ago.
      const withdrawn = await invitedAndMailed(sql, owner.id, "zurueck@example.com", daysAgo(32));
      await revokeInvitation(sql, withdrawn, daysAgo(31));
      // Used 31 days ago, its link would have expired 29.5 days ago; used 19 days ago.
      const usedLong = await invite(
        sql,
        { email: "ben@example.com", role: "sales", invitedBy: owner.id, locale: "en", now: daysAgo(32.5) },
        { siteOrigin: SITE, delivery: "manual" },
      );
      const usedLately = await invite(
        sql,
        { email: "cleo@example.com", role: "editor", invitedBy: owner.id, locale: "en", now: daysAgo(20) },
        { siteOrigin: SITE, delivery: "manual" },
      );
      for (const [sent, at] of [
        [usedLong, daysAgo(31)],
        [usedLately, daysAgo(19)],
      ] as const) {
        if (sent.delivery !== "manual") throw new Error("expected a link to pass on");
        const token = new URL(sent.link).searchParams.get("token")!;
        expect(await acceptInvitation(sql, token, PASSWORD, at)).toBeDefined();
      }
      const open = await invitedAndMailed(sql, owner.id, "offen@example.com", daysAgo(1));

      const deleted = await runRetention(sql, { leadRetentionDays: 365, auditRetentionDays: 365 }, NOW);

      expect(deleted.invitationsDeleted).toBe(3);
      const kept = [expiredLately, usedLately.invitation.id, open].sort();
      expect(await invitationIds(sql)).toEqual(kept);
      expect(await mailedInvitationIds(sql)).toEqual([expiredLately, open].sort());
      expect((await listPendingInvitations(sql)).map((invitation) => invitation.email).sort()).toEqual([
        "neu@example.com",
        "offen@example.com",
      ]);
      // The accounts the invitations made stay: only the invitation goes.
      expect((await listOperators(sql)).map((member) => member.email).sort()).toEqual([
        "anna.owner@example.com",
        "ben@example.com",
        "cleo@example.com",
      ]);
    });

    it("deletes an account deactivated longer ago than the lead and audit periods, the longer of the two", async () => {
      const { sql } = await store();
      await createOperator(sql, "anna.owner@example.com", PASSWORD, { now: daysAgo(1000) });
      const gone = await createOperator(sql, "alt@example.com", PASSWORD, { now: daysAgo(1000), role: "sales" });
      const within = await createOperator(sql, "ben@example.com", PASSWORD, { now: daysAgo(1000), role: "sales" });
      const back = await createOperator(sql, "cleo@example.com", PASSWORD, { now: daysAgo(1000), role: "editor" });
      await setActive(sql, gone.id, false, daysAgo(731));
      // Past the lead period (365 days), within the audit log's (730): their entries still name them.
      await setActive(sql, within.id, false, daysAgo(400));
      // Deactivated long ago, active again: no longer a deactivated account.
      await setActive(sql, back.id, false, daysAgo(800));
      await setActive(sql, back.id, true, daysAgo(700));

      const deleted = await runRetention(sql, { leadRetentionDays: 365, auditRetentionDays: 730 }, NOW);

      expect(deleted.deactivatedAccountsDeleted).toBe(1);
      expect((await listOperators(sql)).map((member) => member.email).sort()).toEqual([
        "anna.owner@example.com",
        "ben@example.com",
        "cleo@example.com",
      ]);
      // With the lead period the longer one, the same account is kept until that has passed too.
      await setActive(sql, within.id, true, daysAgo(1));
      await setActive(sql, within.id, false, daysAgo(731));
      expect(
        (await runRetention(sql, { leadRetentionDays: 800, auditRetentionDays: 365 }, NOW)).deactivatedAccountsDeleted,
      ).toBe(0);
      expect(
        (await runRetention(sql, { leadRetentionDays: 730, auditRetentionDays: 365 }, NOW)).deactivatedAccountsDeleted,
      ).toBe(1);
    });
  });
}
