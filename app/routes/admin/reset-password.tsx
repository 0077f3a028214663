import { data, redirect } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { NewPasswordForm } from "#app/components/admin/account/new-password-form.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { assertSameSite } from "#app/lib/admin/auth.server.ts";
import { joinForm } from "#app/lib/admin/join.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { completePasswordReset, findPasswordReset } from "#app/lib/admin/password-reset.server.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { backOfficeContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/reset-password";

/**
 * The e-mailed link's page (`/admin/reset-password?token=…`, open): a new password, typed twice, for the account the
 * link belongs to (app/lib/admin/password-reset.server.ts). A link that works no more (used, replaced, expired, or the
 * password changed since) answers 410 with a page that says so and offers a new one.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, copy } = context.get(backOfficeContext);
  const meta = resetMeta(copy.recovery.reset.title);
  const token = url.searchParams.get("token");
  const link = token ? await findPasswordReset(services.db.sql, token) : undefined;
  if (!link) return data({ email: null, meta }, { status: token === null ? 200 : 410 });
  return { email: link.email, meta };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { services, locale, copy } = context.get(backOfficeContext);
  // Open to anyone with a link, so not checked by the layout: the new password comes from our own page too.
  assertSameSite(request, url, services.siteOrigin, copy.errors.forbidden);
  const form = await formOf(request, copy.errors.badForm, joinForm);
  const result = await completePasswordReset(services.db.sql, url.searchParams.get("token") ?? "", form);
  if ("ok" in result) return redirect(`${adminPath("login", locale)}?passwordSet=1`, 303);
  // `at` tells one refusal from the next: the page clears the passwords after each.
  return data({ ...result, at: Date.now() }, { status: result.error === "gone" ? 410 : 400 });
}

/** The link's token is in this page's address: no Referer may carry it anywhere (as on the join page). */
function resetMeta(title: string) {
  return [...adminMeta(title), { name: "referrer", content: "no-referrer" }];
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const text = copy.recovery.reset;
  if (!loaderData.email || actionData?.error === "gone") {
    return (
      <div className="mx-auto max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">{text.gone.heading}</h1>
        <p className="mt-4 text-slate-700">{text.gone.body}</p>
        <p className="mt-6">
          <a href={adminPath("forgotPassword", locale)} className="text-indigo-700 underline">
            {text.gone.again}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
      <p className="mt-2 mb-6 text-slate-600 [overflow-wrap:anywhere]">
        {formatTemplate(text.intro, { email: loaderData.email })}
      </p>
      {/* The password twice, as on the join page: typed afresh after each refusal, never sent back by the server. */}
      <NewPasswordForm
        idPrefix="reset"
        email={loaderData.email}
        text={{ ...text, hint: copy.join.passwordHint }}
        problem={actionData?.error}
        refusedAt={actionData?.at}
        after={text.after}
      />
    </div>
  );
}
