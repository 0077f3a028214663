import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { formatPlural } from "#app/i18n/format.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { ProofFields, Throttled } from "./proof-fields.tsx";
import { isDone, isError, sectionClasses, type Outcome, type ProofForm } from "./types.ts";

/** A second factor: turned on by scanning a code and typing one back, renewed or turned off with fresh proof. */
export function TwoFactorSection({
  email,
  required,
  twoFactor,
  recoveryLeft,
  enrolling,
  outcome,
}: {
  email: string;
  required: boolean;
  twoFactor: boolean;
  recoveryLeft: number;
  enrolling: { secret: string; qrSvg: string } | null;
  outcome: Outcome | undefined;
}) {
  const { copy, locale } = useAdmin();
  const text = copy.account.twoFactor;
  const busy = useNavigation().state === "submitting";
  const codes = outcome && "recoveryCodes" in outcome ? outcome.recoveryCodes : null;
  return (
    <section aria-labelledby="two-factor" className={sectionClasses}>
      <h2 id="two-factor" className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      {required && !twoFactor ? <Notice tone="info">{text.required}</Notice> : null}
      {isDone(outcome, "turnedOn") ? <Notice tone="success">{text.turnedOn}</Notice> : null}
      {isDone(outcome, "renewed") ? <Notice tone="success">{text.renewed}</Notice> : null}
      {isDone(outcome, "turnedOff") ? <Notice tone="success">{text.turnedOff}</Notice> : null}
      <Throttled outcome={outcome} forms={["confirm", "turnOff", "recovery"]} />
      {codes ? <RecoveryCodes codes={codes} email={email} /> : null}
      {twoFactor ? (
        <>
          <p className="text-slate-700">{formatPlural(recoveryLeft, text.on, locale)}</p>
          <ProvenForm intent="recovery-codes" id="renew" form="recovery" outcome={outcome} busy={busy}>
            {{ heading: text.renewHeading, intro: text.renewIntro, submit: text.renew }}
          </ProvenForm>
          <ProvenForm intent="turn-off" id="turn-off" form="turnOff" outcome={outcome} busy={busy}>
            {{ heading: text.turnOffHeading, intro: text.turnOffHint, submit: text.turnOff }}
          </ProvenForm>
        </>
      ) : enrolling ? (
        <Enrolment enrolling={enrolling} outcome={outcome} busy={busy} />
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

/**
 * The new recovery codes, shown this once, to be copied or saved as a text file: written down by hand, ten codes
 * of fourteen characters are where a typo locks someone out later (issue 47).
 */
function RecoveryCodes({ codes, email }: { codes: string[]; email: string }) {
  const { copy } = useAdmin();
  const text = copy.account.twoFactor;
  const [copied, setCopied] = useState(false);
  const file = `${formatTemplate(text.codesFileTitle, { email })}\n\n${codes.join("\n")}\n`;
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{text.recoveryHeading}</h3>
      <p className="mt-1 text-slate-600">{text.recoveryIntro}</p>
      {/* As many columns as whole codes fit: a code broken at its hyphen is copied by hand wrongly. */}
      <ul
        className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(15ch,1fr))] gap-2 font-mono whitespace-nowrap text-slate-900"
        data-recovery-codes
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClasses("secondary", "sm")}
          onClick={() => void navigator.clipboard.writeText(codes.join("\n")).then(() => setCopied(true))}
        >
          {text.copyCodes}
        </button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download={text.codesFileName}
          className={buttonClasses("secondary", "sm")}
        >
          {text.downloadCodes}
        </a>
        <p role="status" className="text-sm text-slate-700">
          {copied ? text.codesCopied : null}
        </p>
      </div>
    </div>
  );
}

/** The key as the app's manual entry asks for it, in groups of four that the eye can follow; copied, it has no spaces. */
function GroupedKey({ secret }: { secret: string }) {
  return (
    <code className="font-mono text-slate-900" data-totp-secret>
      {(secret.match(/.{1,4}/g) ?? []).map((group, index) => (
        <span key={index} className="mr-[1ch] inline-block last:mr-0">
          {group}
        </span>
      ))}
    </code>
  );
}

/** A change of the second factor that asks for the password and a current code. */
function ProvenForm({
  intent,
  id,
  form,
  outcome,
  busy,
  children: text,
}: {
  intent: string;
  id: string;
  form: ProofForm;
  outcome: Outcome | undefined;
  busy: boolean;
  children: { heading: string; intro: string; submit: string };
}) {
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <h3 className="font-semibold text-slate-900">{text.heading}</h3>
      <p className="text-slate-600">{text.intro}</p>
      <ProofFields id={id} form={form} twoFactor outcome={outcome} />
      <button type="submit" disabled={busy} className={buttonClasses("secondary", "md")}>
        {text.submit}
      </button>
    </Form>
  );
}

/** The key as a QR code and as text, and the first code typed back (with the password) to turn it on. */
function Enrolment({
  enrolling,
  outcome,
  busy,
}: {
  enrolling: { secret: string; qrSvg: string };
  outcome: Outcome | undefined;
  busy: boolean;
}) {
  const { copy } = useAdmin();
  const text = copy.account.twoFactor;
  const wrongCode = isError(outcome, "wrongCode");
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="confirm" />
      <p className="text-slate-700">{text.scan}</p>
      <div className="flex flex-wrap items-center gap-6">
        <div
          role="img"
          aria-label={text.qrLabel}
          className="size-48 rounded-lg bg-white p-1 [&>svg]:size-full"
          // Drawn on our server from the otpauth address (app/lib/admin/two-factor.server.ts): no third party.
          dangerouslySetInnerHTML={{ __html: enrolling.qrSvg }}
        />
        <p className="text-sm text-slate-700">
          {text.secret}: <GroupedKey secret={enrolling.secret} />
        </p>
      </div>
      <FormField id="enrol-code" label={text.code} invalid={wrongCode} error={wrongCode ? text.wrongCode : undefined}>
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
  );
}
