/** The two-factor section's forms: start an enrolment, confirm it with a code, turn it off, new recovery codes. */
import { data } from "react-router";
import {
  finishEnrolment,
  renewRecoveryCodes,
  startEnrolment,
  turnOffTwoFactor,
} from "#app/lib/admin/account.server.ts";
import { field } from "#app/lib/server/form-fields.ts";
import { formAction } from "#app/lib/server/form.server.ts";
import { type AccountForm, proofFields, proofOf, proofRefused } from "./proof.server.ts";
import type { Outcome } from "./types.ts";

export const twoFactorForms: AccountForm[] = [
  formAction("enrol", {}, async (_form, change) =>
    (await startEnrolment(change))
      ? ({ done: "enrolling" } satisfies Outcome)
      : data({ error: "notEnrolling" } satisfies Outcome, { status: 409 }),
  ),
  formAction("confirm", { ...proofFields, code: field.asTyped(64) }, async (form, change) => {
    const result = await finishEnrolment(change, proofOf(form), form.code);
    if (result.ok) return { done: "turnedOn", recoveryCodes: result.codes } satisfies Outcome;
    if (result.error === "wrong-code") return data({ error: "wrongCode" } satisfies Outcome, { status: 400 });
    return proofRefused("confirm", { ...result, error: result.error });
  }),
  formAction("turn-off", proofFields, async (form, change) => {
    const result = await turnOffTwoFactor(change, proofOf(form));
    return result.ok ? ({ done: "turnedOff" } satisfies Outcome) : proofRefused("turnOff", result);
  }),
  formAction("recovery-codes", proofFields, async (form, change) => {
    const result = await renewRecoveryCodes(change, proofOf(form));
    return result.ok
      ? ({ done: "renewed", recoveryCodes: result.codes } satisfies Outcome)
      : proofRefused("recovery", result);
  }),
];
