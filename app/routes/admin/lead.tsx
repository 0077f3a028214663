import * as z from "zod/mini";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { LeadChangeForm } from "#app/components/admin/lead/lead-change-form.tsx";
import { LeadDetails } from "#app/components/admin/lead/lead-details.tsx";
import { BackLink, LeadHeader, LeadNotices } from "#app/components/admin/lead/lead-header.tsx";
import { LeadHistory } from "#app/components/admin/lead/lead-history.tsx";
import {
  leadView,
  notificationViews,
  ownerChoices,
  timelineItems,
} from "#app/components/admin/lead/lead-page.server.ts";
import { LeadNeighbours, TakeLead } from "#app/components/admin/lead/lead-neighbours.tsx";
import { LeadPrivacy } from "#app/components/admin/lead/lead-privacy.tsx";
import { PersonLeads } from "#app/components/admin/lead/person-leads.tsx";
import { personForms, personView } from "#app/components/admin/lead/person.server.ts";
import { NotificationList } from "#app/components/admin/lead/notification-list.tsx";
import { StaleNotice } from "#app/components/admin/lead/stale-notice.tsx";
import type { KeptChange } from "#app/components/admin/lead/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { listQueryOf, withQuery } from "#app/lib/admin/lead-links.ts";
import {
  assignableOperators,
  changeLead,
  correctNote,
  getLead,
  historyOf,
  notificationsOf,
  OwnerRefusedError,
  retryLeadNotification,
} from "#app/lib/admin/leads.server.ts";
import { displayNames } from "#app/lib/admin/operators.server.ts";
import { leadFilter, neighboursInView } from "#app/lib/admin/lead-list.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { markPrivacyRequestDone, recordPrivacyRequest } from "#app/lib/admin/privacy-requests.server.ts";
import { leadStatuses, NOTE_LIMIT } from "#app/vocabulary/admin.ts";
import { field, intents } from "#app/lib/server/form-fields.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/lead";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { services, locale, copy, operator } = context.get(operatorContext);
  const sql = services.db.sql;
  const list = listQueryOf(url.searchParams.get("list"));
  const lead = await getLead(sql, params.id);
  if (!lead) {
    return data({ lead: null, list, meta: adminMeta(copy.titles.leads) } as const, { status: 404 });
  }
  const [notifications, history, owners, person, names, neighbours] = await Promise.all([
    notificationsOf(sql, lead.id),
    historyOf(sql, lead.id),
    assignableOperators(sql),
    personView(sql, lead.id, locale, copy.history.someone),
    displayNames(sql),
    // The previous and next lead of the view the page was opened from (its filters, search and order).
    neighboursInView(sql, leadFilter(new URL(`?${list}`, url)), lead.id, operator.id),
  ]);
  const view = leadView(lead, locale);
  const erasure = history.find((event) => event.kind === "erasure-request");
  return {
    list,
    // People by their display names (issue 47): the owner in the header and in the choice of owners.
    lead: { ...view, ownerName: names.of({ id: lead.ownerId, email: lead.ownerEmail }) },
    owners: ownerChoices(owners, lead, operator.id).map((owner) => ({
      ...owner,
      name: names.of(owner) ?? owner.email,
    })),
    neighbours,
    history: timelineItems(history, operator.id, locale, names),
    erasure: erasure
      ? {
          at: formatDateTime(erasure.at, locale),
          who: names.of({ id: erasure.operatorId, email: erasure.operatorEmail }) ?? copy.history.someone,
        }
      : null,
    notifications: notificationViews(notifications, locale),
    person,
    meta: adminMeta(formatTemplate(copy.titles.lead, { name: view.name })),
  };
}

/** The forms of a lead's page, one per intent; a note is kept as typed, ids and versions as sent. */
const ID_LIMIT = 200;
const leadForms = intents(
  z.object({ intent: z.literal("retry"), notification: field.line(ID_LIMIT) }),
  ...personForms,
  z.object({
    intent: z.literal("correct"),
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
  if (form.intent === "privacy-request") {
    const request = { kind: form.kind, receivedOn: form.received };
    const recorded = await recordPrivacyRequest(sql, params.id, request, by);
    if ("refused" in recorded) {
      if (recorded.refused === "missing") throw data(null, { status: 404 });
      return data({ privacy: "bad-day" as const }, { status: 422 });
    }
    await services.warnOfDeadlines();
    return { privacy: "recorded" as const };
  }
  if (form.intent === "privacy-request-done") {
    if (!(await markPrivacyRequestDone(sql, params.id, form.request, by))) throw data(null, { status: 404 });
    return { privacy: "done" as const };
  }
  if (form.intent === "correct") {
    const outcome = await correctNote(sql, params.id, form.note, form.correction, by);
    if (outcome.kind === "missing") throw data(null, { status: 404 });
    if (outcome.kind === "not-yours") return data({ refused: "not-yours" as const }, { status: 403 });
    return { done: outcome.kind === "changed" ? ("corrected" as const) : ("unchanged" as const) };
  }

  const { status, owner, note, version } = form;
  const change = {
    ...(status === undefined ? {} : { status }),
    ...(owner === undefined ? {} : { ownerId: owner || null }),
    note,
  };
  const kept: KeptChange = { note, status: status ?? null, ownerId: owner || null };
  try {
    const outcome = await changeLead(sql, params.id, version, change, by);
    if (outcome.kind === "missing") throw data(null, { status: 404 });
    if (outcome.kind === "stale") {
      // What changed meanwhile, in the order it happened; the note, if any, was added all the same.
      const since = timelineItems(outcome.since, operator.id, locale, await displayNames(sql)).reverse();
      const noteAdded = outcome.noteAdded === true;
      const answer = { refused: "stale" as const, since, noteAdded, kept: noteAdded ? { ...kept, note: "" } : kept };
      // 409: the status or owner chosen conflicts with the lead as it is now. The page is drawn anew (shouldRevalidate).
      return data(answer, { status: 409 });
    }
    // A new owner assigned by someone else is told by e-mail: the outbox has it now.
    if (outcome.kind === "changed") services.worker?.poke();
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
        <BackLink to={back} />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{copy.leads.heading}</h1>
        <p className="mt-4 text-slate-700">{copy.lead.notFound}</p>
      </>
    );
  }
  const { lead, notifications, history, owners, erasure, person, neighbours } = loaderData;
  const me = owners.find((owner) => owner.you);
  const kept = keptOf(actionData);
  const refused = actionData && "refused" in actionData ? actionData : undefined;
  const ownerName = (id: string | null) =>
    id ? (owners.find((owner) => owner.id === id)?.email ?? "") : copy.lead.noOwner;
  return (
    <>
      <LeadNeighbours neighbours={neighbours} list={list} />
      <LeadHeader lead={lead} back={back} />
      {me && !lead.ownerId ? <TakeLead lead={lead} me={me.id} /> : null}
      <LeadNotices
        erasure={erasure}
        done={actionData && "done" in actionData ? actionData.done : undefined}
        notYours={refused?.refused === "not-yours"}
      />
      {/* On a phone the work comes first (status, owner, a note), then the request; at a desk, side by side. */}
      <div className="mt-6 grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section
          aria-labelledby="lead-work"
          className="min-w-0 rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6 lg:col-start-2 lg:row-start-1"
        >
          <h2 id="lead-work" className="text-lg font-bold text-slate-900">
            {copy.lead.workHeading}
          </h2>
          {refused?.refused === "stale" ? (
            <StaleNotice
              since={refused.since}
              noteAdded={refused.noteAdded}
              kept={kept}
              current={{ status: lead.status, ownerId: lead.ownerId }}
              ownerName={ownerName}
            />
          ) : null}
          <LeadChangeForm
            key={lead.version}
            lead={lead}
            owners={owners}
            kept={kept}
            ownerRefused={refused?.refused === "owner"}
          />
        </section>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <LeadDetails lead={lead} />
          <LeadHistory items={history} version={lead.version} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-2">
          <NotificationList notifications={notifications} />
          <PersonLeads others={person.others} list={list} />
          <LeadPrivacy id={lead.id} list={list} requests={person.requests} today={person.today} />
        </div>
      </div>
    </>
  );
}
