/**
 * Synthetic leads at scale, for the perf scripts (`perf:backoffice`, `perf:ask`): German and English names with
 * umlauts, companies, e-mail addresses, phone numbers, messages; statuses (new, contacted, qualified, closed) and
 * owners (three operators, most leads without one) in plausible shares; received over the last 300 days. Seeded
 * in bulk into a store, with the operators who own them. The same leads on every store.
 */
import { randomUUID } from "node:crypto";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import { fold } from "#app/lib/ask/words.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import type { SqliteDatabase } from "#app/lib/store/sqlite.server.ts";

export const PERF_PASSWORD = "perf backoffice password";
/** The operators the leads are spread over: an owner first (who signs in), two of sales. */
export const PERF_OPERATORS = [
  { email: "anna@perf.example", role: "owner" },
  { email: "ben@perf.example", role: "sales" },
  { email: "cara@perf.example", role: "sales" },
] as const;

/** The operators of `PERF_OPERATORS`, their ids in that order. */
export async function createPerfOperators(db: Database): Promise<string[]> {
  const made = [];
  for (const { email, role } of PERF_OPERATORS)
    made.push((await createOperator(db.sql, email, PERF_PASSWORD, { role })).id);
  return made;
}

let seed = 31;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}

/** Zipf-like: the first names of a list are the most common, as Müller and Schmidt are. */
function zipf<T>(list: readonly T[]): T {
  const rank = Math.floor(list.length ** random()) - 1;
  return list[Math.min(list.length - 1, Math.max(0, rank))]!;
}
function pick<T>(list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

const firstNames = [
  ...["Anna", "Jörg", "Jürgen", "Björn", "Sören", "Zoë", "Lukas", "Jonas", "Mia", "Emma", "Sophie", "Max", "Paul"],
  ...["Lena", "Leonie", "Özlem", "Ümit", "Käthe", "Hans", "Grete", "Matthias", "Stefan", "Sabine", "Ute", "Jörn"],
  ...["John", "Emily", "Oliver", "Charlotte", "James", "Amelia", "Harry", "Olivia", "Noah", "Chloé", "René", "Zoé"],
] as const;
const lastNames = [
  ...["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann"],
  ...["Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann"],
  ...["Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Schmitt", "Werner", "Schmitz", "Krause", "Meier"],
  ...["Lehmann", "Köhler", "Herrmann", "König", "Walter", "Huber", "Kaiser", "Fuchs", "Peters", "Möller", "Weiß"],
  ...["Jung", "Hahn", "Schubert", "Groß", "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson"],
  ...["Davies", "Robinson", "Wright", "Thompson", "Evans", "Walker", "O'Connor", "Müller-Lüdenscheidt", "Öztürk"],
] as const;
const stems = ["Nord", "Elb", "Alster", "Hansa", "Rhein", "Isar", "Spree", "Main", "Weser", "Süd", "Ost", "Berg"];
const trades = ["licht", "werk", "bau", "logistik", "data", "tech", "handel", "medien", "kontor", "straße"];
const forms = ["GmbH", "AG", "KG", "SE", "GmbH & Co. KG", "Ltd", "Inc."];
const topics = [
  "Wir möchten unsere Umsätze nach Region und Quartal sehen, verglichen mit dem Vorjahr.",
  "Bitte zeigen Sie uns, wie der Vertrieb Fragen zu Quartalszahlen in natürlicher Sprache stellt.",
  "Unser Controlling arbeitet mit Excel und SAP; wir suchen Dashboards ohne SQL.",
  "Können Sie uns eine Demo für das Marketing-Team geben? Kampagnen-ROI ist das Thema.",
  "We would like to see revenue by region and quarter, compared with last year.",
  "Our sales team (40 people) wants answers from Salesforce and HubSpot without waiting for analysts.",
  "Please call me back about pricing for the Professional plan and SSO.",
  "Wie sicher sind unsere Daten bei Ihnen? Rollen, Verschlüsselung, Serverstandort Deutschland?",
];
/** A name as an address part: Ask's own folding ("Schröder" → "schroeder"), then only what an address takes. */
const ascii = (text: string) => fold(text).replace(/[^a-z0-9.-]/g, "");

type Seeded = {
  id: string;
  receivedAt: string;
  locale: "en" | "de";
  first: string;
  last: string;
  company: string;
  email: string;
  phone: string | null;
  message: string;
  status: string;
  owner: number | null;
};

function* syntheticLeads(count: number): Generator<Seeded> {
  seed = 31;
  // Within the retention period (365 days), so the server's start deletes none of them.
  const span = 300 * 24 * 3600 * 1000;
  const start = Date.now() - span;
  for (let index = 0; index < count; index++) {
    const first = zipf(firstNames);
    const last = zipf(lastNames);
    const stem = pick(stems);
    const trade = pick(trades);
    const company = `${stem}${trade} ${pick(forms)}`;
    const roll = random();
    yield {
      id: randomUUID(),
      receivedAt: new Date(start + (index / count) * span).toISOString(),
      locale: random() < 0.6 ? "de" : "en",
      first,
      last,
      company,
      email: `${ascii(first)}.${ascii(last)}@${ascii(stem + trade)}.${random() < 0.7 ? "de" : "com"}`,
      phone:
        random() < 0.7
          ? `+49 ${pick(["40", "30", "89", "171", "151", "160"])} ${Math.floor(1_000_000 + random() * 8_999_999)}`
          : null,
      message: `${pick(topics)} ${random() < 0.5 ? pick(topics) : ""}`.trim(),
      status: roll < 0.6 ? "new" : roll < 0.8 ? "contacted" : roll < 0.92 ? "qualified" : "closed",
      owner: random() < 0.7 ? null : Math.floor(random() * 3),
    };
  }
}

// Small enough for a statement to stay under the store's 10 s query limit on a busy PostgreSQL (its search indexes
// are updated row by row, each lead's folded search text computed; 2,000 leads a statement timed out on a machine
// shared with other test runs).
const BATCH = 500;

async function seedSqlite(db: SqliteDatabase, count: number, owners: string[]) {
  const insert = db.connection.prepare(
    `INSERT INTO contact_requests (id, received_at, locale, first_name, last_name, company, email, phone, message,
       privacy_policy, status, owner_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  let inBatch = 0;
  db.connection.exec("BEGIN");
  for (const lead of syntheticLeads(count)) {
    insert.run(
      lead.id,
      lead.receivedAt,
      lead.locale,
      lead.first,
      lead.last,
      lead.company,
      lead.email,
      lead.phone,
      lead.message,
      lead.status,
      lead.owner === null ? null : owners[lead.owner]!,
    );
    if (++inBatch === BATCH) {
      db.connection.exec("COMMIT");
      db.connection.exec("BEGIN");
      inBatch = 0;
    }
  }
  db.connection.exec("COMMIT");
  db.connection.exec("PRAGMA optimize");
  db.connection.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

async function seedPostgres(db: Database, count: number, owners: string[]) {
  const columns = [
    ["id", "uuid"],
    ["received_at", "timestamptz"],
    ["locale", "text"],
    ["first_name", "text"],
    ["last_name", "text"],
    ["company", "text"],
    ["email", "text"],
    ["phone", "text"],
    ["message", "text"],
    ["status", "text"],
    ["owner_id", "uuid"],
  ] as const;
  const text = `INSERT INTO contact_requests (${columns.map(([name]) => name).join(", ")}, privacy_policy)
    SELECT *, true FROM unnest(${columns.map(([, type]) => `?::${type}[]`).join(", ")})`;
  const flush = (batch: Seeded[]) =>
    batch.length
      ? db.sql.run(text, [
          batch.map((lead) => lead.id),
          batch.map((lead) => lead.receivedAt),
          batch.map((lead) => lead.locale),
          batch.map((lead) => lead.first),
          batch.map((lead) => lead.last),
          batch.map((lead) => lead.company),
          batch.map((lead) => lead.email),
          batch.map((lead) => lead.phone),
          batch.map((lead) => lead.message),
          batch.map((lead) => lead.status),
          batch.map((lead) => (lead.owner === null ? null : owners[lead.owner]!)),
        ])
      : undefined;
  let batch: Seeded[] = [];
  for (const lead of syntheticLeads(count)) {
    batch.push(lead);
    if (batch.length === BATCH) {
      await flush(batch);
      batch = [];
    }
  }
  await flush(batch);
  // What autovacuum does after a bulk load: statistics for the planner, the visibility map for index-only scans.
  await db.sql.run("VACUUM ANALYZE contact_requests");
}

/** `count` leads into the store, owned by `owners` (ids, as `createPerfOperators` answers them) or by nobody. */
export async function seedLeads(db: Database, count: number, owners: string[]): Promise<void> {
  if (db.dialect === "postgres") await seedPostgres(db, count, owners);
  else await seedSqlite(db as SqliteDatabase, count, owners);
}
