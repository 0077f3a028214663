/**
 * Between the password and the code: a challenge, not a session. The browser holds a random token in a
 * cookie of its own for five minutes; the store keeps its SHA-256, the operator and where to go after. It
 * opens nothing but the code form, and ends with the sign-in, or when it expires.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Operator } from "#app/lib/admin/operators.server.ts";
import { isRole } from "#app/lib/admin/roles.ts";
import { readCookie } from "#app/lib/admin/sessions.server.ts";
import { toDate, type Sql } from "#app/lib/store/sql.server.ts";

export const CHALLENGE_MS = 5 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export async function startChallenge(sql: Sql, operatorId: string, next: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  // Expired challenges go as new ones come; an open one stays (a second device signing in does not end it).
  await sql.run("DELETE FROM sign_in_challenges WHERE created_at < ?", [new Date(now.getTime() - CHALLENGE_MS)]);
  await sql.run("INSERT INTO sign_in_challenges (id_hash, operator_id, created_at, next) VALUES (?, ?, ?, ?)", [
    hashOf(token),
    operatorId,
    now,
    next,
  ]);
  return token;
}

export type Challenge = { idHash: string; operator: Operator; next: string };

/** The open challenge of a token, with its (active, two-factor) operator; undefined when gone or expired. */
export async function findChallenge(
  sql: Sql,
  token: string | undefined,
  now = new Date(),
): Promise<Challenge | undefined> {
  if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
  const row = await sql.get<{
    id_hash: string;
    next: string;
    created_at: unknown;
    id: string;
    email: string;
    op_created: unknown;
    role: string;
  }>(
    `SELECT c.id_hash, c.next, c.created_at, o.id, o.email, o.created_at AS op_created, o.role
     FROM sign_in_challenges c JOIN operators o ON o.id = c.operator_id
     WHERE c.id_hash = ? AND o.deactivated_at IS NULL AND o.totp_enabled_at IS NOT NULL`,
    [hashOf(token)],
  );
  if (!row || now.getTime() - toDate(row.created_at).getTime() > CHALLENGE_MS) return undefined;
  const operator: Operator = {
    id: row.id,
    email: row.email,
    createdAt: toDate(row.op_created),
    role: isRole(row.role) ? row.role : "editor",
    twoFactor: true,
  };
  return { idHash: row.id_hash, operator, next: row.next };
}

export async function endChallenge(sql: Sql, idHash: string): Promise<void> {
  await sql.run("DELETE FROM sign_in_challenges WHERE id_hash = ?", [idHash]);
}

const challengeCookieName = (siteOrigin: string) =>
  siteOrigin.startsWith("https:") ? "__Host-cbi_challenge" : "cbi_challenge";

/** Like the session cookie (HttpOnly, SameSite=Strict, `__Host-` on https), for five minutes. */
export function challengeCookie(siteOrigin: string, token: string | null): string {
  const attributes = ["HttpOnly", "SameSite=Strict", "Path=/", ...(siteOrigin.startsWith("https:") ? ["Secure"] : [])];
  const lifetime = token === null ? "Max-Age=0" : `Max-Age=${CHALLENGE_MS / 1000}`;
  return `${challengeCookieName(siteOrigin)}=${token ?? ""}; ${lifetime}; ${attributes.join("; ")}`;
}

export function readChallengeCookie(cookieHeader: string | null, siteOrigin: string): string | undefined {
  return readCookie(cookieHeader, challengeCookieName(siteOrigin));
}
