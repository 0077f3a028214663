import { profileView, sessionViews } from "#app/components/admin/account/account-page.server.ts";
import { MailChoiceSection } from "#app/components/admin/account/mail-choice-section.tsx";
import { assignmentMailForm } from "#app/components/admin/account/assignment-mail-section.server.ts";
import { PasswordSection } from "#app/components/admin/account/password-section.tsx";
import { passwordForm } from "#app/components/admin/account/password-section.server.ts";
import { ProfileSection } from "#app/components/admin/account/profile-section.tsx";
import { profileForm } from "#app/components/admin/account/profile-section.server.ts";
import { SessionsSection } from "#app/components/admin/account/sessions-section.tsx";
import { sessionsForm } from "#app/components/admin/account/sessions-section.server.ts";
import { weeklyDigestForm } from "#app/components/admin/account/weekly-digest-section.server.ts";
import { TwoFactorSection } from "#app/components/admin/account/two-factor-section.tsx";
import { twoFactorForms } from "#app/components/admin/account/two-factor-section.server.ts";
import type { Outcome } from "#app/components/admin/account/types.ts";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { adminMeta, retryAfterHeaders } from "#app/lib/admin/page.server.ts";
import { may } from "#app/vocabulary/roles.ts";
import { listSessions, readSessionCookie } from "#app/lib/admin/sessions.server.ts";
import { wantsAssignmentMail } from "#app/lib/admin/operators.server.ts";
import { wantsWeeklyDigest } from "#app/lib/admin/weekly-digest.server.ts";
import { enrolment, pendingSecret, recoveryCodesLeft } from "#app/lib/admin/two-factor.server.ts";
import { authorProfile } from "#app/lib/blog/authors.server.ts";
import { clientContext } from "#app/lib/server/client.server.ts";
import { actOnForm } from "#app/lib/server/form.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { roleInText } from "#app/lib/text/role-phrase.ts";
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
    // Mail about leads assigned to them, for those who work the leads.
    assignmentMail: may(operator.role, "leads") ? await wantsAssignmentMail(sql, operator.id) : null,
    // The weekly digest of the statistics, for those who may see them.
    weeklyDigest: may(operator.role, "statistics") ? await wantsWeeklyDigest(sql, operator.id) : null,
    meta: adminMeta(copy.titles.account),
  };
}

// Each form of the page is declared beside the section that draws it: its fields, its intent, what it does.
const accountForms = [...twoFactorForms, passwordForm, profileForm, sessionsForm, assignmentMailForm, weeklyDigestForm];

export async function action({ request, context }: Route.ActionArgs) {
  const { services, operator, copy } = context.get(operatorContext);
  const change = { services, request, operator, client: context.get(clientContext) };
  return actOnForm(request, copy.errors.badForm, accountForms, change);
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
          {formatTemplate(text.intro, { email: loaderData.email, role: roleInText(copy, copy.roles[loaderData.role]) })}
        </p>
      </div>
      {loaderData.profile ? <ProfileSection profile={loaderData.profile} outcome={outcome} /> : null}
      {loaderData.assignmentMail === null ? null : (
        <MailChoiceSection
          intent="assignment-mail"
          saved="assignmentMailSaved"
          text={copy.inboxFlow.assignmentMail}
          on={loaderData.assignmentMail}
          outcome={outcome}
        />
      )}
      {loaderData.weeklyDigest === null ? null : (
        <MailChoiceSection
          intent="weekly-digest"
          saved="weeklyDigestSaved"
          text={copy.weeklyDigest}
          on={loaderData.weeklyDigest}
          outcome={outcome}
        />
      )}
      <TwoFactorSection
        email={loaderData.email}
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
