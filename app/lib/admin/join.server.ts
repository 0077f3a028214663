/**
 * Joining the back office through an invitation (app/lib/admin/invitations.server.ts): the invitee's password
 * held to the rules (app/lib/admin/password-rules.server.ts) with their address as context, the invitation used
 * up, and the new operator signed in as a sign-in does it (app/lib/admin/auth.server.ts): the session the browser
 * brought ends, a new one starts. Kept apart from auth.server.ts, which signs in operators who exist already.
 */
import * as z from "zod/mini";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { openSession, type AuthServices } from "#app/lib/admin/auth.server.ts";
import { acceptInvitation, findInvitation } from "#app/lib/admin/invitations.server.ts";
import { passwordProblem, type PasswordProblem } from "#app/lib/admin/password-rules.server.ts";
import { field } from "#app/lib/server/form-fields.ts";

/** Why a join did not happen: the link works no more, or the password cannot be used (the link still works). */
export type JoinRefusal = { error: "gone" } | { error: PasswordProblem | "missing" | "mismatch" };

// Longer than any password the rules take (128 characters of up to 4 bytes): "too long" is said, not cut short.
const PASSWORD_FIELD_LIMIT = 1024;

/** The join form: the new password, typed twice. */
export const joinForm = z.object({
  password: field.asTyped(PASSWORD_FIELD_LIMIT),
  repeat: field.asTyped(PASSWORD_FIELD_LIMIT),
});
type JoinForm = z.infer<typeof joinForm>;

/**
 * Takes the invitation behind `token` with the password typed twice in `form` (`password`, `repeat`). On success
 * the answer is a 303 to `next` with the new session's cookie; otherwise why not.
 */
export async function joinTeam(
  services: Pick<AuthServices, "db" | "siteOrigin">,
  request: Request,
  token: string,
  { password, repeat }: JoinForm,
  next: string,
): Promise<Response | JoinRefusal> {
  const sql = services.db.sql;
  const invitation = await findInvitation(sql, token);
  if (!invitation) return { error: "gone" };
  if (!password || !repeat) return { error: "missing" };
  if (password !== repeat) return { error: "mismatch" };
  const problem = await passwordProblem(password, { email: invitation.email });
  if (problem) return { error: problem };

  // Another tab may have joined since the check above: the store lets one of them through.
  const joined = await acceptInvitation(sql, token, password);
  if (!joined) return { error: "gone" };
  const { operator } = joined;
  await recordAudit(sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "join",
    target: operator.email,
    details: { role: operator.role, ...(invitation.invitedBy ? { invitedBy: invitation.invitedBy } : {}) },
  });

  // As a sign-in: whoever was signed in in this browser is no longer, and no session id is ever adopted.
  return openSession(services, request, operator, next);
}
