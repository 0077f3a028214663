import { data, Form, Link, redirect, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClasses, FormField } from "#app/components/ui/form-field.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { assertSameSite, codeForm, minutesToWait, verifySignInCode } from "#app/lib/admin/auth.server.ts";
import { adminMeta, retryAfterHeaders } from "#app/lib/admin/page.server.ts";
import { findChallenge, readChallengeCookie } from "#app/lib/admin/sign-in-challenge.server.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { formatPlural } from "#app/i18n/format.ts";
import { backOfficeContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/login-code";

/** The second step of a sign-in: open only with the challenge the password step left (a cookie of five minutes). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services, operator, locale, copy } = context.get(backOfficeContext);
  if (operator) throw redirect(adminPath("home", locale));
  const token = readChallengeCookie(request.headers.get("Cookie"), services.siteOrigin);
  const open = Boolean(await findChallenge(services.db.sql, token));
  // `?with=recovery`: the field for a recovery code, with the text keyboard; without, the app's digits.
  const recovery = url.searchParams.get("with") === "recovery";
  return { expired: !open, recovery, meta: adminMeta(copy.titles.loginCode) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { services, copy } = context.get(backOfficeContext);
  // Open to anyone with a challenge, so not checked by the layout: the code comes from our own page too.
  assertSameSite(request, url, services.siteOrigin, copy.login.crossSite);
  const form = await formOf(request, copy.errors.badForm, codeForm);
  const result = await verifySignInCode(services, request, form, context.get(clientContext));
  if (result instanceof Response) return result;
  if (result.error === "throttled" || result.error === "paused")
    return data(
      { error: result.error, minutes: minutesToWait(result) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  // unreadable: this server cannot check the operator's app codes (its key does not open the seed), a recovery code it can.
  const status = { missing: 400, invalid: 401, expired: 401, unreadable: 503 }[result.error];
  return data({ error: result.error, minutes: undefined }, { status });
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminLoginCodePage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const busy = useNavigation().state === "submitting";
  const error = actionData?.error ?? (loaderData.expired ? "expired" : undefined);
  const text = copy.loginCode;
  // App codes paused or unreadable here: a recovery code is the way in, so its field is the one shown.
  const recovery = loaderData.recovery || error === "paused" || error === "unreadable";
  const message =
    error === "throttled"
      ? formatPlural(actionData?.minutes ?? 15, text.throttled, locale)
      : error === "paused"
        ? text.paused
        : error
          ? text[error]
          : null;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
      <p className="mt-2 mb-6 text-slate-600">{text.intro}</p>
      {message ? <Notice tone="error">{message}</Notice> : null}
      {error === "expired" ? (
        <p>
          <a href={adminPath("login", locale)} className={buttonClasses("primary", "md")}>
            {text.restart}
          </a>
        </p>
      ) : (
        <Form method="post" className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-6">
          <FormField
            id="admin-code"
            label={recovery ? text.recoveryCode : text.code}
            hint={recovery ? text.recoveryHint : text.hint}
            invalid={error === "invalid" || error === "missing"}
          >
            {(control) => (
              <input
                {...control}
                key={recovery ? "recovery" : "app"}
                name="code"
                autoComplete={recovery ? "off" : "one-time-code"}
                inputMode={recovery ? "text" : "numeric"}
                spellCheck={false}
                autoCapitalize="none"
                required
                maxLength={64}
                className={controlClasses()}
              />
            )}
          </FormField>
          {error === "paused" || error === "unreadable" ? null : (
            <p className="text-sm">
              <Link
                to={recovery ? "?" : "?with=recovery"}
                replace
                className="font-semibold text-indigo-700 underline underline-offset-2"
              >
                {recovery ? text.useApp : text.useRecovery}
              </Link>
            </p>
          )}
          <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
            {text.submit}
          </button>
        </Form>
      )}
    </div>
  );
}
