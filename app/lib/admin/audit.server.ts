/** The back office's audit log: who did what, when. Entries are never changed; they hold no password and no message text. */
import { toDate, toNumber, type Sql } from "#app/lib/store/sql.server.ts";

import type { AuditAction } from "#app/vocabulary/admin.ts";

export type { AuditAction };

export type AuditEntry = {
  at: Date;
  operatorId: string | null;
  operatorEmail: string | null;
  action: AuditAction;
  target: string | null;
  details: Record<string, string | number>;
};

export async function recordAudit(sql: Sql, entry: Omit<AuditEntry, "at">, at = new Date()): Promise<void> {
  await sql.run(
    "INSERT INTO audit_log (at, operator_id, operator_email, action, target, details) VALUES (?, ?, ?, ?, ?, ?)",
    [at, entry.operatorId, entry.operatorEmail, entry.action, entry.target, JSON.stringify(entry.details)],
  );
}

type AuditRow = {
  at: unknown;
  operator_id: string | null;
  operator_email: string | null;
  action: string;
  target: string | null;
  details: string;
};

/**
 * What the audit page is narrowed to (issue 47), each part optional and all of them combined: one operator (by id),
 * one action, and a range of instants [from, to).
 */
export type AuditFilter = { operatorId?: string; action?: AuditAction; from?: Date; to?: Date };

/** An operator's id as the store keeps it (PostgreSQL's uuid type refuses anything else, so nothing else is asked). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter as SQL: each part, and each pair, on an index in time order (migration 16, decision 0066). */
function whereOf(filter: AuditFilter): { where: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filter.operatorId !== undefined) {
    const id = filter.operatorId.toLowerCase();
    // An id no operator can have matches nothing (rather than everything).
    parts.push(UUID.test(id) ? "operator_id = ?" : "1 = 0");
    if (UUID.test(id)) params.push(id);
  }
  if (filter.action !== undefined) {
    parts.push("action = ?");
    params.push(filter.action);
  }
  if (filter.from !== undefined) {
    parts.push("at >= ?");
    params.push(filter.from);
  }
  if (filter.to !== undefined) {
    parts.push("at < ?");
    params.push(filter.to);
  }
  return { where: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/**
 * Newest first (by time, then as written), a page at a time, as filtered; a page past the last is the last
 * (whatever number a URL holds).
 */
export async function listAudit(
  sql: Sql,
  { page = 1, pageSize = 50, ...filter }: { page?: number; pageSize?: number } & AuditFilter = {},
): Promise<{ entries: AuditEntry[]; total: number; page: number }> {
  const { where, params } = whereOf(filter);
  const count = await sql.get<{ total: unknown }>(`SELECT count(*) AS total FROM audit_log ${where}`, params);
  const total = toNumber(count?.total ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(lastPage, Number.isSafeInteger(page) ? Math.max(1, page) : 1);
  const rows = await sql.all<AuditRow>(
    `SELECT at, operator_id, operator_email, action, target, details FROM audit_log ${where}
     ORDER BY at DESC, seq DESC LIMIT ? OFFSET ?`,
    [...params, pageSize, (shown - 1) * pageSize],
  );
  return {
    total,
    page: shown,
    entries: rows.map((row) => ({
      at: toDate(row.at),
      operatorId: row.operator_id === null ? null : String(row.operator_id),
      operatorEmail: row.operator_email,
      action: row.action as AuditAction,
      target: row.target,
      details: JSON.parse(row.details) as Record<string, string | number>,
    })),
  };
}

/** Deletes entries older than `cutoff` (the audit log's retention); answers how many. */
export async function deleteAuditBefore(sql: Sql, cutoff: Date): Promise<number> {
  return (await sql.run("DELETE FROM audit_log WHERE at < ?", [cutoff])).changes;
}
