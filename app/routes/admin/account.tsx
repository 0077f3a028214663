import { data } from "react-router";
import * as z from "zod/mini";
import { profileView, sessionViews } from "#app/components/admin/account/account-page.server.ts";
import { PasswordSection } from "#app/components/admin/account/password-section.tsx";
import { ProfileSection } from "#app/components/admin/account/profile-section.tsx";
import { SessionsSection } from "#app/components/admin/account/sessions-section.tsx";
import { TwoFactorSection } from "#app/components/admin/account/two-factor-section.tsx";
import type { Outcome, ProofForm } from "#app/components/admin/account/types.ts";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import {
  type ProofError,
  changePassword,
  endOwnSession,
  finishEnrolment,
  renewRecoveryCodes,
  startEnrolment,
  turnOffTwoFactor,
} from "#app/lib/admin/account.server.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { minutesToWait } from "#app/lib/admin/auth.server.ts";
import { adminMeta, retryAfterHeaders } from "#app/lib/admin/page.server.ts";
import { may } from "#app/vocabulary/roles.ts";
import { listSessions, readSessionCookie } from "#app/lib/admin/sessions.server.ts";
import { enrolment, pendingSecret, recoveryCodesLeft } from "#app/lib/admin/two-factor.server.ts";
import { AUTHOR_LIMITS, authorProfile, saveAuthorProfile } from "#app/lib/blog/authors.server.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import { field, intents } from "#app/lib/server/form-fields.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/account";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services, operator, locale, copy } = context.get(operatorContext);
  const sql = services.db.sql;
  const token = readSessionCookie(request.headers.get("Cookie"), services.siteOrigin);
  const sessions = await listSessions(sql, operator.id, token);
  const secret = operator.twoFactor ? undefined : await pendingSecret(sql, services.totpKey, operator.id);
  // The author profile is for those who write the blog.
  const author = may(operator.role, "blog") ? ((await authorProfile(sql, operator.id)) ?? null) : undefined;
  return {
    email: operator.email,
    role: operator.role,
    profile: author === undefined ? null : profileView(author, locale),
    twoFactor: operator.twoFactor,
    required: url.searchParams.get("enrol") === "required",
    recoveryLeft: operator.twoFactor ? await recoveryCodesLeft(sql, operator.id) : 0,
    // The QR code and the key exist only while an enrolment waits for its first code.
    enrolling: secret ? { secret, qrSvg: (await enrolment(secret, operator.email)).qrSvg } : null,
    sessions: sessionViews(sessions, locale),
    meta: adminMeta(copy.titles.account),
  };
}

/**
 * A refused proof, as the page answers it: 429 with Retry-After when throttled, 400 for a wrong password or code,
 * 503 when this server cannot check the operator's app codes (its key does not open the seed; decision 0035).
 */
function proofRefused(form: ProofForm, result: { error: ProofError; retryAfterSeconds?: number }) {
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

const isProofError = (error: string): error is ProofError =>
  error === "throttled" || error === "proof-password" || error === "proof-code" || error === "code-unreadable";

// Fresh proof: the password again, and a current code where the operator has a second factor.
const proof = { password: field.asTyped(1024), proofCode: field.asTyped(64) };
const accountForms = intents(
  z.object({ intent: z.literal("enrol") }),
  z.object({ intent: z.literal("confirm"), ...proof, code: field.asTyped(64) }),
  z.object({ intent: z.literal("turn-off"), ...proof }),
  z.object({ intent: z.literal("recovery-codes"), ...proof }),
  z.object({ intent: z.literal("password"), ...proof, next: field.asTyped(1024), repeat: field.asTyped(1024) }),
  z.object({
    intent: z.literal("profile"),
    // One character over the limit is enough to say the text is too long.
    displayName: field.line(AUTHOR_LIMITS.displayName + 1),
    bio: field.line(AUTHOR_LIMITS.bio + 1),
    picture: field.asTyped(64),
  }),
  z.object({ intent: z.literal("end-session"), ...proof, session: field.asTyped(64) }),
);

export async function action({ request, context }: Route.ActionArgs) {
  const { services, operator, copy } = context.get(operatorContext);
  const form = await formOf(request, copy.errors.badForm, accountForms);
  const change = { services, request, operator, client: context.get(clientContext) };
  const proofOf = (sent: { password: string; proofCode: string }) => ({
    password: sent.password,
    code: sent.proofCode,
  });
  switch (form.intent) {
    case "enrol":
      return (await startEnrolment(change))
        ? ({ done: "enrolling" } satisfies Outcome)
        : data({ error: "notEnrolling" } satisfies Outcome, { status: 409 });
    case "confirm": {
      const result = await finishEnrolment(change, proofOf(form), form.code);
      if (result.ok) return { done: "turnedOn", recoveryCodes: result.codes } satisfies Outcome;
      if (result.error === "wrong-code") return data({ error: "wrongCode" } satisfies Outcome, { status: 400 });
      return proofRefused("confirm", { ...result, error: result.error });
    }
    case "turn-off": {
      const result = await turnOffTwoFactor(change, proofOf(form));
      return result.ok ? ({ done: "turnedOff" } satisfies Outcome) : proofRefused("turnOff", result);
    }
    case "recovery-codes": {
      const result = await renewRecoveryCodes(change, proofOf(form));
      return result.ok
        ? ({ done: "renewed", recoveryCodes: result.codes } satisfies Outcome)
        : proofRefused("recovery", result);
    }
    case "password": {
      const result = await changePassword(change, { proof: proofOf(form), next: form.next, repeat: form.repeat });
      if (result.ok) return { done: "passwordChanged" } satisfies Outcome;
      if (isProofError(result.error)) return proofRefused("password", { ...result, error: result.error });
      return data({ error: "password", problem: result.error } satisfies Outcome, { status: 400 });
    }
    case "profile": {
      if (!may(operator.role, "blog")) throw data(null, { status: 403 });
      const { displayName, bio } = form;
      if (displayName.length > AUTHOR_LIMITS.displayName || bio.length > AUTHOR_LIMITS.bio)
        return data({ error: "profileTooLong" } satisfies Outcome, { status: 400 });
      const picture = form.picture || null;
      await saveAuthorProfile(services.db.sql, operator.id, { displayName, bio, picture });
      await recordAudit(services.db.sql, {
        operatorId: operator.id,
        operatorEmail: operator.email,
        action: "profile-change",
        target: operator.id,
        details: { picture: picture ? "set" : "none" },
      });
      return { done: "profileSaved" } satisfies Outcome;
    }
    case "end-session": {
      const result = await endOwnSession(change, form.session, proofOf(form));
      return result.ok ? ({ done: "sessionEnded" } satisfies Outcome) : proofRefused("sessions", result);
    }
  }
}

// A throttled password or code check says when to try again, as the sign-in does.
export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = useAdmin();
  const text = copy.account;
  const outcome = actionData as Outcome | undefined;
  const { twoFactor } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
        <p className="mt-2 text-slate-600">
          {formatTemplate(text.intro, { email: loaderData.email, role: copy.roles[loaderData.role] })}
        </p>
      </div>
      {loaderData.profile ? <ProfileSection profile={loaderData.profile} outcome={outcome} /> : null}
      <TwoFactorSection
        required={loaderData.required}
        twoFactor={twoFactor}
        recoveryLeft={loaderData.recoveryLeft}
        enrolling={loaderData.enrolling}
        outcome={outcome}
      />
      <PasswordSection twoFactor={twoFactor} outcome={outcome} />
      <SessionsSection sessions={loaderData.sessions} twoFactor={twoFactor} outcome={outcome} />
    </div>
  );
}
