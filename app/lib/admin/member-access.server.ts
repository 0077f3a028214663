/**
 * An owner lets a locked-out member back in from the team page (issue 47): a link to set a new password sent to the
 * member (app/lib/admin/password-reset.server.ts), or the member's second factor cleared, so that they sign in with
 * their password alone and set it up again. Either asks for fresh proof of the owner's own identity, as the account
 * page does (a stolen session alone helps nobody in), is noted in the audit log, and tells the member by e-mail what
 * was done and by whom, in the member's language. An owner's own access is changed on their account page, not here.
 */
import type { Locale } from "#app/i18n/locales.ts";
import { proven, type Change, type ProofError, type Proof } from "#app/lib/admin/account.server.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { findOperator, type TeamMember } from "#app/lib/admin/operators.server.ts";
import { issuePasswordReset, type PasswordResetServices } from "#app/lib/admin/password-reset.server.ts";
import { disableTwoFactor } from "#app/lib/admin/two-factor.server.ts";
import { queueTwoFactorResetEmail } from "#app/lib/notify/outbox.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

export type MemberAccessHelp = "password-link" | "second-factor";
export const memberAccessHelps = ["password-link", "second-factor"] as const satisfies MemberAccessHelp[];

/** What the owner's help did, or why it did not happen (before any proof was asked). */
export type MemberAccessOutcome =
  | { access: "link-sent"; email: string; link: string | null }
  | { access: "second-factor-cleared"; email: string; told: boolean }
  | { access: "refused"; why: "self" | "gone" | "no-second-factor"; email: string | null };

type Help = { member: string; help: MemberAccessHelp; proof: Proof; locale: Locale };

/** The member's language: the one they last signed in with (or set a password in), else the owner's page's. */
async function languageOf(sql: Sql, member: TeamMember, fallback: Locale): Promise<Locale> {
  const row = await sql.get<{ locale: string | null }>("SELECT locale FROM operators WHERE id = ?", [member.id]);
  return row?.locale === "de" || row?.locale === "en" ? row.locale : fallback;
}

/**
 * Helps a member back in as the owner asked. What cannot be done is said before the owner's proof is taken (a code
 * is good once); then the proof, then the change.
 */
export async function helpMember(
  change: Change & { services: PasswordResetServices },
  { member: memberId, help, proof, locale }: Help,
): Promise<MemberAccessOutcome | { access: "proof"; error: ProofError; retryAfterSeconds?: number }> {
  const { services, operator: owner } = change;
  const sql = services.db.sql;
  const member = await findOperator(sql, memberId);
  if (!member || member.deactivatedAt !== null) return { access: "refused", why: "gone", email: member?.email ?? null };
  if (member.id === owner.id) return { access: "refused", why: "self", email: member.email };
  if (help === "second-factor" && !member.twoFactor)
    return { access: "refused", why: "no-second-factor", email: member.email };
  const checked = await proven(change, proof);
  if (!checked.ok) return { access: "proof", error: checked.error, retryAfterSeconds: checked.retryAfterSeconds };
  const language = await languageOf(sql, member, locale);
  const note = (action: "password-reset-link-sent" | "two-factor-reset", details: Record<string, string>) =>
    recordAudit(sql, { operatorId: owner.id, operatorEmail: owner.email, action, target: member.email, details });
  if (help === "password-link") {
    const mail = services.invitationMail;
    const { link } = await issuePasswordReset(sql, { operatorId: member.id, locale: language, sentBy: owner.id }, mail);
    await note("password-reset-link-sent", { delivery: mail.delivery, locale: language });
    return { access: "link-sent", email: member.email, link };
  }
  const told = services.invitationMail.delivery === "email";
  await disableTwoFactor(sql, member.id);
  await sql.transaction(async (tx) => {
    // Whoever holds a session of the member, or is halfway through signing in as them, starts again.
    await tx.run("DELETE FROM sessions WHERE operator_id = ?", [member.id]);
    await tx.run("DELETE FROM sign_in_challenges WHERE operator_id = ?", [member.id]);
    if (told) await queueTwoFactorResetEmail(tx, { operatorId: member.id, actorId: owner.id, locale: language });
  });
  if (told) services.invitationMail.queued?.();
  await note("two-factor-reset", { locale: language });
  return { access: "second-factor-cleared", email: member.email, told };
}
