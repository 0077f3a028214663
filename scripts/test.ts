/**
 * `npm test`: every layer of checks in order, stopping at the first that fails. Before anything runs, the
 * machine gets what the tests need from Debian (scripts/test-machine.ts), and, when TEST_DATABASE_URL names no
 * PostgreSQL, the run starts one of its own and throws it away at the end (tests/support/private-postgres.ts).
 * So `npm ci && npm test` is all a fresh machine needs.
 */
import { spawn } from "node:child_process";
import { startPrivatePostgres, type PrivatePostgres } from "#test/private-postgres.ts";
import { installPackages, installPrivilege, missingMessage, missingPackages, postgresBinDirs } from "./test-machine.ts";

/** The layers, each asking its own question (README, docs/development.md). */
const steps = ["typecheck", "lint", "format:check", "test:unit", "build", "test:http", "test:outside", "test:e2e"];

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
let running: ReturnType<typeof spawn> | undefined;

async function databaseForTests(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE_URL?.trim()) return {};
  postgres = await startPrivatePostgres(postgresBinDirs()[0]!);
  console.log(`npm test: a PostgreSQL of its own for this run at ${postgres.url}`);
  return { TEST_DATABASE_URL: postgres.url };
}

function run(step: string, env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    running = spawn("npm", ["run", "--silent", step], { stdio: "inherit", env });
    running.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

// Ctrl-C or a CI timeout: the step under way gets the signal too (same process group); the database goes.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    running?.kill(signal);
    void (postgres?.stop() ?? Promise.resolve()).finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

prepareMachine();
const env = { ...process.env, ...(await databaseForTests()) };
let failed = 0;
try {
  for (const step of steps) {
    const started = Date.now();
    console.log(`\nnpm test: ${step}`);
    const code = await run(step, env);
    console.log(`npm test: ${step} ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds(started)}`);
    if (code !== 0) {
      failed = code;
      break;
    }
  }
} finally {
  await postgres?.stop();
}
process.exit(failed);

function seconds(since: number): string {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}
