/**
 * The lead inbox as a list: searched (any substring of name, company, e-mail, phone or message, folded as
 * lead-search.ts says: case, accents, umlauts, a phone number's digits), filtered by status and owner, counted per
 * status, and paged newest first by keyset (a page never reads the pages before it), also for the CSV export in
 * batches. Fast at 100,000 leads on both stores (issue 31): SQLite's FTS5 trigram table and PostgreSQL's pg_trgm
 * index on search_text (migrations 10 and 15), and indexes on (status, seq) and (owner_id, status, seq).
 */
import {
  assignableOperators,
  changeLead,
  leadNames,
  OwnerRefusedError,
  type Actor,
} from "#app/lib/admin/leads.server.ts";
import { isLeadStatus, leadStatuses, type LeadStatus } from "#app/vocabulary/admin.ts";
import { recordFromRow, type ContactRecord, type ContactRow } from "#app/lib/contact/repository.server.ts";
import { toNumber, type Sql } from "#app/lib/store/sql.server.ts";
import { searchNeedles, SHORT_SEARCH } from "#app/lib/admin/lead-search.ts";

/** Whose leads: the viewer's own ("mine"), nobody's ("none"), or one operator's (their id). */
export type OwnerFilter = "mine" | "none" | (string & {});

export type LeadFilter = { q?: string; status?: LeadStatus; owner?: OwnerFilter };

/** Where a page starts: after the lead `before` (older ones), or just before the lead `after` (newer ones). */
export type LeadCursor = { before: number } | { after: number };

/** What the inbox's address asks for: the filter, where the page starts, and its number (a label only). */
export type LeadListQuery = LeadFilter & { cursor?: LeadCursor; page: number };

export const LEADS_PER_PAGE = 25;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter of the address: `?q=…&status=…&owner=…&cursor=b…|a…&page=…`; anything unreadable is ignored. */
export function leadFilter(url: URL): LeadListQuery {
  const params = url.searchParams;
  // Control characters never belong to a search (and a line break would reach across fields on PostgreSQL).
  const q =
    params
      .get("q")
      ?.replace(/\p{Cc}+/gu, " ")
      .trim()
      .slice(0, 200) || undefined;
  const status = params.get("status");
  const owner = params.get("owner") ?? "";
  // The cursor names the lead the page starts next to: `b123` for the leads before (older than) seq 123, `a123`
  // for the ones after it (newer).
  const at = /^([ab])(\d{1,15})$/.exec(params.get("cursor") ?? "");
  const cursor: LeadCursor | undefined = at
    ? at[1] === "b"
      ? { before: Number(at[2]) }
      : { after: Number(at[2]) }
    : undefined;
  const page = cursor ? Math.max(1, Math.min(1_000_000, Number.parseInt(params.get("page") ?? "1", 10) || 1)) : 1;
  return {
    ...(q ? { q } : {}),
    ...(isLeadStatus(status) ? { status } : {}),
    ...(owner === "mine" || owner === "none" || UUID.test(owner) ? { owner: owner.toLowerCase() } : {}),
    ...(cursor ? { cursor } : {}),
    page,
  };
}

/** A lead as a row of the inbox: what the list shows, and the version a change from the list must name. */
export type LeadListItem = ContactRecord & {
  seq: number;
  status: LeadStatus;
  version: number;
  ownerId: string | null;
  ownerEmail: string | null;
};

const COLUMNS = `c.seq, c.id, c.received_at, c.locale, c.first_name, c.last_name, c.company, c.email, c.phone,
  c.message, c.status, c.version, c.owner_id, o.email AS owner_email`;

type LeadListRow = ContactRow & {
  seq: unknown;
  status: string;
  version: unknown;
  owner_id: string | null;
  owner_email: string | null;
};

function itemFromRow(row: LeadListRow): LeadListItem {
  return {
    ...recordFromRow(row),
    seq: toNumber(row.seq),
    status: row.status as LeadStatus,
    version: toNumber(row.version),
    ownerId: row.owner_id,
    ownerEmail: row.owner_email,
  };
}

function likePattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Where a query reads leads: the table, or on SQLite the search index joined to it, walked by its own key. */
type Source = { from: string; key: string; conditions: string[]; params: unknown[] };

/** What a search adds, on the store's own index: any of its needles (lead-search.ts) anywhere. */
function searchSource(sql: Sql, q: string): Source {
  const needles = searchNeedles(q);
  const long = [...needles[0]!].length >= SHORT_SEARCH;
  const anyOf = (test: string) => `(${needles.map(() => test).join(" OR ")})`;
  if (sql.dialect === "postgres" || !long) {
    // Both stores keep the folded text in search_text (migration 17). pg_trgm's GIN index on it serves LIKE;
    // shorter needles it cannot narrow down, and PostgreSQL reads the table instead, as SQLite does.
    return {
      from: "contact_requests c",
      key: "c.seq",
      conditions: [anyOf("c.search_text LIKE ? ESCAPE '\\'")],
      params: needles.map(likePattern),
    };
  }
  // SQLite: each needle as one phrase; the index is walked newest first (its rowid is the lead's seq) and stops
  // when the page is full.
  return {
    from: "lead_search JOIN contact_requests c ON c.seq = lead_search.rowid",
    key: "lead_search.rowid",
    conditions: ["lead_search MATCH ?"],
    params: [ftsQuery(needles)],
  };
}

/**
 * SQLite, a search of one operator's leads: their ~10% of the leads walked on the (owner, status, seq) index and
 * each looked up in the search index's matches, instead of every match walked and its lead read for its owner.
 * A search of "weber" among Anna's qualified leads: 3 ms instead of 10–13 ms at 100,000 leads, page and counts
 * alike. (A search without an owner, or of nobody's leads, most of them, stays on the search index.)
 */
function searchOfOneOwner(sql: Sql, q: string | undefined, owner: string | null | undefined): Source | undefined {
  if (sql.dialect !== "sqlite" || !q || typeof owner !== "string") return undefined;
  const needles = searchNeedles(q);
  if ([...needles[0]!].length < SHORT_SEARCH) return undefined;
  return {
    from: "contact_requests c INDEXED BY contact_requests_owner_status",
    key: "c.seq",
    conditions: ["c.seq IN (SELECT rowid FROM lead_search WHERE lead_search MATCH ?)"],
    params: [ftsQuery(needles)],
  };
}

/** The needles as FTS5 phrases, any of them: consecutive trigrams each, so exactly the substring. */
const ftsQuery = (needles: readonly string[]) =>
  needles.map((needle) => `"${needle.replaceAll('"', '""')}"`).join(" OR ");

/** The filter as SQL, without the status when `withStatus` is false (the counts per status). */
function where(sql: Sql, filter: LeadFilter, viewerId: string | undefined, withStatus = true): Source {
  const q = filter.q?.trim();
  const owner = ownerOf(filter, viewerId);
  const source: Source =
    searchOfOneOwner(sql, q, owner) ??
    (q ? searchSource(sql, q) : { from: "contact_requests c", key: "c.seq", conditions: [], params: [] });
  const conditions = [...source.conditions];
  const params = [...source.params];
  if (withStatus && filter.status) {
    conditions.push("c.status = ?");
    params.push(filter.status);
  }
  if (owner === null) conditions.push("c.owner_id IS NULL");
  else if (owner !== undefined) {
    conditions.push("c.owner_id = ?");
    params.push(owner);
  }
  return { ...source, conditions, params };
}

/** The owner a filter names: an id, null for nobody, undefined for anyone. */
function ownerOf(filter: LeadFilter, viewerId: string | undefined): string | null | undefined {
  if (filter.owner === "none") return null;
  // The nil UUID is nobody's id: "mine" without a viewer matches no lead.
  if (filter.owner === "mine") return viewerId ?? "00000000-0000-0000-0000-000000000000";
  return filter.owner;
}

const clause = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(" AND ")}` : "");

export type LeadCounts = Record<LeadStatus, number>;

/** PostgreSQL's lead_counts rows (one per change) are folded into one per status and owner past this many. */
const FOLD_AFTER = 1_000;

/**
 * Folds PostgreSQL's lead_counts into one row per status and owner, in one statement: rows written meanwhile
 * are not in its snapshot and stay as they are, and a second fold at the same time skips the rows the first took.
 */
async function foldLeadCounts(sql: Sql): Promise<void> {
  await sql.run(
    `WITH gone AS (DELETE FROM lead_counts RETURNING status, owner_id, n)
     INSERT INTO lead_counts (status, owner_id, n)
     SELECT status, owner_id, sum(n) FROM gone GROUP BY status, owner_id HAVING sum(n) <> 0`,
  );
}

/** A search is counted up to this many matches; past it the inbox says "more than" (counting costs every match). */
export const COUNT_LIMIT = 1_000;

/**
 * How many leads of each status match the search and owner filter (the inbox's tabs). Without a search: exact,
 * from lead_counts (migration 10: kept by triggers, a row per status and owner on SQLite, a row per change on
 * PostgreSQL, folded now and then). With one:
 * exact up to COUNT_LIMIT matches; `capped` when there are more (the counts then are of the newest ones only).
 */
export async function countLeads(
  sql: Sql,
  filter: LeadFilter,
  viewerId?: string,
): Promise<{ counts: LeadCounts; capped: boolean }> {
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as LeadCounts;
  let rows: { status: string; n: unknown }[];
  if (filter.q?.trim()) {
    const { from, conditions, params } = where(sql, filter, viewerId, false);
    rows = await sql.all(
      `SELECT status, count(*) AS n FROM (SELECT c.status AS status FROM ${from} ${clause(conditions)} LIMIT ?) m
       GROUP BY status`,
      [...params, COUNT_LIMIT + 1],
    );
  } else if (sql.dialect === "sqlite") {
    const owner = ownerOf(filter, viewerId);
    rows = await sql.all(
      `SELECT status, sum(n) AS n FROM lead_counts ${owner === undefined ? "" : "WHERE owner_id = ?"} GROUP BY status`,
      owner === undefined ? [] : [owner ?? ""],
    );
  } else {
    const owner = ownerOf(filter, viewerId);
    const summed = await sql.all<{ status: string; n: unknown; deltas: unknown }>(
      `SELECT status, sum(n) AS n, count(*) AS deltas FROM lead_counts
       ${owner === undefined ? "" : owner === null ? "WHERE owner_id IS NULL" : "WHERE owner_id = ?"} GROUP BY status`,
      owner ? [owner] : [],
    );
    rows = summed;
    if (summed.reduce((all, row) => all + toNumber(row.deltas), 0) > FOLD_AFTER) await foldLeadCounts(sql);
  }
  for (const row of rows) if (isLeadStatus(row.status)) counts[row.status] = toNumber(row.n);
  const capped = Boolean(filter.q?.trim()) && Object.values(counts).reduce((sum, n) => sum + n, 0) > COUNT_LIMIT;
  return { counts, capped };
}

/**
 * The navigation's counts (issue 47): new leads, and the new ones the viewer owns. From lead_counts, as the
 * tabs without a search: a handful of rows on SQLite (its key begins with the status), the deltas since the last
 * fold on PostgreSQL (folded here too once they pile up).
 */
export async function newLeadCounts(sql: Sql, viewerId: string): Promise<{ fresh: number; mine: number }> {
  const row = await sql.get<{ fresh: unknown; mine: unknown; deltas: unknown }>(
    `SELECT sum(n) AS fresh, sum(CASE WHEN owner_id = ? THEN n ELSE 0 END) AS mine, count(*) AS deltas
     FROM lead_counts WHERE status = 'new'`,
    [viewerId],
  );
  if (sql.dialect === "postgres" && toNumber(row?.deltas ?? 0) > FOLD_AFTER) await foldLeadCounts(sql);
  return { fresh: toNumber(row?.fresh ?? 0) || 0, mine: toNumber(row?.mine ?? 0) || 0 };
}

export type LeadPage = {
  leads: LeadListItem[];
  /** The cursor of the page before (newer leads), when there is one. */
  newer?: LeadCursor;
  /** The cursor of the page after (older leads), when there is one. */
  older?: LeadCursor;
};

/** One page of leads, newest first, from the cursor on; never reads the leads before the cursor. */
export async function pageOfLeads(
  sql: Sql,
  filter: LeadFilter,
  { cursor, viewerId, pageSize = LEADS_PER_PAGE }: { cursor?: LeadCursor; viewerId?: string; pageSize?: number } = {},
): Promise<LeadPage> {
  const { from, key, conditions, params } = where(sql, filter, viewerId);
  const select = `SELECT ${COLUMNS} FROM ${from} LEFT JOIN operators o ON o.id = c.owner_id`;
  if (cursor && "after" in cursor) {
    // Newer leads: the ones just above the cursor, read upwards. Fewer than a page means this is the first.
    const rows = await sql.all<LeadListRow>(
      `${select} ${clause([...conditions, `${key} > ?`])} ORDER BY ${key} ASC LIMIT ?`,
      [...params, cursor.after, pageSize + 1],
    );
    if (rows.length > pageSize) {
      const leads = rows.slice(0, pageSize).reverse().map(itemFromRow);
      return { leads, newer: { after: leads[0]!.seq }, older: { before: leads.at(-1)!.seq } };
    }
    return pageOfLeads(sql, filter, { viewerId, pageSize });
  }
  const rows = await sql.all<LeadListRow>(
    `${select} ${clause(cursor ? [...conditions, `${key} < ?`] : conditions)} ORDER BY ${key} DESC LIMIT ?`,
    [...params, ...(cursor ? [cursor.before] : []), pageSize + 1],
  );
  const leads = rows.slice(0, pageSize).map(itemFromRow);
  return {
    leads,
    ...(cursor && leads.length ? { newer: { after: leads[0]!.seq } } : {}),
    ...(rows.length > pageSize ? { older: { before: leads.at(-1)!.seq } } : {}),
  };
}

/**
 * The inbox: a page of leads and the counts per status, with the number of leads that match the whole filter
 * (`capped`: more than COUNT_LIMIT, and the counts are a lower bound).
 */
export async function listLeads(
  sql: Sql,
  filter: LeadFilter,
  options: { cursor?: LeadCursor; viewerId?: string; pageSize?: number } = {},
): Promise<LeadPage & { counts: LeadCounts; total: number; capped: boolean }> {
  const [page, { counts, capped }] = await Promise.all([
    pageOfLeads(sql, filter, options),
    countLeads(sql, filter, options.viewerId),
  ]);
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((sum, count) => sum + count, 0);
  return { ...page, counts, total, capped };
}

/** A lead beside another in a view: its id and name. */
export type LeadNeighbour = { id: string; name: string };

/**
 * The leads just before and after one in a view (newest first, as the inbox lists them): the lead page's previous
 * and next (issue 47). By the lead's place (seq) on the list's own query, two rows read on an index each; the lead
 * need not match the view any more (its status just changed) to have neighbours in it.
 */
export async function neighboursInView(
  sql: Sql,
  filter: LeadFilter,
  leadId: string,
  viewerId: string,
): Promise<{ previous?: LeadNeighbour; next?: LeadNeighbour }> {
  if (!UUID.test(leadId)) return {};
  const at = await sql.get<{ seq: unknown }>("SELECT seq FROM contact_requests WHERE id = ?", [leadId]);
  if (!at) return {};
  const seq = toNumber(at.seq);
  const { from, key, conditions, params } = where(sql, filter, viewerId);
  const one = async (direction: ">" | "<") => {
    const row = await sql.get<{ id: string; first_name: string; last_name: string }>(
      `SELECT c.id, c.first_name, c.last_name FROM ${from} ${clause([...conditions, `${key} ${direction} ?`])}
       ORDER BY ${key} ${direction === ">" ? "ASC" : "DESC"} LIMIT 1`,
      [...params, seq],
    );
    return row ? { id: String(row.id), name: `${row.first_name} ${row.last_name}` } : undefined;
  };
  const [previous, next] = await Promise.all([one(">"), one("<")]);
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/**
 * Every lead that matches, newest first, in batches read by keyset: the CSV export, which writes each batch as
 * it comes, so memory stays flat however many leads there are.
 */
export async function* leadsForExport(
  sql: Sql,
  filter: LeadFilter,
  { viewerId, batchSize = 500 }: { viewerId?: string; batchSize?: number } = {},
): AsyncGenerator<LeadListItem[]> {
  let cursor: LeadCursor | undefined;
  for (;;) {
    const { leads, older } = await pageOfLeads(sql, filter, {
      ...(cursor ? { cursor } : {}),
      viewerId,
      pageSize: batchSize,
    });
    if (leads.length) yield leads;
    if (!older) return;
    cursor = older;
  }
}

/** What a change of several leads at once did: refused as a whole, or lead by lead (named, for the operator). */
export type BulkOutcome =
  | { error: "noneSelected" | "nothingToDo" | "refusedOwner" }
  | {
      changed: number;
      unchanged: string[];
      stale: string[];
      missing: string[];
      /** What was set, for the sentence that names it (the owner by id; "" for nobody). */
      set: { status?: LeadStatus; ownerId?: string | null };
      /** How to set each changed lead back: `<id>:<its new version>:<status before>:<owner before, or "">`. */
      undo: string[];
    };

/** What an undo did: how many leads are back as they were, and which had changed again meanwhile or were gone. */
export type UndoOutcome = { undone: number; stale: string[]; missing: string[] };

/** The most leads one change of several takes: a page of the inbox, with room to spare. */
export const BULK_LIMIT = 100;

/** A box of the list: `<lead id>:<the version the list showed>`. */
export function bulkPick(value: unknown): { id: string; version: number } | undefined {
  const match = typeof value === "string" ? /^([0-9a-f-]{36}):(\d{1,9})$/i.exec(value) : null;
  return match ? { id: match[1]!.toLowerCase(), version: Number(match[2]) } : undefined;
}

/** A lead of an undo: `<id>:<version>:<status>:<owner id or "">`, as BulkOutcome's `undo` wrote it. */
export type UndoPick = { id: string; version: number; status: LeadStatus; ownerId: string | null };

export function undoPick(value: unknown): UndoPick | undefined {
  const match =
    typeof value === "string" ? /^([0-9a-f-]{36}):(\d{1,9}):([a-z]{1,20}):([0-9a-f-]{36})?$/i.exec(value) : null;
  if (!match || !isLeadStatus(match[3])) return undefined;
  return {
    id: match[1]!.toLowerCase(),
    version: Number(match[2]),
    status: match[3],
    ownerId: match[4]?.toLowerCase() ?? null,
  };
}

/**
 * Sets the status or the owner (or both) of several leads, each on the version the list showed (changeLead: its
 * own transaction, history and audit entry), and says lead by lead what became of it: changed, already so,
 * changed by someone else since (stale), or gone. An owner who may not own leads refuses the whole change first.
 * Each changed lead's state before goes with the outcome, so the change can be undone (undoLeads): read before
 * the change, it is the state at the version the change was made on (the change is made only on that version).
 */
export async function changeLeads(
  sql: Sql,
  picks: readonly { id: string; version: number }[],
  change: { status?: LeadStatus; ownerId?: string | null },
  by: Actor,
): Promise<BulkOutcome> {
  if (picks.length === 0) return { error: "noneSelected" };
  if (change.status === undefined && change.ownerId === undefined) return { error: "nothingToDo" };
  if (change.ownerId && !(await assignableOperators(sql)).some((operator) => operator.id === change.ownerId))
    return { error: "refusedOwner" };
  const chosen = picks.slice(0, BULK_LIMIT);
  const before = await leadStates(
    sql,
    chosen.map((pick) => pick.id),
  );
  const outcome = { changed: 0, unchanged: [] as string[], stale: [] as string[], missing: [] as string[] };
  const undo: string[] = [];
  for (const pick of chosen) {
    const was = before.get(pick.id);
    const name = was?.name ?? pick.id;
    const result = await changeLead(sql, pick.id, pick.version, change, by);
    if (result.kind === "changed") {
      outcome.changed += 1;
      if (was && was.version === pick.version)
        undo.push(`${pick.id}:${result.lead.version}:${was.status}:${was.ownerId ?? ""}`);
    } else if (result.kind === "unchanged") outcome.unchanged.push(name);
    else if (result.kind === "stale") outcome.stale.push(name);
    else outcome.missing.push(name);
  }
  return { ...outcome, set: change, undo };
}

/**
 * Sets leads back as they were before a change of several (BulkOutcome's `undo`), each only if nobody changed it
 * since (its version is still the one the change gave it): a later change by anyone is never undone. An owner
 * from before who may no longer own leads leaves that lead as it is (counted as changed meanwhile).
 */
export async function undoLeads(sql: Sql, picks: readonly UndoPick[], by: Actor): Promise<UndoOutcome> {
  const chosen = picks.slice(0, BULK_LIMIT);
  const names = await leadNames(
    sql,
    chosen.map((pick) => pick.id),
  );
  const outcome: UndoOutcome = { undone: 0, stale: [], missing: [] };
  for (const pick of chosen) {
    const name = names.get(pick.id) ?? pick.id;
    const result = await changeLead(
      sql,
      pick.id,
      pick.version,
      { status: pick.status, ownerId: pick.ownerId },
      by,
    ).catch((error: unknown) => {
      if (error instanceof OwnerRefusedError) return { kind: "stale" as const };
      throw error;
    });
    if (result.kind === "changed" || result.kind === "unchanged") outcome.undone += 1;
    else if (result.kind === "stale") outcome.stale.push(name);
    else outcome.missing.push(name);
  }
  return outcome;
}

/** The leads' names and their status, owner and version as they are now. */
async function leadStates(sql: Sql, ids: readonly string[]) {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  const states = new Map<string, { name: string; status: LeadStatus; ownerId: string | null; version: number }>();
  if (wanted.length === 0) return states;
  const rows = await sql.all<{
    id: string;
    first_name: string;
    last_name: string;
    status: string;
    owner_id: string | null;
    version: unknown;
  }>(
    `SELECT id, first_name, last_name, status, owner_id, version FROM contact_requests
     WHERE id IN (${wanted.map(() => "?").join(", ")})`,
    wanted,
  );
  for (const row of rows)
    states.set(String(row.id), {
      name: `${row.first_name} ${row.last_name}`,
      status: row.status as LeadStatus,
      ownerId: row.owner_id === null ? null : String(row.owner_id),
      version: toNumber(row.version),
    });
  return states;
}

/**
 * How many of the leads `ids` the view `filter` no longer shows (after a change of several: the operator is told
 * they left the list instead of seeing rows vanish). On the list's own query, so it agrees with the list.
 */
export async function leftTheView(
  sql: Sql,
  filter: LeadFilter,
  ids: readonly string[],
  viewerId: string,
): Promise<number> {
  const wanted = [...new Set(ids.filter((id) => UUID.test(id)))];
  if (wanted.length === 0 || !(filter.q || filter.status || filter.owner)) return 0;
  const { from, conditions, params } = where(sql, filter, viewerId);
  const row = await sql.get<{ n: unknown }>(
    `SELECT count(*) AS n FROM ${from}
     ${clause([...conditions, `c.id IN (${wanted.map(() => "?").join(", ")})`])}`,
    [...params, ...wanted],
  );
  return wanted.length - toNumber(row?.n ?? 0);
}

/** What leads can be counted by besides their number (Ask, issue 45): a column of the table each. */
export const leadTallyColumns = { status: "c.status", owner: "c.owner_id", language: "c.locale" } as const;
export type LeadTallyBy = keyof typeof leadTallyColumns;

export type LeadTallyFilter = {
  /** Received in [from, to), instants. */
  from?: Date;
  to?: Date;
  statuses?: readonly LeadStatus[];
  /** Any of these owners' ids; `null` for nobody. */
  owners?: readonly (string | null)[];
  languages?: readonly string[];
};

/**
 * How many leads match, per value of the columns asked for (none: one row, the total). The columns are named
 * from `leadTallyColumns` only; every value is bound.
 */
export async function tallyLeads(
  sql: Sql,
  filter: LeadTallyFilter,
  by: readonly LeadTallyBy[],
): Promise<{ values: Partial<Record<LeadTallyBy, string | null>>; leads: number }[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.from) {
    conditions.push("c.received_at >= ?");
    params.push(filter.from);
  }
  if (filter.to) {
    conditions.push("c.received_at < ?");
    params.push(filter.to);
  }
  const anyOf = (column: string, values: readonly unknown[]) => {
    conditions.push(values.length ? `${column} IN (${values.map(() => "?").join(", ")})` : "1 = 0");
    params.push(...values);
  };
  if (filter.statuses) anyOf("c.status", filter.statuses);
  if (filter.languages) anyOf("c.locale", filter.languages);
  if (filter.owners) {
    const ids = filter.owners.filter((owner): owner is string => owner !== null);
    const nobody = filter.owners.includes(null);
    const parts = [
      ...(ids.length ? [`c.owner_id IN (${ids.map(() => "?").join(", ")})`] : []),
      ...(nobody ? ["c.owner_id IS NULL"] : []),
    ];
    conditions.push(parts.length ? `(${parts.join(" OR ")})` : "1 = 0");
    params.push(...ids);
  }
  const columns = by.map((name) => `${leadTallyColumns[name]} AS ${name}`);
  const rows = await sql.all<Record<string, unknown>>(
    `SELECT ${[...columns, "count(*) AS leads"].join(", ")} FROM contact_requests c ${clause(conditions)}
     ${by.length ? `GROUP BY ${by.map((name) => leadTallyColumns[name]).join(", ")}` : ""}`,
    params,
  );
  return rows.map((row) => ({
    values: Object.fromEntries(by.map((name) => [name, row[name] === null ? null : String(row[name])])),
    leads: toNumber(row.leads),
  }));
}
