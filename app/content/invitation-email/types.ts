import type { Role } from "#app/vocabulary/roles.ts";

/** The roles an invitation can give (app/vocabulary/roles.ts), as the e-mail describes them. */
export type InvitedRole = Role;

/**
 * The e-mail that brings an invited operator their one-time link, in the invitee's language (composed in
 * app/lib/notify/invitation-email.server.ts). Plain words, no markup: the HTML part escapes them. "{name}"
 * placeholders are filled in by formatTemplate.
 */
export type InvitationEmailCopy = {
  /** One line: the subject a mail client lists. */
  subject: string;
  greeting: string;
  /** "{inviter}" is the inviting owner's e-mail address, "{role}" the role's name. */
  invited: string;
  /** The same when the owner who invited has left the team since. */
  invitedByTheTeam: string;
  /** A role named in running text ({name}: its name), as in the back office's copy: "the Sales role". */
  roleInText: string;
  /** Each role's name and, in a sentence, what it may do. */
  roles: Record<InvitedRole, { name: string; scope: string }>;
  /** Said before the link in the text part. */
  join: string;
  /** The link's text in the HTML part. */
  joinButton: string;
  /** The link's 72 hours (app/lib/admin/invitations.server.ts) and "{expires}", a date and time in Berlin. */
  validity: string;
  unexpected: string;
  /** "{inviter}" as above; left out when the owner who invited has left the team. */
  questions: string;
  /** The closing line above the signature. */
  regards: string;
  signature: string;
};
