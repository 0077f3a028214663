import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { InvitationsSection } from "#app/components/admin/team/invitations.tsx";
import { answerMemberAccess, memberAccessForm } from "#app/components/admin/team/member-access.server.ts";
import { isMemberAccessAnswer, MemberAccessSection } from "#app/components/admin/team/member-access.tsx";
import { OperatorsSection } from "#app/components/admin/team/operators.tsx";
import { TwoFactorRuleSection } from "#app/components/admin/team/two-factor-rule.tsx";
import type { Answer } from "#app/components/admin/team/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatDateTime, formatLongDate } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { deactivatedAccountKeepDays, INVITATION_KEEP_DAYS } from "#app/vocabulary/retention.ts";
import { listPendingInvitations } from "#app/lib/admin/invitations.server.ts";
import { listOperators } from "#app/lib/admin/operators.server.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { adminMeta, retryAfterHeaders } from "#app/lib/admin/page.server.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import { sessionCookie } from "#app/lib/admin/sessions.server.ts";
import { changeTeam, teamForms, type TeamChange } from "#app/lib/admin/team.server.ts";
import { twoFactorRequired } from "#app/lib/admin/two-factor.server.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/team";

/** The Berlin day `days` after `start`, written out: what the team page says the daily retention waits for. */
function dayAfter(start: Date, days: number, locale: Locale): string {
  return formatLongDate(berlinDay(start.getTime() + days * 24 * 60 * 60 * 1000), locale);
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services, operator, locale, copy } = context.get(operatorContext);
  const sql = services.db.sql;
  const members = await listOperators(sql);
  const pending = await listPendingInvitations(sql);
  const active = members.filter((member) => member.deactivatedAt === null);
  const accountKeepDays = deactivatedAccountKeepDays({
    LEAD_RETENTION_DAYS: services.config.leadRetentionDays,
    AUDIT_RETENTION_DAYS: services.config.auditRetentionDays,
  });
  return {
    operators: members.map((member) => ({
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      twoFactor: member.twoFactor,
      active: member.deactivatedAt === null,
      deletedAfter: member.deactivatedAt && dayAfter(member.deactivatedAt, accountKeepDays, locale),
      lastSeen: member.lastSeenAt ? formatDateTime(member.lastSeenAt, locale) : null,
      you: member.id === operator.id,
    })),
    invitations: pending.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      locale: invitation.locale,
      invitedBy: invitation.invitedBy,
      expires: formatDateTime(invitation.expiresAt, locale),
      expired: invitation.expired,
      deletedAfter: invitation.expired ? dayAfter(invitation.expiresAt, INVITATION_KEEP_DAYS, locale) : null,
    })),
    twoFactor: {
      required: await twoFactorRequired(sql),
      without: active.filter((member) => !member.twoFactor).length,
      active: active.length,
      youToo: !operator.twoFactor,
    },
    delivery: services.invitationMail.delivery,
    meta: adminMeta(copy.titles.team),
  };
}

// Helping a member back in (issue 47) asks for the owner's proof: its form is answered apart from the others.
const teamPageForms = z.union([teamForms, memberAccessForm]);

export async function action({ request, context }: Route.ActionArgs) {
  const { services, operator, locale, copy } = context.get(operatorContext);
  const form = await formOf(request, copy.errors.badForm, teamPageForms);
  if (form.intent === "member-access") {
    const change = { services, request, operator, client: context.get(clientContext) };
    return answerMemberAccess(change, form, locale);
  }
  const change = await changeTeam(services, operator, form, locale);
  // An owner who left the team or the owners: this page is no longer theirs.
  if ("done" in change && change.done === "deactivated" && change.you)
    return redirect(`${adminPath("login", locale)}?signedOut=1`, {
      status: 303,
      headers: { "Set-Cookie": sessionCookie(services.siteOrigin, null) },
    });
  if ("done" in change && change.done === "role-changed" && change.you && change.role !== "owner")
    return redirect(adminPath("home", locale), 303);
  // `at` tells one answer from the next, so that a form refused twice is drawn afresh twice.
  return data({ ...change, at: Date.now() }, { status: statusOf(change) });
}

function statusOf(change: TeamChange): number {
  if ("done" in change) return 200;
  if (change.refused === "gone") return 404;
  if (change.refused === "last-owner") return 409;
  return change.error === "already-operator" ? 409 : 400;
}

// A throttled proof says when to try again, as the account page does.
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** Where each kind of answer is said: beside the form that asked, so that it is seen where the owner looks. */
const sectionOf = (answer: NonNullable<Answer>): "operators" | "invitations" | "two-factor" => {
  if ("refused" in answer)
    return answer.refused === "invite" || (answer.refused === "gone" && answer.what === "invitation")
      ? "invitations"
      : "operators";
  if (answer.done === "two-factor-rule") return "two-factor";
  return ["invited", "resent", "revoked"].includes(answer.done) ? "invitations" : "operators";
};

export default function AdminTeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = useAdmin();
  const access = isMemberAccessAnswer(actionData) ? actionData : undefined;
  const answer = (access ? undefined : actionData) as Answer;
  const answerIn = (section: ReturnType<typeof sectionOf>) =>
    answer && sectionOf(answer) === section ? answer : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{copy.team.heading}</h1>
      <p className="mt-1 text-slate-600">{copy.team.intro}</p>
      <OperatorsSection operators={loaderData.operators} answer={answerIn("operators")} stamp={answer?.at} />
      <InvitationsSection
        invitations={loaderData.invitations}
        delivery={loaderData.delivery}
        answer={answerIn("invitations")}
      />
      <MemberAccessSection operators={loaderData.operators} twoFactor={!loaderData.twoFactor.youToo} answer={access} />
      <TwoFactorRuleSection rule={loaderData.twoFactor} answer={answerIn("two-factor")} />
    </>
  );
}
