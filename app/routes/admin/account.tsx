import { data, Form, useNavigation } from "react-router";
import * as z from "zod/mini";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { formatDateTime, formatPlural } from "#app/i18n/format.ts";
import {
  type PasswordChangeError,
  type ProofError,
  changePassword,
  endOwnSession,
  finishEnrolment,
  renewRecoveryCodes,
  startEnrolment,
  turnOffTwoFactor,
} from "#app/lib/admin/account.server.ts";
import { minutesToWait } from "#app/lib/admin/auth.server.ts";
import { adminMeta, retryAfterHeaders } from "#app/lib/admin/page.server.ts";
import { listSessions, readSessionCookie } from "#app/lib/admin/sessions.server.ts";
import { enrolment, pendingSecret, recoveryCodesLeft } from "#app/lib/admin/two-factor.server.ts";
import { browserFamilies, deviceClasses, type BrowserFamily, type DeviceClass } from "#app/lib/analytics/hits.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import { field, intents } from "#app/lib/server/form-fields.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/account";
import { may } from "#app/lib/admin/roles.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { AUTHOR_LIMITS, authorProfile, saveAuthorProfile } from "#app/lib/blog/authors.server.ts";
import { imageSrc } from "#app/lib/blog/post-images.ts";
import { ImageUploadError, uploadPostImage, type UploadMessages } from "#app/lib/blog/upload-post-image.ts";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import { useState } from "react";

const pick = ({ imageTooLarge, uploadFailed }: UploadMessages): UploadMessages => ({ imageTooLarge, uploadFailed });

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
    profile:
      author === undefined
        ? null
        : {
            displayName: author?.displayName ?? "",
            bio: author?.bio ?? "",
            picture: author?.picture ? { id: author.picture.id, src: imageSrc(author.picture, "webp") } : null,
            // The picture's upload says what went wrong before the server could, in the operator's language.
            uploadMessages: pick((locale === "de" ? blogAdminDe : blogAdminEn).api),
          },
    twoFactor: operator.twoFactor,
    required: url.searchParams.get("enrol") === "required",
    recoveryLeft: operator.twoFactor ? await recoveryCodesLeft(sql, operator.id) : 0,
    // The QR code and the key exist only while an enrolment waits for its first code.
    enrolling: secret ? { secret, qrSvg: (await enrolment(secret, operator.email)).qrSvg } : null,
    sessions: sessions.map((session) => ({
      id: session.publicId,
      device: (deviceClasses as readonly string[]).includes(session.device) ? (session.device as DeviceClass) : "other",
      browser: (browserFamilies as readonly string[]).includes(session.browser)
        ? (session.browser as BrowserFamily)
        : "other",
      started: formatDateTime(session.createdAt, locale),
      lastSeen: formatDateTime(session.lastSeenAt, locale),
      current: session.current,
    })),
    meta: adminMeta(copy.titles.account),
  };
}

/** The forms of the page that ask for fresh proof: each shows its own refusal. */
type ProofForm = "confirm" | "turnOff" | "recovery" | "password" | "sessions";

type Outcome =
  | { done: "enrolling" | "turnedOff" | "passwordChanged" | "sessionEnded" | "profileSaved" }
  | { error: "profileTooLong" }
  | { done: "turnedOn" | "renewed"; recoveryCodes: string[] }
  | { error: "wrongCode" | "notEnrolling" }
  | { error: "proof"; form: ProofForm; field: "password" | "code" | "unreadable" }
  | { error: "throttled"; minutes: number; form: ProofForm }
  | { error: "password"; problem: Exclude<PasswordChangeError, ProofError> };

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
  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
        <p className="mt-2 text-slate-600">
          {formatTemplate(text.intro, { email: loaderData.email, role: copy.roles[loaderData.role] })}
        </p>
      </div>
      {loaderData.profile ? <ProfileSection loaderData={loaderData} outcome={outcome} /> : null}
      <TwoFactorSection loaderData={loaderData} outcome={outcome} />
      <PasswordSection loaderData={loaderData} outcome={outcome} />
      <SessionsSection loaderData={loaderData} outcome={outcome} />
    </div>
  );
}

type SectionProps = { loaderData: Route.ComponentProps["loaderData"]; outcome: Outcome | undefined };

const sectionClasses = "space-y-4 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-6";

/** The refusal of one form's proof, if this outcome is one. */
function proofRefusal(outcome: Outcome | undefined, forms: ProofForm[]) {
  if (!outcome || !("error" in outcome)) return undefined;
  if (outcome.error === "proof" && forms.includes(outcome.form)) return outcome;
  if (outcome.error === "throttled" && forms.includes(outcome.form)) return outcome;
  return undefined;
}

/**
 * The fresh proof a form asks for (issue 44): the password and, where the operator has a second factor, a current
 * code. Each says what was wrong with it.
 */
function ProofFields({
  id,
  form,
  twoFactor,
  outcome,
  passwordLabel,
}: {
  id: string;
  form: ProofForm;
  twoFactor: boolean;
  outcome: Outcome | undefined;
  passwordLabel?: string;
}) {
  const { copy } = useAdmin();
  const text = copy.account.proof;
  const refused = proofRefusal(outcome, [form]);
  const field = refused?.error === "proof" ? refused.field : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={`${id}-password`}
        label={passwordLabel ?? text.password}
        hint={twoFactor ? text.hintWithCode : text.hint}
        error={field === "password" ? text.wrongPassword : undefined}
      >
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={controlClasses()}
          />
        )}
      </FormField>
      {twoFactor ? (
        <FormField
          id={`${id}-code`}
          label={text.code}
          error={field === "code" ? text.wrongCode : field === "unreadable" ? text.codeUnreadable : undefined}
        >
          {(control) => (
            <input {...control} name="proofCode" autoComplete="one-time-code" required className={controlClasses()} />
          )}
        </FormField>
      ) : null}
    </div>
  );
}

/** A throttled proof of one of these forms: when to try again. */
function Throttled({ outcome, forms }: { outcome: Outcome | undefined; forms: ProofForm[] }) {
  const { copy, locale } = useAdmin();
  const refused = proofRefusal(outcome, forms);
  if (refused?.error !== "throttled") return null;
  return <Notice tone="error">{formatPlural(refused.minutes, copy.account.twoFactor.throttled, locale)}</Notice>;
}

function TwoFactorSection({ loaderData, outcome }: SectionProps) {
  const { copy, locale } = useAdmin();
  const text = copy.account.twoFactor;
  const busy = useNavigation().state === "submitting";
  const codes = outcome && "recoveryCodes" in outcome ? outcome.recoveryCodes : null;
  return (
    <section aria-labelledby="two-factor" className={sectionClasses}>
      <h2 id="two-factor" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      {loaderData.required && !loaderData.twoFactor ? <Notice tone="info">{text.required}</Notice> : null}
      {outcome && "done" in outcome && outcome.done === "turnedOn" ? (
        <Notice tone="success">{text.turnedOn}</Notice>
      ) : null}
      {outcome && "done" in outcome && outcome.done === "renewed" ? (
        <Notice tone="success">{text.renewed}</Notice>
      ) : null}
      {outcome && "done" in outcome && outcome.done === "turnedOff" ? (
        <Notice tone="success">{text.turnedOff}</Notice>
      ) : null}
      <Throttled outcome={outcome} forms={["confirm", "turnOff", "recovery"]} />
      {codes ? (
        <div>
          <h3 className="font-semibold text-slate-900">{text.recoveryHeading}</h3>
          <p className="mt-1 text-slate-600">{text.recoveryIntro}</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-slate-900 sm:grid-cols-5" data-recovery-codes>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {loaderData.twoFactor ? (
        <>
          <p className="text-slate-700">{formatPlural(loaderData.recoveryLeft, text.on, locale)}</p>
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="recovery-codes" />
            <h3 className="font-semibold text-slate-900">{text.renewHeading}</h3>
            <p className="text-slate-600">{text.renewIntro}</p>
            <ProofFields id="renew" form="recovery" twoFactor outcome={outcome} />
            <button type="submit" disabled={busy} className={buttonClasses("secondary", "md")}>
              {text.renew}
            </button>
          </Form>
          <Form method="post" className="space-y-4">
            <input type="hidden" name="intent" value="turn-off" />
            <h3 className="font-semibold text-slate-900">{text.turnOffHeading}</h3>
            <p className="text-slate-600">{text.turnOffHint}</p>
            <ProofFields id="turn-off" form="turnOff" twoFactor outcome={outcome} />
            <button type="submit" disabled={busy} className={buttonClasses("secondary", "md")}>
              {text.turnOff}
            </button>
          </Form>
        </>
      ) : loaderData.enrolling ? (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="confirm" />
          <p className="text-slate-700">{text.scan}</p>
          <div className="flex flex-wrap items-center gap-6">
            <div
              role="img"
              aria-label={text.qrLabel}
              className="size-48 rounded-lg bg-white p-1 [&>svg]:size-full"
              // Drawn on our server from the otpauth address (app/lib/admin/two-factor.server.ts): no third party.
              dangerouslySetInnerHTML={{ __html: loaderData.enrolling.qrSvg }}
            />
            <p className="text-sm text-slate-700">
              {text.secret}:{" "}
              <code className="font-mono break-all text-slate-900" data-totp-secret>
                {loaderData.enrolling.secret}
              </code>
            </p>
          </div>
          <FormField
            id="enrol-code"
            label={text.code}
            invalid={outcome && "error" in outcome && outcome.error === "wrongCode"}
            error={outcome && "error" in outcome && outcome.error === "wrongCode" ? text.wrongCode : undefined}
          >
            {(control) => (
              <input
                {...control}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={8}
                className={controlClasses("max-w-40")}
              />
            )}
          </FormField>
          <ProofFields id="confirm" form="confirm" twoFactor={false} outcome={outcome} />
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
            {text.confirm}
          </button>
        </Form>
      ) : (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="enrol" />
          <p className="text-slate-700">{text.off}</p>
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
            {text.start}
          </button>
        </Form>
      )}
    </section>
  );
}

function PasswordSection({ loaderData, outcome }: SectionProps) {
  const { copy } = useAdmin();
  const text = copy.account.password;
  const busy = useNavigation().state === "submitting";
  const problem = outcome && "error" in outcome && outcome.error === "password" ? outcome.problem : undefined;
  const message = problem === "mismatch" ? text.errors.mismatch : problem ? copy.passwordProblems[problem] : undefined;
  return (
    <section aria-labelledby="password" className={sectionClasses}>
      <h2 id="password" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      {outcome && "done" in outcome && outcome.done === "passwordChanged" ? (
        <Notice tone="success">{text.changed}</Notice>
      ) : null}
      {message ? <Notice tone="error">{message}</Notice> : null}
      <Throttled outcome={outcome} forms={["password"]} />
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="password" />
        <ProofFields
          id="password-proof"
          form="password"
          twoFactor={loaderData.twoFactor}
          outcome={outcome}
          passwordLabel={text.current}
        />
        <FormField id="password-next" label={text.next} hint={text.nextHint} invalid={Boolean(problem)}>
          {(control) => (
            <input
              {...control}
              name="next"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              maxLength={128}
              className={controlClasses()}
            />
          )}
        </FormField>
        <FormField id="password-repeat" label={text.repeat} invalid={problem === "mismatch"}>
          {(control) => (
            <input
              {...control}
              name="repeat"
              type="password"
              autoComplete="new-password"
              required
              className={controlClasses()}
            />
          )}
        </FormField>
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
          {text.submit}
        </button>
      </Form>
    </section>
  );
}

function SessionsSection({ loaderData, outcome }: SectionProps) {
  const { copy } = useAdmin();
  const text = copy.account.sessions;
  const names = copy.analytics;
  type Session = (typeof loaderData.sessions)[number];
  const others = loaderData.sessions.some((session) => !session.current);
  return (
    <section aria-labelledby="sessions" className={sectionClasses}>
      <h2 id="sessions" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="text-slate-600">{text.intro}</p>
      {outcome && "done" in outcome && outcome.done === "sessionEnded" ? (
        <Notice tone="success">{text.ended}</Notice>
      ) : null}
      <Throttled outcome={outcome} forms={["sessions"]} />
      {/* One form for every row: the proof is typed once, each row's button names its session. */}
      {others ? (
        <Form method="post" id="end-session" className="space-y-4">
          <input type="hidden" name="intent" value="end-session" />
          <ProofFields id="end-session" form="sessions" twoFactor={loaderData.twoFactor} outcome={outcome} />
        </Form>
      ) : null}
      <DataTable<Session>
        caption={text.caption}
        rows={loaderData.sessions}
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

/** The blog's author profile: name, a few words, a square picture (uploaded at once, saved with the form). */
function ProfileSection({ loaderData, outcome }: SectionProps) {
  const { copy, locale } = useAdmin();
  const text = copy.account.profile;
  const profile = loaderData.profile!;
  const busy = useNavigation().state === "submitting";
  const [picture, setPicture] = useState(profile.picture);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function take(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setRefusal(null);
    try {
      const image = await uploadPostImage(file, locale, profile.uploadMessages, { square: true });
      setPicture({ id: image.id, src: image.src });
    } catch (failure) {
      setRefusal(failure instanceof ImageUploadError ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  }

  return (
    <section aria-labelledby="author-profile" className={sectionClasses}>
      <h2 id="author-profile" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="text-slate-600">{text.intro}</p>
      {outcome && "done" in outcome && outcome.done === "profileSaved" ? (
        <Notice tone="success">{text.saved}</Notice>
      ) : null}
      {outcome && "error" in outcome && outcome.error === "profileTooLong" ? (
        <Notice tone="error">{text.tooLong}</Notice>
      ) : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <input type="hidden" name="picture" value={picture?.id ?? ""} />
        <FormField id="profile-name" label={text.displayName}>
          {(control) => (
            <input
              {...control}
              name="displayName"
              defaultValue={profile.displayName}
              maxLength={100}
              autoComplete="name"
              className={controlClasses()}
            />
          )}
        </FormField>
        <FormField id="profile-bio" label={text.bio} hint={text.bioHint}>
          {(control) => (
            <textarea
              {...control}
              name="bio"
              defaultValue={profile.bio}
              maxLength={280}
              rows={3}
              className={controlClasses()}
            />
          )}
        </FormField>
        <FormField id="profile-picture" label={text.picture} hint={text.pictureHint} error={refusal ?? undefined}>
          {(control) => (
            <div className="flex flex-wrap items-center gap-4">
              {picture ? (
                <img src={picture.src} alt="" width={56} height={56} className="size-14 rounded-full object-cover" />
              ) : null}
              <input
                {...control}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/avif"
                disabled={uploading}
                onChange={(event) => void take(event.target.files?.[0])}
                className="text-sm"
              />
              {picture ? (
                <button type="button" className={buttonClasses("ghost", "sm")} onClick={() => setPicture(null)}>
                  {text.removePicture}
                </button>
              ) : null}
            </div>
          )}
        </FormField>
        <button type="submit" disabled={busy || uploading} className={buttonClasses("primary", "md")}>
          {text.save}
        </button>
      </Form>
    </section>
  );
}
