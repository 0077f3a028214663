/**
 * `npm run eval:ask`: how well Ask answers questions it was not tuned on (issue 45).
 *
 * Seeds the evaluation's fixture (scripts/ask-eval/fixture.ts: 25 months of statistics, a few hundred leads, four
 * operators) into a fresh SQLite store and, when TEST_DATABASE_URL answers, a fresh PostgreSQL schema; works out
 * the figures some answers must show with plain SQL (oracle.ts); starts the production server on the store
 * (`npm run build` first: this builds nothing), signs in as the owner, a sales operator and an editor, and asks
 * the questions over HTTP as the role each names: `GET /admin/ask.json?q=…` in English,
 * `/de/admin/ask.json` in German. Then it prints accuracy per group and language, the right-query rate of the
 * answerable questions per language, wrong answers, refusal precision and recall, role leaks, figures that
 * disagree with the oracle, and latency over HTTP, each beside its budget, and every wrong answer with what was
 * expected and what came. It is a measurement: it exits 0 whatever the figures are.
 *
 *   npm run eval:ask -- [--set=tuned|fresh|blind|unseen|fifth|sixth|all] [--only=<group>] [--verbose] [--sqlite-only] [--keep]
 *
 * `--set` picks the questions by a set's name (scripts/ask-eval/sets.ts): `tuned` those of questions.ts (the engine
 * was improved on their misses), `fresh` the held-out ones of questions-fresh.ts, `blind` those of
 * questions-blind.ts, `unseen` those of questions-unseen.ts, `fifth` those of questions-fifth.ts and `sixth` those of
 * questions-sixth.ts (each asked once, at the end, and only when named: a plain run never shows their misses to
 * whoever tunes the parser), `all` (the default) every set not asked only when named, the tuned and the fresh one,
 * with the figures for each and together;
 * `--only` asks one group's questions; `--verbose` prints every question's verdict; `--keep` leaves the SQLite
 * store (and the PostgreSQL schema) behind to look at.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Role } from "#app/vocabulary/roles.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";
import { berlinToday, renderQuestion } from "./ask-eval/dates.ts";
import { FIXTURE_PASSWORD, seedFixture, type Fixture, type OperatorKey } from "./ask-eval/fixture.ts";
import { oracleAnswer, type OracleAnswer } from "./ask-eval/oracle.ts";
import { signIn } from "./lib/signed-in.ts";
import { groups, type Group, type Question } from "./ask-eval/questions.ts";
import {
  checkFigures,
  judge,
  resolveExpected,
  summarize,
  type AskAnswer,
  type Ratio,
  type Summary,
  type Verdict,
} from "./ask-eval/score.ts";
import { questionSets, type SetName } from "./ask-eval/sets.ts";

const BUDGETS = { wrongShare: 0.02, rightQueryShare: 0.9, leaks: 0, p95Ms: 300 } as const;

const { values: options } = parseArgs({
  options: {
    set: { type: "string", default: "all" },
    only: { type: "string" },
    verbose: { type: "boolean", default: false },
    "sqlite-only": { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
  },
});

const root = join(import.meta.dirname, "..");
/** The question sets by name (sets.ts: the tuned one, the held-out one, and those asked only when named). */
const setNames = questionSets.map((set) => set.name);
const questionsOf = (name: SetName): Question[] => questionSets.find((set) => set.name === name)!.questions;

/** Who asks as each role: the fixture's operators. */
const askers: Record<Role, OperatorKey> = { owner: "anna", sales: "ben", editor: "david" };

class EndpointMissing extends Error {}

// ----- One store -----

type Store = { name: string; env: Record<string, string>; dispose: () => Promise<void> };

async function evaluate(store: Store, asked: readonly Question[]): Promise<void> {
  const db = await openDatabase(store.env);
  let fixture: Fixture;
  const expectedFigures = new Map<string, OracleAnswer>();
  try {
    console.log(`\n${store.name}: seeding the fixture…`);
    const started = performance.now();
    fixture = await seedFixture(db, { log: (line) => console.log(line) });
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const operatorIds = new Map(Object.values(fixture.operators).map((operator) => [operator.email, operator.id]));
    for (const question of asked) {
      if (question.expect.status !== "answered") continue;
      const query = resolveExpected(question.expect.query, fixture.today);
      const askerId = fixture.operators[askers[question.role ?? "owner"]].id;
      const answer = await oracleAnswer(query, { sql: db.sql, today: fixture.today, askerId, operatorIds });
      if (answer) expectedFigures.set(question.id, answer);
    }
  } finally {
    await db.close();
  }
  const server = await startServer({
    NODE_ENV: "production",
    CONTACT_RATE_LIMIT: "0",
    DATABASE_URL: "",
    ...store.env,
  });
  try {
    const cookies = await signInEveryRole(server, fixture);
    await probeEndpoint(server, cookies.owner);
    const verdicts: Verdict[] = [];
    for (const question of asked) {
      const verdict = await askOne(server, cookies[question.role ?? "owner"], question, fixture.today);
      const figures = expectedFigures.get(question.id);
      // Rows cut for display no longer add up to the total: such a breakdown is not checked.
      const cut = figures?.kind === "sum" && verdict.got?.query?.limit !== undefined;
      if (figures && verdict.outcome === "right" && !cut) verdict.numbers = checkFigures(figures, verdict.got?.result);
      if (options.verbose) printVerdict(verdict);
      verdicts.push(verdict);
    }
    if (berlinToday() !== fixture.today)
      console.log("\n  ! the day changed during the run: answers about today or yesterday may be off by a day.");
    report(store.name, verdicts, fixture.today);
  } finally {
    await server.stop();
  }
}

/** The session cookie of each role's operator, signed in on the login page as a person does. */
async function signInEveryRole(server: RunningServer, fixture: Fixture): Promise<Record<Role, string>> {
  const cookies = {} as Record<Role, string>;
  // The fixture's operators have no second factor, and nothing requires one: a right password opens a session.
  for (const role of Object.keys(askers) as Role[])
    cookies[role] = await signIn(server, fixture.operators[askers[role]].email, FIXTURE_PASSWORD);
  return cookies;
}

async function probeEndpoint(server: RunningServer, cookie: string): Promise<void> {
  const response = await fetch(`${server.url}/admin/ask.json?q=${encodeURIComponent("visitors today")}`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  await response.arrayBuffer();
  if (response.status === 404) throw new EndpointMissing();
}

async function askOne(server: RunningServer, cookie: string, question: Question, today: string): Promise<Verdict> {
  const text = renderQuestion(question.q, question.lang, today);
  const path = `${question.lang === "de" ? "/de" : ""}/admin/ask.json?q=${encodeURIComponent(text)}`;
  const expected = question.expect.status === "answered" ? resolveExpected(question.expect.query, today) : undefined;
  const started = performance.now();
  let status = 0;
  let answer: AskAnswer | undefined;
  try {
    const response = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
    status = response.status;
    const body = await response.text();
    answer = parseAnswer(body);
  } catch {
    answer = undefined;
  }
  return judge(question, text, expected, answer, status, performance.now() - started);
}

function parseAnswer(body: string): AskAnswer | undefined {
  try {
    const parsed = JSON.parse(body) as AskAnswer;
    return typeof parsed === "object" && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

// ----- Printing -----

const percent = ({ count, of }: Ratio) => (of === 0 ? "–" : `${((100 * count) / of).toFixed(1)} %`);
const fraction = (ratio: Ratio) => `${ratio.count}/${ratio.of}`;
const mark = (ok: boolean) => (ok ? "✓" : "✗");

/** The figures per set asked, and for all of them together when there are several; the problems once. */
function report(store: string, verdicts: Verdict[], today: string) {
  const sets = chosenSets();
  const parts: [string, Verdict[]][] = sets.map((name) => [
    `${name} set`,
    verdicts.filter((verdict) => questionsOf(name).includes(verdict.question)),
  ]);
  if (sets.length > 1) parts.push(["all sets", verdicts]);
  for (const [label, part] of parts) {
    const summary = summarize(part, groups);
    const en = part.filter((verdict) => verdict.question.lang === "en").length;
    console.log(
      `\n${store}, ${label}: ${part.length} questions (${en} English, ${part.length - en} German), today ${today} in Berlin`,
    );
    printAccuracy(summary);
    printFigures(summary);
  }
  printProblems(verdicts, summarize(verdicts, groups));
}

function printAccuracy(summary: Summary) {
  const cell = (ratio: Ratio) => `${fraction(ratio).padStart(7)} ${percent(ratio).padStart(7)}`;
  console.log(`\n  ${"accuracy".padEnd(13)} ${"English".padStart(15)} ${"German".padStart(15)} ${"all".padStart(15)}`);
  const all = { en: { count: 0, of: 0 }, de: { count: 0, of: 0 }, all: { count: 0, of: 0 } };
  for (const [group, row] of summary.accuracy) {
    console.log(
      `  ${group.padEnd(13)} ${cell(row.en).padStart(15)} ${cell(row.de).padStart(15)} ${cell(row.all).padStart(15)}`,
    );
    for (const key of ["en", "de", "all"] as const) {
      all[key].count += row[key].count;
      all[key].of += row[key].of;
    }
  }
  console.log(
    `  ${"all".padEnd(13)} ${cell(all.en).padStart(15)} ${cell(all.de).padStart(15)} ${cell(all.all).padStart(15)}`,
  );
}

function printFigures(summary: Summary) {
  const rows: [string, string, string, boolean | undefined][] = [];
  for (const lang of ["en", "de"] as const) {
    const ratio = summary.rightQuery[lang];
    rows.push([
      `right query, answerable (${lang})`,
      `${fraction(ratio)}  ${percent(ratio)}`,
      "≥ 90 %",
      ratio.of === 0 ? undefined : ratio.count / ratio.of >= BUDGETS.rightQueryShare,
    ]);
  }
  const { wrong } = summary;
  rows.push([
    "wrong answers",
    `${fraction(wrong)}  ${percent(wrong)}`,
    "≤ 2 %",
    wrong.of === 0 ? undefined : wrong.count / wrong.of <= BUDGETS.wrongShare,
  ]);
  rows.push([
    "refusal precision",
    `${fraction(summary.refusalPrecision)}  ${percent(summary.refusalPrecision)}`,
    "",
    undefined,
  ]);
  rows.push(["refusal recall", `${fraction(summary.refusalRecall)}  ${percent(summary.refusalRecall)}`, "", undefined]);
  rows.push([
    "  … with the right reason",
    `${fraction(summary.refusalReasons)}  ${percent(summary.refusalReasons)}`,
    "",
    undefined,
  ]);
  rows.push(["role leaks", String(summary.leaks.length), "0", summary.leaks.length <= BUDGETS.leaks]);
  rows.push([
    "oracle mismatches",
    `${summary.oracle.mismatches.length} of ${summary.oracle.checked} checked`,
    "0",
    summary.oracle.checked === 0 ? undefined : summary.oracle.mismatches.length === 0,
  ]);
  rows.push(["no JSON answer (errors)", String(summary.errors), "", undefined]);
  const { p50, p95, max } = summary.latency;
  rows.push([
    "latency over HTTP",
    `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms`,
    "p95 ≤ 300 ms",
    p95 <= BUDGETS.p95Ms,
  ]);
  console.log(`\n  ${"figure".padEnd(30)} ${"measured".padEnd(36)} budget`);
  for (const [name, value, budget, ok] of rows)
    console.log(`  ${name.padEnd(30)} ${value.padEnd(36)} ${budget}${ok === undefined ? "" : `  ${mark(ok)}`}`);
}

function describeAnswer(answer: AskAnswer | undefined, httpStatus: number): string {
  if (!answer) return `no JSON answer (HTTP ${httpStatus})`;
  if (answer.status === "answered") return `answered ${JSON.stringify(answer.query)}`;
  if (answer.status === "refused")
    return `refused ${answer.reason}${answer.unknown?.length ? ` (unknown: ${answer.unknown.join(", ")})` : ""}`;
  return `clarify${answer.options?.length ? ` (${answer.options.map((option) => option.label).join(" | ")})` : ""}`;
}

function describeExpected(verdict: Verdict): string {
  const want = verdict.question.expect;
  if (want.status === "answered") return `answered ${JSON.stringify(verdict.expected)}`;
  return want.status === "refused" ? `refused ${want.reason}` : "clarify";
}

/** A question's verdict; what was expected and what came only where they differ (or the figures do). */
function printVerdict(verdict: Verdict) {
  const role = verdict.question.role ? ` [${verdict.question.role}]` : "";
  console.log(`  ${verdict.outcome.padEnd(5)} ${verdict.question.id}${role} ${JSON.stringify(verdict.text)}`);
  const figuresOff = verdict.numbers && !verdict.numbers.ok;
  if (verdict.outcome !== "right" || figuresOff) {
    console.log(`        expected: ${describeExpected(verdict)}`);
    console.log(`        got:      ${describeAnswer(verdict.got, verdict.httpStatus)}`);
  }
  if (verdict.numbers)
    console.log(`        figures:  ${verdict.numbers.ok ? "agree with the oracle" : verdict.numbers.detail}`);
}

function printProblems(verdicts: Verdict[], summary: Summary) {
  const list = (title: string, chosen: Verdict[]) => {
    if (chosen.length === 0) return;
    console.log(`\n  ${title} (${chosen.length}):`);
    for (const verdict of chosen) printVerdict(verdict);
  };
  list(
    "Wrong answers",
    verdicts.filter((verdict) => verdict.outcome === "wrong"),
  );
  list("Role leaks", summary.leaks);
  list("Figures that disagree with the oracle", summary.oracle.mismatches);
  if (!options.verbose) {
    const misses = verdicts.filter((verdict) => verdict.outcome === "miss" || verdict.outcome === "error");
    if (misses.length === 0) return;
    console.log(`\n  Missed (${misses.length}; not wrong answers, but not right either):`);
    for (const verdict of misses)
      console.log(
        `  ${verdict.question.id} ${JSON.stringify(verdict.text)}: expected ${describeExpected(verdict).split(" {")[0]}, got ${describeAnswer(verdict.got, verdict.httpStatus).split(" {")[0]}`,
      );
  }
}

// ----- Running -----

function chosenSets(): SetName[] {
  if (options.set === "all") return questionSets.filter((set) => !set.namedOnly).map((set) => set.name);
  if (!(setNames as string[]).includes(options.set)) {
    console.error(`--set: no set "${options.set}"; the sets are ${setNames.join(", ")} and all.`);
    process.exit(1);
  }
  return [options.set as SetName];
}

function chosenQuestions(): Question[] {
  const asked = chosenSets().flatMap(questionsOf);
  if (!options.only) return asked;
  if (!(groups as readonly string[]).includes(options.only)) {
    console.error(`--only: no group "${options.only}"; the groups are ${groups.join(", ")}.`);
    process.exit(1);
  }
  return asked.filter((question) => question.group === (options.only as Group));
}

async function sqliteStore(): Promise<Store> {
  const dir = await mkdtemp(join(tmpdir(), "eval-ask-"));
  return {
    name: "SQLite",
    env: { DATA_DIR: dir },
    dispose: async () => {
      if (options.keep) console.log(`  (the store is kept in ${dir})`);
      else await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgresStore(url: string): Promise<Store> {
  const schema = await createTempSchema(url, "eval_ask");
  // The server writes nothing of its own beside the database, but keep even that out of the checkout.
  const dir = await mkdtemp(join(tmpdir(), "eval-ask-pg-"));
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: schema.url, DATA_DIR: dir },
    dispose: async () => {
      await rm(dir, { recursive: true, force: true });
      if (options.keep) console.log(`  (the schema is kept: ${schema.schema})`);
      else await schema.drop();
    },
  };
}

async function main() {
  if (!existsSync(join(root, "build", "server", "index.js"))) {
    console.error("build/ is missing: run `npm run build` first (eval:ask builds nothing itself).");
    process.exitCode = 1;
    return;
  }
  const asked = chosenQuestions();
  const en = asked.filter((question) => question.lang === "en").length;
  console.log(
    `Ask evaluation, ${options.set === "all" ? "every set" : `the ${options.set} set`}: ${asked.length} questions (${en} English, ${asked.length - en} German)`,
  );
  const stores = [sqliteStore];
  if (!options["sqlite-only"]) {
    const probe = await probeTestPostgres();
    if (probe.url) stores.push(() => postgresStore(probe.url));
    else console.log(`PostgreSQL: skipped (${probe.reason})`);
  }
  for (const open of stores) {
    const store = await open();
    try {
      await evaluate(store, asked);
    } catch (error) {
      if (!(error instanceof EndpointMissing)) throw error;
      console.log(
        "\nGET /admin/ask.json answered 404: the Ask endpoint is not in this build yet. Nothing was measured.",
      );
      return;
    } finally {
      await store.dispose();
    }
  }
}

await main();
