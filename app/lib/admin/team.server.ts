/**
 * What an owner changes on the team page (routes/admin/team.tsx), one form post at a time: a role, access
 * (deactivate, reactivate), an invitation (invite, send again, withdraw) and the rule that everyone uses two
 * factors. Each change is noted in the audit log under the owner, its target the address of the operator or
 * invitee it concerns. What the store refuses (the last active owner, a row gone meanwhile) comes back as words
 * for the page, never as an error.
 */
import * as z from "zod/mini";
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
import { roles, type Role } from "#app/vocabulary/roles.ts";
import { requireTwoFactor, twoFactorRequired } from "#app/lib/admin/two-factor.server.ts";
import { field, intents } from "#app/lib/server/form-fields.ts";
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

const operatorId = field.line(200);
const invitationId = field.line(200);

/** The team page's forms, one per intent; a form it never sends (no intent, no role it knows) is the client's mistake. */
export const teamForms = intents(
  z.object({ intent: z.literal("role"), operator: operatorId, role: field.oneOf(roles) }),
  z.object({ intent: z.literal("deactivate"), operator: operatorId }),
  z.object({ intent: z.literal("reactivate"), operator: operatorId }),
  z.object({ intent: z.literal("invite"), email: field.line(254), role: field.oneOf(roles), locale: field.line(8) }),
  z.object({ intent: z.literal("resend"), invitation: invitationId }),
  z.object({ intent: z.literal("revoke"), invitation: invitationId }),
  z.object({ intent: z.literal("two-factor"), required: field.checkbox() }),
);
export type TeamForm = z.infer<typeof teamForms>;
type FormOf<Intent extends TeamForm["intent"]> = Extract<TeamForm, { intent: Intent }>;

type Change = { services: TeamServices; owner: Operator; locale: Locale };

/** Carries out the change a form of the team page asks for (`intent`). */
export async function changeTeam(
  services: TeamServices,
  owner: Operator,
  form: TeamForm,
  locale: Locale,
): Promise<TeamChange> {
  const change = { services, owner, locale };
  switch (form.intent) {
    case "role":
      return changeRoleOf(change, form);
    case "deactivate":
      return changeAccess(change, form, false);
    case "reactivate":
      return changeAccess(change, form, true);
    case "invite":
      return inviteSomeone(change, form);
    case "resend":
      return resend(change, form);
    case "revoke":
      return revoke(change, form);
    case "two-factor":
      return changeTwoFactorRule(change, form);
  }
}

/** An audit entry under the owner who made the change. */
function note(change: Change, entry: Pick<AuditEntry, "action" | "target" | "details">): Promise<void> {
  return recordAudit(change.services.db.sql, {
    operatorId: change.owner.id,
    operatorEmail: change.owner.email,
    ...entry,
  });
}

async function changeRoleOf(change: Change, { role, operator }: FormOf<"role">): Promise<TeamChange> {
  const sql = change.services.db.sql;
  const member = await findOperator(sql, operator);
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

async function changeAccess(
  change: Change,
  form: FormOf<"deactivate" | "reactivate">,
  active: boolean,
): Promise<TeamChange> {
  const sql = change.services.db.sql;
  const member = await findOperator(sql, form.operator);
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

async function inviteSomeone(change: Change, form: FormOf<"invite">): Promise<TeamChange> {
  const { services, owner } = change;
  const fields: InviteFields = {
    email: form.email,
    role: form.role,
    locale: isLocale(form.locale) ? form.locale : change.locale,
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

async function resend(change: Change, form: FormOf<"resend">): Promise<TeamChange> {
  const { services } = change;
  const sent = await resendInvitation(services.db.sql, { id: form.invitation }, services.invitationMail);
  if (!sent) return { refused: "gone", what: "invitation" };
  const { email, role, locale } = sent.invitation;
  await note(change, { action: "invitation-resend", target: email, details: { role, locale } });
  return { done: "resent", email, role, link: linkOf(sent) };
}

async function revoke(change: Change, form: FormOf<"revoke">): Promise<TeamChange> {
  const revoked = await revokeInvitation(change.services.db.sql, form.invitation);
  if (!revoked) return { refused: "gone", what: "invitation" };
  await note(change, { action: "invitation-revoke", target: revoked.email, details: { role: revoked.role } });
  return { done: "revoked", email: revoked.email };
}

async function changeTwoFactorRule(change: Change, { required }: FormOf<"two-factor">): Promise<TeamChange> {
  const sql = change.services.db.sql;
  if ((await twoFactorRequired(sql)) !== required) {
    await requireTwoFactor(sql, required);
    await note(change, { action: "two-factor-rule", target: null, details: { required: required ? "on" : "off" } });
  }
  return { done: "two-factor-rule", required };
}
