/**
 * What an operator changes on their own account: the password (the current one first, the ASVS rules for the
 * new one), the second factor (enrol, confirm, turn off with a code) and their sessions. A new password or a
 * change of the second factor ends every other session; each change is in the audit log.
 */
import { recordAudit, type AuditAction } from "#app/lib/admin/audit.server.ts";
import type { AuthServices } from "#app/lib/admin/auth.server.ts";
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
  takeSecondFactor,
} from "#app/lib/admin/two-factor.server.ts";
import type { Client } from "#app/lib/server/client.server.ts";

type Change = { services: AuthServices; request: Request; operator: Operator; client: Client };

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

export type PasswordChangeError = "current" | "mismatch" | "throttled" | PasswordProblem;

/** The current password is checked like a sign-in (and throttled like one): a stolen session cannot guess it. */
export async function changePassword(
  change: Change,
  { current, next, repeat }: { current: string; next: string; repeat: string },
): Promise<{ ok: true } | { ok: false; error: PasswordChangeError; retryAfterSeconds?: number }> {
  const { services, operator, client } = change;
  const attempt = await takeSignInAttempt(services.loginFailures, operator.email, client.key);
  if (!attempt.ok) return { ok: false, error: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  const hash = await passwordHashOf(services.db.sql, operator.id);
  if (!hash || !(await verifyPassword(current, hash))) return { ok: false, error: "current" };
  attempt.succeeded();
  if (next !== repeat) return { ok: false, error: "mismatch" };
  const problem = await passwordProblem(next, { email: operator.email });
  if (problem) return { ok: false, error: problem };
  await setPassword(services.db.sql, operator.id, next);
  const ended = await endOthers(change);
  await note(change, "password-change", { sessionsEnded: ended });
  return { ok: true };
}

/** Starts an enrolment (a new secret waits for a code from the app). */
export async function startEnrolment(change: Change): Promise<boolean> {
  return Boolean(await beginEnrolment(change.services.db.sql, change.operator.id));
}

/** Confirms the enrolment with a code: the second factor is on, the other sessions end, the codes come back once. */
export async function finishEnrolment(change: Change, code: string): Promise<string[] | undefined> {
  const codes = await confirmEnrolment(change.services.db.sql, change.operator.id, code);
  if (!codes) return undefined;
  const ended = await endOthers(change);
  await note(change, "two-factor-on", { sessionsEnded: ended });
  return codes;
}

/** Turns the second factor off, which takes a current code (or a recovery code), throttled like a sign-in. */
export async function turnOffTwoFactor(
  change: Change,
  code: string,
): Promise<{ ok: true } | { ok: false; error: "code" | "throttled"; retryAfterSeconds?: number }> {
  const { services, operator, client } = change;
  const attempt = await takeSignInAttempt(services.loginFailures, operator.email, client.key);
  if (!attempt.ok) return { ok: false, error: "throttled", retryAfterSeconds: attempt.retryAfterSeconds };
  if (!(await takeSecondFactor(services.db.sql, operator.id, code))) return { ok: false, error: "code" };
  attempt.succeeded();
  await disableTwoFactor(services.db.sql, operator.id);
  const ended = await endOthers(change);
  await note(change, "two-factor-off", { sessionsEnded: ended });
  return { ok: true };
}

/** Ends one of the operator's own sessions, by its public id. */
export async function endOwnSession(change: Change, publicId: string): Promise<boolean> {
  const ended = await endSession(change.services.db.sql, change.operator.id, publicId);
  if (ended) await note(change, "session-end", { session: publicId.slice(0, 8) });
  return ended;
}
