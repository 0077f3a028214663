/**
 * Server-side sessions of operators. The browser holds a random 256-bit id in
 * a cookie; the store keeps only its SHA-256, so a leaked database opens no
 * session. A session ends after 8 hours without a request, after 7 days in
 * any case, on logout, and when the password is reset; a login always starts a
 * new one (no id a visitor brought along is ever adopted). A deactivated
 * operator's sessions are deleted, and one that slipped through is refused.
 * For the operator's own sessions page each keeps a public id (never the key
 * to the cookie), the device class and the browser family read from the
 * User-Agent at sign-in; neither the User-Agent nor the address is kept.
 */
import { randomBytes } from "node:crypto";
import { operatorOf, type Operator, type OperatorColumns } from "#app/lib/admin/operators.server.ts";
import { browserFamilyOf, deviceClassOf } from "#app/lib/analytics/hits.ts";
import { toDate, type Sql } from "#app/lib/store/sql.server.ts";
import { isToken, newToken, tokenHash } from "#app/lib/admin/tokens.server.ts";

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: a page view is not a write each time. */
const TOUCH_EVERY_MS = 60 * 1000;

export async function createSession(sql: Sql, operatorId: string, now = new Date(), userAgent = ""): Promise<string> {
  const token = newToken();
  await sql.run(
    `INSERT INTO sessions (id_hash, public_id, operator_id, created_at, last_seen_at, device, browser)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      tokenHash(token),
      randomBytes(12).toString("hex"),
      operatorId,
      now,
      now,
      deviceClassOf(userAgent),
      browserFamilyOf(userAgent),
    ],
  );
  return token;
}

/** The operator of a live session, or undefined (no such session, or it expired, and is then removed). */
export async function findSession(sql: Sql, token: string, now = new Date()): Promise<Operator | undefined> {
  if (!isToken(token)) return undefined;
  const idHash = tokenHash(token);
  const row = await sql.get<OperatorColumns & { session_created: unknown; last_seen_at: unknown }>(
    `SELECT s.created_at AS session_created, s.last_seen_at, o.id, o.email, o.created_at, o.role, o.totp_enabled_at
     FROM sessions s JOIN operators o ON o.id = s.operator_id
     WHERE s.id_hash = ? AND o.deactivated_at IS NULL`,
    [idHash],
  );
  if (!row) return undefined;
  const lastSeen = toDate(row.last_seen_at).getTime();
  if (
    now.getTime() - lastSeen > SESSION_IDLE_MS ||
    now.getTime() - toDate(row.session_created).getTime() > SESSION_ABSOLUTE_MS
  ) {
    await sql.run("DELETE FROM sessions WHERE id_hash = ?", [idHash]);
    return undefined;
  }
  if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
    await sql.run("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?", [now, idHash]);
  }
  return operatorOf(row);
}

export type SessionSummary = {
  publicId: string;
  device: string;
  browser: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the request that asks. */
  current: boolean;
};

/** An operator's live sessions, the newest first. */
export async function listSessions(
  sql: Sql,
  operatorId: string,
  currentToken: string | undefined,
  now = new Date(),
): Promise<SessionSummary[]> {
  const rows = await sql.all<{
    id_hash: string;
    public_id: string;
    device: string;
    browser: string;
    created_at: unknown;
    last_seen_at: unknown;
  }>(
    `SELECT id_hash, public_id, device, browser, created_at, last_seen_at FROM sessions
     WHERE operator_id = ? AND last_seen_at >= ? AND created_at >= ? ORDER BY created_at DESC`,
    [operatorId, new Date(now.getTime() - SESSION_IDLE_MS), new Date(now.getTime() - SESSION_ABSOLUTE_MS)],
  );
  const current = currentToken ? tokenHash(currentToken) : undefined;
  return rows.map((row) => ({
    publicId: row.public_id,
    device: row.device,
    browser: row.browser,
    createdAt: toDate(row.created_at),
    lastSeenAt: toDate(row.last_seen_at),
    current: row.id_hash === current,
  }));
}

/** Ends one of the operator's own sessions by its public id; false when it is not theirs or gone. */
export async function endSession(sql: Sql, operatorId: string, publicId: string): Promise<boolean> {
  const { changes } = await sql.run("DELETE FROM sessions WHERE operator_id = ? AND public_id = ?", [
    operatorId,
    publicId,
  ]);
  return changes > 0;
}

/** Ends every session of the operator but the one of this request (after a new password or second factor). */
export async function endOtherSessions(sql: Sql, operatorId: string, keepToken: string): Promise<number> {
  const { changes } = await sql.run("DELETE FROM sessions WHERE operator_id = ? AND id_hash <> ?", [
    operatorId,
    tokenHash(keepToken),
  ]);
  return changes;
}

export async function destroySession(sql: Sql, token: string): Promise<void> {
  await sql.run("DELETE FROM sessions WHERE id_hash = ?", [tokenHash(token)]);
}

/** Removes sessions that can no longer be used; run by the daily maintenance. */
export async function purgeExpiredSessions(sql: Sql, now = new Date()): Promise<number> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS);
  const createdSince = new Date(now.getTime() - SESSION_ABSOLUTE_MS);
  const { changes } = await sql.run("DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?", [
    idleSince,
    createdSince,
  ]);
  return changes;
}

/**
 * The cookie: HttpOnly, SameSite=Strict, Path=/, and on an https site also
 * Secure with the `__Host-` prefix (which browsers accept only with exactly those).
 */
export function sessionCookieName(siteOrigin: string): string {
  return siteOrigin.startsWith("https:") ? "__Host-cbi_session" : "cbi_session";
}

export function sessionCookie(siteOrigin: string, token: string | null): string {
  const secure = siteOrigin.startsWith("https:");
  const attributes = ["HttpOnly", "SameSite=Strict", "Path=/", ...(secure ? ["Secure"] : [])];
  const value = token === null ? "; Max-Age=0" : `; Max-Age=${SESSION_ABSOLUTE_MS / 1000}`;
  return `${sessionCookieName(siteOrigin)}=${token ?? ""}${value}; ${attributes.join("; ")}`;
}

export function readSessionCookie(cookieHeader: string | null, siteOrigin: string): string | undefined {
  return readCookie(cookieHeader, sessionCookieName(siteOrigin));
}

/** The value of the cookie `name` in a Cookie header. */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
