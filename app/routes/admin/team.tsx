import { data, Form, redirect, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatDateTime, formatPlural } from "#app/i18n/format.ts";
import { locales, type Locale } from "#app/i18n/locales.ts";
import { listPendingInvitations } from "#app/lib/admin/invitations.server.ts";
import { listOperators } from "#app/lib/admin/operators.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { roles, type Role } from "#app/lib/admin/roles.ts";
import { sessionCookie } from "#app/lib/admin/sessions.server.ts";
import { changeTeam, teamForms, type TeamChange } from "#app/lib/admin/team.server.ts";
import { twoFactorRequired } from "#app/lib/admin/two-factor.server.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/team";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, operator, locale, copy } = context.get(operatorContext);
  const sql = services.db.sql;
  const members = await listOperators(sql);
  const pending = await listPendingInvitations(sql);
  const active = members.filter((member) => member.deactivatedAt === null);
  return {
    operators: members.map((member) => ({
      id: member.id,
      email: member.email,
      role: member.role,
      twoFactor: member.twoFactor,
      active: member.deactivatedAt === null,
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

export async function action({ request, context }: Route.ActionArgs) {
  const { services, operator, locale, copy } = context.get(operatorContext);
  const form = await formOf(request, copy.errors.badForm, teamForms);
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

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

type LoaderData = Route.ComponentProps["loaderData"];
type Answer = (TeamChange & { at: number }) | undefined;

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
  const answer: Answer = actionData;
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
      <TwoFactorSection rule={loaderData.twoFactor} answer={answerIn("two-factor")} />
    </>
  );
}

const sectionClasses = "mt-10 scroll-mt-6";
const headingClasses = "text-xl font-bold text-slate-900";

/** What a change did, or why the store refused it, in words. */
function ChangeNotice({ answer }: { answer: NonNullable<Answer> }) {
  const { copy } = useAdmin();
  const text = copy.team;
  if ("refused" in answer) {
    if (answer.refused === "invite") return null; // said at its field
    if (answer.refused === "gone") return <Notice tone="error">{text.outcomes.gone}</Notice>;
    const message = answer.you ? text.outcomes.lastOwnerYou : text.outcomes.lastOwner;
    return <Notice tone="error">{formatTemplate(message, { email: answer.email })}</Notice>;
  }
  switch (answer.done) {
    case "role-changed":
      return (
        <Notice tone="success">
          {formatTemplate(text.outcomes.roleChanged, { email: answer.email, role: copy.roles[answer.role] })}
        </Notice>
      );
    case "deactivated":
    case "reactivated":
      return <Notice tone="success">{formatTemplate(text.outcomes[answer.done], { email: answer.email })}</Notice>;
    case "revoked":
      return <Notice tone="success">{formatTemplate(text.invitations.revoked, { email: answer.email })}</Notice>;
    case "two-factor-rule":
      return <Notice tone="success">{answer.required ? text.twoFactor.on : text.twoFactor.off}</Notice>;
    case "invited":
    case "resent":
      return <InvitationSent answer={answer} />;
  }
}

/** An invitation made or made anew: by e-mail, or its link shown this once for the owner to pass on. */
function InvitationSent({ answer }: { answer: Extract<TeamChange, { done: "invited" | "resent" }> }) {
  const { copy } = useAdmin();
  const text = copy.team;
  const values = { email: answer.email, role: copy.roles[answer.role] };
  const message =
    answer.done === "invited"
      ? formatTemplate(answer.link ? text.invite.created : text.invite.sent, values)
      : formatTemplate(answer.link ? text.invitations.resentManual : text.invitations.resent, values);
  if (!answer.link) return <Notice tone="success">{message}</Notice>;
  return (
    <div className="mb-6 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 sm:p-6">
      <p role="status" className="text-sm font-semibold text-emerald-900">
        {message}
      </p>
      <FormField
        id="invitation-link"
        className="mt-3"
        label={formatTemplate(text.invite.linkLabel, { email: answer.email })}
        hint={text.invite.linkNote}
      >
        {(control) => (
          <input
            {...control}
            readOnly
            value={answer.link ?? ""}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className={controlClasses("font-mono text-sm")}
          />
        )}
      </FormField>
    </div>
  );
}

function OperatorsSection({
  operators,
  answer,
  stamp,
}: {
  operators: LoaderData["operators"];
  answer: Answer;
  stamp: number | undefined;
}) {
  const { copy } = useAdmin();
  const text = copy.team.operators;
  const busy = useNavigation().state === "submitting";
  return (
    <section id="operators" aria-labelledby="operators-heading" className={sectionClasses}>
      <h2 id="operators-heading" className={headingClasses}>
        {text.heading}
      </h2>
      <div className="mt-4">{answer ? <ChangeNotice answer={answer} /> : null}</div>
      <DataTable
        caption={text.tableCaption}
        rows={operators}
        rowKey={(member) => member.id}
        empty={null}
        // Addresses and a form per row: cards until a wide screen.
        stackBelow="lg"
        columns={[
          {
            id: "email",
            header: text.columns.email,
            rowHeader: true,
            cell: (member) => (
              <span className={member.active ? "font-semibold" : "font-semibold text-slate-500"}>
                {member.email}
                {member.you ? <span className="font-normal text-slate-600"> {text.you}</span> : null}
              </span>
            ),
          },
          {
            id: "role",
            header: text.columns.role,
            cell: (member) => (
              // Keyed by the answer too: a refused change is drawn again with the role the operator has.
              <Form
                method="post"
                key={`${member.role}-${stamp ?? 0}`}
                className="flex flex-wrap items-center gap-2 lg:flex-nowrap"
              >
                <input type="hidden" name="intent" value="role" />
                <input type="hidden" name="operator" value={member.id} />
                <select
                  name="role"
                  defaultValue={member.role}
                  aria-label={formatTemplate(text.roleLabel, { email: member.email })}
                  className={controlClasses("py-1.5 text-sm lg:w-36 lg:shrink-0")}
                >
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {copy.roles[role]}
                    </option>
                  ))}
                </select>
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={formatTemplate(text.saveRoleLabel, { email: member.email })}
                  className={buttonClasses("secondary", "sm")}
                >
                  {text.saveRole}
                </button>
              </Form>
            ),
          },
          {
            id: "two-factor",
            header: text.columns.twoFactor,
            cell: (member) => (member.twoFactor ? text.twoFactor.on : text.twoFactor.off),
          },
          {
            id: "status",
            header: text.columns.status,
            cell: (member) => (member.active ? text.status.active : text.status.deactivated),
          },
          {
            id: "last-seen",
            header: text.columns.lastSeen,
            cell: (member) => member.lastSeen ?? text.noSession,
          },
          {
            id: "access",
            header: text.columns.actions,
            cell: (member) => (
              <Form method="post">
                <input type="hidden" name="intent" value={member.active ? "deactivate" : "reactivate"} />
                <input type="hidden" name="operator" value={member.id} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={formatTemplate(member.active ? text.deactivateLabel : text.reactivateLabel, {
                    email: member.email,
                  })}
                  className={buttonClasses("secondary", "sm")}
                >
                  {member.active ? text.deactivate : text.reactivate}
                </button>
              </Form>
            ),
          },
        ]}
      />
    </section>
  );
}

function InvitationsSection({
  invitations,
  delivery,
  answer,
}: {
  invitations: LoaderData["invitations"];
  delivery: LoaderData["delivery"];
  answer: Answer;
}) {
  const { copy } = useAdmin();
  const text = copy.team.invitations;
  const busy = useNavigation().state === "submitting";
  return (
    <section id="invitations" aria-labelledby="invitations-heading" className={sectionClasses}>
      <h2 id="invitations-heading" className={headingClasses}>
        {copy.team.invite.heading}
      </h2>
      <div className="mt-4">{answer ? <ChangeNotice answer={answer} /> : null}</div>
      <InviteForm delivery={delivery} answer={answer} />

      <h3 className="mt-8 text-lg font-bold text-slate-900">{text.heading}</h3>
      <DataTable
        className="mt-4"
        caption={text.tableCaption}
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        empty={text.empty}
        stackBelow="lg"
        columns={[
          { id: "email", header: text.columns.email, rowHeader: true, cell: (invitation) => invitation.email },
          { id: "role", header: text.columns.role, cell: (invitation) => copy.roles[invitation.role] },
          {
            id: "language",
            header: text.columns.language,
            cell: (invitation) => copy.team.invite.languages[invitation.locale],
          },
          {
            id: "invited-by",
            header: text.columns.invitedBy,
            cell: (invitation) => invitation.invitedBy ?? text.formerOwner,
          },
          {
            id: "expires",
            header: text.columns.expires,
            cell: (invitation) =>
              invitation.expired ? (
                <span className="font-semibold text-red-800">
                  {formatTemplate(text.expired, { date: invitation.expires })}
                </span>
              ) : (
                invitation.expires
              ),
          },
          {
            id: "actions",
            header: text.columns.actions,
            cell: (invitation) => (
              <div className="flex flex-wrap gap-2">
                {(["resend", "revoke"] as const).map((intent) => (
                  <Form key={intent} method="post" action="#invitations">
                    <input type="hidden" name="intent" value={intent} />
                    <input type="hidden" name="invitation" value={invitation.id} />
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={formatTemplate(intent === "resend" ? text.resendLabel : text.revokeLabel, {
                        email: invitation.email,
                      })}
                      className={buttonClasses("secondary", "sm")}
                    >
                      {intent === "resend" ? text.resend : text.revoke}
                    </button>
                  </Form>
                ))}
              </div>
            ),
          },
        ]}
      />
    </section>
  );
}

/** Address, role and language; what the owner typed comes back with a refusal, a new form after a success. */
function InviteForm({ delivery, answer }: { delivery: LoaderData["delivery"]; answer: Answer }) {
  const { copy, locale } = useAdmin();
  const text = copy.team.invite;
  const busy = useNavigation().state === "submitting";
  const refused = answer && "refused" in answer && answer.refused === "invite" ? answer : undefined;
  const fields = refused?.fields ?? { email: "", role: "sales" as Role, locale };
  const error = refused
    ? {
        missing: text.errors.missing,
        "not-an-address": text.errors.notAnAddress,
        "already-operator": formatTemplate(text.errors.alreadyOperator, { email: refused.fields.email }),
      }[refused.error]
    : undefined;
  const invited = answer && "done" in answer && answer.done === "invited";
  return (
    <Form
      method="post"
      action="#invitations"
      // A new, empty form once an invitation is made; the same one, as typed, while it is refused.
      key={invited ? `invited-${answer.at}` : "invite"}
      className="grid max-w-xl gap-5 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-6"
    >
      <p className="text-sm text-slate-700">{text.intro}</p>
      <input type="hidden" name="intent" value="invite" />
      <FormField id="invite-email" label={text.email} error={error}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            required
            maxLength={254}
            defaultValue={fields.email}
            className={controlClasses()}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="invite-role" label={text.role} hint={copy.team.roleHint}>
          {(control) => (
            <select {...control} name="role" defaultValue={fields.role} className={controlClasses()}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {copy.roles[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="invite-locale" label={text.language} hint={text.languageHint}>
          {(control) => (
            <select {...control} name="locale" defaultValue={fields.locale} className={controlClasses()}>
              {locales.map((language: Locale) => (
                <option key={language} value={language}>
                  {text.languages[language]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <p className="text-sm text-slate-700">{delivery === "email" ? text.byEmail : text.manual}</p>
      <div>
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
          {delivery === "email" ? text.submit : text.submitManual}
        </button>
      </div>
    </Form>
  );
}

function TwoFactorSection({ rule, answer }: { rule: LoaderData["twoFactor"]; answer: Answer }) {
  const { copy, locale } = useAdmin();
  const text = copy.team.twoFactor;
  const busy = useNavigation().state === "submitting";
  return (
    <section id="two-factor" aria-labelledby="two-factor-heading" className={sectionClasses}>
      <h2 id="two-factor-heading" className={headingClasses}>
        {text.heading}
      </h2>
      <div className="mt-4">{answer ? <ChangeNotice answer={answer} /> : null}</div>
      <Form
        method="post"
        action="#two-factor"
        className="grid max-w-xl gap-4 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-6"
      >
        <p className="text-sm text-slate-700">{text.intro}</p>
        <input type="hidden" name="intent" value="two-factor" />
        <div className="flex items-start gap-3">
          <input
            id="two-factor-required"
            type="checkbox"
            name="required"
            defaultChecked={rule.required}
            aria-describedby="two-factor-hint"
            className="mt-0.5 size-5 shrink-0 accent-indigo-600"
          />
          <div>
            <label htmlFor="two-factor-required" className="font-semibold text-slate-900">
              {text.label}
            </label>
            <p id="two-factor-hint" className="mt-1 text-sm text-slate-600">
              {text.hint}
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-700">
          {rule.without === 0
            ? text.everyone
            : formatTemplate(formatPlural(rule.without, text.without, locale), {
                total: formatCount(rule.active, locale),
              })}
          {rule.youToo && !rule.required ? ` ${text.youToo}` : null}
        </p>
        <div>
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
            {text.save}
          </button>
        </div>
      </Form>
    </section>
  );
}
