/**
 * Invitations: an owner invites an e-mail address with a role; the invitee gets a one-time link, valid 72
 * hours, and chooses their own password. The store keeps only the SHA-256 of the link's token (a 256-bit
 * random value needs no slow hash), so a leaked database opens no invitation. Resending makes a new link and
 * voids the old one; revoking voids it; joining uses it up.
 *
 * The link goes out by e-mail through the outbox when e-mail is configured: the mail is queued in the
 * invitation's own transaction, and its row holds the token only until the mail is sent (decision 0021); a link
 * made void drops its unsent mail. Without e-mail the owner gets the link once, to pass on by hand.
 */
import { randomUUID } from "node:crypto";
import { invitationLink } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import {
  createOperator,
  normalizeEmail,
  OperatorExistsError,
  rejoinOperator,
  type Operator,
} from "#app/lib/admin/operators.server.ts";
import { isRole, type Role } from "#app/vocabulary/roles.ts";
import { INVITATION_KEEP_DAYS } from "#app/vocabulary/retention.ts";
import { isPlainAddress } from "#app/lib/notify/email.server.ts";
import { dropUnsentInvitationEmail, queueInvitationEmail } from "#app/lib/notify/outbox.server.ts";
import { toDate, type Sql } from "#app/lib/store/sql.server.ts";
import { isToken, newToken, tokenHash } from "#app/lib/admin/tokens.server.ts";

export const INVITATION_VALID_MS = 72 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Invitation = {
  id: string;
  email: string;
  role: Role;
  /** The invitee's language: of the e-mail and of the link. */
  locale: Locale;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
};

type InvitationRow = {
  id: string;
  email: string;
  role: string;
  locale: string;
  invited_by_email: string | null;
  created_at: unknown;
  expires_at: unknown;
};

function invitationOf(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: isRole(row.role) ? row.role : "editor",
    locale: row.locale === "de" ? "de" : "en",
    invitedBy: row.invited_by_email,
    createdAt: toDate(row.created_at),
    expiresAt: toDate(row.expires_at),
  };
}

const SELECT = `SELECT i.id, i.email, i.role, i.locale, o.email AS invited_by_email, i.created_at, i.expires_at
  FROM invitations i LEFT JOIN operators o ON o.id = i.invited_by`;
const OPEN = "i.accepted_at IS NULL AND i.revoked_at IS NULL";

export class AlreadyOperatorError extends Error {
  constructor(email: string) {
    super(`${email} is an operator already`);
    this.name = "AlreadyOperatorError";
  }
}

export class NotAnAddressError extends Error {
  constructor() {
    super("an invitation goes to one plain e-mail address");
    this.name = "NotAnAddressError";
  }
}

/** How an invitation's link reaches the invitee; app/site makes this from SMTP_URL and SITE_URL. */
export type InvitationMail = {
  siteOrigin: string;
  /** "email" when SMTP_URL is set: through the outbox. "manual": the owner's page shows the link once. */
  delivery: "email" | "manual";
  /** Told once a mail is committed, so that the worker sends it now rather than at its next round. */
  queued?: () => void;
};

/** What an owner's page shows after an invitation: that it was e-mailed, or the link to pass on (only now). */
export type SentInvitation = { invitation: Invitation } & (
  { delivery: "email" } | { delivery: "manual"; link: string }
);

/** In the transaction of a new link: its e-mail queued, or nothing to queue when the owner passes the link on. */
async function queueLink(tx: Sql, invitationId: string, token: string, mail: InvitationMail, now: Date) {
  if (mail.delivery === "email") await queueInvitationEmail(tx, invitationId, token, now);
}

/** After the commit: the worker told of a queued mail, or the link for the owner. */
function sentInvitation(invitation: Invitation, token: string, mail: InvitationMail): SentInvitation {
  if (mail.delivery === "email") {
    mail.queued?.();
    return { invitation, delivery: "email" };
  }
  return { invitation, delivery: "manual", link: invitationLink(mail.siteOrigin, invitation.locale, token) };
}

/** Voids every open invitation of an address, and drops their unsent mails: the newest link is the one that works. */
async function voidOpenInvitationsOf(tx: Sql, address: string, now: Date) {
  const open = await tx.all<{ id: string }>(`SELECT i.id FROM invitations i WHERE i.email = ? AND ${OPEN}`, [address]);
  for (const { id } of open) {
    await dropUnsentInvitationEmail(tx, id);
    await tx.run("UPDATE invitations SET revoked_at = ? WHERE id = ?", [now, id]);
  }
}

/**
 * Invites an address with a role, in the invitee's language: the invitation and, with e-mail on, the mail with
 * its link are committed together. An open invitation of the same address is voided.
 */
export async function invite(
  sql: Sql,
  {
    email,
    role,
    invitedBy,
    locale,
    now = new Date(),
  }: { email: string; role: Role; invitedBy: string; locale: Locale; now?: Date },
  mail: InvitationMail,
): Promise<SentInvitation> {
  const address = normalizeEmail(email);
  if (!isPlainAddress(address)) throw new NotAnAddressError();
  const token = newToken();
  const id = randomUUID();
  await sql.transaction(async (tx) => {
    // A deactivated colleague may be invited back; only an active account has access already.
    const existing = await tx.get("SELECT id FROM operators WHERE email = ? AND deactivated_at IS NULL", [address]);
    if (existing) throw new AlreadyOperatorError(address);
    await voidOpenInvitationsOf(tx, address, now);
    await tx.run(
      `INSERT INTO invitations (id, token_hash, email, role, locale, invited_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, tokenHash(token), address, role, locale, invitedBy, now, new Date(now.getTime() + INVITATION_VALID_MS)],
    );
    await queueLink(tx, id, token, mail, now);
  });
  const invitation = await sql.get<InvitationRow>(`${SELECT} WHERE i.id = ?`, [id]);
  return sentInvitation(invitationOf(invitation!), token, mail);
}

/** Open invitations, expired ones included (the owner sees them and may resend), the newest first. */
export async function listPendingInvitations(sql: Sql): Promise<(Invitation & { expired: boolean })[]> {
  const now = Date.now();
  const rows = await sql.all<InvitationRow>(`${SELECT} WHERE ${OPEN} ORDER BY i.created_at DESC`);
  return rows
    .map(invitationOf)
    .map((invitation) => ({ ...invitation, expired: invitation.expiresAt.getTime() <= now }));
}

/**
 * A new link for an open invitation, valid 72 hours from now, in `locale` or the invitation's language: the old
 * link stops working, and its mail, if not sent yet, is dropped for the new one.
 */
export async function resendInvitation(
  sql: Sql,
  { id, locale, now = new Date() }: { id: string; locale?: Locale; now?: Date },
  mail: InvitationMail,
): Promise<SentInvitation | undefined> {
  const token = newToken();
  const renewed = await sql.transaction(async (tx) => {
    const { changes } = await tx.run(
      `UPDATE invitations SET token_hash = ?, created_at = ?, expires_at = ?, locale = COALESCE(?, locale)
       WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL`,
      [tokenHash(token), now, new Date(now.getTime() + INVITATION_VALID_MS), locale ?? null, id],
    );
    if (!changes) return false;
    await dropUnsentInvitationEmail(tx, id);
    await queueLink(tx, id, token, mail, now);
    return true;
  });
  if (!renewed) return undefined;
  const row = await sql.get<InvitationRow>(`${SELECT} WHERE i.id = ?`, [id]);
  return sentInvitation(invitationOf(row!), token, mail);
}

/** Voids an open invitation's link, and drops its mail if it has not gone out. */
export async function revokeInvitation(sql: Sql, id: string, now = new Date()): Promise<Invitation | undefined> {
  return sql.transaction(async (tx) => {
    const row = await tx.get<InvitationRow>(`${SELECT} WHERE i.id = ? AND ${OPEN}`, [id]);
    if (!row) return undefined;
    await tx.run("UPDATE invitations SET revoked_at = ? WHERE id = ?", [now, id]);
    await dropUnsentInvitationEmail(tx, id);
    return invitationOf(row);
  });
}

/** The open, unexpired invitation a link's token belongs to. */
export async function findInvitation(sql: Sql, token: string, now = new Date()): Promise<Invitation | undefined> {
  if (!isToken(token)) return undefined;
  const row = await sql.get<InvitationRow>(`${SELECT} WHERE i.token_hash = ? AND ${OPEN} AND i.expires_at > ?`, [
    tokenHash(token),
    now,
  ]);
  return row && invitationOf(row);
}

/**
 * Joins through an invitation: the operator is created with the invited address and role and the password
 * they chose, and the link is used up, in one transaction (two tabs posting the same link make one account).
 */
export async function acceptInvitation(
  sql: Sql,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ operator: Operator; invitation: Invitation } | undefined> {
  try {
    return await sql.transaction(async (tx) => {
      const invitation = await findInvitation(tx, token, now);
      if (!invitation) return undefined;
      const { changes } = await tx.run("UPDATE invitations SET accepted_at = ? WHERE id = ? AND accepted_at IS NULL", [
        now,
        invitation.id,
      ]);
      if (!changes) return undefined;
      // A retry of the mail may still be waiting: the link has done its work, and its token leaves the store.
      await dropUnsentInvitationEmail(tx, invitation.id);
      const joining = { now, role: invitation.role };
      const operator =
        (await rejoinOperator(tx, invitation.email, password, joining)) ??
        (await createOperator(tx, invitation.email, password, joining));
      return { operator, invitation };
    });
  } catch (error) {
    // Someone made the account another way meanwhile (the command line): the link stays unused.
    if (error instanceof OperatorExistsError) return undefined;
    throw error;
  }
}

/**
 * Invitations that ended INVITATION_KEEP_DAYS ago or more (used, withdrawn or expired, whichever came first) leave
 * the store, and with them the rows of their mails (the outbox's foreign key cascades); run by the daily retention.
 * An open invitation whose link has not expired stays, however old its first mail.
 */
export async function purgeEndedInvitations(sql: Sql, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - INVITATION_KEEP_DAYS * DAY_MS);
  const { changes } = await sql.run(
    `DELETE FROM invitations
     WHERE expires_at < ? OR (accepted_at IS NOT NULL AND accepted_at < ?) OR (revoked_at IS NOT NULL AND revoked_at < ?)`,
    [cutoff, cutoff, cutoff],
  );
  return changes;
}
