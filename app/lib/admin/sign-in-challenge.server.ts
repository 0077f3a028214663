/**
 * Between the password and the code: a challenge, not a session. The browser holds a random token in a
 * cookie of its own for five minutes; the store keeps its SHA-256, the operator and where to go after. It
 * opens nothing but the code form, and ends with the sign-in, or when it expires.
 */
import { operatorOf, type Operator, type OperatorColumns } from "#app/lib/admin/operators.server.ts";
import { readCookie } from "#app/lib/admin/sessions.server.ts";
import { toDate, type Sql } from "#app/lib/store/sql.server.ts";
import { isToken, newToken, tokenHash } from "#app/lib/admin/tokens.server.ts";

export const CHALLENGE_MS = 5 * 60 * 1000;

export async function startChallenge(sql: Sql, operatorId: string, next: string, now = new Date()): Promise<string> {
  const token = newToken();
  // Expired challenges go as new ones come; an open one stays (a second device signing in does not end it).
  await sql.run("DELETE FROM sign_in_challenges WHERE created_at < ?", [new Date(now.getTime() - CHALLENGE_MS)]);
  await sql.run("INSERT INTO sign_in_challenges (id_hash, operator_id, created_at, next) VALUES (?, ?, ?, ?)", [
    tokenHash(token),
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
  if (!token || !isToken(token)) return undefined;
  const row = await sql.get<OperatorColumns & { id_hash: string; next: string; challenge_created: unknown }>(
    `SELECT c.id_hash, c.next, c.created_at AS challenge_created, o.id, o.email, o.created_at, o.role, o.totp_enabled_at
     FROM sign_in_challenges c JOIN operators o ON o.id = c.operator_id
     WHERE c.id_hash = ? AND o.deactivated_at IS NULL AND o.totp_enabled_at IS NOT NULL`,
    [tokenHash(token)],
  );
  if (!row || now.getTime() - toDate(row.challenge_created).getTime() > CHALLENGE_MS) return undefined;
  return { idHash: row.id_hash, operator: operatorOf(row), next: row.next };
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
