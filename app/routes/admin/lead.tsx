import { useEffect, useState } from "react";
import * as z from "zod/mini";
import { data, Form, Link, useBlocker, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import type { AdminContent } from "#app/content/admin/types.ts";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { LeadTimeline, describeEvent, type TimelineItem } from "#app/components/admin/lead-timeline.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "#app/components/ui/dialog.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { timelineOf, type LeadEvent } from "#app/lib/admin/lead-history.server.ts";
import { listQueryOf, mailHref, telHref, withQuery } from "#app/lib/admin/lead-links.ts";
import {
  assignableOperators,
  changeLead,
  correctNote,
  getLead,
  historyOf,
  notificationsOf,
  OwnerRefusedError,
  recordErasureRequest,
  retryLeadNotification,
  type Lead,
} from "#app/lib/admin/leads.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { leadStatuses, NOTE_LIMIT, type LeadStatus } from "#app/lib/admin/vocabulary.ts";
import { field, intents } from "#app/lib/server/form-fields.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/lead";

/** The history as the page shows it, newest first; corrections go with the note they correct. */
function timelineItems(events: readonly LeadEvent[], operatorId: string, locale: Locale): TimelineItem[] {
  return timelineOf(events)
    .map(({ event, corrections }) => {
      const wordings = [event, ...corrections];
      return {
        id: event.id,
        kind: event.kind,
        at: formatDateTime(event.at, locale),
        iso: event.at.toISOString(),
        who: event.operatorEmail,
        mine: event.operatorId !== null && event.operatorId === operatorId,
        body: wordings.at(-1)!.body,
        earlier: wordings.slice(0, -1).map((wording, index) => ({
          body: wording.body ?? "",
          replaced: formatDateTime(wordings[index + 1]!.at, locale),
        })),
        details: event.details,
      };
    })
    .reverse();
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { services, locale, copy, operator } = context.get(operatorContext);
  const sql = services.db.sql;
  const list = listQueryOf(url.searchParams.get("list"));
  const lead = await getLead(sql, params.id);
  if (!lead) {
    return data({ lead: null, list, meta: adminMeta(copy.titles.leads) } as const, { status: 404 });
  }
  const [notifications, history, owners] = await Promise.all([
    notificationsOf(sql, lead.id),
    historyOf(sql, lead.id),
    assignableOperators(sql),
  ]);
  const name = `${lead.firstName} ${lead.lastName}`;
  // The reply is written in the lead's language, whichever language the operator reads the back office in.
  const leadCopy: AdminContent = lead.locale === "de" ? adminDe : adminEn;
  const erasure = history.find((event) => event.kind === "erasure-request");
  return {
    list,
    lead: {
      id: lead.id,
      name,
      version: lead.version,
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
      mailHref: mailHref(lead.email, leadCopy.lead.mailSubject),
      telHref: telHref(lead.phone),
      status: lead.status,
      ownerId: lead.ownerId,
      ownerEmail: lead.ownerEmail,
    },
    owners: ownerChoices(owners, lead, operator.id),
    history: timelineItems(history, operator.id, locale),
    erasure: erasure
      ? { at: formatDateTime(erasure.at, locale), who: erasure.operatorEmail ?? copy.history.someone }
      : null,
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

type OwnerChoice = { id: string; email: string; you: boolean; former: boolean };

/** Who may own the lead, the operator first; and its owner as it is, even one who has left the team since. */
function ownerChoices(owners: { id: string; email: string }[], lead: Lead, me: string): OwnerChoice[] {
  const choices = owners.map((owner) => ({ ...owner, you: owner.id === me, former: false }));
  if (lead.ownerId && !owners.some((owner) => owner.id === lead.ownerId))
    choices.push({ id: lead.ownerId, email: lead.ownerEmail ?? "", you: false, former: true });
  return [...choices.filter((owner) => owner.you), ...choices.filter((owner) => !owner.you)];
}

/** What the operator typed and chose, kept when a change is refused. */
type Kept =
  { note: string; status: LeadStatus | null; ownerId: string | null } | { correction: string; noteId: string };

/** The forms of a lead's page, one per intent; a note is kept as typed, ids and versions as sent. */
const ID_LIMIT = 200;
const leadForms = intents(
  z.object({ intent: z.literal("retry"), notification: field.line(ID_LIMIT) }),
  z.object({ intent: z.literal("erasure-request") }),
  z.object({
    intent: z.literal("correct"),
    version: field.integer(),
    note: field.line(ID_LIMIT),
    correction: field.asTyped(NOTE_LIMIT),
  }),
  z.object({
    intent: z.literal("save"),
    version: field.integer(),
    // Left out when the form offers no choice (a lead's status and owner are only sent where they can change).
    status: z.optional(field.oneOf(leadStatuses)),
    owner: field.ifSent(ID_LIMIT),
    note: field.asTyped(NOTE_LIMIT),
  }),
);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, operator, copy, locale } = context.get(operatorContext);
  const sql = services.db.sql;
  const form = await formOf(request, copy.errors.badForm, leadForms);
  const by = { operatorId: operator.id, operatorEmail: operator.email };
  if (form.intent === "retry") {
    const id = form.notification;
    if (!(await retryLeadNotification(sql, params.id, id, by))) {
      const notifications = await notificationsOf(sql, params.id);
      if (!notifications.some((notification) => notification.id === id)) throw data(null, { status: 404 });
    } else services.worker?.poke();
    return { done: "retried" as const };
  }
  if (form.intent === "erasure-request") {
    await recordErasureRequest(sql, params.id, by);
    if (!(await getLead(sql, params.id))) throw data(null, { status: 404 });
    return { done: "erasure" as const };
  }
  const stale = (since: LeadEvent[], kept: Kept) =>
    data(
      // What changed meanwhile, in the order it happened.
      { refused: "stale" as const, since: timelineItems(since, operator.id, locale).reverse(), kept },
      // 409: the change conflicts with the lead as it is now. The page is drawn anew (shouldRevalidate).
      { status: 409 },
    );

  if (form.intent === "correct") {
    const { note: noteId, correction: body, version } = form;
    const outcome = await correctNote(sql, params.id, noteId, version, body, by);
    if (outcome.kind === "missing") throw data(null, { status: 404 });
    if (outcome.kind === "not-yours") return data({ refused: "not-yours" as const }, { status: 403 });
    if (outcome.kind === "stale") return stale(outcome.since, { correction: body, noteId });
    return { done: outcome.kind === "changed" ? ("corrected" as const) : ("unchanged" as const) };
  }

  const { status, owner, note, version } = form;
  const change = {
    ...(status === undefined ? {} : { status }),
    ...(owner === undefined ? {} : { ownerId: owner || null }),
    note,
  };
  const kept: Kept = { note, status: status ?? null, ownerId: owner || null };
  try {
    const outcome = await changeLead(sql, params.id, version, change, by);
    if (outcome.kind === "missing") throw data(null, { status: 404 });
    if (outcome.kind === "stale") return stale(outcome.since, kept);
    return { done: outcome.kind === "changed" ? ("saved" as const) : ("unchanged" as const) };
  } catch (error) {
    if (error instanceof OwnerRefusedError) return data({ refused: "owner" as const, kept }, { status: 422 });
    throw error;
  }
}

/** A refused change is answered with what changed meanwhile: the page then shows the lead as it is now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

type ActionData = Route.ComponentProps["actionData"];

function keptOf(actionData: ActionData) {
  if (!actionData || !("refused" in actionData) || actionData.refused === "not-yours") return undefined;
  return actionData.kept;
}

export default function AdminLeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { list } = loaderData;
  const back = withQuery(adminPath("leads", locale), list);
  if (!loaderData.lead) {
    return (
      <>
        <BackLink to={back} label={copy.lead.back} />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{copy.leads.heading}</h1>
        <p className="mt-4 text-slate-700">{copy.lead.notFound}</p>
      </>
    );
  }
  const { lead, notifications, history, owners, erasure } = loaderData;
  const kept = keptOf(actionData);
  const keptWork = kept && "note" in kept ? kept : undefined;
  const keptCorrection = kept && "correction" in kept ? kept : undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const doneMessage = done
    ? {
        saved: copy.lead.saved,
        unchanged: copy.lead.unchanged,
        retried: copy.lead.retried,
        corrected: copy.history.correctionSaved,
        erasure: copy.lead.erasureRecorded,
      }[done]
    : undefined;
  const ownerName = (id: string | null) =>
    id ? (owners.find((owner) => owner.id === id)?.email ?? "") : copy.lead.noOwner;
  return (
    <>
      <BackLink to={back} label={copy.lead.back} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">{lead.name}</h1>
      <p className="mt-1 text-slate-600">
        {copy.lead.received}: {lead.received} ({copy.lead.receivedNote}) · {copy.lead.language}:{" "}
        {copy.lead.languages[lead.language]}
      </p>
      <p className="mt-1 text-slate-700" data-testid="lead-owner">
        {lead.ownerEmail ? formatTemplate(copy.lead.ownedBy, { owner: lead.ownerEmail }) : copy.lead.unowned}
      </p>
      {erasure ? (
        <div className="mt-4">
          <Notice tone="info">
            {formatTemplate(copy.lead.erasureRequested, { date: erasure.at, who: erasure.who })}
          </Notice>
        </div>
      ) : null}
      {doneMessage ? (
        <div className="mt-4">
          <Notice tone="success">{doneMessage}</Notice>
        </div>
      ) : null}
      {actionData && "refused" in actionData && actionData.refused === "not-yours" ? (
        <div className="mt-4">
          <Notice tone="error">{copy.history.notYours}</Notice>
        </div>
      ) : null}
      {/* On a phone the work comes first (status, owner, a note), then the request; at a desk, side by side. */}
      <div className="mt-6 grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section
          aria-labelledby="lead-work"
          className="min-w-0 rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="lead-work" className="text-lg font-bold text-slate-900">
            {copy.lead.workHeading}
          </h2>
          {actionData && "refused" in actionData && actionData.refused === "stale" ? (
            <StaleNotice
              copy={copy}
              since={actionData.since}
              kept={keptWork}
              current={{ status: lead.status, ownerId: lead.ownerId }}
              ownerName={ownerName}
            />
          ) : null}
          <WorkForm
            key={lead.version}
            lead={lead}
            owners={owners}
            kept={keptWork}
            ownerRefused={Boolean(actionData && "refused" in actionData && actionData.refused === "owner")}
          />
        </section>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="lead-details" className="rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6">
            <h2 id="lead-details" className="sr-only">
              {lead.name}
            </h2>
            <dl className="grid gap-4 sm:grid-cols-2">
              {(["firstName", "lastName", "company", "email", "phone"] as const).map((field) => (
                <div key={field} className="min-w-0">
                  <dt className="text-sm font-semibold text-slate-600">{copy.lead.fields[field]}</dt>
                  <dd className="mt-1 text-slate-900 [overflow-wrap:anywhere]">
                    {field === "email" ? (
                      <a href={lead.mailHref} className="text-indigo-700 underline">
                        {lead.fields.email}
                      </a>
                    ) : field === "phone" && lead.fields.phone && lead.telHref ? (
                      <a href={lead.telHref} className="text-indigo-700 underline">
                        {lead.fields.phone}
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
          <section aria-labelledby="lead-history" className="rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6">
            <h2 id="lead-history" className="text-lg font-bold text-slate-900">
              {copy.history.heading}
            </h2>
            <LeadTimeline
              items={history}
              copy={copy}
              correction={(item) => (
                <CorrectNote
                  key={`${item.id}-${lead.version}`}
                  item={item}
                  version={lead.version}
                  kept={keptCorrection?.noteId === item.id ? keptCorrection.correction : undefined}
                />
              )}
            />
          </section>
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-2">
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
                  <li key={notification.id} className="text-slate-800 [overflow-wrap:anywhere]">
                    <span className="font-semibold">{copy.history.channels[notification.channel]}</span>:{" "}
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
          <section
            aria-labelledby="lead-privacy"
            className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6"
          >
            <h2 id="lead-privacy" className="text-lg font-bold text-slate-900">
              {copy.lead.privacyHeading}
            </h2>
            <a
              href={adminPath("leadJson", locale, { id: lead.id })}
              download
              className={buttonClasses("secondary", "sm", "h-auto min-h-9 py-2 text-left whitespace-normal")}
            >
              {copy.lead.exportJson}
            </a>
            <p className="text-xs text-slate-600">{copy.lead.exportHint}</p>
            {erasure ? null : (
              <Form method="post" className="grid gap-2">
                <input type="hidden" name="intent" value="erasure-request" />
                <button
                  type="submit"
                  aria-describedby="erasure-hint"
                  className={buttonClasses(
                    "secondary",
                    "sm",
                    "h-auto min-h-9 justify-self-start py-2 text-left whitespace-normal",
                  )}
                >
                  {copy.lead.erasureRequest}
                </button>
                <p id="erasure-hint" className="text-xs text-slate-600">
                  {copy.lead.erasureRequestHint}
                </p>
              </Form>
            )}
            <Link
              to={withQuery(
                adminPath("deleteLead", locale, { id: lead.id }),
                list ? `list=${encodeURIComponent(list)}` : "",
              )}
              className={buttonClasses("destructive", "sm")}
            >
              {copy.lead.delete}
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link to={to} className="text-sm text-indigo-700 underline">
        {label}
      </Link>
    </p>
  );
}

type PageLead = NonNullable<Route.ComponentProps["loaderData"]["lead"]>;

/**
 * Status, owner and a new note, sent with the version of the lead the page shows. What is typed in the note is
 * guarded: leaving the page asks first (in the app by the router's blocker, and the browser's own question when
 * the tab closes or reloads).
 */
function WorkForm({
  lead,
  owners,
  kept,
  ownerRefused,
}: {
  lead: PageLead;
  owners: OwnerChoice[];
  kept: { note: string; status: LeadStatus | null; ownerId: string | null } | undefined;
  ownerRefused: boolean;
}) {
  const { copy } = useAdmin();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [note, setNote] = useState(kept?.note ?? "");
  const unsaved = note.trim() !== "" && navigation.state !== "submitting";
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
  // An owner refused keeps the operator's other choices; a stale change shows the lead as it is now.
  const status = ownerRefused && kept?.status ? kept.status : lead.status;
  const ownerId = ownerRefused ? (kept?.ownerId ?? "") : (lead.ownerId ?? "");
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={lead.version} />
      <FormField id="lead-status" label={copy.lead.status}>
        {(control) => (
          <select {...control} name="status" defaultValue={status} className={controlClasses()}>
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {copy.statuses[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="lead-owner" label={copy.lead.owner} error={ownerRefused ? copy.lead.ownerRefused : undefined}>
        {(control) => (
          <select {...control} name="owner" defaultValue={ownerId} className={controlClasses()}>
            <option value="">{copy.lead.noOwner}</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.you
                  ? formatTemplate(copy.lead.ownerYou, { email: owner.email })
                  : owner.former
                    ? formatTemplate(copy.lead.ownerFormer, { email: owner.email })
                    : owner.email}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="lead-note" label={copy.lead.note} hint={copy.lead.noteHint}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            rows={4}
            maxLength={NOTE_LIMIT}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={controlClasses()}
          />
        )}
      </FormField>
      <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
        {copy.lead.save}
      </button>
      <Dialog open={blocker.state === "blocked"} onOpenChange={(open) => (open ? undefined : blocker.reset?.())}>
        <DialogContent closeLabel={copy.lead.unsaved.close}>
          <DialogTitle>{copy.lead.unsaved.heading}</DialogTitle>
          <DialogDescription>{copy.lead.unsaved.body}</DialogDescription>
          <DialogFooter>
            <button type="button" className={buttonClasses("secondary", "md")} onClick={() => blocker.reset?.()}>
              {copy.lead.unsaved.stay}
            </button>
            <button type="button" className={buttonClasses("destructive", "md")} onClick={() => blocker.proceed?.()}>
              {copy.lead.unsaved.leave}
            </button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Form>
  );
}

/**
 * The change was made on a version of the lead that is no longer the current one: nothing was saved. Says what
 * changed meanwhile, and what the operator had chosen that differs from the lead as it is now.
 */
function StaleNotice({
  copy,
  since,
  kept,
  current,
  ownerName,
}: {
  copy: AdminContent;
  since: TimelineItem[];
  kept: { note: string; status: LeadStatus | null; ownerId: string | null } | undefined;
  current: { status: LeadStatus; ownerId: string | null };
  ownerName: (id: string | null) => string;
}) {
  // What the operator saw is what the first change since changed from; they chose what differs from it.
  const seen = (kind: "status" | "owner", now: string | null) => {
    const first = since.find((item) => item.kind === kind);
    return first ? ((first.details.from as string | null | undefined) ?? null) : now;
  };
  const chose = (value: string | null | undefined, kind: "status" | "owner", now: string | null) =>
    value !== undefined && value !== seen(kind, now) && value !== now;
  const choices = [
    ...(kept?.status && chose(kept.status, "status", current.status)
      ? [formatTemplate(copy.lead.stale.choice, { field: copy.lead.status, value: copy.statuses[kept.status] })]
      : []),
    ...(kept && chose(kept.ownerId, "owner", current.ownerId)
      ? [formatTemplate(copy.lead.stale.choice, { field: copy.lead.owner, value: ownerName(kept.ownerId) })]
      : []),
  ];
  return (
    <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{copy.lead.stale.heading}</p>
      <p className="mt-1">{copy.lead.stale.body}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {since.map((item) => (
          <li key={item.id} className="[overflow-wrap:anywhere]">
            {describeEvent(item, copy)} ({item.at})
            {item.body ? <span className="block whitespace-pre-wrap">{item.body}</span> : null}
          </li>
        ))}
      </ul>
      {choices.length > 0 ? (
        <p className="mt-2">{formatTemplate(copy.lead.stale.yourChoices, { choices: choices.join(", ") })}</p>
      ) : null}
    </div>
  );
}

/** The author's way to correct a note of theirs: the earlier wording stays in the history. */
function CorrectNote({ item, version, kept }: { item: TimelineItem; version: number; kept: string | undefined }) {
  const { copy } = useAdmin();
  return (
    <details className="mt-2" open={kept !== undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-indigo-700">{copy.history.correct}</summary>
      <Form method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="correct" />
        <input type="hidden" name="note" value={item.id} />
        <input type="hidden" name="version" value={version} />
        <FormField id={`correct-${item.id}`} label={formatTemplate(copy.history.correctLabel, { date: item.at })}>
          {(control) => (
            <textarea
              {...control}
              name="correction"
              rows={3}
              maxLength={NOTE_LIMIT}
              defaultValue={kept ?? item.body ?? ""}
              className={controlClasses()}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClasses("secondary", "sm", "justify-self-start")}>
          {copy.history.saveCorrection}
        </button>
      </Form>
    </details>
  );
}
