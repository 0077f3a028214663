import { data, Form, redirect, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { EmailField, PasswordField } from "#app/components/ui/form-field.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { homePath } from "#app/i18n/paths.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { afterLogin, assertSameSite, login, minutesToWait } from "#app/lib/admin/auth.server.ts";
import { signInForm } from "#app/lib/admin/sign-in-form.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { adminMeta, retryAfterHeaders } from "#app/lib/admin/page.server.ts";
import { readSessionCookie } from "#app/lib/admin/sessions.server.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import { backOfficeContext } from "#app/site/back-office.server.ts";
import { formatPlural } from "#app/i18n/format.ts";
import type { Route } from "./+types/login";

export function loader({ request, url, context }: Route.LoaderArgs) {
  const { services, operator, locale, copy } = context.get(backOfficeContext);
  if (operator) throw redirect(afterLogin(url.searchParams.get("next"), locale));
  const token = readSessionCookie(request.headers.get("Cookie"), services.siteOrigin);
  // A cookie without a live session behind it: the session ran out (or was ended elsewhere).
  const notice: "signedOut" | "expired" | "passwordSet" | null = url.searchParams.has("passwordSet")
    ? "passwordSet"
    : url.searchParams.has("signedOut")
      ? "signedOut"
      : token
        ? "expired"
        : null;
  return { notice, meta: adminMeta(copy.titles.login) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { services, locale, copy } = context.get(backOfficeContext);
  // Open to anyone, so not checked by the layout: a sign-in comes from our own page too.
  assertSameSite(request, url, services.siteOrigin, copy.login.crossSite);
  const form = await formOf(request, copy.errors.badForm, signInForm);
  const result = await login(services, request, form, context.get(clientContext), locale);
  if (result instanceof Response) return result;
  if (result.error === "throttled") {
    const { email } = result;
    return data(
      { error: result.error, email, minutes: minutesToWait(result) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ ...result, minutes: undefined }, { status: result.error === "missing" ? 400 : 401 });
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { notice } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = actionData?.error;
  // The message above the form says what is wrong with both fields.
  const invalid = error === "invalid" || error === "missing";
  const message =
    error === "throttled"
      ? formatPlural(actionData?.minutes ?? 15, copy.login.throttled, locale)
      : error
        ? copy.login[error]
        : null;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold text-slate-900">{copy.login.heading}</h1>
      <p className="mt-2 mb-6 text-slate-600">{copy.login.intro}</p>
      {message ? <Notice tone="error">{message}</Notice> : null}
      {!message && notice ? (
        <Notice tone="info">{notice === "passwordSet" ? copy.recovery.passwordSet : copy.login[notice]}</Notice>
      ) : null}
      <Form method="post" className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-4 sm:p-6 shadow-sm">
        <EmailField
          id="admin-email"
          label={copy.login.email}
          invalid={invalid}
          defaultValue={actionData?.email ?? ""}
        />
        <PasswordField
          id="admin-password"
          name="password"
          label={copy.login.password}
          autoComplete="current-password"
          invalid={invalid}
        />
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
          {copy.login.submit}
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <a href={adminPath("forgotPassword", locale)} className="text-indigo-700 underline">
          {copy.recovery.forgotLink}
        </a>
      </p>
      <p className="mt-4 text-center text-sm">
        <a href={homePath(locale)} className="text-indigo-700 underline">
          {copy.login.toWebsite}
        </a>
      </p>
    </div>
  );
}
