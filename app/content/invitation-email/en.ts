import type { InvitationEmailCopy } from "#app/content/invitation-email/types.ts";

export default {
  subject: "Your invitation to the Conversational BI back office",
  greeting: "Hello,",
  invited: "{inviter} has invited you to the back office of the Conversational BI website with {role}.",
  roleInText: "the {name} role",
  invitedByTheTeam: "The Conversational BI team has invited you to the back office of its website with {role}.",
  roles: {
    owner: {
      name: "Owner",
      scope:
        "You will have access to every area: the leads, the visit statistics, the blog, the team with its invitations and roles, and the audit log.",
    },
    sales: {
      name: "Sales",
      scope: "You will work the leads (the demo requests) and see the visit statistics.",
    },
    editor: {
      name: "Editor",
      scope: "You will write and publish blog posts and see the visit statistics.",
    },
  },
  join: "To join, open this link and choose your password:",
  joinButton: "Accept the invitation",
  validity: "The link is valid for 72 hours, until {expires} (Berlin time), and can be used only once.",
  unexpected:
    "If you did not expect this invitation, you can ignore this email: without the link, nobody can join in your name.",
  questions: "Questions? Reply to this email; your answer goes to {inviter}.",
  regards: "Kind regards,",
  signature: "The Conversational BI team",
} satisfies InvitationEmailCopy;
