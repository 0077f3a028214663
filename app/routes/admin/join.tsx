import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { EmailField, PasswordField } from "#app/components/ui/form-field.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { assertSameSite } from "#app/lib/admin/auth.server.ts";
import { findInvitation } from "#app/lib/admin/invitations.server.ts";
import { joinForm, joinTeam, type JoinRefusal } from "#app/lib/admin/join.server.ts";
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
      <JoinForm email={invitation.email} problem={problem} refusedAt={actionData?.at} />
    </div>
  );
}

type PasswordRefusal = Exclude<JoinRefusal["error"], "gone">;

/**
 * The password twice. The typed passwords never come back from the server; the address is the invitation's. No
 * length limits in the browser: its own message would come in its own language, before the page's words (and it
 * counts characters differently from the rules).
 */
function JoinForm({
  email,
  problem,
  refusedAt,
}: {
  email: string;
  problem: PasswordRefusal | undefined;
  refusedAt: number | undefined;
}) {
  const { copy } = useAdmin();
  const text = copy.join;
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  // As without JavaScript, where the server never sends them back: a refused password is typed afresh, twice.
  useEffect(() => {
    if (!refusedAt) return;
    form.current?.reset();
    form.current?.querySelector<HTMLInputElement>("#join-password")?.focus();
  }, [refusedAt]);
  const message =
    problem === "missing" || problem === "mismatch"
      ? text.problems[problem]
      : problem
        ? copy.passwordProblems[problem]
        : undefined;
  // Said above the form, as the sign-in says its problems; both fields are wrong when they differ or are missing,
  // otherwise the password itself is.
  const problemId = message ? "join-problem" : undefined;
  const repeatInvalid = problem === "mismatch" || problem === "missing";
  return (
    <>
      {message ? (
        <Notice tone="error" id={problemId}>
          {message}
        </Notice>
      ) : null}
      <Form
        ref={form}
        method="post"
        className="space-y-5 rounded-2xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-6"
      >
        {/* For the browser's password manager: the account the new password belongs to. */}
        <EmailField id="join-email" label={text.email} value={email} />
        <PasswordField
          id="join-password"
          name="password"
          label={text.password}
          autoComplete="new-password"
          hint={text.passwordHint}
          invalid={Boolean(message)}
          describedBy={problemId}
        />
        <PasswordField
          id="join-repeat"
          name="repeat"
          label={text.repeat}
          autoComplete="new-password"
          invalid={repeatInvalid}
          describedBy={repeatInvalid ? problemId : undefined}
        />
        <button type="submit" disabled={busy} className={buttonClasses("primary", "md", "w-full")}>
          {text.submit}
        </button>
      </Form>
    </>
  );
}
