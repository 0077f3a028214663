import { data, Form, useNavigation } from "react-router";
import * as z from "zod/mini";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { EmailField } from "#app/components/ui/form-field.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatPlural } from "#app/i18n/format.ts";
import { assertSameSite, minutesToWait } from "#app/lib/admin/auth.server.ts";
import { adminMeta, retryAfterHeaders } from "#app/lib/admin/page.server.ts";
import { requestPasswordReset } from "#app/lib/admin/password-reset.server.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import { field } from "#app/lib/server/form-fields.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { backOfficeContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/forgot-password";

/**
 * "Forgot password?" (`/admin/login/forgot`, open): an address in, and the same answer whatever it is; a link goes
 * out only to an active operator's address (app/lib/admin/password-reset.server.ts). Only a spent limit is said.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { services, copy } = context.get(backOfficeContext);
  // Whether this server sends e-mail at all says nothing about anyone's account.
  return { mail: services.invitationMail.delivery === "email", meta: adminMeta(copy.recovery.forgot.title) };
}

const forgotForm = z.object({ email: field.line(254) });

export async function action({ request, url, context }: Route.ActionArgs) {
  const { services, locale, copy } = context.get(backOfficeContext);
  // Open to anyone, so not checked by the layout: a request comes from our own page too.
  assertSameSite(request, url, services.siteOrigin, copy.login.crossSite);
  const { email } = await formOf(request, copy.errors.badForm, forgotForm);
  if (!email.trim()) return data({ outcome: "missing" as const, email, minutes: 0 }, { status: 400 });
  const result = await requestPasswordReset(services, { email, locale, client: context.get(clientContext) });
  if (!result.ok)
    return data(
      { outcome: "throttled" as const, email, minutes: minutesToWait(result) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  return { outcome: "sent" as const, email: email.trim(), minutes: 0 };
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const text = copy.recovery.forgot;
  const busy = useNavigation().state === "submitting";
  const outcome = actionData?.outcome;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
      <p className="mt-2 mb-6 text-slate-600">{text.intro}</p>
      {loaderData.mail ? null : <Notice tone="info">{text.noMail}</Notice>}
      {outcome === "sent" ? (
        <Notice tone="success">{formatTemplate(text.sent, { email: actionData!.email })}</Notice>
      ) : null}
      {outcome === "throttled" ? (
        <Notice tone="error">{formatPlural(actionData!.minutes, text.throttled, locale)}</Notice>
      ) : null}
      {outcome === "missing" ? <Notice tone="error">{text.missing}</Notice> : null}
      <Form method="post" className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-6">
        <EmailField
          id="forgot-email"
          label={text.email}
          invalid={outcome === "missing"}
          defaultValue={actionData?.email ?? ""}
        />
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
          {text.submit}
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-600">{text.otherWays}</p>
      <p className="mt-4 text-center text-sm">
        <a href={adminPath("login", locale)} className="text-indigo-700 underline">
          {text.backToSignIn}
        </a>
      </p>
    </div>
  );
}
