import { Form } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { ProofFields, Throttled } from "./proof-fields.tsx";
import { isDone, sectionClasses, type Outcome, type SessionView } from "./types.ts";

/** Where the operator is signed in; any other session can be ended, with fresh proof. */
export function SessionsSection({
  sessions,
  twoFactor,
  outcome,
}: {
  sessions: SessionView[];
  twoFactor: boolean;
  outcome: Outcome | undefined;
}) {
  const { copy } = useAdmin();
  const text = copy.account.sessions;
  const names = copy.analytics;
  const others = sessions.some((session) => !session.current);
  return (
    <section aria-labelledby="sessions" className={sectionClasses}>
      <h2 id="sessions" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="text-slate-600">{text.intro}</p>
      {isDone(outcome, "sessionEnded") ? <Notice tone="success">{text.ended}</Notice> : null}
      <Throttled outcome={outcome} forms={["sessions"]} />
      {/* One form for every row: the proof is typed once, each row's button names its session. */}
      {others ? (
        <Form method="post" id="end-session" className="space-y-4">
          <input type="hidden" name="intent" value="end-session" />
          <ProofFields id="end-session" form="sessions" twoFactor={twoFactor} outcome={outcome} />
        </Form>
      ) : null}
      <DataTable<SessionView>
        caption={text.caption}
        rows={sessions}
        rowKey={(session) => session.id}
        empty={null}
        columns={[
          {
            id: "device",
            header: text.device,
            rowHeader: true,
            cell: (session) => `${names.devices[session.device]}, ${names.browsers[session.browser]}`,
          },
          { id: "started", header: text.started, nowrap: true, cell: (session) => session.started },
          { id: "last-seen", header: text.lastSeen, nowrap: true, cell: (session) => session.lastSeen },
          {
            id: "end",
            header: text.end,
            cell: (session) =>
              session.current ? (
                <span className="font-semibold text-emerald-800">{text.thisBrowser}</span>
              ) : (
                <button
                  type="submit"
                  form="end-session"
                  name="session"
                  value={session.id}
                  className={buttonClasses("secondary", "sm")}
                  aria-label={formatTemplate(text.endLabel, {
                    device: names.devices[session.device],
                    browser: names.browsers[session.browser],
                    started: session.started,
                  })}
                >
                  {text.end}
                </button>
              ),
          },
        ]}
      />
    </section>
  );
}
