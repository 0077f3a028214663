/**
 * What the account page's forms share on the server: fresh proof (the password again, and a current code where the
 * operator has a second factor; issue 44) and how a refused proof is answered.
 */
import { data } from "react-router";
import type { ProofError, changePassword } from "#app/lib/admin/account.server.ts";
import { minutesToWait } from "#app/lib/admin/auth.server.ts";
import { field } from "#app/lib/server/form-fields.ts";
import type { FormAction } from "#app/lib/server/form.server.ts";
import type { Outcome, ProofForm } from "./types.ts";

/** Who changes their account, from where, with which services: what the account's changes take. */
export type AccountChange = Parameters<typeof changePassword>[0];
/** An outcome for the page, with the status (and Retry-After) a refusal carries. */
export type AccountAnswer = Outcome | ReturnType<typeof data<Outcome>>;
export type AccountForm = FormAction<AccountChange, AccountAnswer>;

/** The proof's fields, in every form that asks for it. */
export const proofFields = { password: field.asTyped(1024), proofCode: field.asTyped(64) };

export const proofOf = (sent: { password: string; proofCode: string }) => ({
  password: sent.password,
  code: sent.proofCode,
});

export const isProofError = (error: string): error is ProofError =>
  error === "throttled" || error === "proof-password" || error === "proof-code" || error === "code-unreadable";

/**
 * A refused proof, as the page answers it: 429 with Retry-After when throttled, 400 for a wrong password or code,
 * 503 when this server cannot check the operator's app codes (its key does not open the seed; decision 0035).
 */
export function proofRefused(form: ProofForm, result: { error: ProofError; retryAfterSeconds?: number }) {
  if (result.error === "throttled")
    return data({ error: "throttled", minutes: minutesToWait(result), form } satisfies Outcome, {
      status: 429,
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
  if (result.error === "code-unreadable")
    return data({ error: "proof", form, field: "unreadable" } satisfies Outcome, { status: 503 });
  const field = result.error === "proof-password" ? "password" : "code";
  return data({ error: "proof", form, field } satisfies Outcome, { status: 400 });
}
