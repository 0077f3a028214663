/**
 * A way back in for an operator who forgot their password (issue 47): a link by e-mail, asked for on the sign-in
 * page or sent by an owner from the team page, that sets a new password once. The link is a 256-bit token of which
 * the store keeps the SHA-256 (app/lib/admin/tokens.server.ts), valid an hour, and void once used, once a newer link
 * is made, or once the password changed since it was made. Its mail goes through the outbox, which holds the token
 * only until the mail is out (decision 0021). The sign-in page answers the same whether or not the address belongs
 * to an active operator, and its requests are limited per address and per client (decision 0058). A new password
 * ends every session of the operator; the second factor stays and is still asked at sign-in.
 */
import { randomUUID } from "node:crypto";
import { passwordResetLink } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import type { InvitationMail } from "#app/lib/admin/invitations.server.ts";
import { findOperatorForLogin, normalizeEmail } from "#app/lib/admin/operators.server.ts";
import { hashPassword } from "#app/lib/admin/passwords.server.ts";
import { passwordProblem, type PasswordProblem } from "#app/lib/admin/password-rules.server.ts";
import { isToken, newToken, tokenHash } from "#app/lib/admin/tokens.server.ts";
import type { Limiter } from "#app/lib/limits/rate-limit.server.ts";
import { dropUnsentPasswordResetEmails, queuePasswordResetEmail } from "#app/lib/notify/outbox.server.ts";
import type { Client } from "#app/lib/server/client.server.ts";
import { toDate, type Database, type Sql } from "#app/lib/store/sql.server.ts";

/** How long a link works: long enough to find the mail, short enough that an old mailbox holds no way in. */
export const PASSWORD_RESET_VALID_MS = 60 * 60 * 1000;

const MINUTE_MS = 60 * 1000;

/**
 * Requests on the sign-in page: per address, 3 an hour (a mailbox is not flooded, and a link lives an hour); per
 * client, 10 in 15 minutes (the longest a client's address is kept, as the privacy policy says).
 */
export const PASSWORD_RESET_LIMITS = {
  address: { limit: 3, windowMs: 60 * MINUTE_MS },
  client: { limit: 10, windowMs: 15 * MINUTE_MS },
} as const;

export type PasswordResetLimiters = Record<keyof typeof PASSWORD_RESET_LIMITS, Limiter>;

/** What reset links need of the site's services; the mail goes as an invitation's does (e-mail, or by hand). */
export type PasswordResetServices = {
  db: Database;
  invitationMail: InvitationMail;
  passwordResetLimits: PasswordResetLimiters;
};

/**
 * Makes a link for an operator: the older open links of theirs stop working (and their unsent mails go), and the
 * new one's mail is queued in the same transaction when e-mail is on. Answers the link only when it goes by hand.
 */
export async function issuePasswordReset(
  sql: Sql,
  {
    operatorId,
    locale,
    sentBy = null,
    now = new Date(),
  }: {
    operatorId: string;
    locale: Locale;
    sentBy?: string | null;
    now?: Date;
  },
  mail: InvitationMail,
): Promise<{ link: string | null }> {
  const token = newToken();
  await sql.transaction(async (tx) => {
    await dropUnsentPasswordResetEmails(tx, operatorId);
    await tx.run("UPDATE password_resets SET used_at = ? WHERE operator_id = ? AND used_at IS NULL", [now, operatorId]);
    const id = randomUUID();
    await tx.run(
      `INSERT INTO password_resets (id, token_hash, operator_id, locale, sent_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [id, tokenHash(token), operatorId, locale, sentBy, now, new Date(now.getTime() + PASSWORD_RESET_VALID_MS)],
    );
    if (mail.delivery === "email") await queuePasswordResetEmail(tx, id, token, now);
  });
  if (mail.delivery === "email") {
    mail.queued?.();
    return { link: null };
  }
  return { link: passwordResetLink(mail.siteOrigin, locale, token) };
}

export type ResetRequest = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * "Forgot password?": a link for the active operator with this address, if there is one, in their language (the
 * page's when they have not signed in since it was kept). The answer says nothing of whether there is one; only a
 * spent limit is said, and it counts requests, not operators.
 */
export async function requestPasswordReset(
  services: PasswordResetServices,
  { email, locale, client, now = new Date() }: { email: string; locale: Locale; client: Client; now?: Date },
): Promise<ResetRequest> {
  const address = normalizeEmail(email);
  const limits = services.passwordResetLimits;
  const byClient = await limits.client.take(client.key);
  if (!byClient.ok) return byClient;
  const byAddress = await limits.address.take(address);
  if (!byAddress.ok) return byAddress;
  const sql = services.db.sql;
  const operator = await findOperatorForLogin(sql, address);
  // Without e-mail the link could reach nobody but whoever asked: it is not made at all.
  if (!operator || services.invitationMail.delivery !== "email") return { ok: true };
  const row = await sql.get<{ locale: string | null }>("SELECT locale FROM operators WHERE id = ?", [operator.id]);
  const language = row?.locale === "de" || row?.locale === "en" ? row.locale : locale;
  await issuePasswordReset(sql, { operatorId: operator.id, locale: language, now }, services.invitationMail);
  await recordAudit(sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "password-reset-request",
    target: operator.email,
    details: { locale: language },
  });
  return { ok: true };
}

/** An open link: whose it is. */
export type PasswordResetLink = { id: string; operatorId: string; email: string; locale: Locale };

/**
 * The operator a link sets a password for: unused, unexpired, made after their password last changed, and the
 * operator still active.
 */
export async function findPasswordReset(
  sql: Sql,
  token: string,
  now = new Date(),
): Promise<PasswordResetLink | undefined> {
  if (!isToken(token)) return undefined;
  const row = await sql.get<{
    id: string;
    operator_id: string;
    email: string;
    locale: string;
    created_at: unknown;
    changed: unknown;
  }>(
    `SELECT r.id, r.operator_id, o.email, r.locale, r.created_at, o.password_changed_at AS changed
     FROM password_resets r JOIN operators o ON o.id = r.operator_id
     WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ? AND o.deactivated_at IS NULL`,
    [tokenHash(token), now],
  );
  if (!row || toDate(row.created_at).getTime() < toDate(row.changed).getTime()) return undefined;
  return {
    id: row.id,
    operatorId: String(row.operator_id),
    email: row.email,
    locale: row.locale === "de" ? "de" : "en",
  };
}

/** Why a new password was not set: the link works no more, or the password cannot be used (the link still works). */
export type ResetRefusal = { error: "gone" } | { error: PasswordProblem | "missing" | "mismatch" };

/**
 * Sets the password the link's page was sent, typed twice, held to the rules: the link is used up and every session
 * of the operator ends, in one transaction (two tabs with one link set one password).
 */
export async function completePasswordReset(
  sql: Sql,
  token: string,
  { password, repeat }: { password: string; repeat: string },
  now = new Date(),
): Promise<{ ok: true; email: string } | ResetRefusal> {
  const link = await findPasswordReset(sql, token, now);
  if (!link) return { error: "gone" };
  if (!password || !repeat) return { error: "missing" };
  if (password !== repeat) return { error: "mismatch" };
  const problem = await passwordProblem(password, { email: link.email });
  if (problem) return { error: problem };
  const passwordHash = await hashPassword(password);
  const done = await sql.transaction(async (tx) => {
    const { changes } = await tx.run("UPDATE password_resets SET used_at = ? WHERE id = ? AND used_at IS NULL", [
      now,
      link.id,
    ]);
    if (!changes) return false;
    await dropUnsentPasswordResetEmails(tx, link.operatorId);
    // The link's language is theirs from now on, as a sign-in's would be: they read the mail and chose in it.
    await tx.run("UPDATE operators SET password_hash = ?, password_changed_at = ?, locale = ? WHERE id = ?", [
      passwordHash,
      now,
      link.locale,
      link.operatorId,
    ]);
    // Whoever is signed in as the operator, or halfway there with the old password, is no longer.
    await tx.run("DELETE FROM sessions WHERE operator_id = ?", [link.operatorId]);
    await tx.run("DELETE FROM sign_in_challenges WHERE operator_id = ?", [link.operatorId]);
    await recordAudit(tx, {
      operatorId: link.operatorId,
      operatorEmail: link.email,
      action: "password-reset",
      target: link.email,
      details: {},
    });
    return true;
  });
  if (!done) return { error: "gone" };
  return { ok: true, email: link.email };
}

/** Links a day past their hour (used or not) leave the store, with their mails' rows; run by the daily retention. */
export async function purgePasswordResets(sql: Sql, now = new Date()): Promise<number> {
  const { changes } = await sql.run("DELETE FROM password_resets WHERE expires_at < ?", [
    new Date(now.getTime() - 24 * 60 * MINUTE_MS),
  ]);
  return changes;
}
