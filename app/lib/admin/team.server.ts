/**
 * What an owner changes on the team page (routes/admin/team.tsx), one form post at a time: a role, access
 * (deactivate, reactivate), an invitation (invite, send again, withdraw) and the rule that everyone uses two
 * factors. Each change is noted in the audit log under the owner, its target the address of the operator or
 * invitee it concerns. What the store refuses (the last active owner, a row gone meanwhile) comes back as words
 * for the page, never as an error.
 */
import { isLocale, type Locale } from "#app/i18n/locales.ts";
import { recordAudit, type AuditEntry } from "#app/lib/admin/audit.server.ts";
import {
  AlreadyOperatorError,
  invite,
  NotAnAddressError,
  resendInvitation,
  revokeInvitation,
  type InvitationMail,
  type SentInvitation,
} from "#app/lib/admin/invitations.server.ts";
import { changeRole, findOperator, setActive, type Operator } from "#app/lib/admin/operators.server.ts";
import { isRole, type Role } from "#app/lib/admin/roles.ts";
import { requireTwoFactor, twoFactorRequired } from "#app/lib/admin/two-factor.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";

/** What the team page's changes need of the site's services. */
export type TeamServices = { db: Database; invitationMail: InvitationMail };

export type InviteError = "missing" | "not-an-address" | "already-operator";

/** What the invitation form held, handed back with its error so that nothing typed is lost. */
export type InviteFields = { email: string; role: Role; locale: Locale };

/** What a change did (`done`) or why it did not happen (`refused`), for the page to say; `you`: the owner's own row. */
export type TeamChange =
  | { done: "role-changed"; email: string; role: Role; you: boolean }
  | { done: "deactivated" | "reactivated"; email: string; you: boolean }
  | { done: "invited" | "resent"; email: string; role: Role; link: string | null }
  | { done: "revoked"; email: string }
  | { done: "two-factor-rule"; required: boolean }
  | { refused: "last-owner"; email: string; you: boolean }
  /** Gone meanwhile (another owner, another tab): the operator or invitation the form named. */
  | { refused: "gone"; what: "operator" | "invitation" }
  | { refused: "invite"; error: InviteError; fields: InviteFields };

/** A form this page never sends (no intent, no role it knows): the client's mistake. */
export class BadTeamFormError extends Error {
  constructor(what: string) {
    super(`not a form of the team page: ${what}`);
    this.name = "BadTeamFormError";
  }
}

type Change = { services: TeamServices; owner: Operator; form: FormData; locale: Locale };

const changes: Record<string, (change: Change) => Promise<TeamChange>> = {
  role: changeRoleOf,
  deactivate: (change) => changeAccess(change, false),
  reactivate: (change) => changeAccess(change, true),
  invite: inviteSomeone,
  resend: resend,
  revoke: revoke,
  "two-factor": changeTwoFactorRule,
};

/** Carries out the change a form of the team page asks for (`intent`). */
export async function changeTeam(
  services: TeamServices,
  owner: Operator,
  form: FormData,
  locale: Locale,
): Promise<TeamChange> {
  const intent = String(form.get("intent") ?? "");
  const change = Object.hasOwn(changes, intent) ? changes[intent] : undefined;
  if (!change) throw new BadTeamFormError(`intent "${intent.slice(0, 40)}"`);
  return change({ services, owner, form, locale });
}

function field(form: FormData, name: string): string {
  return String(form.get(name) ?? "").trim();
}

function roleField(form: FormData): Role {
  const role = field(form, "role");
  if (!isRole(role)) throw new BadTeamFormError(`role "${role.slice(0, 40)}"`);
  return role;
}

/** An audit entry under the owner who made the change. */
function note(change: Change, entry: Pick<AuditEntry, "action" | "target" | "details">): Promise<void> {
  return recordAudit(change.services.db.sql, {
    operatorId: change.owner.id,
    operatorEmail: change.owner.email,
    ...entry,
  });
}

async function changeRoleOf(change: Change): Promise<TeamChange> {
  const sql = change.services.db.sql;
  const role = roleField(change.form);
  const member = await findOperator(sql, field(change.form, "operator"));
  if (!member) return { refused: "gone", what: "operator" };
  const you = member.id === change.owner.id;
  const result = await changeRole(sql, member.id, role);
  if (!result.ok)
    return result.reason === "last-owner"
      ? { refused: "last-owner", email: member.email, you }
      : { refused: "gone", what: "operator" };
  if (result.from !== role)
    await note(change, { action: "role-change", target: member.email, details: { from: result.from, to: role } });
  return { done: "role-changed", email: member.email, role, you };
}

async function changeAccess(change: Change, active: boolean): Promise<TeamChange> {
  const sql = change.services.db.sql;
  const member = await findOperator(sql, field(change.form, "operator"));
  if (!member) return { refused: "gone", what: "operator" };
  const you = member.id === change.owner.id;
  const done = active ? "reactivated" : "deactivated";
  // Sent twice (a reload, two tabs): nothing to change, nothing to note.
  if ((member.deactivatedAt === null) === active) return { done, email: member.email, you };
  const result = await setActive(sql, member.id, active);
  if (!result.ok)
    return result.reason === "last-owner"
      ? { refused: "last-owner", email: member.email, you }
      : { refused: "gone", what: "operator" };
  await note(change, {
    action: active ? "reactivate" : "deactivate",
    target: member.email,
    details: { role: member.role },
  });
  return { done, email: member.email, you };
}

/** The link of an invitation, when the owner passes it on; null when it went by e-mail. */
const linkOf = (sent: SentInvitation) => (sent.delivery === "manual" ? sent.link : null);

async function inviteSomeone(change: Change): Promise<TeamChange> {
  const { services, owner, form } = change;
  const language = field(form, "locale");
  const fields: InviteFields = {
    email: field(form, "email").slice(0, 254),
    role: roleField(form),
    locale: isLocale(language) ? language : change.locale,
  };
  if (!fields.email) return { refused: "invite", error: "missing", fields };
  try {
    const sent = await invite(services.db.sql, { ...fields, invitedBy: owner.id }, services.invitationMail);
    const { email, role, locale } = sent.invitation;
    await note(change, { action: "invite", target: email, details: { role, locale } });
    return { done: "invited", email, role, link: linkOf(sent) };
  } catch (error) {
    if (error instanceof NotAnAddressError) return { refused: "invite", error: "not-an-address", fields };
    if (error instanceof AlreadyOperatorError) return { refused: "invite", error: "already-operator", fields };
    throw error;
  }
}

async function resend(change: Change): Promise<TeamChange> {
  const { services, form } = change;
  const sent = await resendInvitation(services.db.sql, { id: field(form, "invitation") }, services.invitationMail);
  if (!sent) return { refused: "gone", what: "invitation" };
  const { email, role, locale } = sent.invitation;
  await note(change, { action: "invitation-resend", target: email, details: { role, locale } });
  return { done: "resent", email, role, link: linkOf(sent) };
}

async function revoke(change: Change): Promise<TeamChange> {
  const revoked = await revokeInvitation(change.services.db.sql, field(change.form, "invitation"));
  if (!revoked) return { refused: "gone", what: "invitation" };
  await note(change, { action: "invitation-revoke", target: revoked.email, details: { role: revoked.role } });
  return { done: "revoked", email: revoked.email };
}

async function changeTwoFactorRule(change: Change): Promise<TeamChange> {
  const sql = change.services.db.sql;
  // A checkbox: sent as "on" when ticked, not at all when not.
  const required = change.form.get("required") === "on";
  if ((await twoFactorRequired(sql)) !== required) {
    await requireTwoFactor(sql, required);
    await note(change, { action: "two-factor-rule", target: null, details: { required: required ? "on" : "off" } });
  }
  return { done: "two-factor-rule", required };
}
