import type { Locale } from "#app/i18n/locales.ts";
import type { Role } from "#app/vocabulary/roles.ts";
import type { TeamChange } from "#app/lib/admin/team.server.ts";

/** A member of the team as the list shows them. */
export type OperatorView = {
  id: string;
  /** Their author profile's name, else one made from their address. */
  name: string;
  email: string;
  role: Role;
  twoFactor: boolean;
  active: boolean;
  /** Deactivated: the day after which the daily retention deletes the account, written out. */
  deletedAfter: string | null;
  lastSeen: string | null;
  you: boolean;
};

/** An open invitation, expired or not. */
export type InvitationView = {
  id: string;
  email: string;
  role: Role;
  locale: Locale;
  invitedBy: string | null;
  expires: string;
  expired: boolean;
  /** Expired: the day after which the daily retention deletes it, written out. */
  deletedAfter: string | null;
};

/** The rule that every operator needs a second factor, and who has none yet. */
export type TwoFactorRule = { required: boolean; without: number; active: number; youToo: boolean };

/** How invitations reach the invitee: by e-mail, or a link the owner passes on. */
export type Delivery = "email" | "manual";

/** The action's answer; `at` tells one answer from the next, so that a form refused twice is drawn afresh twice. */
export type Answer = (TeamChange & { at: number }) | undefined;

export const sectionClasses = "mt-10 scroll-mt-6";
export const headingClasses = "text-xl font-bold text-slate-900";
