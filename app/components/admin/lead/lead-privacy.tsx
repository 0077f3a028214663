import { Form, Link, useActionData } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { RowAction } from "#app/components/admin/row-action.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { withQuery } from "#app/lib/admin/lead-links.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { privacyRequestKinds } from "#app/vocabulary/admin.ts";
import type { PrivacyRequestView } from "./person.server.ts";
import { LeadPanel } from "./lead-panel.tsx";

/** What the page's privacy forms answered (the lead page's action). */
type PrivacyAnswer = { privacy?: "recorded" | "done" | "bad-day" };

/**
 * The person's rights (issue 47: the person, not only this lead): all their data as JSON, their requests under
 * the GDPR with deadlines (recorded here, marked answered here), and erasing them.
 */
export function LeadPrivacy({
  id,
  list,
  requests,
  today,
}: {
  id: string;
  list: string;
  requests: PrivacyRequestView[];
  today: string;
}) {
  const { copy, locale } = useAdmin();
  const answer = useActionData<PrivacyAnswer>()?.privacy;
  const button = buttonClasses("secondary", "sm", "h-auto min-h-9 py-2 text-left whitespace-normal");
  return (
    <LeadPanel id="lead-privacy" heading={copy.lead.privacyHeading} className="flex flex-col items-start gap-3">
      <a href={adminPath("leadJson", locale, { id })} download className={button}>
        {copy.lead.exportJson}
      </a>
      <p className="text-xs text-slate-600">{copy.lead.exportHint}</p>
      <h3 className="mt-2 text-base font-semibold text-slate-900">{copy.person.requestsHeading}</h3>
      {answer === "recorded" || answer === "done" ? (
        <p role="status" className="text-sm text-emerald-800">
          {answer === "recorded" ? copy.person.recorded : copy.person.markedDone}
        </p>
      ) : null}
      {requests.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.person.requestsEmpty}</p>
      ) : (
        <ul className="w-full space-y-2" data-testid="person-requests">
          {requests.map((request) => (
            <li key={request.id} className="text-sm text-slate-800">
              <strong>{copy.person.kinds[request.kind]}</strong> · {request.received} ·{" "}
              {request.done
                ? formatTemplate(copy.person.doneOn, { date: request.done.at, who: request.done.who })
                : formatTemplate(copy.person.dueOn, { date: request.due })}
              {request.overdue ? <span className="ml-2 font-semibold text-red-700">{copy.person.overdue}</span> : null}
              {request.done ? null : (
                <RowAction intent="privacy-request-done" name="request" value={request.id} className="mt-1">
                  {copy.person.markDone}
                </RowAction>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="grid w-full gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="privacy-request" />
        <FormField id="privacy-kind" label={copy.person.kind}>
          {(control) => (
            <select {...control} name="kind" className={controlClasses()}>
              {privacyRequestKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {copy.person.kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="privacy-received"
          label={copy.person.receivedOn}
          error={answer === "bad-day" ? copy.person.badDay : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="received"
              type="date"
              required
              max={today}
              defaultValue={today}
              className={controlClasses()}
            />
          )}
        </FormField>
        <div className="grid gap-2 sm:col-span-2">
          <button type="submit" aria-describedby="privacy-record-hint" className={`${button} justify-self-start`}>
            {copy.person.record}
          </button>
          <p id="privacy-record-hint" className="text-xs text-slate-600">
            {copy.person.recordHint}
          </p>
        </div>
      </Form>
      <Link
        to={withQuery(adminPath("deleteLead", locale, { id }), list ? `list=${encodeURIComponent(list)}` : "")}
        className={buttonClasses("destructive", "sm")}
      >
        {copy.lead.delete}
      </Link>
    </LeadPanel>
  );
}
