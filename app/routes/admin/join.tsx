import { data } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { NewPasswordForm } from "#app/components/admin/account/new-password-form.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { assertSameSite } from "#app/lib/admin/auth.server.ts";
import { findInvitation } from "#app/lib/admin/invitations.server.ts";
import { joinForm, joinTeam } from "#app/lib/admin/join.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { formOf } from "#app/lib/server/form.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { roleInText } from "#app/lib/text/role-phrase.ts";
import { backOfficeContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/join";

/**
 * The invitee's page (`/admin/join?token=…`, open: nobody is signed in yet): whom the invitation is for and as
 * what, and a password of their own. A link that works no more (unknown, used, replaced, withdrawn, expired)
 * answers 410 with a page that says so; the page without any link is that page too, as a 200, for whoever
 * finds its address.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, operator, copy } = context.get(backOfficeContext);
  const meta = joinMeta(copy.titles.join);
  const token = url.searchParams.get("token");
  const invitation = token ? await findInvitation(services.db.sql, token) : undefined;
  if (!invitation) return data({ invitation: null, signedIn: null, meta }, { status: token === null ? 200 : 410 });
  return {
    invitation: { email: invitation.email, role: invitation.role, inviter: invitation.invitedBy },
    signedIn: operator?.email ?? null,
    meta,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { services, locale, copy } = context.get(backOfficeContext);
  // Open to anyone with a link, so not checked by the layout: a join comes from our own page too.
  assertSameSite(request, url, services.siteOrigin, copy.errors.forbidden);
  const form = await formOf(request, copy.errors.badForm, joinForm);
  const token = url.searchParams.get("token") ?? "";
  // /admin sends the new operator on to the start page of their role.
  const result = await joinTeam(services, request, token, form, adminPath("home", locale));
  if (result instanceof Response) return result;
  // `at` tells one refusal from the next: the page clears the passwords after each.
  return data({ ...result, at: Date.now() }, { status: result.error === "gone" ? 410 : 400 });
}

/**
 * The link's token is in this page's address: no Referer may carry it anywhere (the server's Referrer-Policy
 * header would still send the whole address to our own pages, and the origin elsewhere).
 */
function joinMeta(title: string) {
  return [...adminMeta(title), { name: "referrer", content: "no-referrer" }];
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminJoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { copy } = useAdmin();
  const { invitation, signedIn } = loaderData;
  const text = copy.join;
  if (!invitation || actionData?.error === "gone") {
    return (
      <div className="mx-auto max-w-md">
        <h1 className="text-2xl font-bold text-slate-900">{text.gone.heading}</h1>
        <p className="mt-4 text-slate-700">{text.gone.body}</p>
      </div>
    );
  }
  const role = roleInText(copy, copy.roles[invitation.role]);
  const problem = actionData?.error;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
      <p className="mt-2 mb-6 text-slate-600 [overflow-wrap:anywhere]">
        {invitation.inviter
          ? formatTemplate(text.invited, { inviter: invitation.inviter, email: invitation.email, role })
          : formatTemplate(text.invitedByTheTeam, { email: invitation.email, role })}
      </p>
      {signedIn ? <Notice tone="info">{formatTemplate(text.signedIn, { email: signedIn })}</Notice> : null}
      <NewPasswordForm
        idPrefix="join"
        email={invitation.email}
        text={{ ...text, hint: text.passwordHint }}
        problem={problem}
        refusedAt={actionData?.at}
      />
    </div>
  );
}
