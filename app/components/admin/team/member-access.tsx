import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { ProofFields, Throttled } from "#app/components/admin/account/proof-fields.tsx";
import type { Outcome } from "#app/components/admin/account/types.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import type { MemberAccessOutcome } from "#app/lib/admin/member-access.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { HandedLink } from "./handed-link.tsx";
import { headingClasses, sectionClasses, type OperatorView } from "./types.ts";

/** The section's answer: what the help did or why not, or the owner's proof refused. */
export type MemberAccessAnswer = (MemberAccessOutcome & { at: number }) | Outcome | undefined;

/** Whether an answer of the team page's action is this section's. */
export function isMemberAccessAnswer(answer: unknown): answer is NonNullable<MemberAccessAnswer> {
  if (!answer || typeof answer !== "object") return false;
  return "access" in answer || ("form" in answer && answer.form === "memberAccess");
}

/**
 * An owner helps a member back in (issue 47): a link to set a new password, or their second factor turned off, with
 * the owner's own password and code. The owner's own row is not offered: their account page is for that.
 */
export function MemberAccessSection({
  operators,
  twoFactor,
  answer,
}: {
  operators: OperatorView[];
  twoFactor: boolean;
  answer: MemberAccessAnswer;
}) {
  const { copy } = useAdmin();
  const text = copy.recovery.team;
  const busy = useNavigation().state === "submitting";
  const members = operators.filter((member) => member.active && !member.you);
  const outcome = answer && "error" in answer ? answer : undefined;
  return (
    <section id="member-access" aria-labelledby="member-access-heading" className={sectionClasses}>
      <h2 id="member-access-heading" className={headingClasses}>
        {text.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-600">{text.intro}</p>
      <div className="mt-4">
        {answer && "access" in answer ? <AccessNotice answer={answer} /> : null}
        <Throttled outcome={outcome} forms={["memberAccess"]} />
      </div>
      {members.length === 0 ? (
        <p className="mt-4 text-slate-600">{text.nobody}</p>
      ) : (
        <Form
          method="post"
          className="mt-4 max-w-3xl space-y-5 rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6"
        >
          <input type="hidden" name="intent" value="member-access" />
          <FormField id="member-access-operator" label={text.member}>
            {(control) => (
              <select {...control} name="operator" className={controlClasses()}>
                {members.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name === member.email ? member.email : `${member.name} (${member.email})`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <fieldset className="space-y-3">
            <legend className="font-semibold text-slate-900">{text.what}</legend>
            <Choice value="password-link" label={text.passwordLink} hint={text.passwordLinkHint} checked />
            <Choice value="second-factor" label={text.secondFactor} hint={text.secondFactorHint} />
          </fieldset>
          <ProofFields id="member-access" form="memberAccess" twoFactor={twoFactor} outcome={outcome} />
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
            {text.submit}
          </button>
        </Form>
      )}
    </section>
  );
}

function Choice({ value, label, hint, checked }: { value: string; label: string; hint: string; checked?: boolean }) {
  const id = `member-access-${value}`;
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="radio"
        name="help"
        value={value}
        defaultChecked={checked}
        aria-describedby={`${id}-hint`}
        className="mt-1"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

function AccessNotice({ answer }: { answer: MemberAccessOutcome }) {
  const { copy } = useAdmin();
  const text = copy.recovery.team;
  if (answer.access === "refused") {
    const message = answer.why === "self" ? text.self : answer.why === "gone" ? text.gone : text.noSecondFactor;
    return <Notice tone="error">{formatTemplate(message, { email: answer.email ?? "" })}</Notice>;
  }
  if (answer.access === "second-factor-cleared")
    return (
      <Notice tone="success">
        {formatTemplate(answer.told ? text.cleared : text.clearedUntold, { email: answer.email })}
      </Notice>
    );
  if (!answer.link) return <Notice tone="success">{formatTemplate(text.linkSent, { email: answer.email })}</Notice>;
  return (
    <HandedLink
      id="member-access-link"
      message={formatTemplate(text.linkManual, { email: answer.email })}
      label={formatTemplate(text.linkLabel, { email: answer.email })}
      link={answer.link}
    />
  );
}
