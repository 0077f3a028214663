import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import type { TeamChange } from "#app/lib/admin/team.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { roleInText } from "#app/lib/text/role-phrase.ts";
import { HandedLink } from "./handed-link.tsx";
import type { Answer } from "./types.ts";

/** What a change did, or why the store refused it, in words; below the heading of the section that asked. */
export function ChangeNotice({ answer }: { answer: Answer }) {
  return <div className="mt-4">{answer ? <ChangeMessage answer={answer} /> : null}</div>;
}

function ChangeMessage({ answer }: { answer: NonNullable<Answer> }) {
  const { copy } = useAdmin();
  const text = copy.team;
  if ("refused" in answer) {
    if (answer.refused === "invite") return null; // said at its field
    if (answer.refused === "gone") return <Notice tone="error">{text.outcomes.gone}</Notice>;
    const message = answer.you ? text.outcomes.lastOwnerYou : text.outcomes.lastOwner;
    return <Notice tone="error">{formatTemplate(message, { email: answer.email })}</Notice>;
  }
  switch (answer.done) {
    case "role-changed":
      return (
        <Notice tone="success">
          {formatTemplate(text.outcomes.roleChanged, {
            email: answer.email,
            role: roleInText(copy, copy.roles[answer.role]),
          })}
        </Notice>
      );
    case "deactivated":
    case "reactivated":
      return <Notice tone="success">{formatTemplate(text.outcomes[answer.done], { email: answer.email })}</Notice>;
    case "revoked":
      return <Notice tone="success">{formatTemplate(text.invitations.revoked, { email: answer.email })}</Notice>;
    case "two-factor-rule":
      return <Notice tone="success">{answer.required ? text.twoFactor.on : text.twoFactor.off}</Notice>;
    case "invited":
    case "resent":
      return <InvitationSent answer={answer} />;
  }
}

/** An invitation made or made anew: by e-mail, or its link shown this once for the owner to pass on. */
function InvitationSent({ answer }: { answer: Extract<TeamChange, { done: "invited" | "resent" }> }) {
  const { copy } = useAdmin();
  const text = copy.team;
  const values = { email: answer.email, role: roleInText(copy, copy.roles[answer.role]) };
  const message =
    answer.done === "invited"
      ? formatTemplate(answer.link ? text.invite.created : text.invite.sent, values)
      : formatTemplate(answer.link ? text.invitations.resentManual : text.invitations.resent, values);
  if (!answer.link) return <Notice tone="success">{message}</Notice>;
  return (
    <HandedLink
      id="invitation-link"
      className="mb-6"
      message={message}
      label={formatTemplate(text.invite.linkLabel, { email: answer.email })}
      hint={text.invite.linkNote}
      link={answer.link}
    />
  );
}
