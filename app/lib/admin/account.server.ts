/**
 * What an operator changes on their own account: the password (the ASVS rules for the new one), the second factor
 * (enrol, confirm, turn off, new recovery codes) and their sessions. Each change but starting an enrolment asks
 * for fresh proof first (the password, and the current code where one is set), so a stolen session alone changes
 * nothing of it (issue 44). A new password or a change of the second factor ends every other session; each change
 * is in the audit log.
 */
import { recordAudit, type AuditAction } from "#app/lib/admin/audit.server.ts";
import { checkSecondFactor, type AuthServices } from "#app/lib/admin/auth.server.ts";
import type { Operator } from "#app/lib/admin/operators.server.ts";
import { passwordHashOf, setPassword } from "#app/lib/admin/operators.server.ts";
import { passwordProblem, type PasswordProblem } from "#app/lib/admin/password-rules.server.ts";
import { verifyPassword } from "#app/lib/admin/passwords.server.ts";
import { endOtherSessions, endSession, readSessionCookie } from "#app/lib/admin/sessions.server.ts";
import { takeSignInAttempt } from "#app/lib/admin/sign-in-throttle.server.ts";
import {
  beginEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  renewRecoveryCodes as newRecoveryCodesFor,
} from "#app/lib/admin/two-factor.server.ts";
import type { Client } from "#app/lib/server/client.server.ts";

/** Who changes something that needs fresh proof of who they are, from where, with which services. */
export type Change = { services: AuthServices; request: Request; operator: Operator; client: Client };

async function note(
  { services, operator }: Change,
  action: AuditAction,
  details: Record<string, string | number> = {},
) {
  await recordAudit(services.db.sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action,
    target: operator.email,
    details,
  });
}

/** Every session but the one this request brings. */
async function endOthers({ services, request, operator }: Change): Promise<number> {
  const token = readSessionCookie(request.headers.get("Cookie"), services.siteOrigin);
  return token ? endOtherSessions(services.db.sql, operator.id, token) : 0;
}

/** What a stolen session does not have: the password, and the current code where the operator has two factors. */
export type Proof = { password: string; code: string };
/** `code-unreadable`: this instance cannot check app codes for the operator (decision 0035); a recovery code works. */
export type ProofError = "proof-password" | "proof-code" | "code-unreadable" | "throttled";
type Refusal<E extends string> = { ok: false; error: E; retryAfterSeconds?: number };

/**
 * Fresh proof before a change that decides who can sign in (a second factor, recovery codes, the password, the
 * other sessions): the password checked like a sign-in (and throttled like one), then the current code where the
 * operator has a second factor, taken once and counted like one at sign-in. A stolen session has neither. An owner
 * gives it on the team page too, before helping a locked-out member (app/lib/admin/member-access.server.ts).
 */
export async function proven(change: Change, proof: Proof): Promise<{ ok: true } | Refusal<ProofError>> {
  const { services, operator, client } = change;
  const attempt = await takeSignInAttempt(services.loginFailures, operator.email, client.key);
  if (!attempt.ok) return { ok: false, error: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  const hash = await passwordHashOf(services.db.sql, operator.id);
  if (!hash || !(await verifyPassword(proof.password, hash))) {
    services.signInFailures.note(operator, "failed");
    return { ok: false, error: "proof-password" };
  }
  attempt.succeeded();
  if (!operator.twoFactor) return { ok: true };
  const code = proof.code.trim();
  if (!code) return { ok: false, error: "proof-code" };
  const checked = await checkSecondFactor(services, operator, code, client);
  if (checked.ok) return { ok: true };
  if (checked.error === "invalid") return { ok: false, error: "proof-code" };
  if (checked.error === "unreadable") return { ok: false, error: "code-unreadable" };
  return { ok: false, error: "throttled", retryAfterSeconds: checked.retryAfterSeconds };
}

export type PasswordChangeError = "mismatch" | ProofError | PasswordProblem;

/** A new password, after fresh proof (the current password, and a code where one is set). */
export async function changePassword(
  change: Change,
  { proof, next, repeat }: { proof: Proof; next: string; repeat: string },
): Promise<{ ok: true } | Refusal<PasswordChangeError>> {
  const { services, operator } = change;
  if (next !== repeat) return { ok: false, error: "mismatch" };
  const problem = await passwordProblem(next, { email: operator.email });
  if (problem) return { ok: false, error: problem };
  const checked = await proven(change, proof);
  if (!checked.ok) return checked;
  await setPassword(services.db.sql, operator.id, next);
  const ended = await endOthers(change);
  await note(change, "password-change", { sessionsEnded: ended });
  return { ok: true };
}

/** Starts an enrolment (a new secret waits for a code from the app; nothing changes until it is confirmed). */
export async function startEnrolment(change: Change): Promise<boolean> {
  return Boolean(await beginEnrolment(change.services.db.sql, change.services.totpKey, change.operator.id));
}

/**
 * Confirms the enrolment with the password and a code from the new app: the second factor is on, the other
 * sessions end, the recovery codes come back once.
 */
export async function finishEnrolment(
  change: Change,
  proof: Proof,
  code: string,
): Promise<{ ok: true; codes: string[] } | Refusal<ProofError | "wrong-code">> {
  const checked = await proven(change, proof);
  if (!checked.ok) return checked;
  const codes = await confirmEnrolment(change.services.db.sql, change.services.totpKey, change.operator.id, code);
  if (!codes) return { ok: false, error: "wrong-code" };
  const ended = await endOthers(change);
  await note(change, "two-factor-on", { sessionsEnded: ended });
  return { ok: true, codes };
}

/** Turns the second factor off, with the password and a current code (or a recovery code). */
export async function turnOffTwoFactor(change: Change, proof: Proof): Promise<{ ok: true } | Refusal<ProofError>> {
  const checked = await proven(change, proof);
  if (!checked.ok) return checked;
  await disableTwoFactor(change.services.db.sql, change.operator.id);
  const ended = await endOthers(change);
  await note(change, "two-factor-off", { sessionsEnded: ended });
  return { ok: true };
}

/** Ten new recovery codes in place of the old ones, with the password and a current code; the others sessions end. */
export async function renewRecoveryCodes(
  change: Change,
  proof: Proof,
): Promise<{ ok: true; codes: string[] } | Refusal<ProofError>> {
  if (!change.operator.twoFactor) return { ok: false, error: "proof-code" };
  const checked = await proven(change, proof);
  if (!checked.ok) return checked;
  const codes = await newRecoveryCodesFor(change.services.db.sql, change.operator.id);
  const ended = await endOthers(change);
  await note(change, "recovery-codes-new", { sessionsEnded: ended });
  return { ok: true, codes };
}

/** Ends one of the operator's own sessions, by its public id, with fresh proof: a stolen session cannot end the owner's. */
export async function endOwnSession(
  change: Change,
  publicId: string,
  proof: Proof,
): Promise<{ ok: true } | Refusal<ProofError>> {
  const checked = await proven(change, proof);
  if (!checked.ok) return checked;
  const ended = await endSession(change.services.db.sql, change.operator.id, publicId);
  if (ended) await note(change, "session-end", { session: publicId.slice(0, 8) });
  return { ok: true };
}
