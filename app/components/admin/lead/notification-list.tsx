import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { RowAction } from "#app/components/admin/row-action.tsx";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import type { NotificationView } from "./types.ts";
import { LeadPanel } from "./lead-panel.tsx";

/** How sales were told of the lead, each channel's state, and a retry where a delivery failed for good. */
export function NotificationList({ notifications }: { notifications: NotificationView[] }) {
  const { copy } = useAdmin();
  return (
    <LeadPanel id="lead-notifications" heading={copy.lead.notificationsHeading}>
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
              {notification.problem ? <DeliveryProblemText notification={notification} /> : null}
              {notification.status === "failed" ? (
                <RowAction intent="retry" name="notification" value={notification.id} className="mt-2">
                  {copy.lead.retry}
                </RowAction>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </LeadPanel>
  );
}

/** What went wrong, in words; when it is tried again; the library's own text folded away for whoever runs the site. */
function DeliveryProblemText({ notification }: { notification: NotificationView }) {
  const { copy } = useAdmin();
  const { problem, retryAt, technical, channel } = notification;
  return (
    <span className="block text-slate-700">
      {formatTemplate(copy.lead.deliveryProblems[channel][problem!.kind], { code: String(problem!.code ?? "") })}
      {retryAt ? ` ${formatTemplate(copy.lead.nextTry, { when: retryAt })}` : null}
      {technical ? (
        <details className="mt-1 text-slate-600">
          <summary className="cursor-pointer">{copy.lead.technicalDetail}</summary>
          <code className="font-mono text-xs">{technical}</code>
        </details>
      ) : null}
    </span>
  );
}
