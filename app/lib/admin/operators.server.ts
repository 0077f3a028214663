/** Operators of the back office: people with an e-mail address and a password (app/lib/admin/passwords.server.ts). */
import { randomUUID } from "node:crypto";
import { hashPassword } from "#app/lib/admin/passwords.server.ts";
import { toDate, type Sql } from "#app/lib/store/sql.server.ts";

export type Operator = { id: string; email: string; createdAt: Date };
type OperatorRow = { id: string; email: string; password_hash: string; created_at: unknown };

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

export async function createOperator(sql: Sql, email: string, password: string, now = new Date()): Promise<Operator> {
  const address = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  const id = randomUUID();
  const { changes } = await sql.run(
    `INSERT INTO operators (id, email, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (email) DO NOTHING`,
    [id, address, passwordHash, now, now],
  );
  if (changes === 0) throw new OperatorExistsError(address);
  return { id, email: address, createdAt: now };
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

export async function findOperatorForLogin(
  sql: Sql,
  email: string,
): Promise<(Operator & { passwordHash: string }) | undefined> {
  const row = await sql.get<OperatorRow>("SELECT id, email, password_hash, created_at FROM operators WHERE email = ?", [
    normalizeEmail(email),
  ]);
  return row && { id: row.id, email: row.email, createdAt: toDate(row.created_at), passwordHash: row.password_hash };
}
