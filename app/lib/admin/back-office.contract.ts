/**
 * The back office's repositories (operators, sessions, audit log, leads, the
 * outbox), one contract run against SQLite and against PostgreSQL (which needs
 * TEST_DATABASE_URL; without it that half is skipped, and says so), each from a test file of its own.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeBackends, type StoreBackend } from "#test/test-postgres.ts";
import { listAudit, recordAudit } from "#app/lib/admin/audit.server.ts";
import {
  assignableOperators,
  changeLead,
  correctNote,
  deleteLead,
  deleteLeadsReceivedBefore,
  getLead,
  historyOf,
  leadNames,
  notificationsOf,
  OwnerRefusedError,
  recordExport,
  retryLeadNotification,
  type Actor,
} from "#app/lib/admin/leads.server.ts";
import { listLeads } from "#app/lib/admin/lead-list.server.ts";
import { personAsJson } from "#app/lib/admin/person-export.server.ts";
import { recordPrivacyRequest } from "#app/lib/admin/privacy-requests.server.ts";
import {
  changeRole,
  createOperator,
  findOperatorForLogin,
  listOperators,
  OperatorExistsError,
  resetPassword,
  setActive,
} from "#app/lib/admin/operators.server.ts";
import { verifyPassword } from "#app/lib/admin/passwords.server.ts";
import {
  acceptInvitation,
  AlreadyOperatorError,
  findInvitation,
  invite,
  listPendingInvitations,
  NotAnAddressError,
  resendInvitation,
  revokeInvitation,
  type InvitationMail,
  type SentInvitation,
} from "#app/lib/admin/invitations.server.ts";
import {
  beginEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  newTotpSecret,
  recoveryCodeHash,
  recoveryCodesLeft,
  requireTwoFactor,
  takeSecondFactor,
  totpCode,
  twoFactorRequired,
  upgradeSecondFactorStorage,
} from "#app/lib/admin/two-factor.server.ts";
import { SeedUnreadableError, TotpKey } from "#app/lib/admin/totp-key.server.ts";
import {
  endOtherSessions,
  endSession,
  listSessions,
  createSession,
  destroySession,
  findSession,
  purgeExpiredSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "#app/lib/admin/sessions.server.ts";
import { contactRepositoryOn } from "#app/lib/contact/requests.server.ts";
import {
  backlog,
  claimDue,
  GIVE_UP_AFTER_MS,
  markAttemptFailed,
  markSent,
  retryNotification,
} from "#app/lib/notify/outbox.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { sampleLead } from "#test/sample-lead.ts";

// The same backends every store contract runs on (tests/support/test-postgres.ts).
const backends = await storeBackends("back-office");
type Place = Awaited<ReturnType<StoreBackend["fresh"]>>;

const lead = sampleLead;

/** The key that seals the operators' TOTP seeds, as TOTP_ENCRYPTION_KEY or the key file gives it. */
const key = new TotpKey(randomBytes(32));

const SITE = "https://conversational-bi.example";
/** No e-mail configured: the owner gets the link. */
const byHand: InvitationMail = { siteOrigin: SITE, delivery: "manual" };
/** E-mail configured: the link goes out through the outbox, and `queued` hears of it. */
const byEmail = (queued?: () => void): InvitationMail => ({ siteOrigin: SITE, delivery: "email", queued });

/** The token of a link the owner was given. */
function tokenOf(sent: SentInvitation | undefined): string {
  if (sent?.delivery !== "manual") throw new Error("no link was given");
  return new URL(sent.link).searchParams.get("token")!;
}

/**
 * The contract on one backend. Each backend runs from a file of its own (`back-office.sqlite.contract.test.ts`,
 * `back-office.postgres.contract.test.ts`), so that the unit layer's workers take the two halves at once: together
 * in one file they were the layer's longest (72 s of its 82–93 on a clean clone).
 */
export function backOfficeContract(name: "SQLite" | "PostgreSQL") {
  const backend = backends.find((candidate) => candidate.name === name)!;
  describe.skipIf(Boolean(backend.skip))(
    `back office on ${backend.name}${backend.skip ? ` (skipped: ${backend.skip})` : ""}`,
    () => {
      let place: Place;
      let db: Database;

      beforeEach(async () => {
        place = await backend.fresh();
        db = await place.open();
      });
      afterEach(async () => {
        await db.close();
        await place.dispose();
      });

      /** The invitation e-mails in the outbox, oldest first, with their tokens. */
      const invitationMails = () =>
        db.sql.all<{ id: string; invitation_id: string; channel: string; status: string; token: string | null }>(
          "SELECT id, invitation_id, channel, status, token FROM outbox WHERE kind = 'invitation' ORDER BY created_at",
        );

      it("creates an operator once per e-mail address, whatever its case, with a hash that checks the password", async () => {
        await createOperator(db.sql, " Anna@Example.COM ", "correct horse battery");
        await expect(createOperator(db.sql, "anna@example.com", "another password!")).rejects.toBeInstanceOf(
          OperatorExistsError,
        );
        const found = await findOperatorForLogin(db.sql, "ANNA@example.com");
        expect(found?.email).toBe("anna@example.com");
        expect(found?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
        expect(found?.passwordHash).not.toContain("correct horse");
        expect(await verifyPassword("correct horse battery", found!.passwordHash)).toBe(true);
        expect(await verifyPassword("correct horse batterY", found!.passwordHash)).toBe(false);
      });

      it("keeps a session for 8 hours without a request and 7 days at most; logout and a password reset end it", async () => {
        const operator = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const start = new Date("2026-11-20T08:00:00Z");
        const token = await createSession(db.sql, operator.id, start);
        expect(token).toMatch(/^[\w-]{43}$/);
        const at = (ms: number) => new Date(start.getTime() + ms);
        expect((await findSession(db.sql, token, at(SESSION_IDLE_MS - 1000)))?.email).toBe("anna@example.com");
        // Each request keeps it alive, up to the absolute limit.
        for (let day = 1; day < 7; day++)
          expect(await findSession(db.sql, token, at(day * 6 * 3_600_000))).toBeDefined();
        expect(await findSession(db.sql, token, at(SESSION_ABSOLUTE_MS + 1))).toBeUndefined();

        const idle = await createSession(db.sql, operator.id, start);
        expect(await findSession(db.sql, idle, at(SESSION_IDLE_MS + 1000))).toBeUndefined();

        const other = await createSession(db.sql, operator.id, start);
        await destroySession(db.sql, other);
        expect(await findSession(db.sql, other, start)).toBeUndefined();

        const beforeReset = await createSession(db.sql, operator.id, new Date());
        expect(await resetPassword(db.sql, "anna@example.com", "a new long password")).toBe(true);
        expect(await findSession(db.sql, beforeReset)).toBeUndefined();
        expect(await resetPassword(db.sql, "nobody@example.com", "a new long password")).toBe(false);
        expect(await findSession(db.sql, "not-a-token")).toBeUndefined();
      });

      it("makes operators owners unless told otherwise, and never leaves the site without an active owner", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const ben = await createOperator(db.sql, "ben@example.com", "correct horse battery", { role: "sales" });
        expect([anna.role, ben.role]).toEqual(["owner", "sales"]);
        expect(await changeRole(db.sql, anna.id, "editor")).toEqual({ ok: false, reason: "last-owner" });
        expect(await setActive(db.sql, anna.id, false)).toEqual({ ok: false, reason: "last-owner" });
        expect(await changeRole(db.sql, ben.id, "owner")).toEqual({ ok: true, from: "sales" });
        expect(await changeRole(db.sql, anna.id, "editor")).toEqual({ ok: true, from: "owner" });
        // Ben is now the only owner: he cannot step down, nor be deactivated.
        expect(await changeRole(db.sql, ben.id, "sales")).toEqual({ ok: false, reason: "last-owner" });
        expect(await setActive(db.sql, ben.id, false)).toEqual({ ok: false, reason: "last-owner" });
        expect(await changeRole(db.sql, randomUUID(), "sales")).toEqual({ ok: false, reason: "not-found" });
        expect((await listOperators(db.sql)).map(({ email, role }) => [email, role])).toEqual([
          ["anna@example.com", "editor"],
          ["ben@example.com", "owner"],
        ]);
      });

      it("signs a deactivated operator out at once, refuses their password, and lets them back when reactivated", async () => {
        await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const ben = await createOperator(db.sql, "ben@example.com", "correct horse battery", { role: "editor" });
        const token = await createSession(db.sql, ben.id);
        expect((await findSession(db.sql, token))?.role).toBe("editor");
        expect(await setActive(db.sql, ben.id, false)).toEqual({ ok: true });
        expect(await findSession(db.sql, token)).toBeUndefined();
        expect(await findOperatorForLogin(db.sql, "ben@example.com")).toBeUndefined();
        const [, listed] = await listOperators(db.sql);
        expect(listed?.deactivatedAt).toBeInstanceOf(Date);
        expect(await setActive(db.sql, ben.id, true)).toEqual({ ok: true });
        expect((await findOperatorForLogin(db.sql, "ben@example.com"))?.role).toBe("editor");
      });

      it("lists an operator's own sessions by device and browser, and ends one, or all but this one", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const ben = await createOperator(db.sql, "ben@example.com", "correct horse battery");
        const iphone =
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
        const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
        const phone = await createSession(db.sql, anna.id, new Date(Date.now() - 60_000), iphone);
        const desk = await createSession(db.sql, anna.id, new Date(), firefox);
        const bens = await createSession(db.sql, ben.id);
        const sessions = await listSessions(db.sql, anna.id, desk);
        expect(sessions.map(({ device, browser, current }) => [device, browser, current])).toEqual([
          ["desktop", "firefox", true],
          ["phone", "safari", false],
        ]);
        const stored = await db.sql.all<Record<string, unknown>>("SELECT * FROM sessions");
        expect(JSON.stringify(stored)).not.toMatch(/Mozilla|iPhone|Firefox\/140/);
        // A public id ends only its owner's session.
        expect(await endSession(db.sql, ben.id, sessions[1]!.publicId)).toBe(false);
        expect(await endSession(db.sql, anna.id, sessions[1]!.publicId)).toBe(true);
        expect(await findSession(db.sql, phone)).toBeUndefined();
        await createSession(db.sql, anna.id);
        expect(await endOtherSessions(db.sql, anna.id, desk)).toBe(1);
        expect(await findSession(db.sql, desk)).toBeDefined();
        expect(await findSession(db.sql, bens)).toBeDefined();
      });

      it("turns a second factor on with a code from the app, takes each code once, and spends recovery codes", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const secret = (await beginEnrolment(db.sql, key, anna.id))!;
        const now = new Date("2026-11-24T10:00:05Z");
        const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
        expect(await confirmEnrolment(db.sql, key, anna.id, "000000", now)).toBeUndefined();
        const codes = (await confirmEnrolment(db.sql, key, anna.id, totpCode(secret, now), now))!;
        expect(codes).toHaveLength(10);
        expect(await beginEnrolment(db.sql, key, anna.id)).toBeUndefined(); // on: no second enrolment over it
        const stored = JSON.stringify(await db.sql.all("SELECT * FROM recovery_codes"));
        for (const code of codes) expect(stored).not.toContain(code);

        // The code that confirmed the enrolment is spent; the next step's code passes, once.
        expect(await takeSecondFactor(db.sql, key, anna.id, totpCode(secret, now), now)).toBeUndefined();
        expect(await takeSecondFactor(db.sql, key, anna.id, totpCode(secret, later(30)), later(30))).toBe("code");
        const both = await Promise.all(
          [0, 1].map(() => takeSecondFactor(db.sql, key, anna.id, totpCode(secret, later(60)), later(60))),
        );
        expect(both.filter(Boolean)).toEqual(["code"]);

        expect(await takeSecondFactor(db.sql, key, anna.id, codes[0]!.toUpperCase(), later(90))).toBe("recovery-code");
        expect(await takeSecondFactor(db.sql, key, anna.id, codes[0]!, later(90))).toBeUndefined();
        expect(await recoveryCodesLeft(db.sql, anna.id)).toBe(9);
        // One recovery code brought by two requests at once is spent by one of them.
        const racing = await Promise.all(
          [0, 1, 2].map(() => takeSecondFactor(db.sql, key, anna.id, codes[1]!, later(100))),
        );
        expect(racing.filter(Boolean)).toEqual(["recovery-code"]);
        expect(await recoveryCodesLeft(db.sql, anna.id)).toBe(8);

        await disableTwoFactor(db.sql, anna.id);
        expect(await takeSecondFactor(db.sql, key, anna.id, codes[2]!, later(120))).toBeUndefined();
        expect((await findOperatorForLogin(db.sql, "anna@example.com"))?.twoFactor).toBe(false);
      });

      it("keeps the seed sealed and bound to its operator, and recovery codes salted one by one", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const ben = await createOperator(db.sql, "ben@example.com", "correct horse battery");
        const now = new Date("2026-11-24T10:00:05Z");
        const secret = (await beginEnrolment(db.sql, key, anna.id))!;
        await confirmEnrolment(db.sql, key, anna.id, totpCode(secret, now), now);
        const row = await db.sql.get<{ totp_secret: string }>("SELECT totp_secret FROM operators WHERE id = ?", [
          anna.id,
        ]);
        expect(row!.totp_secret).toMatch(new RegExp(`^v1:${key.id}:[\\w-]+:[\\w-]+:[\\w-]+$`));
        expect(JSON.stringify(await db.sql.all("SELECT * FROM operators"))).not.toContain(secret);

        // Anna's sealed seed copied into Ben's row opens nowhere: an app code for it is not Ben's.
        await db.sql.run("UPDATE operators SET totp_secret = ?, totp_enabled_at = ? WHERE id = ?", [
          row!.totp_secret,
          now,
          ben.id,
        ]);
        await expect(takeSecondFactor(db.sql, key, ben.id, totpCode(secret, now), now)).rejects.toThrow(
          SeedUnreadableError,
        );

        // The same code text for two operators is stored twice differently, and matches each.
        for (const operator of [anna, ben])
          await db.sql.run("INSERT INTO recovery_codes (operator_id, code_hash) VALUES (?, ?)", [
            operator.id,
            recoveryCodeHash("aaaa-bbbb-cccc"),
          ]);
        const same = await db.sql.all<{ code_hash: string }>(
          "SELECT code_hash FROM recovery_codes WHERE operator_id IN (?, ?)",
          [anna.id, ben.id],
        );
        expect(same).toHaveLength(12);
        expect(new Set(same.map((row) => row.code_hash)).size).toBe(12);
        for (const { code_hash: hash } of same) expect(hash).toMatch(/^v1:[\w-]{22}:[\w-]{43}$/);
        for (const operator of [anna, ben])
          expect(await takeSecondFactor(db.sql, key, operator.id, "AAAA BBBB CCCC", now)).toBe("recovery-code");
      });

      it("with another key: an app code cannot be checked (SeedUnreadableError), a recovery code still signs in", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const now = new Date("2026-11-24T10:00:05Z");
        const secret = (await beginEnrolment(db.sql, key, anna.id))!;
        const codes = (await confirmEnrolment(db.sql, key, anna.id, totpCode(secret, now), now))!;
        const other = new TotpKey(randomBytes(32));
        const later = new Date(now.getTime() + 30_000);
        const refused = await takeSecondFactor(db.sql, other, anna.id, totpCode(secret, later), later).catch(
          (error: unknown) => error,
        );
        expect(refused).toBeInstanceOf(SeedUnreadableError);
        expect((refused as SeedUnreadableError).reason).toBe("other-key");
        expect(String(refused)).not.toContain(secret);
        expect(await takeSecondFactor(db.sql, other, anna.id, codes[0]!, later)).toBe("recovery-code");
        expect(await upgradeSecondFactorStorage(db.sql, other)).toEqual({
          seedsSealed: 0,
          codesSalted: 0,
          seedsOfOtherKeys: 1,
        });
        // The right key still opens it.
        expect(await takeSecondFactor(db.sql, key, anna.id, totpCode(secret, later), later)).toBe("code");
      });

      it("upgrades rows kept before issue 44: readable seeds sealed, unsalted recovery codes salted, both still work", async () => {
        const now = new Date("2026-11-24T10:00:05Z");
        const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
        // As the store kept them before: the seed in base32, each code's SHA-256 without salt.
        const unsalted = (code: string) => createHash("sha256").update(code.replace(/-/g, "")).digest("base64url");
        const legacy = async (email: string, codes: string[]) => {
          const operator = await createOperator(db.sql, email, "correct horse battery");
          const secret = newTotpSecret();
          await db.sql.run(
            "UPDATE operators SET totp_secret = ?, totp_enabled_at = ?, totp_last_step = ? WHERE id = ?",
            [secret, now, Math.floor(now.getTime() / 30_000), operator.id],
          );
          for (const code of codes)
            await db.sql.run("INSERT INTO recovery_codes (operator_id, code_hash) VALUES (?, ?)", [
              operator.id,
              unsalted(code),
            ]);
          return { id: operator.id, secret };
        };
        const anna = await legacy("anna@example.com", ["aaaa-bbbb-cccc", "dddd-eeee-ffff"]);
        const ben = await legacy("ben@example.com", ["aaaa-bbbb-cccc"]);

        // Read as they are, before any upgrade: an instance that has not upgraded them yet still signs in.
        expect(await takeSecondFactor(db.sql, key, ben.id, "dddd-eeee-ffff", later(5))).toBeUndefined();
        expect(await takeSecondFactor(db.sql, key, anna.id, totpCode(anna.secret, later(30)), later(30))).toBe("code");
        // ...and the seed it used is sealed on the way.
        const annas = await db.sql.get<{ totp_secret: string }>("SELECT totp_secret FROM operators WHERE id = ?", [
          anna.id,
        ]);
        expect(annas!.totp_secret).toMatch(/^v1:/);

        expect(await upgradeSecondFactorStorage(db.sql, key)).toEqual({
          seedsSealed: 1,
          codesSalted: 3,
          seedsOfOtherKeys: 0,
        });
        expect(await upgradeSecondFactorStorage(db.sql, key)).toEqual({
          seedsSealed: 0,
          codesSalted: 0,
          seedsOfOtherKeys: 0,
        });
        const operators = JSON.stringify(await db.sql.all("SELECT * FROM operators"));
        expect(operators).not.toContain(anna.secret);
        expect(operators).not.toContain(ben.secret);
        const hashes = (await db.sql.all<{ code_hash: string }>("SELECT code_hash FROM recovery_codes")).map(
          (row) => row.code_hash,
        );
        expect(hashes).toHaveLength(3);
        for (const hash of hashes) expect(hash).toMatch(/^v1:/);
        expect(hashes).not.toContain(unsalted("aaaa-bbbb-cccc"));
        expect(new Set(hashes).size).toBe(3);

        // Both still sign in, with the app and with their recovery codes, each once.
        expect(await takeSecondFactor(db.sql, key, ben.id, totpCode(ben.secret, later(30)), later(30))).toBe("code");
        const racing = await Promise.all(
          [0, 1].map(() => takeSecondFactor(db.sql, key, anna.id, "aaaa-bbbb-cccc", later(40))),
        );
        expect(racing.filter(Boolean)).toEqual(["recovery-code"]);
        expect(await takeSecondFactor(db.sql, key, ben.id, "AAAA-BBBB-CCCC", later(40))).toBe("recovery-code");
        expect(await recoveryCodesLeft(db.sql, anna.id)).toBe(1);
      });

      it("remembers whether an owner requires two factors of everyone", async () => {
        expect(await twoFactorRequired(db.sql)).toBe(false);
        await requireTwoFactor(db.sql, true);
        expect(await twoFactorRequired(db.sql)).toBe(true);
        await requireTwoFactor(db.sql, false);
        expect(await twoFactorRequired(db.sql)).toBe(false);
      });

      it("invites by address and role with a link valid 72 hours that works once and is stored only as a hash", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const now = new Date();
        const sent = await invite(
          db.sql,
          { email: " Ben@Example.com ", role: "editor", invitedBy: anna.id, locale: "de", now },
          byHand,
        );
        const { invitation } = sent;
        const token = tokenOf(sent);
        expect(invitation).toMatchObject({
          email: "ben@example.com",
          role: "editor",
          locale: "de",
          invitedBy: "anna@example.com",
        });
        expect(sent).toMatchObject({ delivery: "manual", link: `${SITE}/de/admin/join?token=${token}` });
        expect(JSON.stringify(await db.sql.all("SELECT * FROM invitations"))).not.toContain(token);
        expect(await db.sql.all("SELECT id FROM outbox")).toEqual([]);
        expect((await findInvitation(db.sql, token, new Date(now.getTime() + 71 * 3_600_000)))?.id).toBe(invitation.id);
        expect(await findInvitation(db.sql, token, new Date(now.getTime() + 72 * 3_600_000 + 1))).toBeUndefined();
        await expect(
          invite(db.sql, { email: "anna@example.com", role: "sales", invitedBy: anna.id, locale: "en" }, byHand),
        ).rejects.toBeInstanceOf(AlreadyOperatorError);

        // Two tabs post the same link at once: one account.
        const joined = await Promise.all([
          acceptInvitation(db.sql, token, "a long password of ben"),
          acceptInvitation(db.sql, token, "another long password"),
        ]);
        expect(joined.filter(Boolean)).toHaveLength(1);
        const ben = await findOperatorForLogin(db.sql, "ben@example.com");
        expect(ben?.role).toBe("editor");
        expect(await findInvitation(db.sql, token)).toBeUndefined();
        expect(await listPendingInvitations(db.sql)).toEqual([]);
      });

      it("invites a deactivated colleague back: the same account, the new role and password, no old second factor", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const ben = await createOperator(db.sql, "ben@example.com", "bens first long password", { role: "sales" });
        await db.sql.run("UPDATE operators SET totp_secret = 'sealed', totp_enabled_at = ? WHERE id = ?", [
          new Date(),
          ben.id,
        ]);
        await db.sql.run("INSERT INTO recovery_codes (operator_id, code_hash) VALUES (?, 'x')", [ben.id]);
        // Active, Ben has access already; deactivated, he may be invited back.
        const again = { email: "BEN@example.com", role: "editor" as const, invitedBy: anna.id, locale: "en" as const };
        await expect(invite(db.sql, again, byHand)).rejects.toBeInstanceOf(AlreadyOperatorError);
        expect(await setActive(db.sql, ben.id, false)).toEqual({ ok: true });
        const token = tokenOf(await invite(db.sql, again, byHand));
        const joined = await acceptInvitation(db.sql, token, "bens second long password");
        expect(joined?.operator).toMatchObject({
          id: ben.id,
          email: "ben@example.com",
          role: "editor",
          twoFactor: false,
        });
        const back = await findOperatorForLogin(db.sql, "ben@example.com");
        expect(back).toMatchObject({ id: ben.id, role: "editor", twoFactor: false });
        expect(await verifyPassword("bens second long password", back!.passwordHash)).toBe(true);
        expect(await db.sql.all("SELECT * FROM recovery_codes WHERE operator_id = ?", [ben.id])).toEqual([]);
        expect((await listOperators(db.sql)).find((member) => member.id === ben.id)?.deactivatedAt).toBeNull();
        // The link is spent like any other.
        expect(await acceptInvitation(db.sql, token, "a third long password")).toBeUndefined();
      });

      it("voids a link when it is resent or revoked, and keeps one open invitation per address", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const cara = { email: "cara@example.com", invitedBy: anna.id, locale: "en" } as const;
        const first = await invite(db.sql, { ...cara, role: "sales" }, byHand);
        const second = await invite(db.sql, { ...cara, role: "editor" }, byHand);
        expect(await findInvitation(db.sql, tokenOf(first))).toBeUndefined();
        expect((await listPendingInvitations(db.sql)).map(({ email, role }) => [email, role])).toEqual([
          ["cara@example.com", "editor"],
        ]);
        const resent = await resendInvitation(db.sql, { id: second.invitation.id, locale: "de" }, byHand);
        expect(resent).toMatchObject({ delivery: "manual", invitation: { locale: "de" } });
        expect((resent as { link: string }).link).toMatch(
          /^https:\/\/conversational-bi\.example\/de\/admin\/join\?token=/,
        );
        expect(await findInvitation(db.sql, tokenOf(second))).toBeUndefined();
        expect((await findInvitation(db.sql, tokenOf(resent)))?.role).toBe("editor");
        expect((await revokeInvitation(db.sql, second.invitation.id))?.email).toBe("cara@example.com");
        expect(await acceptInvitation(db.sql, tokenOf(resent), "a long password of cara")).toBeUndefined();
        expect(await revokeInvitation(db.sql, second.invitation.id)).toBeUndefined();
        expect(await resendInvitation(db.sql, { id: second.invitation.id }, byHand)).toBeUndefined();
      });

      it("invites only one plain e-mail address: no list, no name, no line break for a mail header", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        for (const email of ["ben@example.com\r\nBcc: mallory@evil.example", "ben@example.com, mallory@evil.example"])
          await expect(
            invite(db.sql, { email, role: "sales", invitedBy: anna.id, locale: "en" }, byEmail()),
          ).rejects.toBeInstanceOf(NotAnAddressError);
        expect(await db.sql.all("SELECT id FROM invitations")).toEqual([]);
        expect(await db.sql.all("SELECT id FROM outbox")).toEqual([]);
      });

      it("queues the invitation e-mail in the invitation's transaction; its row holds the token until it is sent", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        let queued = 0;
        const now = new Date();
        const sent = await invite(
          db.sql,
          { email: "ben@example.com", role: "sales", invitedBy: anna.id, locale: "de", now },
          byEmail(() => queued++),
        );
        expect(sent).toEqual({ invitation: sent.invitation, delivery: "email" });
        expect(queued).toBe(1);
        const [row, ...others] = await invitationMails();
        expect(others).toEqual([]);
        expect(row).toMatchObject({ invitation_id: sent.invitation.id, channel: "email", status: "pending" });
        const token = row!.token!;
        expect(token).toMatch(/^[\w-]{43}$/);
        expect(JSON.stringify(await db.sql.all("SELECT * FROM invitations"))).not.toContain(token);
        expect((await findInvitation(db.sql, token))?.id).toBe(sent.invitation.id);

        const [delivery, ...more] = await claimDue(db.sql, "w", new Date(now.getTime() + 1000));
        expect(more).toEqual([]);
        expect(delivery).toMatchObject({
          kind: "invitation",
          channel: "email",
          invitation: {
            id: sent.invitation.id,
            email: "ben@example.com",
            role: "sales",
            locale: "de",
            invitedBy: "anna@example.com",
            expiresAt: sent.invitation.expiresAt,
            token,
          },
        });
        await markSent(db.sql, delivery!, "w");
        expect(await invitationMails()).toMatchObject([{ status: "sent", token: null }]);
        expect(JSON.stringify(await db.sql.all("SELECT * FROM outbox"))).not.toContain(token);
        // Sent, the link still works: only its hash is left to check it by.
        expect((await findInvitation(db.sql, token))?.id).toBe(sent.invitation.id);

        // One transaction: an outbox that cannot take the mail takes the invitation down with it.
        await db.sql.run("ALTER TABLE outbox RENAME TO outbox_away");
        await expect(
          invite(db.sql, { email: "cara@example.com", role: "editor", invitedBy: anna.id, locale: "en" }, byEmail()),
        ).rejects.toThrow();
        await db.sql.run("ALTER TABLE outbox_away RENAME TO outbox");
        expect((await listPendingInvitations(db.sql)).map((invitation) => invitation.email)).toEqual([
          "ben@example.com",
        ]);
      });

      it("takes an unsent mail's token out of the store when its link is voided: resent, invited again, revoked, used", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const invitee = (email: string) => ({ email, role: "sales", invitedBy: anna.id, locale: "en" }) as const;
        const due = () => claimDue(db.sql, "w", new Date(Date.now() + 1000));
        const first = await invite(db.sql, invitee("cara@example.com"), byEmail());
        const [old] = await invitationMails();

        // Resent before the mail went out: the old mail is gone, token and all; the new one has the new link.
        await resendInvitation(db.sql, { id: first.invitation.id, locale: "de" }, byEmail());
        const [renewed, ...others] = await invitationMails();
        expect(others).toEqual([]);
        expect(renewed!.token).not.toBe(old!.token);
        expect(JSON.stringify(await db.sql.all("SELECT * FROM outbox"))).not.toContain(old!.token!);
        expect(await findInvitation(db.sql, old!.token!)).toBeUndefined();
        const [delivery, ...more] = await due();
        expect(more).toEqual([]);
        expect(delivery).toMatchObject({ invitation: { token: renewed!.token, locale: "de" } });

        // Resent while a worker is sending the old one: that row is gone, the worker's outcome changes nothing,
        // and the old link it carries no longer works.
        await resendInvitation(db.sql, { id: first.invitation.id }, byEmail());
        await markSent(db.sql, delivery!, "w");
        const [newest] = await invitationMails();
        expect(newest).toMatchObject({ status: "pending" });
        expect(newest!.token).not.toBe(renewed!.token);
        expect(await findInvitation(db.sql, renewed!.token!)).toBeUndefined();

        // Invited again: the first invitation's unsent mail goes with it.
        const again = await invite(db.sql, invitee("cara@example.com"), byEmail());
        const mails = await invitationMails();
        expect(mails.map((mail) => [mail.invitation_id, mail.status])).toEqual([[again.invitation.id, "pending"]]);

        // Revoked: nothing left to send, no token left.
        await revokeInvitation(db.sql, again.invitation.id);
        expect(await invitationMails()).toEqual([]);
        expect(await due()).toEqual([]);

        // Used (the invitee had the link by another way) while a retry was waiting.
        await invite(db.sql, invitee("dan@example.com"), byEmail());
        const [waiting] = await invitationMails();
        expect(await acceptInvitation(db.sql, waiting!.token!, "a long password of dan")).toBeDefined();
        expect(await invitationMails()).toEqual([]);
        expect(await due()).toEqual([]);
      });

      it("gives a mail's token up with the mail after 24 hours of failures; the owner resends, no hand retry", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const start = new Date("2026-11-20T08:00:00Z");
        await invite(
          db.sql,
          { email: "ben@example.com", role: "editor", invitedBy: anna.id, locale: "en", now: start },
          byEmail(),
        );
        let now = start;
        let outcome = "retry";
        while (outcome === "retry") {
          const [delivery] = await claimDue(db.sql, "w", now);
          outcome = await markAttemptFailed(db.sql, delivery!, "w", "connection refused", now);
          now = new Date(now.getTime() + 3_600_000);
        }
        const [failed] = await invitationMails();
        expect(failed).toMatchObject({ status: "failed", token: null });
        expect(await retryNotification(db.sql, failed!.id, now)).toBe(false);
        expect(await backlog(db.sql, now)).toMatchObject({ pending: 0, failed: 1 });
        expect(await backlog(db.sql, now, { kind: "lead" })).toMatchObject({ pending: 0, failed: 0 });
      });

      it("keeps a lead's notifications as they were beside invitation mails", async () => {
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const contacts = contactRepositoryOn(db, { channels: ["email", "webhook"] });
        const record = lead({ receivedAt: new Date() });
        await contacts.insert(record);
        await invite(db.sql, { email: "ben@example.com", role: "sales", invitedBy: anna.id, locale: "en" }, byEmail());
        expect((await notificationsOf(db.sql, record.id)).map((notification) => notification.channel)).toEqual([
          "email",
          "webhook",
        ]);
        const now = new Date(Date.now() + 1000);
        expect(await backlog(db.sql, now)).toMatchObject({ pending: 3 });
        expect(await backlog(db.sql, now, { kind: "lead" })).toMatchObject({ pending: 2 });
        const due = await claimDue(db.sql, "w", now);
        expect(due.map((delivery) => `${delivery.kind} ${delivery.channel}`).toSorted()).toEqual([
          "invitation email",
          "lead email",
          "lead webhook",
        ]);
        for (const delivery of due) if (delivery.kind === "lead") expect(delivery.lead.id).toBe(record.id);
        expect(await deleteLead(db.sql, record.id)).toBe(true);
        expect((await db.sql.all<{ kind: string }>("SELECT kind FROM outbox")).map((row) => row.kind)).toEqual([
          "invitation",
        ]);
      });

      it("stores only the hash of a session id", async () => {
        const operator = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const token = await createSession(db.sql, operator.id);
        const rows = await db.sql.all<{ id_hash: string }>("SELECT id_hash FROM sessions");
        expect(rows).toHaveLength(1);
        expect(rows[0]!.id_hash).not.toContain(token);
        expect(rows[0]!.id_hash).toMatch(/^[\w-]{43}$/);
      });

      it("purges expired sessions", async () => {
        const operator = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        await createSession(db.sql, operator.id, new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000));
        const live = await createSession(db.sql, operator.id);
        expect(await purgeExpiredSessions(db.sql)).toBe(1);
        expect(await findSession(db.sql, live)).toBeDefined();
      });

      it("keeps the audit log newest first, paged", async () => {
        for (let index = 0; index < 3; index++) {
          await recordAudit(
            db.sql,
            {
              operatorId: null,
              operatorEmail: `n${index}@example.com`,
              action: "login-failed",
              target: null,
              details: { n: index },
            },
            new Date(Date.UTC(2026, 10, 1, 10, index)),
          );
        }
        const { entries, total } = await listAudit(db.sql, { page: 1, pageSize: 2 });
        expect(total).toBe(3);
        expect(entries.map((entry) => entry.details.n)).toEqual([2, 1]);
        expect(entries[0]).toMatchObject({ action: "login-failed", operatorEmail: "n2@example.com" });
        expect((await listAudit(db.sql, { page: 2, pageSize: 2 })).entries.map((entry) => entry.details.n)).toEqual([
          0,
        ]);
      });

      /** Operators as the team has them: two of sales, an owner, an editor, and one who left. */
      async function team() {
        const make = async (email: string, role: "owner" | "sales" | "editor") => {
          const operator = await createOperator(db.sql, email, "correct horse battery", { role });
          return { operatorId: operator.id, operatorEmail: operator.email } satisfies Actor;
        };
        const anna = await make("anna@example.com", "sales");
        const ben = await make("ben@example.com", "sales");
        const olga = await make("olga@example.com", "owner");
        const emil = await make("emil@example.com", "editor");
        const lena = await make("lena@example.com", "sales");
        expect(await setActive(db.sql, lena.operatorId, false)).toEqual({ ok: true });
        return { anna, ben, olga, emil, lena };
      }

      it("changes a lead on the version its operator saw, into the history and the audit log; erases it with both", async () => {
        const { anna } = await team();
        const contacts = contactRepositoryOn(db, { channels: ["email", "webhook"] });
        const record = lead();
        await contacts.insert(record);
        expect(await getLead(db.sql, record.id)).toMatchObject({ version: 1, status: "new", ownerId: null });
        // Nothing different from what is stored moves no version.
        const same = await changeLead(db.sql, record.id, 1, { status: "new", ownerId: null, note: "  " }, anna);
        expect(same).toMatchObject({ kind: "unchanged", lead: { version: 1 } });
        const changed = await changeLead(
          db.sql,
          record.id,
          1,
          { status: "contacted", ownerId: anna.operatorId, note: "Called, call back Monday." },
          anna,
          new Date("2026-11-24T10:00:00Z"),
        );
        expect(changed).toMatchObject({
          kind: "changed",
          lead: { version: 2, status: "contacted", ownerId: anna.operatorId, ownerEmail: "anna@example.com" },
        });
        expect(
          (await historyOf(db.sql, record.id)).map((event) => [event.kind, event.operatorEmail, event.leadVersion]),
        ).toEqual([
          ["status", "anna@example.com", 2],
          ["owner", "anna@example.com", 2],
          ["note", "anna@example.com", 2],
        ]);
        const audit = (await listAudit(db.sql)).entries.map((entry) => [entry.action, entry.target, entry.details]);
        expect(audit).toEqual([
          ["note-add", record.id, {}],
          ["lead-assign", record.id, { from: "", to: "anna@example.com" }],
          ["status-change", record.id, { from: "new", to: "contacted" }],
        ]);
        // The audit log names the lead while it exists, from the lead itself.
        expect(await leadNames(db.sql, [record.id, "not-a-uuid"])).toEqual(
          new Map([[record.id, `Jörg ${record.lastName}`]]),
        );
        expect(await notificationsOf(db.sql, record.id)).toHaveLength(2);
        expect(await deleteLead(db.sql, record.id)).toBe(true);
        expect(await getLead(db.sql, record.id)).toBeUndefined();
        expect(await db.sql.all("SELECT id FROM outbox")).toEqual([]);
        expect(await db.sql.all("SELECT id FROM lead_events")).toEqual([]);
        expect(await leadNames(db.sql, [record.id])).toEqual(new Map());
        expect(await deleteLead(db.sql, record.id)).toBe(false);
        expect(await getLead(db.sql, "not-a-uuid")).toBeUndefined();
        expect(await changeLead(db.sql, "not-a-uuid", 1, { status: "new" }, anna)).toEqual({ kind: "missing" });
        expect(await changeLead(db.sql, record.id, 2, { status: "new" }, anna)).toEqual({ kind: "missing" });
      });

      it("refuses a status or owner chosen on a stale version, saying what changed since, but adds its note", async () => {
        const { anna, ben } = await team();
        const record = lead();
        await contactRepositoryOn(db).insert(record);
        // Anna sets Qualified and writes a note; Ben closes it from a page he opened before, on version 1.
        await changeLead(db.sql, record.id, 1, { status: "qualified", note: "Budget approved." }, anna);
        const refused = await changeLead(db.sql, record.id, 1, { status: "closed", note: "Sent the brochure." }, ben);
        expect(refused.kind).toBe("stale");
        if (refused.kind !== "stale") return;
        expect(refused.noteAdded).toBe(true);
        expect(refused.lead).toMatchObject({ version: 3, status: "qualified" });
        expect(refused.since.map((event) => [event.kind, event.operatorEmail, event.body ?? event.details])).toEqual([
          ["status", "anna@example.com", { from: "new", to: "qualified" }],
          ["note", "anna@example.com", "Budget approved."],
        ]);
        // Anna's status stands; Ben's note is added after hers.
        expect(await getLead(db.sql, record.id)).toMatchObject({ version: 3, status: "qualified" });
        expect(
          (await historyOf(db.sql, record.id)).filter((event) => event.body).map((e) => [e.operatorEmail, e.body]),
        ).toEqual([
          ["anna@example.com", "Budget approved."],
          ["ben@example.com", "Sent the brochure."],
        ]);
        // Of Ben's, only the note reached the audit log.
        const bens = (await listAudit(db.sql)).entries.filter((entry) => entry.operatorEmail === "ben@example.com");
        expect(bens.map((entry) => entry.action)).toEqual(["note-add"]);
      });

      it("adds a note sent from an older page to the lead as it is now, without undoing what changed", async () => {
        const { anna, ben } = await team();
        const record = lead();
        await contactRepositoryOn(db).insert(record);
        await changeLead(db.sql, record.id, 1, { status: "qualified", ownerId: anna.operatorId }, anna);
        // Ben's page still shows New and nobody: he sends those back with his note, having changed neither.
        expect(
          await changeLead(db.sql, record.id, 1, { status: "new", ownerId: null, note: "Called back." }, ben),
        ).toMatchObject({ kind: "changed", lead: { version: 3, status: "qualified", ownerId: anna.operatorId } });
        // Without a note, nothing is to be done.
        expect(await changeLead(db.sql, record.id, 1, { status: "new", ownerId: null, note: "" }, ben)).toMatchObject({
          kind: "unchanged",
          lead: { version: 3 },
        });
        expect((await historyOf(db.sql, record.id)).map((event) => event.kind)).toEqual(["status", "owner", "note"]);
      });

      it("lets exactly one of two status changes made at once on the same version win, and keeps both notes", async () => {
        const { anna, ben } = await team();
        const records = [lead(), lead(), lead()];
        for (const record of records) await contactRepositoryOn(db).insert(record);
        for (const record of records) {
          const outcomes = await Promise.all([
            changeLead(db.sql, record.id, 1, { status: "qualified", note: "Anna's" }, anna),
            changeLead(db.sql, record.id, 1, { status: "closed", note: "Ben's" }, ben),
          ]);
          expect(outcomes.map((outcome) => outcome.kind).toSorted()).toEqual(["changed", "stale"]);
          const winner = outcomes.find((outcome) => outcome.kind === "changed")!;
          const stored = await getLead(db.sql, record.id);
          expect(stored).toMatchObject({ version: 3, status: winner.kind === "changed" ? winner.lead.status : "" });
          const notes = (await historyOf(db.sql, record.id)).filter((event) => event.kind === "note");
          expect(notes.map((event) => event.body).toSorted()).toEqual(["Anna's", "Ben's"]);
        }
      });

      it("adds every note of many sent at once on the same version", async () => {
        const { anna, ben } = await team();
        const record = lead();
        await contactRepositoryOn(db).insert(record);
        const notes = Array.from({ length: 8 }, (_, index) => `Note ${index + 1}`);
        const outcomes = await Promise.all(
          notes.map((note, index) => changeLead(db.sql, record.id, 1, { note }, index % 2 ? ben : anna)),
        );
        expect(outcomes.map((outcome) => outcome.kind)).toEqual(notes.map(() => "changed"));
        const stored = (await historyOf(db.sql, record.id)).filter((event) => event.kind === "note");
        expect(stored.map((event) => event.body).toSorted()).toEqual(notes.toSorted());
        // Each moved the lead one version on: no two share one.
        expect(new Set(stored.map((event) => event.leadVersion)).size).toBe(notes.length);
        expect(await getLead(db.sql, record.id)).toMatchObject({ version: 1 + notes.length });
      });

      it("gives a lead only to an active operator whose role works leads, and takes it back", async () => {
        const { anna, ben, olga, emil, lena } = await team();
        const record = lead();
        await contactRepositoryOn(db).insert(record);
        expect((await assignableOperators(db.sql)).map((operator) => operator.email)).toEqual([
          "anna@example.com",
          "ben@example.com",
          "olga@example.com",
        ]);
        for (const refused of [emil.operatorId, lena.operatorId, randomUUID(), "not-an-id"]) {
          await expect(changeLead(db.sql, record.id, 1, { ownerId: refused }, anna)).rejects.toBeInstanceOf(
            OwnerRefusedError,
          );
        }
        expect(await getLead(db.sql, record.id)).toMatchObject({ version: 1, ownerId: null });
        await changeLead(db.sql, record.id, 1, { ownerId: ben.operatorId }, olga);
        await changeLead(db.sql, record.id, 2, { ownerId: null }, ben);
        await changeLead(db.sql, record.id, 3, { ownerId: anna.operatorId }, anna);
        expect(await getLead(db.sql, record.id)).toMatchObject({ version: 4, ownerId: anna.operatorId });
        expect(
          (await historyOf(db.sql, record.id)).map((event) => [event.operatorEmail, event.details.toEmail]),
        ).toEqual([
          ["olga@example.com", "ben@example.com"],
          ["ben@example.com", null],
          ["anna@example.com", "anna@example.com"],
        ]);
        // An owner who leaves the team stays the owner until someone reassigns the lead.
        expect(await setActive(db.sql, anna.operatorId, false)).toEqual({ ok: true });
        expect(
          await changeLead(db.sql, record.id, 4, { ownerId: anna.operatorId, status: "contacted" }, ben),
        ).toMatchObject({
          kind: "changed",
          lead: { ownerId: anna.operatorId, status: "contacted" },
        });
      });

      it("keeps the history in order: notes added, never overwritten, exports, an erasure request, in the JSON export", async () => {
        const { anna, ben } = await team();
        const record = lead();
        await contactRepositoryOn(db).insert(record);
        const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));
        await changeLead(db.sql, record.id, 1, { note: "First call." }, anna, at(1));
        await changeLead(db.sql, record.id, 2, { note: "Second call." }, ben, at(2));
        await recordExport(db.sql, record.id, ben, at(3));
        // A second erasure request of the person is a request of its own, not another line in the lead's history.
        const erasure = { kind: "erasure", receivedOn: "2026-11-24" } as const;
        expect(await recordPrivacyRequest(db.sql, record.id, erasure, ben, at(4))).toHaveProperty("id");
        expect(await recordPrivacyRequest(db.sql, record.id, erasure, anna, at(5))).toHaveProperty("id");
        const history = await historyOf(db.sql, record.id);
        expect(history.map((event) => [event.kind, event.operatorEmail, event.at.toISOString()])).toEqual([
          ["note", "anna@example.com", at(1).toISOString()],
          ["note", "ben@example.com", at(2).toISOString()],
          ["export", "ben@example.com", at(3).toISOString()],
          ["erasure-request", "ben@example.com", at(4).toISOString()],
        ]);
        // An export or a request moves no version: nobody's open page is made stale by them.
        expect(await getLead(db.sql, record.id)).toMatchObject({ version: 3 });
        const records = [{ lead: (await getLead(db.sql, record.id))!, notifications: [], history }];
        const json = JSON.parse(personAsJson(records, [], "en")) as {
          "Requests sent through the website": { History: { "What happened": string; By: string; Text?: string }[] }[];
        };
        const [exported] = json["Requests sent through the website"];
        expect(exported!.History.map((event) => [event["What happened"], event.By, event.Text])).toEqual([
          ["Note", "anna@example.com", "First call."],
          ["Note", "ben@example.com", "Second call."],
          ["Data exported", "ben@example.com", undefined],
          ["Erasure requested", "ben@example.com", undefined],
        ]);
        expect((await listAudit(db.sql)).entries.map((entry) => entry.action)).toEqual([
          "privacy-request",
          "privacy-request",
          "export-json",
          "note-add",
          "note-add",
        ]);
      });

      it("lets only a note's author correct it, whatever changed meanwhile, and keeps the earlier wording", async () => {
        const { anna, ben } = await team();
        const record = lead();
        await contactRepositoryOn(db).insert(record);
        await changeLead(db.sql, record.id, 1, { note: "Budget 50k." }, anna);
        const [note] = await historyOf(db.sql, record.id);
        expect(await correctNote(db.sql, record.id, note!.id, "Budget 5k.", ben)).toEqual({ kind: "not-yours" });
        expect(await correctNote(db.sql, record.id, note!.id, "Budget 50k.", anna)).toMatchObject({
          kind: "unchanged",
        });
        // Ben qualifies the lead meanwhile: Anna's correction, made on the page she opened before, is saved.
        await changeLead(db.sql, record.id, 2, { status: "qualified" }, ben);
        expect(await correctNote(db.sql, record.id, note!.id, "Budget 500k.", anna)).toMatchObject({
          kind: "changed",
          lead: { version: 4, status: "qualified" },
        });
        const first = (await historyOf(db.sql, record.id)).find((event) => event.corrects);
        // A correction of the correction corrects the note; every wording stays.
        expect(await correctNote(db.sql, record.id, first!.id, "Budget 5k.", anna)).toMatchObject({
          kind: "changed",
        });
        expect(await correctNote(db.sql, record.id, first!.id, "Nope.", ben)).toEqual({ kind: "not-yours" });
        const history = await historyOf(db.sql, record.id);
        expect(history.map((event) => [event.body, event.corrects])).toEqual([
          ["Budget 50k.", null],
          [null, null],
          ["Budget 500k.", note!.id],
          ["Budget 5k.", note!.id],
        ]);
        expect((await listAudit(db.sql)).entries.map((entry) => entry.action)).toEqual([
          "note-correct",
          "note-correct",
          "status-change",
          "note-add",
        ]);
        // A note kept from before the history has no author: nobody corrects it.
        await db.sql.run("INSERT INTO lead_events (id, lead_id, at, kind, body) VALUES (?, ?, ?, 'note', 'old')", [
          randomUUID(),
          record.id,
          new Date(),
        ]);
        const legacy = (await historyOf(db.sql, record.id)).at(-1)!;
        expect(await correctNote(db.sql, record.id, legacy.id, "new", anna)).toEqual({ kind: "not-yours" });
      });

      it("deletes leads older than the retention period, and their notifications", async () => {
        const contacts = contactRepositoryOn(db, { channels: ["email"] });
        const old = lead({ receivedAt: new Date("2025-01-01T00:00:00Z") });
        const recent = lead({ receivedAt: new Date("2026-11-01T00:00:00Z") });
        await contacts.insert(old);
        await contacts.insert(recent);
        expect(await deleteLeadsReceivedBefore(db.sql, new Date("2026-01-01T00:00:00Z"))).toBe(1);
        expect((await listLeads(db.sql, {})).leads.map((item) => item.id)).toEqual([recent.id]);
        expect((await db.sql.all<{ lead_id: string }>("SELECT lead_id FROM outbox")).map((row) => row.lead_id)).toEqual(
          [recent.id],
        );
      });

      it("queues a notification per channel with the lead, in the same transaction, and none for a repeat", async () => {
        const contacts = contactRepositoryOn(db, { channels: ["email", "webhook"] });
        const record = lead();
        await contacts.insert(record, { key: "k1", fingerprint: "f" });
        await contacts.insert(lead(), { key: "k1", fingerprint: "f" });
        expect(
          (await db.sql.all<{ channel: string }>("SELECT channel FROM outbox ORDER BY channel")).map(
            (row) => row.channel,
          ),
        ).toEqual(["email", "webhook"]);
      });

      it("hands each due notification to one worker at a time, and again once its lease has run out", async () => {
        const contacts = contactRepositoryOn(db, { channels: ["email"] });
        const record = lead({ receivedAt: new Date() });
        await contacts.insert(record);
        const now = new Date(Date.now() + 1000);
        const [a, b] = await Promise.all([claimDue(db.sql, "worker-a", now), claimDue(db.sql, "worker-b", now)]);
        expect([...a!, ...b!]).toHaveLength(1);
        const claimed = [...a!, ...b!][0]!;
        expect(claimed).toMatchObject({
          kind: "lead",
          lead: { id: record.id, email: record.email, message: record.message },
        });
        expect(await claimDue(db.sql, "worker-c", now)).toEqual([]);
        // The worker died: after the lease, another one takes it over.
        const later = new Date(now.getTime() + 3 * 60 * 1000);
        const taken = await claimDue(db.sql, "worker-c", later);
        expect(taken.map((delivery) => delivery.id)).toEqual([claimed.id]);
        await markSent(db.sql, taken[0]!, "worker-c", later);
        expect(await claimDue(db.sql, "worker-d", new Date(later.getTime() + 10 * 60 * 1000))).toEqual([]);
        expect((await notificationsOf(db.sql, record.id))[0]).toMatchObject({ status: "sent", attempts: 1 });
      });

      it("retries with growing waits, gives up after 24 hours, and can be retried by hand", async () => {
        const contacts = contactRepositoryOn(db, { channels: ["webhook"] });
        const start = new Date("2026-11-20T08:00:00Z");
        const record = lead({ receivedAt: start });
        await contacts.insert(record);
        let now = start;
        let outcome: string = "retry";
        const waits: number[] = [];
        while (outcome === "retry") {
          const [delivery] = await claimDue(db.sql, "w", now);
          expect(delivery, `due at ${now.toISOString()}`).toBeDefined();
          outcome = await markAttemptFailed(db.sql, delivery!, "w", "connection refused", now);
          const [row] = await notificationsOf(db.sql, record.id);
          waits.push(row!.nextAttemptAt.getTime() - now.getTime());
          now = row!.nextAttemptAt;
        }
        expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
        expect(Math.max(...waits)).toBe(3_600_000);
        const [failed] = await notificationsOf(db.sql, record.id);
        expect(failed).toMatchObject({ status: "failed", lastError: "connection refused" });
        expect(now.getTime() - start.getTime()).toBeGreaterThan(GIVE_UP_AFTER_MS - 3_600_000);
        expect(await backlog(db.sql, now)).toMatchObject({ pending: 0, failed: 1 });
        expect(await retryNotification(db.sql, failed!.id, now)).toBe(true);
        expect(await retryNotification(db.sql, failed!.id, now)).toBe(false);
        expect((await claimDue(db.sql, "w", now)).map((delivery) => delivery.id)).toEqual([failed!.id]);
      });

      it("writes what became of a lead's notifications into its history: sent, first failure, given up, retried by hand", async () => {
        const { anna } = await team();
        const contacts = contactRepositoryOn(db, { channels: ["email", "webhook"] });
        const start = new Date("2026-11-20T08:00:00Z");
        const record = lead({ receivedAt: start });
        await contacts.insert(record);
        const invited = await invite(
          db.sql,
          { email: "ida@example.com", role: "sales", invitedBy: anna.operatorId, locale: "de", now: start },
          byEmail(),
        );
        expect(invited).toBeDefined();
        let now = start;
        // E-mail goes out at once; the webhook fails until it is given up.
        for (let round = 0; ; round++) {
          const due = (await claimDue(db.sql, "w", now)).toSorted((a, b) => a.channel.localeCompare(b.channel));
          if (due.length === 0) break;
          for (const delivery of due) {
            if (delivery.kind === "lead" && delivery.channel === "webhook")
              await markAttemptFailed(db.sql, delivery, "w", "connection refused", now);
            else await markSent(db.sql, delivery, "w", now);
          }
          // A delivery recorded twice (its lease had run out, another worker recorded it) is in the history once.
          for (const delivery of due) await markSent(db.sql, delivery, "someone-else", now);
          now = new Date(now.getTime() + 3_600_000);
          expect(round).toBeLessThan(40);
        }
        const [, webhook] = await notificationsOf(db.sql, record.id);
        expect(webhook).toMatchObject({ channel: "webhook", status: "failed" });
        expect(await retryLeadNotification(db.sql, record.id, webhook!.id, anna, now)).toBe(true);
        expect(await retryLeadNotification(db.sql, record.id, webhook!.id, anna, now)).toBe(false);
        expect(await retryLeadNotification(db.sql, randomUUID(), webhook!.id, anna, now)).toBe(false);
        const events = (await historyOf(db.sql, record.id)).map((event) => [
          event.kind,
          event.operatorEmail,
          event.details.channel,
          event.details.outcome,
        ]);
        expect(events).toEqual([
          ["notification", null, "email", "sent"],
          ["notification", null, "webhook", "delayed"],
          ["notification", null, "webhook", "failed"],
          ["notification", "anna@example.com", "webhook", "retry"],
        ]);
        // An invitation's mail is no lead's: nothing else is in any history.
        expect(await db.sql.all("SELECT id FROM lead_events WHERE lead_id <> ?", [record.id])).toEqual([]);
        // Notifications move no version.
        expect(await getLead(db.sql, record.id)).toMatchObject({ version: 1 });
      });
    },
  );
}
