/**
 * `npm test`: every layer of checks in order, stopping at the first that fails. Before anything runs, the
 * machine gets what the tests need from Debian (scripts/test-machine.ts), and, when TEST_DATABASE_URL names no
 * PostgreSQL, the run starts one of its own and throws it away at the end (tests/support/private-postgres.ts).
 * So `npm ci && npm test` is all a fresh machine needs.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { startPrivatePostgres, type PrivatePostgres } from "#test/private-postgres.ts";
import { installPackages, installPrivilege, missingMessage, missingPackages, postgresBinDirs } from "./test-machine.ts";

/**
 * The layers, each asking its own question (README, docs/development.md), in stages. The steps of a stage run
 * at once and none of them keeps two cores busy (lint, format and build: 61 s one after another, 42–50 s
 * together in the clean runs of issue 42). The typecheck comes after the build, not beside it: both write React Router's route types.
 * The test layers each fill both cores, so they run one after another.
 */
const stages = [
  ["lint", "format:check", "build"],
  ["typecheck"],
  // Not the unit layer beside the outside layer: tried in issue 43's last clean run, the store contracts' password
  // hashing then ran past its five seconds.
  ["test:unit"],
  ["test:http"],
  ["test:outside"],
  ["test:e2e"],
];

function prepareMachine(): void {
  const missing = missingPackages(process.env);
  if (!missing.length) return;
  const privilege = installPrivilege();
  const packages = missing.map((requirement) => requirement.package);
  if (privilege !== "none") {
    console.log(`npm test: installing from Debian: ${packages.join(" ")}`);
    if (installPackages(packages, privilege) && !missingPackages(process.env).length) return;
  }
  console.error(missingMessage(missingPackages(process.env)));
  process.exit(1);
}

let postgres: PrivatePostgres | undefined;
const running = new Set<ReturnType<typeof spawn>>();

async function databaseForTests(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE_URL?.trim()) return {};
  postgres = await startPrivatePostgres(postgresBinDirs()[0]!);
  console.log(`npm test: a PostgreSQL of its own for this run at ${postgres.url}`);
  return { TEST_DATABASE_URL: postgres.url };
}

/**
 * One step; its exit code. Alone, it writes to the terminal as it goes; beside others, its output is kept and
 * printed whole when it ends, so that no two steps' lines are mixed.
 */
function run(step: string, env: NodeJS.ProcessEnv, alone: boolean): Promise<number> {
  const started = Date.now();
  if (alone) console.log(`\nnpm test: ${step}`);
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", step], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      env,
    });
    running.add(child);
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.once("close", (exit, signal) => {
      running.delete(child);
      const code = exit ?? (signal ? 128 : 1);
      if (!alone) process.stdout.write(`\nnpm test: ${step}\n${Buffer.concat(output).toString()}`);
      console.log(`npm test: ${step} ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds(started)}`);
      resolve(code);
    });
  });
}

// Ctrl-C or a CI timeout: the step under way gets the signal too (same process group); the database goes.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill(signal);
    void (postgres?.stop() ?? Promise.resolve()).finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

prepareMachine();
// Every server and CLI the tests start (about a hundred processes) compiles the same modules: V8's code cache,
// kept by Node in node_modules/.cache, compiles them once (the HTTP layer: 384 -> 349 CPU-seconds, 215 -> 189 s).
const compileCache = {
  NODE_COMPILE_CACHE:
    process.env.NODE_COMPILE_CACHE ?? join(import.meta.dirname, "..", "node_modules", ".cache", "node-compile-cache"),
};
const env = { ...process.env, ...compileCache, ...(await databaseForTests()) };
let failed = 0;
try {
  for (const stage of stages) {
    const started = Date.now();
    const codes = await Promise.all(stage.map((step) => run(step, env, stage.length === 1)));
    if (stage.length > 1) console.log(`npm test: ${stage.join(", ")} together in ${seconds(started)}`);
    failed = codes.find((code) => code !== 0) ?? 0;
    if (failed) break;
  }
} finally {
  await postgres?.stop();
}
process.exit(failed);

function seconds(since: number): string {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}
