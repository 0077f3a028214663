import { data, Form, Link, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import { getLead, notificationsOf, updateLead } from "#app/lib/admin/leads.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { isLeadStatus, leadStatuses } from "#app/lib/admin/vocabulary.ts";
import { retryNotification } from "#app/lib/notify/outbox.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { Route } from "./+types/lead";

const NOTES_LIMIT = 5_000;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, locale, copy } = context.get(operatorContext);
  const lead = await getLead(services.db.sql, params.id);
  if (!lead) return data({ lead: null, notifications: [], meta: adminMeta(copy.titles.leads) }, { status: 404 });
  const notifications = await notificationsOf(services.db.sql, lead.id);
  const name = `${lead.firstName} ${lead.lastName}`;
  return {
    lead: {
      id: lead.id,
      name,
      received: formatDateTime(lead.receivedAt, locale),
      language: lead.locale,
      fields: {
        firstName: lead.firstName,
        lastName: lead.lastName,
        company: lead.company,
        email: lead.email,
        phone: lead.phone ?? null,
        message: lead.message,
      },
      status: lead.status,
      notes: lead.notes,
    },
    notifications: notifications.map((notification) => ({
      id: notification.id,
      channel: notification.channel,
      status: notification.status,
      attempts: notification.attempts,
      lastError: notification.lastError,
      sent: notification.sentAt ? formatDateTime(notification.sentAt, locale) : null,
    })),
    meta: adminMeta(formatTemplate(copy.titles.lead, { name })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, operator, copy } = context.get(operatorContext);
  const form = await formOf(request, copy.errors.badForm);
  const who = { operatorId: operator.id, operatorEmail: operator.email, target: params.id };
  if (form.get("intent") === "retry") {
    const id = String(form.get("notification") ?? "");
    const notifications = await notificationsOf(services.db.sql, params.id);
    if (!notifications.some((notification) => notification.id === id)) throw data(null, { status: 404 });
    if (await retryNotification(services.db.sql, id)) {
      await recordAudit(services.db.sql, { ...who, action: "notification-retry", details: { notification: id } });
      services.worker?.poke();
    }
    return { done: "retried" as const };
  }
  const status = form.get("status");
  const notes = String(form.get("notes") ?? "").slice(0, NOTES_LIMIT);
  if (!isLeadStatus(status)) throw data(null, { status: 400 });
  const changed = await updateLead(services.db.sql, params.id, { status, notes });
  if (!changed) throw data(null, { status: 404 });
  if (changed.status) {
    await recordAudit(services.db.sql, {
      ...who,
      action: "status-change",
      details: { from: changed.status.from, to: changed.status.to },
    });
  }
  if (changed.notes) await recordAudit(services.db.sql, { ...who, action: "notes-change", details: {} });
  return { done: "saved" as const };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { lead, notifications } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p>
        <Link to={adminPath("leads", locale)} className="text-sm text-indigo-700 underline">
          {copy.lead.back}
        </Link>
      </p>
      {!lead ? (
        <>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{copy.leads.heading}</h1>
          <p className="mt-4 text-slate-700">{copy.lead.notFound}</p>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">{lead.name}</h1>
          <p className="mt-1 text-slate-600">
            {copy.lead.received}: {lead.received} ({copy.lead.receivedNote}) · {copy.lead.language}:{" "}
            {copy.lead.languages[lead.language]}
          </p>
          {actionData?.done ? (
            <div className="mt-6">
              <Notice tone="success">{actionData.done === "saved" ? copy.lead.saved : copy.lead.retried}</Notice>
            </div>
          ) : null}
          <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr]">
            <section
              aria-labelledby="lead-details"
              className="rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6"
            >
              <h2 id="lead-details" className="sr-only">
                {lead.name}
              </h2>
              <dl className="grid gap-4 sm:grid-cols-2">
                {(["firstName", "lastName", "company", "email", "phone"] as const).map((field) => (
                  <div key={field}>
                    <dt className="text-sm font-semibold text-slate-600">{copy.lead.fields[field]}</dt>
                    <dd className="mt-1 text-slate-900 [overflow-wrap:anywhere]">
                      {field === "email" ? (
                        <a href={`mailto:${lead.fields.email}`} className="text-indigo-700 underline">
                          {lead.fields.email}
                        </a>
                      ) : (
                        (lead.fields[field] ?? copy.lead.noPhone)
                      )}
                    </dd>
                  </div>
                ))}
                <div className="sm:col-span-2">
                  <dt className="text-sm font-semibold text-slate-600">{copy.lead.fields.message}</dt>
                  <dd className="mt-1 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
                    {lead.fields.message}
                  </dd>
                </div>
              </dl>
            </section>
            <div className="space-y-6">
              <section
                aria-labelledby="lead-work"
                className="rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6"
              >
                <h2 id="lead-work" className="text-lg font-bold text-slate-900">
                  {copy.lead.workHeading}
                </h2>
                <Form method="post" className="mt-4 space-y-4">
                  <input type="hidden" name="intent" value="save" />
                  <FormField id="lead-status" label={copy.lead.status}>
                    {(control) => (
                      <select {...control} name="status" defaultValue={lead.status} className={controlClasses()}>
                        {leadStatuses.map((status) => (
                          <option key={status} value={status}>
                            {copy.statuses[status]}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                  <FormField id="lead-notes" label={copy.lead.notes} hint={copy.lead.notesHint}>
                    {(control) => (
                      <textarea
                        {...control}
                        name="notes"
                        rows={5}
                        maxLength={NOTES_LIMIT}
                        defaultValue={lead.notes}
                        className={controlClasses()}
                      />
                    )}
                  </FormField>
                  <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
                    {copy.lead.save}
                  </button>
                </Form>
              </section>
              <section
                aria-labelledby="lead-notifications"
                className="rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6"
              >
                <h2 id="lead-notifications" className="text-lg font-bold text-slate-900">
                  {copy.lead.notificationsHeading}
                </h2>
                {notifications.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-700">{copy.lead.notificationsOff}</p>
                ) : (
                  <ul className="mt-2 space-y-3 text-sm">
                    {notifications.map((notification) => (
                      <li key={notification.id} className="text-slate-800">
                        <span className="font-semibold">{copy.leads.channels[notification.channel]}</span>:{" "}
                        {copy.lead.notificationStates[notification.status]}
                        {notification.sent ? ` (${notification.sent})` : ""} ·{" "}
                        {formatTemplate(copy.lead.attempts, { count: String(notification.attempts) })}
                        {notification.status !== "sent" && notification.lastError ? (
                          <span className="block text-slate-600">
                            {formatTemplate(copy.lead.lastError, { error: notification.lastError })}
                          </span>
                        ) : null}
                        {notification.status === "failed" ? (
                          <Form method="post" className="mt-2">
                            <input type="hidden" name="intent" value="retry" />
                            <input type="hidden" name="notification" value={notification.id} />
                            <button type="submit" className={buttonClasses("secondary", "sm")}>
                              {copy.lead.retry}
                            </button>
                          </Form>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6">
                <a
                  href={adminPath("leadJson", locale, { id: lead.id })}
                  download
                  className={buttonClasses("secondary", "sm")}
                >
                  {copy.lead.exportJson}
                </a>
                <p className="text-xs text-slate-600">{copy.lead.exportHint}</p>
                <Link
                  to={adminPath("deleteLead", locale, { id: lead.id })}
                  className={buttonClasses("destructive", "sm")}
                >
                  {copy.lead.delete}
                </Link>
              </section>
            </div>
          </div>
        </>
      )}
    </>
  );
}
