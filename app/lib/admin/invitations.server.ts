/**
 * Invitations: an owner invites an e-mail address with a role; the invitee gets a one-time link, valid 72
 * hours, and chooses their own password. The store keeps only the SHA-256 of the link's token (a 256-bit
 * random value needs no slow hash), so a leaked database opens no invitation. Resending makes a new link and
 * voids the old one; revoking voids it; joining uses it up.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createOperator, normalizeEmail, OperatorExistsError, type Operator } from "#app/lib/admin/operators.server.ts";
import { isRole, type Role } from "#app/lib/admin/roles.ts";
import { toDate, type Sql } from "#app/lib/store/sql.server.ts";

export const INVITATION_VALID_MS = 72 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");
const newToken = () => randomBytes(32).toString("base64url");

export type Invitation = {
  id: string;
  email: string;
  role: Role;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
};

type InvitationRow = {
  id: string;
  email: string;
  role: string;
  invited_by_email: string | null;
  created_at: unknown;
  expires_at: unknown;
};

function invitationOf(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: isRole(row.role) ? row.role : "editor",
    invitedBy: row.invited_by_email,
    createdAt: toDate(row.created_at),
    expiresAt: toDate(row.expires_at),
  };
}

const SELECT = `SELECT i.id, i.email, i.role, o.email AS invited_by_email, i.created_at, i.expires_at
  FROM invitations i LEFT JOIN operators o ON o.id = i.invited_by`;
const OPEN = "i.accepted_at IS NULL AND i.revoked_at IS NULL";

export class AlreadyOperatorError extends Error {
  constructor(email: string) {
    super(`${email} is an operator already`);
    this.name = "AlreadyOperatorError";
  }
}

/**
 * Invites an address with a role, and returns the invitation with the token for its link (to be sent, never
 * stored). An open invitation of the same address is voided: the newest link is the one that works.
 */
export async function invite(
  sql: Sql,
  { email, role, invitedBy, now = new Date() }: { email: string; role: Role; invitedBy: string; now?: Date },
): Promise<{ invitation: Invitation; token: string }> {
  const address = normalizeEmail(email);
  const token = newToken();
  const id = randomUUID();
  await sql.transaction(async (tx) => {
    const existing = await tx.get("SELECT id FROM operators WHERE email = ?", [address]);
    if (existing) throw new AlreadyOperatorError(address);
    await tx.run(
      `UPDATE invitations SET revoked_at = ? WHERE email = ? AND accepted_at IS NULL AND revoked_at IS NULL`,
      [now, address],
    );
    await tx.run(
      `INSERT INTO invitations (id, token_hash, email, role, invited_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [id, hashOf(token), address, role, invitedBy, now, new Date(now.getTime() + INVITATION_VALID_MS)],
    );
  });
  const invitation = await sql.get<InvitationRow>(`${SELECT} WHERE i.id = ?`, [id]);
  return { invitation: invitationOf(invitation!), token };
}

/** Open invitations, expired ones included (the owner sees them and may resend), the newest first. */
export async function listPendingInvitations(sql: Sql): Promise<(Invitation & { expired: boolean })[]> {
  const now = Date.now();
  const rows = await sql.all<InvitationRow>(`${SELECT} WHERE ${OPEN} ORDER BY i.created_at DESC`);
  return rows
    .map(invitationOf)
    .map((invitation) => ({ ...invitation, expired: invitation.expiresAt.getTime() <= now }));
}

/** A new link for an open invitation (the old one stops working), valid 72 hours from now. */
export async function resendInvitation(
  sql: Sql,
  id: string,
  now = new Date(),
): Promise<{ invitation: Invitation; token: string } | undefined> {
  const token = newToken();
  const { changes } = await sql.run(
    `UPDATE invitations SET token_hash = ?, created_at = ?, expires_at = ? WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL`,
    [hashOf(token), now, new Date(now.getTime() + INVITATION_VALID_MS), id],
  );
  if (!changes) return undefined;
  const row = await sql.get<InvitationRow>(`${SELECT} WHERE i.id = ?`, [id]);
  return { invitation: invitationOf(row!), token };
}

export async function revokeInvitation(sql: Sql, id: string, now = new Date()): Promise<Invitation | undefined> {
  const row = await sql.get<InvitationRow>(`${SELECT} WHERE i.id = ? AND ${OPEN}`, [id]);
  if (!row) return undefined;
  await sql.run("UPDATE invitations SET revoked_at = ? WHERE id = ?", [now, id]);
  return invitationOf(row);
}

/** The open, unexpired invitation a link's token belongs to. */
export async function findInvitation(sql: Sql, token: string, now = new Date()): Promise<Invitation | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  const row = await sql.get<InvitationRow>(`${SELECT} WHERE i.token_hash = ? AND ${OPEN} AND i.expires_at > ?`, [
    hashOf(token),
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
      const operator = await createOperator(tx, invitation.email, password, { now, role: invitation.role });
      return { operator, invitation };
    });
  } catch (error) {
    // Someone made the account another way meanwhile (the command line): the link stays unused.
    if (error instanceof OperatorExistsError) return undefined;
    throw error;
  }
}
