/** The sessions section's form: end one of the operator's other sessions, with fresh proof. */
import { endOwnSession } from "#app/lib/admin/account.server.ts";
import { field } from "#app/lib/server/form-fields.ts";
import { formAction } from "#app/lib/server/form.server.ts";
import { type AccountForm, proofFields, proofOf, proofRefused } from "./proof.server.ts";
import type { Outcome } from "./types.ts";

export const sessionsForm: AccountForm = formAction(
  "end-session",
  { ...proofFields, session: field.asTyped(64) },
  async (form, change) => {
    const result = await endOwnSession(change, form.session, proofOf(form));
    return result.ok ? ({ done: "sessionEnded" } satisfies Outcome) : proofRefused("sessions", result);
  },
);
