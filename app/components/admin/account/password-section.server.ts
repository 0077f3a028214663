/** The password section's form: a new password, with fresh proof. */
import { data } from "react-router";
import { changePassword } from "#app/lib/admin/account.server.ts";
import { field } from "#app/lib/server/form-fields.ts";
import { formAction } from "#app/lib/server/form.server.ts";
import { type AccountForm, isProofError, proofFields, proofOf, proofRefused } from "./proof.server.ts";
import type { Outcome } from "./types.ts";

const fields = { ...proofFields, next: field.asTyped(1024), repeat: field.asTyped(1024) };

export const passwordForm: AccountForm = formAction("password", fields, async (form, change) => {
  const result = await changePassword(change, { proof: proofOf(form), next: form.next, repeat: form.repeat });
  if (result.ok) return { done: "passwordChanged" } satisfies Outcome;
  if (isProofError(result.error)) return proofRefused("password", { ...result, error: result.error });
  return data({ error: "password", problem: result.error } satisfies Outcome, { status: 400 });
});
