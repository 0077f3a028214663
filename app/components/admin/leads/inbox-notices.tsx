import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { formatPlural } from "#app/i18n/format.ts";
import { intlLocales } from "#app/i18n/locales.ts";
import type { BulkOutcome } from "#app/lib/admin/lead-list.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/** Above the list: a lead deleted, what a change of several did, how sales are told, and failed notifications. */
export function InboxNotices({
  deleted,
  result,
  channels,
  failed,
}: {
  deleted: boolean;
  result: BulkOutcome | undefined;
  channels: ("email" | "webhook")[];
  failed: number;
}) {
  const { copy, locale } = useAdmin();
  const channelNames = new Intl.ListFormat(intlLocales[locale], { type: "conjunction" }).format(
    channels.map((channel) => copy.leads.channels[channel]),
  );
  return (
    <div className="mt-6">
      {deleted ? <Notice tone="success">{copy.leads.deleted}</Notice> : null}
      {result ? <BulkNotice result={result} /> : null}
      {channels.length ? (
        <Notice tone="info">{formatTemplate(copy.leads.notificationsOn, { channels: channelNames })}</Notice>
      ) : (
        <Notice tone="info">{copy.leads.notificationsOff}</Notice>
      )}
      {failed > 0 ? <Notice tone="error">{formatPlural(failed, copy.leads.failedNotifications, locale)}</Notice> : null}
    </div>
  );
}

/** What a change of several leads did, in the operator's language: how many changed, and which did not, and why. */
function BulkNotice({ result }: { result: BulkOutcome }) {
  const { copy, locale } = useAdmin();
  const text = copy.leads.bulk;
  if ("error" in result) return <Notice tone="error">{text[result.error]}</Notice>;
  const names = (list: string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(list);
  return (
    <div role="status" className="mb-6 space-y-2">
      {result.changed > 0 || (!result.stale.length && !result.missing.length) ? (
        <Notice tone="success">
          {formatPlural(result.changed, text.changed, locale)}
          {result.unchanged.length ? ` ${formatTemplate(text.unchanged, { names: names(result.unchanged) })}` : ""}
        </Notice>
      ) : null}
      {result.stale.length ? (
        <Notice tone="error">{formatTemplate(text.stale, { names: names(result.stale) })}</Notice>
      ) : null}
      {result.missing.length ? (
        <Notice tone="error">{formatTemplate(text.missing, { names: names(result.missing) })}</Notice>
      ) : null}
    </div>
  );
}
