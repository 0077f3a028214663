import { Form } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { formatPlural } from "#app/i18n/format.ts";
import { intlLocales } from "#app/i18n/locales.ts";
import type { BulkOutcome, UndoOutcome } from "#app/lib/admin/lead-list.server.ts";
import { cn } from "#app/lib/cn.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/**
 * How sales is told of a new lead: one line under the inbox's heading (issue 47: no banner of its own); with none,
 * the variables e-mail still needs, as they are missing (issue 49: it may be SALES_EMAIL as well as SMTP_URL).
 */
export function NotificationLine({
  channels,
  emailUnset,
}: {
  channels: ("email" | "webhook")[];
  emailUnset: string[];
}) {
  const { copy, locale } = useAdmin();
  const list = (items: string[]) => new Intl.ListFormat(intlLocales[locale], { type: "conjunction" }).format(items);
  const channelNames = list(channels.map((channel) => copy.leads.channels[channel]));
  return (
    <p className={cn("text-xs", channels.length ? "text-slate-600" : "font-medium text-amber-800")}>
      {channels.length
        ? formatTemplate(copy.leads.notificationsOn, { channels: channelNames })
        : formatTemplate(formatPlural(emailUnset.length, copy.leads.notificationsOff, locale), {
            names: list(emailUnset),
          })}
    </p>
  );
}

/** Above the list, only when there is something to say: a lead deleted, failed notifications. */
export function InboxNotices({ deleted, failed }: { deleted: boolean; failed: number }) {
  const { copy, locale } = useAdmin();
  if (!deleted && failed === 0) return null;
  return (
    <div className="mt-3 [&>p]:mb-2 [&>p]:py-2">
      {deleted ? <Notice tone="success">{copy.leads.deleted}</Notice> : null}
      {failed > 0 ? <Notice tone="error">{formatPlural(failed, copy.leads.failedNotifications, locale)}</Notice> : null}
    </div>
  );
}

/** What a change of several came back with: what was set (the owner named), and how many left this view. */
export type InboxOutcome =
  | { error: "noneSelected" | "nothingToDo" | "refusedOwner" }
  | (Exclude<BulkOutcome, { error: unknown }> & { left: number; ownerName?: string | null })
  | { undone: UndoOutcome };

/**
 * Beside the form for several leads (issue 47: where the operator is looking, not at the top of the page): what
 * changed, in words ("3 leads set to Contacted"), which did not and why, how many left the view, and Undo.
 */
export function BulkNotice({ outcome }: { outcome: InboxOutcome }) {
  const { copy, locale } = useAdmin();
  const text = copy.leads.bulk;
  const flow = copy.inboxFlow.bulk;
  const names = (list: string[]) => new Intl.ListFormat(intlLocales[locale], { type: "conjunction" }).format(list);
  if ("error" in outcome) return <Notice tone="error">{text[outcome.error]}</Notice>;
  if ("undone" in outcome) {
    const { undone, stale, missing } = outcome.undone;
    return (
      <>
        <Notice tone="success">{formatPlural(undone, flow.undone, locale)}</Notice>
        {stale.length ? <Notice tone="error">{formatTemplate(text.stale, { names: names(stale) })}</Notice> : null}
        {missing.length ? (
          <Notice tone="error">{formatTemplate(text.missing, { names: names(missing) })}</Notice>
        ) : null}
      </>
    );
  }
  const what = [
    ...(outcome.set.status ? [formatTemplate(flow.setTo, { status: copy.statuses[outcome.set.status] })] : []),
    ...(outcome.set.ownerId === undefined
      ? []
      : outcome.set.ownerId === null || !outcome.ownerName
        ? [flow.unassigned]
        : [formatTemplate(flow.assignedTo, { owner: outcome.ownerName })]),
  ];
  const said = new Intl.ListFormat(intlLocales[locale], { type: "conjunction" }).format(what);
  return (
    <>
      {outcome.changed > 0 || (!outcome.stale.length && !outcome.missing.length) ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Notice tone="success">
            {formatTemplate(formatPlural(outcome.changed, flow.changed, locale), { what: said })}
            {outcome.unchanged.length ? ` ${formatTemplate(text.unchanged, { names: names(outcome.unchanged) })}` : ""}
            {outcome.left ? ` ${formatPlural(outcome.left, flow.leftView, locale)}` : ""}
          </Notice>
          {outcome.undo.length ? (
            <Form method="post" className="mb-2">
              <input type="hidden" name="intent" value="undo" />
              {outcome.undo.map((entry) => (
                <input key={entry} type="hidden" name="undo" value={entry} />
              ))}
              <button type="submit" className={buttonClasses("secondary", "sm")}>
                {flow.undo}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {outcome.stale.length ? (
        <Notice tone="error">{formatTemplate(text.stale, { names: names(outcome.stale) })}</Notice>
      ) : null}
      {outcome.missing.length ? (
        <Notice tone="error">{formatTemplate(text.missing, { names: names(outcome.missing) })}</Notice>
      ) : null}
    </>
  );
}
