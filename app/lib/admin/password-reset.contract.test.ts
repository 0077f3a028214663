/**
 * Reset links and the mails about an operator's access (issue 47, decision 0058) on both stores (PostgreSQL needs
 * TEST_DATABASE_URL; without it that half is skipped, and says so): a link's mail carries its token and who sent it
 * until it is out; a link sets the password once, ends the sessions, and is void when a newer one is made, when its
 * hour is over, or once the password changed; the notice of a cleared second factor names the owner.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createOperator, setPassword } from "#app/lib/admin/operators.server.ts";
import {
  completePasswordReset,
  findPasswordReset,
  issuePasswordReset,
  purgePasswordResets,
} from "#app/lib/admin/password-reset.server.ts";
import { createSession, findSession } from "#app/lib/admin/sessions.server.ts";
import { claimDue, markSent, queueTwoFactorResetEmail } from "#app/lib/notify/outbox.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { storeBackends } from "#test/test-postgres.ts";

const SITE = "https://conversational-bi.example";
const byEmail = { siteOrigin: SITE, delivery: "email" as const };
const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "Möwen über dem Fischmarkt am Morgen";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

for (const backend of await storeBackends("password-reset")) {
  // Password hashes and the password rules' first load take seconds on a busy machine.
  const title = `reset links on ${backend.name}${backend.skip ? ` (${backend.skip})` : ""}`;
  describe.skipIf(backend.skip)(title, { timeout: 30_000 }, () => {
    async function store(): Promise<Database> {
      const fresh = await backend.fresh();
      const db = await fresh.open();
      cleanups.push(fresh.dispose, () => db.close());
      return db;
    }

    /** The token of the newest link's mail, as the worker would send it. */
    async function mailedToken(db: Database) {
      const [delivery] = await claimDue(db.sql, "test-worker");
      if (delivery?.kind !== "password-reset") throw new Error(`expected a reset link's mail, got ${delivery?.kind}`);
      return delivery;
    }

    it("mails a link with its sender, sets the password once, ends the sessions, and voids older links", async () => {
      const db = await store();
      const owner = await createOperator(db.sql, "anna.owner@example.com", PASSWORD);
      await db.sql.run(
        "INSERT INTO author_profiles (operator_id, display_name, bio, updated_at) VALUES (?, ?, '', ?)",
        [owner.id, "Anna Berg", new Date()],
      );
      const member = await createOperator(db.sql, "ben@example.com", PASSWORD, { role: "sales" });
      const session = await createSession(db.sql, member.id);

      await issuePasswordReset(db.sql, { operatorId: member.id, locale: "de", sentBy: owner.id }, byEmail);
      const older = await mailedToken(db);
      expect(older.reset).toMatchObject({
        email: "ben@example.com",
        locale: "de",
        sentBy: { name: "Anna Berg", email: "anna.owner@example.com" },
      });
      expect(await findPasswordReset(db.sql, older.reset.token)).toMatchObject({ email: "ben@example.com" });

      await issuePasswordReset(db.sql, { operatorId: member.id, locale: "en" }, byEmail);
      const newest = await mailedToken(db);
      expect(newest.reset.sentBy).toBeNull();
      expect(await findPasswordReset(db.sql, older.reset.token)).toBeUndefined();
      await markSent(db.sql, newest, "test-worker");
      const [row] = await db.sql.all<{ token: string | null }>("SELECT token FROM outbox WHERE id = ?", [newest.id]);
      expect(row!.token).toBeNull();

      const form = { password: NEW_PASSWORD, repeat: NEW_PASSWORD };
      expect(await completePasswordReset(db.sql, newest.reset.token, form)).toEqual({
        ok: true,
        email: "ben@example.com",
      });
      expect(await findSession(db.sql, session)).toBeUndefined();
      expect(await completePasswordReset(db.sql, newest.reset.token, form)).toEqual({ error: "gone" });
      const [changed] = await db.sql.all<{ locale: string }>("SELECT locale FROM operators WHERE id = ?", [member.id]);
      expect(changed!.locale).toBe("en");
    });

    it("voids a link after its hour, and once the password changed another way; purges it a day later", async () => {
      const db = await store();
      const member = await createOperator(db.sql, "cara@example.com", PASSWORD, { role: "editor" });
      const manual = { siteOrigin: SITE, delivery: "manual" as const };
      const tokenOf = (link: string | null) => new URL(link!).searchParams.get("token")!;
      const hourAndAMinute = new Date(Date.now() - 61 * 60 * 1000);
      const expired = await issuePasswordReset(
        db.sql,
        { operatorId: member.id, locale: "en", now: hourAndAMinute },
        manual,
      );
      expect(await findPasswordReset(db.sql, tokenOf(expired.link))).toBeUndefined();

      const open = await issuePasswordReset(db.sql, { operatorId: member.id, locale: "en" }, manual);
      expect(await findPasswordReset(db.sql, tokenOf(open.link))).toBeDefined();
      await setPassword(db.sql, member.id, NEW_PASSWORD, new Date(Date.now() + 1_000));
      expect(await findPasswordReset(db.sql, tokenOf(open.link))).toBeUndefined();

      expect(await purgePasswordResets(db.sql, new Date(Date.now() + 24 * 60 * 60 * 1000))).toBe(1);
      expect(await purgePasswordResets(db.sql, new Date(Date.now() + 26 * 60 * 60 * 1000))).toBe(1);
    });

    it("mails the notice of a cleared second factor in the member's language, naming the owner", async () => {
      const db = await store();
      const owner = await createOperator(db.sql, "anna.owner@example.com", PASSWORD);
      const member = await createOperator(db.sql, "dora@example.com", PASSWORD, { role: "sales" });
      await db.sql.transaction((tx) =>
        queueTwoFactorResetEmail(tx, { operatorId: member.id, actorId: owner.id, locale: "de" }),
      );
      const [delivery] = await claimDue(db.sql, "test-worker");
      expect(delivery).toMatchObject({
        kind: "two-factor-reset",
        notice: {
          email: "dora@example.com",
          locale: "de",
          by: { name: "Anna Owner", email: "anna.owner@example.com" },
        },
      });
    });
  });
}
