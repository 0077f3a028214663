/** The setting for e-mails about leads someone else assigns to the operator (issue 47): on or off, their own. */
import { data } from "react-router";
import { setAssignmentMail } from "#app/lib/admin/operators.server.ts";
import { may } from "#app/vocabulary/roles.ts";
import { field } from "#app/lib/server/form-fields.ts";
import { formAction } from "#app/lib/server/form.server.ts";
import type { AccountForm } from "./proof.server.ts";
import type { Outcome } from "./types.ts";

export const assignmentMailForm: AccountForm = formAction(
  "assignment-mail",
  { on: field.checkbox() },
  async (form, { services, operator }) => {
    // Only who works the leads can be assigned one.
    if (!may(operator.role, "leads")) throw data(null, { status: 403 });
    await setAssignmentMail(services.db.sql, operator.id, form.on);
    return { done: "assignmentMailSaved" } satisfies Outcome;
  },
);
