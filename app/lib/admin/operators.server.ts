/**
 * Operators of the back office: people with an e-mail address, a password (app/lib/admin/passwords.server.ts),
 * a role (app/vocabulary/roles.ts) and, when they set one up, a second factor. An owner changes roles and
 * deactivates operators, but the site never loses its last active owner.
 */
import { randomUUID } from "node:crypto";
import { hashPassword } from "#app/lib/admin/passwords.server.ts";
import { isRole, type Role } from "#app/vocabulary/roles.ts";
import { toDate, toNumber, type Sql } from "#app/lib/store/sql.server.ts";
import { profileNameOf } from "#app/lib/store/operator-names.server.ts";
import { nameFromAddress, personName } from "#app/lib/text/name-from-address.ts";

export { nameFromAddress };

export type Operator = {
  id: string;
  email: string;
  createdAt: Date;
  role: Role;
  /** Whether a second factor is set up (TOTP). */
  twoFactor: boolean;
};

/** The columns of `operators` an Operator is read from (sessions and sign-in challenges join them in too). */
export type OperatorColumns = {
  id: string;
  email: string;
  created_at: unknown;
  role: string;
  totp_enabled_at: unknown;
};

type OperatorRow = OperatorColumns & { password_hash: string; deactivated_at: unknown };

const COLUMNS = "id, email, password_hash, created_at, role, totp_enabled_at, deactivated_at";

export function operatorOf(row: OperatorColumns): Operator {
  return {
    id: row.id,
    email: row.email,
    createdAt: toDate(row.created_at),
    role: isRole(row.role) ? row.role : "editor",
    twoFactor: row.totp_enabled_at !== null,
  };
}

/** E-mail addresses compare without case and surrounding space. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class OperatorExistsError extends Error {
  constructor(email: string) {
    super(`an operator with the e-mail address ${email} exists already`);
    this.name = "OperatorExistsError";
  }
}

export async function createOperator(
  sql: Sql,
  email: string,
  password: string,
  { now = new Date(), role = "owner" as Role } = {},
): Promise<Operator> {
  const address = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  const id = randomUUID();
  const { changes } = await sql.run(
    `INSERT INTO operators (id, email, password_hash, created_at, password_changed_at, role) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (email) DO NOTHING`,
    [id, address, passwordHash, now, now, role],
  );
  if (changes === 0) throw new OperatorExistsError(address);
  return { id, email: address, createdAt: now, role, twoFactor: false };
}

/**
 * A former colleague, deactivated, who accepts a new invitation (issue 47): the same account again, so that the
 * history and the audit log still name them, with the invitation's role and the password they choose now. The
 * second factor of before is gone (the phone may be too) and set up again; undefined for an address that has no
 * deactivated account.
 */
export async function rejoinOperator(
  sql: Sql,
  email: string,
  password: string,
  { now = new Date(), role = "owner" as Role } = {},
): Promise<Operator | undefined> {
  const address = normalizeEmail(email);
  const row = await sql.get<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE email = ?`, [address]);
  if (!row || row.deactivated_at === null) return undefined;
  await sql.run(
    `UPDATE operators SET deactivated_at = NULL, role = ?, password_hash = ?, password_changed_at = ?,
     totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = ?`,
    [role, await hashPassword(password), now, row.id],
  );
  await sql.run("DELETE FROM recovery_codes WHERE operator_id = ?", [row.id]);
  await sql.run("DELETE FROM sessions WHERE operator_id = ?", [row.id]);
  return operatorOf({ ...row, role, totp_enabled_at: null });
}

/** Sets a new password and ends every session of the operator; false when there is no such operator. */
export async function resetPassword(sql: Sql, email: string, password: string, now = new Date()): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return sql.transaction(async (tx) => {
    const operator = await tx.get<{ id: string }>("SELECT id FROM operators WHERE email = ?", [normalizeEmail(email)]);
    if (!operator) return false;
    await tx.run("UPDATE operators SET password_hash = ?, password_changed_at = ? WHERE id = ?", [
      passwordHash,
      now,
      operator.id,
    ]);
    await tx.run("DELETE FROM sessions WHERE operator_id = ?", [operator.id]);
    return true;
  });
}

/** An active operator and their password hash; a deactivated one signs in as nobody does. */
export async function findOperatorForLogin(
  sql: Sql,
  email: string,
): Promise<(Operator & { passwordHash: string }) | undefined> {
  const row = await sql.get<OperatorRow>(
    `SELECT ${COLUMNS} FROM operators WHERE email = ? AND deactivated_at IS NULL`,
    [normalizeEmail(email)],
  );
  return row && { ...operatorOf(row), passwordHash: row.password_hash };
}

export type TeamMember = Operator & { deactivatedAt: Date | null; lastSeenAt: Date | null };

/**
 * Every operator, active ones first, for the owner's team page, each with their name (as `namedOperators` gives
 * it: their author profile's, else one made from their address).
 */
export async function listOperators(sql: Sql): Promise<(TeamMember & { name: string })[]> {
  const rows = await sql.all<OperatorRow & { last_seen_at: unknown; display_name: string | null }>(
    `SELECT ${COLUMNS.split(", ")
      .map((column) => `o.${column}`)
      .join(", ")},
       (SELECT max(s.last_seen_at) FROM sessions s WHERE s.operator_id = o.id) AS last_seen_at,
       ${profileNameOf("o")} AS display_name
     FROM operators o ORDER BY (o.deactivated_at IS NOT NULL), o.email`,
  );
  return rows.map((row) => ({
    ...operatorOf(row),
    name: personName(row.display_name, row.email),
    deactivatedAt: row.deactivated_at === null ? null : toDate(row.deactivated_at),
    lastSeenAt: row.last_seen_at === null ? null : toDate(row.last_seen_at),
  }));
}

export async function findOperator(sql: Sql, id: string): Promise<TeamMember | undefined> {
  const row = await sql.get<OperatorRow>(`SELECT ${COLUMNS} FROM operators WHERE id = ?`, [id]);
  return (
    row && {
      ...operatorOf(row),
      deactivatedAt: row.deactivated_at === null ? null : toDate(row.deactivated_at),
      lastSeenAt: null,
    }
  );
}

/** Why a change to the team was refused. */
export type TeamRefusal = "not-found" | "last-owner";

/** Whether another active owner remains when `operatorId` stops being one. */
async function anotherOwner(tx: Sql, operatorId: string): Promise<boolean> {
  const other = await tx.get<{ id: string }>(
    "SELECT id FROM operators WHERE role = 'owner' AND deactivated_at IS NULL AND id <> ? LIMIT 1",
    [operatorId],
  );
  return Boolean(other);
}

/**
 * Gives an operator another role. Taking the owner role from the last active owner is refused; on PostgreSQL
 * the owners' rows are locked first, so two owners demoting each other at once cannot both succeed.
 */
export async function changeRole(
  sql: Sql,
  operatorId: string,
  role: Role,
): Promise<{ ok: true; from: Role } | { ok: false; reason: TeamRefusal }> {
  return sql.transaction(async (tx) => {
    await lockOwners(tx);
    const operator = await findOperator(tx, operatorId);
    if (!operator) return { ok: false, reason: "not-found" };
    if (operator.role === "owner" && role !== "owner" && !(await anotherOwner(tx, operatorId)))
      return { ok: false, reason: "last-owner" };
    await tx.run("UPDATE operators SET role = ? WHERE id = ?", [role, operatorId]);
    return { ok: true, from: operator.role };
  });
}

/** Deactivates an operator (every session ends at once) or makes them active again. */
export async function setActive(
  sql: Sql,
  operatorId: string,
  active: boolean,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: TeamRefusal }> {
  return sql.transaction(async (tx) => {
    await lockOwners(tx);
    const operator = await findOperator(tx, operatorId);
    if (!operator) return { ok: false, reason: "not-found" };
    if (!active && operator.role === "owner" && !(await anotherOwner(tx, operatorId)))
      return { ok: false, reason: "last-owner" };
    await tx.run("UPDATE operators SET deactivated_at = ? WHERE id = ?", [active ? null : now, operatorId]);
    if (!active) await tx.run("DELETE FROM sessions WHERE operator_id = ?", [operatorId]);
    return { ok: true };
  });
}

/**
 * Deletes accounts deactivated before `cutoff` (the daily retention, decision 0079): their recovery codes, working
 * copies, reset links and mails go with them (foreign keys cascade); a lead they owned and their notes and privacy
 * records keep nobody, their audit entries and posts the address and byline kept there. Answers how many.
 */
export async function deleteDeactivatedBefore(sql: Sql, cutoff: Date): Promise<number> {
  const { changes } = await sql.run("DELETE FROM operators WHERE deactivated_at IS NOT NULL AND deactivated_at < ?", [
    cutoff,
  ]);
  return changes;
}

/** SQLite writes one transaction at a time already; PostgreSQL needs the owners' rows locked. */
async function lockOwners(tx: Sql): Promise<void> {
  if (tx.dialect === "postgres") await tx.all("SELECT id FROM operators WHERE role = 'owner' FOR UPDATE");
}

/** The operator's password hash, to confirm the current password before a change. */
export async function passwordHashOf(sql: Sql, operatorId: string): Promise<string | undefined> {
  const row = await sql.get<{ password_hash: string }>("SELECT password_hash FROM operators WHERE id = ?", [
    operatorId,
  ]);
  return row?.password_hash;
}

/** Sets a new password chosen by the operator (their other sessions end separately, this one stays). */
export async function setPassword(sql: Sql, operatorId: string, password: string, now = new Date()): Promise<void> {
  await sql.run("UPDATE operators SET password_hash = ?, password_changed_at = ? WHERE id = ?", [
    await hashPassword(password),
    now,
    operatorId,
  ]);
}

/**
 * How the back office names a person (issue 47): by the display name of their profile, else by their address.
 * `of` takes what a row kept of someone, their id and their address (either may be missing: a lead's history keeps
 * the id, the blog the address); it answers the address itself for someone the store no longer knows, null for
 * nobody (the outbox, a note from before the history). Read once per page: the whole team in one query.
 */
export type DisplayNames = { of(who: { id?: string | null; email?: string | null }): string | null };

export async function displayNames(sql: Sql): Promise<DisplayNames> {
  const byId = new Map<string, string>();
  const byEmail = new Map<string, string>();
  for (const row of await givenNames(sql, { activeOnly: false })) {
    const name = row.given?.trim() || row.email;
    byId.set(row.id, name);
    byEmail.set(row.email, name);
  }
  return {
    of: ({ id, email }) =>
      (id ? byId.get(id) : undefined) ?? (email ? (byEmail.get(normalizeEmail(email)) ?? email) : null),
  };
}

/** The operators, with the name their profile gives (`profileNameOf`, as every reader of names), in one query. */
async function givenNames(sql: Sql, { activeOnly }: { activeOnly: boolean }) {
  const rows = await sql.all<{ id: string; email: string; given: string | null }>(
    `SELECT o.id, o.email, ${profileNameOf("o")} AS given FROM operators o
     ${activeOnly ? "WHERE o.deactivated_at IS NULL" : ""}`,
  );
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}

/** The active operators by their short names (`personName`: their profile's, else "anna.berg" → "Anna Berg"). */
export async function namedOperators(sql: Sql): Promise<{ id: string; email: string; name: string }[]> {
  const rows = await givenNames(sql, { activeOnly: true });
  return rows.map(({ id, email, given }) => ({ id, email, name: personName(given, email) }));
}

/** One operator's name as namedOperators gives it: their profile's, else one made from their address. */
export async function operatorName(sql: Sql, operator: { id: string; email: string }): Promise<string> {
  const row = await sql.get<{ given: string | null }>(
    `SELECT ${profileNameOf("o")} AS given FROM operators o WHERE o.id = ?`,
    [operator.id],
  );
  return personName(row?.given, operator.email);
}

/** Whether the operator wants an e-mail when someone else assigns a lead to them (issue 47; on unless turned off). */
export async function wantsAssignmentMail(sql: Sql, operatorId: string): Promise<boolean> {
  const row = await sql.get<{ assignment_mail: unknown }>("SELECT assignment_mail FROM operators WHERE id = ?", [
    operatorId,
  ]);
  return row ? Boolean(toNumber(row.assignment_mail)) : false;
}

export async function setAssignmentMail(sql: Sql, operatorId: string, on: boolean): Promise<void> {
  // A literal: PostgreSQL's column is a boolean, SQLite's an integer, and TRUE and FALSE are both.
  await sql.run(`UPDATE operators SET assignment_mail = ${on ? "TRUE" : "FALSE"} WHERE id = ?`, [operatorId]);
}

/** The language the operator last signed in with: what their e-mails are written in. */
export async function rememberLocale(sql: Sql, operatorId: string, locale: "en" | "de"): Promise<void> {
  await sql.run("UPDATE operators SET locale = ? WHERE id = ?", [locale, operatorId]);
}
