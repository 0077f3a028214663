/** The setting for the weekly digest of the statistics (issue 48): off until the operator turns it on. */
import { data } from "react-router";
import { setWeeklyDigest } from "#app/lib/admin/weekly-digest.server.ts";
import { may } from "#app/vocabulary/roles.ts";
import { field } from "#app/lib/server/form-fields.ts";
import { formAction } from "#app/lib/server/form.server.ts";
import type { AccountForm } from "./proof.server.ts";
import type { Outcome } from "./types.ts";

export const weeklyDigestForm: AccountForm = formAction(
  "weekly-digest",
  { on: field.checkbox() },
  async (form, { services, operator }) => {
    // The digest tells the statistics: only who may see them may have it.
    if (!may(operator.role, "statistics")) throw data(null, { status: 403 });
    await setWeeklyDigest(services.db.sql, operator.id, form.on);
    return { done: "weeklyDigestSaved" } satisfies Outcome;
  },
);
