import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { controlClasses } from "#app/components/ui/form-field.tsx";
import { roles } from "#app/vocabulary/roles.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { ChangeNotice } from "./change-notice.tsx";
import { RowAction } from "#app/components/admin/row-action.tsx";
import { headingClasses, sectionClasses, type Answer, type OperatorView } from "./types.ts";

/** The team: each member's role (changed in the row), second factor, status and last visit; access taken or given back. */
export function OperatorsSection({
  operators,
  answer,
  stamp,
}: {
  operators: OperatorView[];
  answer: Answer;
  stamp: number | undefined;
}) {
  const { copy } = useAdmin();
  const text = copy.team.operators;
  const busy = useNavigation().state === "submitting";
  return (
    <section id="operators" aria-labelledby="operators-heading" className={sectionClasses}>
      <h2 id="operators-heading" className={headingClasses}>
        {text.heading}
      </h2>
      <ChangeNotice answer={answer} />
      <DataTable
        caption={text.tableCaption}
        rows={operators}
        rowKey={(member) => member.id}
        empty={null}
        // Addresses and a form per row: cards until a wide screen.
        stackBelow="lg"
        columns={[
          {
            id: "email",
            header: text.columns.email,
            rowHeader: true,
            cell: (member) => (
              // The person by name; the address beneath it, for telling two of one name apart.
              <span className="flex flex-col">
                <span className={member.active ? "font-semibold" : "font-semibold text-slate-500"}>
                  {member.name}
                  {member.you ? <span className="font-normal text-slate-600"> {text.you}</span> : null}
                </span>
                <span className="text-sm text-slate-600 [overflow-wrap:anywhere]">
                  {/* In a narrow column the address breaks before its domain rather than anywhere. */}
                  {member.email.split("@")[0]}
                  <wbr />
                  {`@${member.email.split("@").slice(1).join("@")}`}
                </span>
              </span>
            ),
          },
          {
            id: "role",
            header: text.columns.role,
            // Keyed by the answer too: a refused change is drawn again with the role the operator has.
            cell: (member) => <RoleForm key={`${member.role}-${stamp ?? 0}`} member={member} busy={busy} />,
          },
          {
            id: "two-factor",
            header: text.columns.twoFactor,
            cell: (member) => (member.twoFactor ? text.twoFactor.on : text.twoFactor.off),
          },
          {
            id: "status",
            header: text.columns.status,
            cell: (member) =>
              member.active ? (
                text.status.active
              ) : (
                <>
                  {text.status.deactivated}
                  <span className="block text-xs text-slate-600">
                    {formatTemplate(copy.team.retention.account, { date: member.deletedAfter ?? "" })}
                  </span>
                </>
              ),
          },
          {
            id: "last-seen",
            header: text.columns.lastSeen,
            cell: (member) => member.lastSeen ?? text.noSession,
          },
          {
            id: "access",
            header: text.columns.actions,
            cell: (member) => (
              <RowAction
                intent={member.active ? "deactivate" : "reactivate"}
                name="operator"
                value={member.id}
                busy={busy}
                label={formatTemplate(member.active ? text.deactivateLabel : text.reactivateLabel, {
                  email: member.email,
                })}
              >
                {member.active ? text.deactivate : text.reactivate}
              </RowAction>
            ),
          },
        ]}
      />
    </section>
  );
}

function RoleForm({ member, busy }: { member: OperatorView; busy: boolean }) {
  const { copy } = useAdmin();
  const text = copy.team.operators;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="operator" value={member.id} />
      <select
        name="role"
        defaultValue={member.role}
        aria-label={formatTemplate(text.roleLabel, { email: member.email })}
        className={controlClasses("py-1.5 text-sm lg:w-36 lg:shrink-0")}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {copy.roles[role]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={busy}
        aria-label={formatTemplate(text.saveRoleLabel, { email: member.email })}
        className={buttonClasses("secondary", "sm")}
      >
        {text.saveRole}
      </button>
    </Form>
  );
}
