import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { leadFields, type LeadView } from "./types.ts";
import { LeadPanel } from "./lead-panel.tsx";

/** What the visitor sent: the address and the number as links to write or call, the message as typed. */
export function LeadDetails({ lead }: { lead: LeadView }) {
  const { copy } = useAdmin();
  return (
    <LeadPanel id="lead-details" heading={lead.name} headingHidden>
      <dl className="grid gap-4 sm:grid-cols-2">
        {leadFields.map((field) =>
          field === "message" ? (
            <div key={field} className="sm:col-span-2">
              <dt className="text-sm font-semibold text-slate-600">{copy.lead.fields.message}</dt>
              <dd className="mt-1 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
                {lead.fields.message}
              </dd>
            </div>
          ) : (
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
          ),
        )}
      </dl>
    </LeadPanel>
  );
}
