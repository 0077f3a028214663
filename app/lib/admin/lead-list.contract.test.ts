/**
 * The inbox's list (lead-list.server.ts), one contract on SQLite and on PostgreSQL (which needs
 * TEST_DATABASE_URL; without it that half is skipped, and says so): substring search over every field on each
 * store's index, exactly as a plain scan would find it; filters that combine; counts per status; keyset pages
 * that neither repeat nor skip a lead while new ones arrive; and a search index that follows every insert,
 * change and erasure, also of leads stored before the index existed.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";
import {
  changeLeads,
  countLeads,
  leadFilter,
  leadsForExport,
  leftTheView,
  listLeads,
  neighboursInView,
  newLeadCounts,
  pageOfLeads,
  undoLeads,
  undoPick,
  type LeadCursor,
  type LeadFilter,
} from "#app/lib/admin/lead-list.server.ts";
import { deleteLead, deleteLeadsReceivedBefore } from "#app/lib/admin/leads.server.ts";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import { contactRepositoryOn } from "#app/lib/contact/requests.server.ts";
import type { ContactRecord } from "#app/lib/contact/repository.server.ts";
import { migrations } from "#app/lib/store/migrations.server.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import type { Database } from "#app/lib/store/sql.server.ts";
import { matchedFields, searchNeedles } from "#app/lib/admin/lead-search.ts";
import { sampleLead } from "#test/sample-lead.ts";

type Place = {
  open: () => Promise<Database>;
  /** Applies the migrations before `version` only, as a store of an older release would have them. */
  migrateUpTo: (version: number) => Promise<void>;
  /** Runs SQL of that older release (its migrations applied) straight on the database. */
  runRaw: (text: string, params: unknown[]) => Promise<void>;
  dispose: () => Promise<void>;
};

const postgresProbe = await probeTestPostgres();
const backends: { name: string; skip?: string; fresh: () => Promise<Place> }[] = [
  {
    name: "SQLite",
    fresh: async () => {
      const dir = await mkdtemp(join(tmpdir(), "lead-list-"));
      const file = join(dir, "site.db");
      return {
        open: () => openDatabase({ DATA_DIR: dir }),
        migrateUpTo: async (version) => {
          const db = new DatabaseSync(file);
          db.exec(
            "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT",
          );
          for (const migration of migrations.filter((each) => each.version < version)) {
            db.exec(migration.sqlite);
            db.prepare("INSERT INTO schema_migrations VALUES (?, ?, ?)").run(migration.version, migration.name, "");
          }
          db.close();
        },
        runRaw: async (text, params) => {
          const db = new DatabaseSync(file);
          db.prepare(text).run(...(params as string[]));
          db.close();
        },
        dispose: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "PostgreSQL",
    skip: postgresProbe.reason,
    fresh: async () => {
      const schema = await createTempSchema(postgresProbe.url!, "lead_list");
      const raw = async (work: (client: pg.Client) => Promise<void>) => {
        const client = new pg.Client({ connectionString: schema.url });
        await client.connect();
        try {
          await work(client);
        } finally {
          await client.end();
        }
      };
      return {
        open: () => openDatabase({ DATABASE_URL: schema.url }),
        migrateUpTo: (version) =>
          raw(async (client) => {
            await client.query(
              "CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
            );
            for (const migration of migrations.filter((each) => each.version < version)) {
              await client.query(migration.postgres);
              await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
                migration.version,
                migration.name,
              ]);
            }
          }),
        runRaw: (text, params) =>
          raw(async (client) => {
            let index = 0;
            await client.query(
              text.replace(/\?/g, () => `$${++index}`),
              params,
            );
          }),
        dispose: schema.drop,
      };
    },
  },
];

const lead = sampleLead;

/** A small inbox with what searches trip over: umlauts and ß in any case, no phone, quotes, LIKE's wildcards. */
function variedLeads(): ContactRecord[] {
  return [
    lead({ firstName: "Zoë", lastName: "Weiß", company: "Straßenbau Süd AG", email: "zoe.weiss@strassenbau-sued.de" }),
    lead({ firstName: "ÄNNE", lastName: "ÖZTÜRK", company: "Nordlicht Logistik", phone: "+49 171 2345678" }),
    lead({ firstName: "Anna", lastName: "Becker", company: "Acme Inc.", email: "a.becker@acme.com", phone: undefined }),
    lead({
      firstName: "Tom",
      lastName: "O'Brien",
      company: 'The "Quoted" Ltd',
      message: "50% off_season, please call",
    }),
    lead({ firstName: "Jürgen", lastName: "Müller-Lüdenscheidt", message: "Wir möchten Dashboards für den Vertrieb." }),
    lead({
      firstName: "Mia",
      lastName: "Schmidt",
      email: "mia@müller-consulting.de",
      message: "Rückruf bitte: 040 1234",
    }),
    lead({ firstName: "Ben", lastName: "Ng", company: "Xy", email: "b@xy.io", phone: "0049 89 1", message: "Kurz." }),
  ];
}

/**
 * What a plain scan finds: the needle anywhere in one of the fields (the name as "first last"), folded as
 * lead-search.ts folds it (case, accents, umlauts, a phone number's digits).
 */
function scanFor(records: ContactRecord[], q: string): string[] {
  const needles = searchNeedles(q);
  return records
    .filter((record) => matchedFields(record, needles).length > 0)
    .map((record) => record.id)
    .reverse();
}

const ids = (page: { leads: { id: string }[] }) => page.leads.map((item) => item.id);

/** Every lead of a filter, page by page from the newest, following the `older` cursors. */
async function walk(db: Database, filter: LeadFilter, pageSize: number, between?: () => Promise<void>) {
  const seen: string[] = [];
  let cursor: LeadCursor | undefined;
  for (;;) {
    const page = await pageOfLeads(db.sql, filter, { ...(cursor ? { cursor } : {}), pageSize });
    seen.push(...ids(page));
    if (!page.older) return seen;
    cursor = page.older;
    await between?.();
  }
}

for (const backend of backends) {
  describe.skipIf(Boolean(backend.skip))(
    `lead list on ${backend.name}${backend.skip ? ` (skipped: ${backend.skip})` : ""}`,
    () => {
      let place: Place;
      let db: Database;
      const opened: Database[] = [];

      beforeEach(async () => {
        place = await backend.fresh();
      });
      afterEach(async () => {
        await Promise.all(opened.splice(0).map((each) => each.close()));
        await place.dispose();
      });
      const open = async () => {
        db = await place.open();
        opened.push(db);
        return db;
      };
      const contacts = () => contactRepositoryOn(db);
      const insertAll = async (records: ContactRecord[]) => {
        for (const record of records) await contacts().insert(record);
      };

      it("finds any substring of name, company, e-mail, phone or message, case ignored, as a scan would", async () => {
        await open();
        const records = [...variedLeads(), ...Array.from({ length: 5 }, () => lead())];
        await insertAll(records);
        const needles = [
          "müller",
          "MÜLLER",
          "Müller-Lü",
          "zoë",
          "ZOË WEISS",
          "weiß",
          "ÖZTÜRK",
          "änne öz",
          "straßenbau süd",
          "nordlicht",
          "acme inc.",
          "a.becker@",
          "@elbwerk.de",
          "müller-consulting",
          "+49 171",
          "555 0100",
          "040 1234",
          "dashboards für",
          "off_season",
          "50%",
          '"quoted"',
          "o'brien",
          "umsätze nach",
          // Shorter than a trigram: found without the index, just as exactly.
          "ö",
          "Ö",
          "ß",
          "x",
          "Xy",
          "ng",
          "_",
          "%",
          "'",
          "89",
          "mü",
          "Ü",
          // Nothing across two fields, and nothing that is not there.
          "elbwerk gmbh joerg",
          "becker acme",
          "zzz",
          "%%%",
          "___",
        ];
        for (const q of needles) {
          const { leads, total } = await listLeads(db.sql, { q }, { pageSize: 100 });
          expect({ q, found: ids({ leads }) }).toEqual({ q, found: scanFor(records, q) });
          expect({ q, total }).toEqual({ q, total: scanFor(records, q).length });
        }
      });

      it("finds what people type: case, accents and umlauts folded in every field, phone numbers by their digits", async () => {
        await open();
        const schroeder = lead({ firstName: "Käthe", lastName: "Schröder", company: "Ärzte-Verbund Nord", phone: "" });
        const mueller = lead({ firstName: "Max", lastName: "Mustermann", email: "max@mueller-bau.de", phone: "" });
        const strasse = lead({ firstName: "Anna", lastName: "Roth", company: "Große Straße KG", phone: undefined });
        const jose = lead({ firstName: "José", lastName: "Núñez", company: "Çelik Ltd", phone: "0171 234" });
        const phone = lead({ firstName: "Pia", lastName: "Kurz", company: "Fon AG", phone: "040 / 98 76 54" });
        const international = lead({
          firstName: "Ole",
          lastName: "Berg",
          company: "Nord AS",
          phone: "+49 (0)89 123-45",
        });
        const inMessage = lead({
          firstName: "Eva",
          lastName: "Lang",
          company: "Text AG",
          phone: "",
          message: "Bitte Herrn Jürgen Müller anrufen.",
        });
        const others = Array.from({ length: 3 }, () =>
          lead({ firstName: "Tom", lastName: "Stein", company: "Stein KG", email: "tom@stein.de", phone: "030 111" }),
        );
        await insertAll([schroeder, mueller, strasse, jose, phone, international, inMessage, ...others]);
        const found = async (q: string) => ids(await listLeads(db.sql, { q }, { pageSize: 100 })).toSorted();
        const expectFound = async (q: string, ...expected: ContactRecord[]) =>
          expect({ q, found: await found(q) }).toEqual({ q, found: expected.map((record) => record.id).toSorted() });

        for (const q of [
          "schroder",
          "schroeder",
          "Schröder",
          "SCHRÖDER",
          "SCHROEDER",
          "Schroe",
          "kathe",
          "KAETHE",
          "arzte",
        ])
          await expectFound(q, schroeder);
        // "Muller" finds "Müller" (in a message) and "mueller" (in an address); "müller" both too.
        for (const q of ["Muller", "MÜLLER", "mueller"]) await expectFound(q, mueller, inMessage);
        await expectFound("jurgen muller", inMessage);
        for (const q of ["strasse", "STRASSE", "Straße", "grosse strasse", "große"]) await expectFound(q, strasse);
        for (const q of ["Jose", "JOSÉ", "nunez", "Núñez", "celik"]) await expectFound(q, jose);
        // Digits, however they are written or grouped; +49 and 0049 as the leading 0.
        for (const q of ["040 98", "04098", "040/98", "98 76 54", "987654", "+49 40 98", "0049 40 98 76"])
          await expectFound(q, phone);
        for (const q of ["089 123", "08912345", "+49 89 1234", "+49 (0)89 123"]) await expectFound(q, international);
        await expectFound("030111", ...others);
        // Digits are not letters: a word is not read as a phone number, and a number does not reach across fields.
        await expectFound("fon ag", phone);
        await expectFound("0409", phone);
        await expectFound("987655");
        // The counts follow the same search.
        expect((await countLeads(db.sql, { q: "schroder" })).counts.new).toBe(1);
        // Short searches (no index) fold too: "ß" is "ss", "Ö" is "o".
        expect(await found("ß")).toEqual(await found("ss"));
        expect(await found("Ç")).toEqual(await found("c"));
        expect(await found("ÑU")).toContain(jose.id);
        expect(await found("oe")).toEqual(await found("ö"));
      });

      it("combines status, owner and search; counts per status under the search and owner", async () => {
        await open();
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const ben = await createOperator(db.sql, "ben@example.com", "correct horse battery", { role: "sales" });
        const records = Array.from({ length: 12 }, (_, index) =>
          lead(index % 3 === 0 ? { company: "Hafen Kontor" } : {}),
        );
        await insertAll(records);
        const set = (record: ContactRecord, status: string, owner: string | null) =>
          db.sql.run("UPDATE contact_requests SET status = ?, owner_id = ? WHERE id = ?", [status, owner, record.id]);
        // 0 Hafen/contacted/anna, 1 contacted/anna, 2 qualified/ben, 3 Hafen/new/ben, 6 Hafen/contacted/none, 9 Hafen/new/anna
        await set(records[0]!, "contacted", anna.id);
        await set(records[1]!, "contacted", anna.id);
        await set(records[2]!, "qualified", ben.id);
        await set(records[3]!, "new", ben.id);
        await set(records[6]!, "contacted", null);
        await set(records[9]!, "new", anna.id);

        const list = (filter: LeadFilter, viewerId?: string) =>
          listLeads(db.sql, filter, { ...(viewerId ? { viewerId } : {}) });
        expect(ids(await list({ owner: "mine" }, anna.id))).toEqual([records[9]!.id, records[1]!.id, records[0]!.id]);
        expect(ids(await list({ owner: ben.id }))).toEqual([records[3]!.id, records[2]!.id]);
        expect((await list({ owner: "none" })).total).toBe(7);
        expect((await list({ owner: "mine" })).total).toBe(0);
        expect(ids(await list({ q: "hafen", status: "contacted" }))).toEqual([records[6]!.id, records[0]!.id]);
        expect(ids(await list({ q: "hafen", status: "new", owner: "mine" }, anna.id))).toEqual([records[9]!.id]);
        expect(ids(await list({ q: "HAFEN", owner: "none" }))).toEqual([records[6]!.id]);
        const first = await list({ q: "hafen", owner: "mine" }, anna.id);
        expect(first.leads[0]).toMatchObject({ ownerId: anna.id, ownerEmail: "anna@example.com", version: 1 });

        expect((await countLeads(db.sql, {})).counts).toEqual({ new: 8, contacted: 3, qualified: 1, closed: 0 });
        // The tabs count under the search and the owner, never under the status itself.
        expect((await countLeads(db.sql, { q: "hafen", status: "new" })).counts).toEqual({
          new: 2,
          contacted: 2,
          qualified: 0,
          closed: 0,
        });
        expect((await countLeads(db.sql, { owner: "mine" }, anna.id)).counts).toEqual({
          new: 1,
          contacted: 2,
          qualified: 0,
          closed: 0,
        });
        expect((await list({ status: "contacted" })).total).toBe(3);
      });

      it("pages by keyset: no lead twice and none skipped while new ones arrive; back to newer pages", async () => {
        await open();
        const records = Array.from({ length: 23 }, () => lead());
        await insertAll(records);
        const arriving: ContactRecord[] = [];
        const seen = await walk(db, {}, 5, async () => {
          const record = lead();
          arriving.push(record);
          await contacts().insert(record);
        });
        expect(seen).toEqual(records.map((record) => record.id).reverse());
        // A search pages the same way.
        const searched = await walk(db, { q: "müller" }, 4, async () =>
          contacts()
            .insert(lead())
            .then(() => {}),
        );
        expect(new Set(searched).size).toBe(searched.length);
        expect(searched.slice(0, 4)).toEqual(
          [...records, ...arriving]
            .map((record) => record.id)
            .reverse()
            .slice(0, 4),
        );

        // From the third page back: the second page, then the newest (which also shows what arrived since).
        const one = await pageOfLeads(db.sql, {}, { pageSize: 5 });
        const two = await pageOfLeads(db.sql, {}, { cursor: one.older!, pageSize: 5 });
        const three = await pageOfLeads(db.sql, {}, { cursor: two.older!, pageSize: 5 });
        expect(one.newer).toBeUndefined();
        expect(ids(await pageOfLeads(db.sql, {}, { cursor: three.newer!, pageSize: 5 }))).toEqual(ids(two));
        const newest = lead();
        await contacts().insert(newest);
        const back = await pageOfLeads(db.sql, {}, { cursor: two.newer!, pageSize: 5 });
        expect(ids(back)).toEqual(ids(one));
        const first = await pageOfLeads(db.sql, {}, { cursor: back.newer!, pageSize: 5 });
        expect(ids(first)).toEqual([newest.id, ...ids(one).slice(0, 4)]);
        expect(first.newer).toBeUndefined();
      });

      it("exports every lead of a filter in keyset batches", async () => {
        await open();
        const records = Array.from({ length: 11 }, (_, index) => lead(index === 4 ? { company: "Einzel AG" } : {}));
        await insertAll(records);
        const batches: number[] = [];
        const exported: string[] = [];
        for await (const batch of leadsForExport(db.sql, {}, { batchSize: 4 })) {
          batches.push(batch.length);
          exported.push(...batch.map((item) => item.id));
        }
        expect(batches).toEqual([4, 4, 3]);
        expect(exported).toEqual(records.map((record) => record.id).reverse());
        const einzel: string[] = [];
        for await (const batch of leadsForExport(db.sql, { q: "einzel" })) einzel.push(...batch.map((item) => item.id));
        expect(einzel).toEqual([records[4]!.id]);
      });

      it("keeps the search index in step with inserts, changes and erasures", async () => {
        await open();
        const kept = lead({ lastName: "Qwertzuiop" });
        const erased = lead({ lastName: "Yxcvbnmqay", company: "Vergessen GmbH" });
        const old = lead({ lastName: "Alttext", receivedAt: new Date("2024-01-01T00:00:00Z") });
        await insertAll([kept, erased, old]);
        expect(ids(await listLeads(db.sql, { q: "yxcvbnm" }))).toEqual([erased.id]);

        await db.sql.run("UPDATE contact_requests SET company = ?, message = ? WHERE id = ?", [
          "Neuer Name KG",
          "Geändert: bitte um Rückruf",
          kept.id,
        ]);
        expect(ids(await listLeads(db.sql, { q: "neuer name" }))).toEqual([kept.id]);
        expect(ids(await listLeads(db.sql, { q: "rückruf" }))).toEqual([kept.id]);
        expect(ids(await listLeads(db.sql, { q: "elbwerk gmbh" }))).toEqual([old.id]);

        expect(await deleteLead(db.sql, erased.id)).toBe(true);
        for (const q of ["yxcvbnm", "vergessen", erased.email, "yx"])
          expect({ q, total: (await listLeads(db.sql, { q })).total }).toEqual({ q, total: 0 });
        expect(await deleteLeadsReceivedBefore(db.sql, new Date("2025-01-01T00:00:00Z"))).toBe(1);
        expect((await listLeads(db.sql, { q: "alttext" })).total).toBe(0);
        expect(ids(await listLeads(db.sql, { q: "qwertz" }))).toEqual([kept.id]);
        // The counts follow too (lead_counts on SQLite).
        await db.sql.run("UPDATE contact_requests SET status = 'closed' WHERE id = ?", [kept.id]);
        expect((await countLeads(db.sql, {})).counts).toEqual({ new: 0, contacted: 0, qualified: 0, closed: 1 });

        if (db.dialect === "sqlite") {
          // Erased means gone from the index too (FTS5 secure-delete), not just hidden behind a delete marker.
          await db.sql.run("CREATE VIRTUAL TABLE temp.search_terms USING fts5vocab(main, lead_search, row)");
          const terms = (await db.sql.all<{ term: string }>("SELECT term FROM temp.search_terms")).map(
            (row) => row.term,
          );
          expect(terms).toContain("qwe");
          for (const trigram of ["yxc", "xcv", "vbn", "ver", "ges", "alt", "ltt"]) expect(terms).not.toContain(trigram);
        }
      });

      it("indexes the leads a store already had when it migrates", async () => {
        await place.migrateUpTo(10);
        const before = lead({ firstName: "Älteste", company: "Vorher & Co" });
        await place.runRaw(
          `INSERT INTO contact_requests (id, received_at, locale, first_name, last_name, company, email, phone, message,
             privacy_policy) VALUES (?, ?, 'de', ?, ?, ?, ?, ?, ?, ?)`,
          [
            before.id,
            before.receivedAt.toISOString(),
            before.firstName,
            before.lastName,
            before.company,
            before.email,
            before.phone,
            before.message,
            backend.name === "SQLite" ? 1 : true,
          ],
        );
        await open();
        const after = lead({ company: "Nachher & Co" });
        await contacts().insert(after);
        expect(ids(await listLeads(db.sql, { q: "ÄLTESTE" }))).toEqual([before.id]);
        expect(ids(await listLeads(db.sql, { q: "& co" }))).toEqual([after.id, before.id]);
      });

      it("folds the leads a store already had when it migrates to folding (migration 17)", async () => {
        await place.migrateUpTo(17);
        const before = lead({ lastName: "Schröder", company: "Weiße Flotte", phone: "040 / 98 76 54" });
        await place.runRaw(
          `INSERT INTO contact_requests (id, received_at, locale, first_name, last_name, company, email, phone, message,
             privacy_policy) VALUES (?, ?, 'de', ?, ?, ?, ?, ?, ?, ?)`,
          [
            before.id,
            before.receivedAt.toISOString(),
            before.firstName,
            before.lastName,
            before.company,
            before.email,
            before.phone,
            before.message,
            backend.name === "SQLite" ? 1 : true,
          ],
        );
        await open();
        for (const q of ["schroeder", "weisse flotte", "04098", "+49 40 98"])
          expect({ q, found: ids(await listLeads(db.sql, { q })) }).toEqual({ q, found: [before.id] });
      });

      it("changes several leads at once, each on the version the list showed, and says which were stale or gone", async () => {
        await open();
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const editor = await createOperator(db.sql, "emil@example.com", "correct horse battery", { role: "editor" });
        const records = Array.from({ length: 4 }, () => lead());
        await insertAll(records);
        const by = { operatorId: anna.id, operatorEmail: anna.email };
        const picks = records.map((record) => ({ id: record.id, version: 1 }));
        // Someone else changed the third meanwhile; the fourth was erased.
        await db.sql.run("UPDATE contact_requests SET version = 2 WHERE id = ?", [records[2]!.id]);
        await deleteLead(db.sql, records[3]!.id);
        expect(await changeLeads(db.sql, picks, { status: "qualified", ownerId: anna.id }, by)).toEqual({
          changed: 2,
          unchanged: [],
          stale: [`${records[2]!.firstName} ${records[2]!.lastName}`],
          missing: [records[3]!.id],
          set: { status: "qualified", ownerId: anna.id },
          undo: [`${records[0]!.id}:2:new:`, `${records[1]!.id}:2:new:`],
        });
        const { leads, counts } = await listLeads(db.sql, { owner: "mine" }, { viewerId: anna.id });
        expect(leads.map((item) => [item.id, item.status, item.version])).toEqual([
          [records[1]!.id, "qualified", 2],
          [records[0]!.id, "qualified", 2],
        ]);
        expect(counts.qualified).toBe(2);
        // Again on the versions the list showed before: stale now, nothing changes twice.
        expect(await changeLeads(db.sql, picks.slice(0, 2), { status: "closed" }, by)).toMatchObject({
          changed: 0,
          stale: [0, 1].map((index) => `${records[index]!.firstName} ${records[index]!.lastName}`),
        });
        expect(await changeLeads(db.sql, [], { status: "closed" }, by)).toEqual({ error: "noneSelected" });
        expect(await changeLeads(db.sql, picks, {}, by)).toEqual({ error: "nothingToDo" });
        expect(await changeLeads(db.sql, [{ id: records[1]!.id, version: 2 }], { ownerId: editor.id }, by)).toEqual({
          error: "refusedOwner",
        });
        expect(await changeLeads(db.sql, [{ id: records[1]!.id, version: 2 }], { ownerId: null }, by)).toMatchObject({
          changed: 1,
        });
        // Unassigned now: the second (just given up) and the stale third, as it was.
        expect((await countLeads(db.sql, { owner: "none" })).counts).toEqual({
          new: 1,
          contacted: 0,
          qualified: 1,
          closed: 0,
        });
      });

      it("undoes a change of several where nobody changed the lead since, and says how many left a view", async () => {
        await open();
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const ben = await createOperator(db.sql, "ben@example.com", "correct horse battery");
        const records = Array.from({ length: 3 }, () => lead());
        await insertAll(records);
        const by = { operatorId: anna.id, operatorEmail: anna.email };
        const picks = records.map((record) => ({ id: record.id, version: 1 }));
        const outcome = await changeLeads(db.sql, picks, { status: "contacted", ownerId: ben.id }, by);
        if ("error" in outcome) throw new Error(outcome.error);
        const changed = records.map((record) => record.id);
        expect(await leftTheView(db.sql, { status: "new" }, changed, anna.id)).toBe(3);
        expect(await leftTheView(db.sql, { status: "contacted", owner: ben.id }, changed, anna.id)).toBe(0);
        // Ben moved the first on meanwhile: his change stays.
        await changeLeads(db.sql, [{ id: records[0]!.id, version: 2 }], { status: "qualified" }, by);
        const undone = await undoLeads(
          db.sql,
          outcome.undo.flatMap((entry) => undoPick(entry) ?? []),
          by,
        );
        expect(undone).toEqual({
          undone: 2,
          stale: [`${records[0]!.firstName} ${records[0]!.lastName}`],
          missing: [],
        });
        const { leads } = await listLeads(db.sql, {});
        expect(leads.map((item) => [item.status, item.ownerId])).toEqual([
          ["new", null],
          ["new", null],
          ["qualified", ben.id],
        ]);
        expect(undoPick("not-an-undo")).toBeUndefined();
        expect(undoPick(`${records[0]!.id}:2:deleted:`)).toBeUndefined();
      });

      it("counts new leads and the viewer's new ones for the navigation, and finds a lead's neighbours in a view", async () => {
        await open();
        const anna = await createOperator(db.sql, "anna@example.com", "correct horse battery");
        const records = Array.from({ length: 5 }, (_, index) => lead({ company: index % 2 ? "Odd GmbH" : "Even AG" }));
        await insertAll(records);
        const by = { operatorId: anna.id, operatorEmail: anna.email };
        await changeLeads(db.sql, [{ id: records[0]!.id, version: 1 }], { ownerId: anna.id }, by);
        await changeLeads(db.sql, [{ id: records[1]!.id, version: 1 }], { ownerId: anna.id, status: "closed" }, by);
        expect(await newLeadCounts(db.sql, anna.id)).toEqual({ fresh: 4, mine: 1 });
        // Newest first: records[4] … records[0]; "Even AG" holds 4, 2 and 0.
        const names = (record: ContactRecord) => ({ id: record.id, name: `${record.firstName} ${record.lastName}` });
        expect(await neighboursInView(db.sql, { q: "even" }, records[2]!.id, anna.id)).toEqual({
          previous: names(records[4]!),
          next: names(records[0]!),
        });
        expect(await neighboursInView(db.sql, { q: "even" }, records[4]!.id, anna.id)).toEqual({
          next: names(records[2]!),
        });
        expect(await neighboursInView(db.sql, { owner: "mine" }, records[1]!.id, anna.id)).toEqual({
          next: names(records[0]!),
        });
        expect(await neighboursInView(db.sql, {}, "not-a-lead", anna.id)).toEqual({});
      });

      it("keeps its counts right through many changes, however they are kept (folded now and then on PostgreSQL)", async () => {
        await open();
        const records = Array.from({ length: 4 }, () => lead());
        await insertAll(records);
        const statuses = ["contacted", "qualified", "closed", "new"];
        for (let round = 0; round < 150; round++)
          await db.sql.run("UPDATE contact_requests SET status = ?", [statuses[round % 4]]);
        await db.sql.run("UPDATE contact_requests SET status = 'closed' WHERE id = ?", [records[0]!.id]);
        // The first read folds what piled up, the second reads the folded rows: both right.
        for (let read = 0; read < 2; read++)
          expect((await countLeads(db.sql, {})).counts).toEqual({ new: 0, contacted: 0, qualified: 3, closed: 1 });
        expect((await db.sql.get<{ rows: unknown }>("SELECT count(*) AS rows FROM lead_counts"))!.rows).toSatisfy(
          (rows) => Number(rows) <= 8,
        );
      });

      it("reads its filter from the address, ignoring what it cannot read", () => {
        const read = (query: string) => leadFilter(new URL(`https://example.com/admin/leads?${query}`));
        expect(read("q=%20M%C3%BCller%0A&status=new&owner=mine")).toEqual({
          q: "Müller",
          status: "new",
          owner: "mine",
          page: 1,
        });
        expect(read("status=open&owner=someone&cursor=x12&page=7")).toEqual({ page: 1 });
        expect(read("cursor=b120&page=3")).toEqual({ cursor: { before: 120 }, page: 3 });
        expect(read("cursor=a9&owner=NONE")).toEqual({ cursor: { after: 9 }, page: 1 });
        expect(read("owner=none&q=a%0Ab")).toEqual({ owner: "none", q: "a b", page: 1 });
      });
    },
  );
}
