import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { locales, type Locale } from "#app/i18n/locales.ts";
import { roles, type Role } from "#app/vocabulary/roles.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { ChangeNotice } from "./change-notice.tsx";
import { RowAction } from "#app/components/admin/row-action.tsx";
import { headingClasses, sectionClasses, type Answer, type Delivery, type InvitationView } from "./types.ts";

/** Inviting someone, and the invitations still open: each can be sent again or revoked. */
export function InvitationsSection({
  invitations,
  delivery,
  answer,
}: {
  invitations: InvitationView[];
  delivery: Delivery;
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
      <ChangeNotice answer={answer} />
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
                <>
                  <span className="font-semibold text-red-800">
                    {formatTemplate(text.expired, { date: invitation.expires })}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {formatTemplate(copy.team.retention.invitation, { date: invitation.deletedAfter ?? "" })}
                  </span>
                </>
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
                  <RowAction
                    key={intent}
                    intent={intent}
                    name="invitation"
                    value={invitation.id}
                    action="#invitations"
                    busy={busy}
                    label={formatTemplate(intent === "resend" ? text.resendLabel : text.revokeLabel, {
                      email: invitation.email,
                    })}
                  >
                    {intent === "resend" ? text.resend : text.revoke}
                  </RowAction>
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
function InviteForm({ delivery, answer }: { delivery: Delivery; answer: Answer }) {
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
