/** The team page's form to help a member back in (issue 47): whom, what, and the owner's own fresh proof. */
import { data } from "react-router";
import * as z from "zod/mini";
import { proofFields, proofOf, proofRefused } from "#app/components/admin/account/proof.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Change } from "#app/lib/admin/account.server.ts";
import { helpMember, memberAccessHelps } from "#app/lib/admin/member-access.server.ts";
import type { PasswordResetServices } from "#app/lib/admin/password-reset.server.ts";
import { field } from "#app/lib/server/form-fields.ts";

export const memberAccessForm = z.object({
  intent: z.literal("member-access"),
  operator: field.line(200),
  help: field.oneOf(memberAccessHelps),
  ...proofFields,
});

/** The form's answer: what was done (200), why not (404: gone, 409: not for this member), or the proof refused. */
export async function answerMemberAccess(
  change: Change & { services: PasswordResetServices },
  form: z.infer<typeof memberAccessForm>,
  locale: Locale,
) {
  const result = await helpMember(change, { member: form.operator, help: form.help, proof: proofOf(form), locale });
  if (result.access === "proof") return proofRefused("memberAccess", { ...result, error: result.error });
  const status = result.access !== "refused" ? 200 : result.why === "gone" ? 404 : 409;
  // `at` tells one answer from the next, as the team page's other answers do.
  return data({ ...result, at: Date.now() }, { status });
}
