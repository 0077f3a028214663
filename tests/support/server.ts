import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { diesWithParent } from "./dies-with-parent.ts";

/**
 * A port nothing listens on now, for a test that must name it before it listens (a mail server started later, a
 * port made busy on purpose). Drawn at random below the kernel's range for ports it hands out itself, where every
 * server started with PORT=0 and every outgoing connection lands: a test beside this one is unlikely to draw it.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

export type RunningServer = {
  url: string;
  process: ChildProcess;
  /** The server's log lines so far (stdout). Read continuously, so a busy server never blocks on a full pipe. */
  log: () => string[];
  /** What it wrote to stderr so far, line by line (also passed on to this process's stderr). */
  errors: () => string[];
  stop: () => Promise<void>;
};

/** How the server says where it listens (server/index.ts), once its port is bound. */
const LISTENING = /listening on http:\/\/localhost:(\d+)/;

/** How long a server may take to start: a first start on a busy machine compiles the whole bundle. */
const START_TIMEOUT_MS = 30_000;

/**
 * The key that seals the operators' TOTP seeds for test servers on PostgreSQL, which need one in the environment
 * (decision 0035); a test that is about the key gives its own.
 */
export const TEST_TOTP_ENCRYPTION_KEY = "4f1c0d2b9e8a7765544332211000ffeeddccbbaa99887766554433221100abcd";

/**
 * Starts the production server and waits until it answers; `checkout` runs another checkout's server on its
 * own build (perf comparisons). Without `env.PORT` the server binds a port the kernel chooses (PORT=0) and this
 * reads it from the server's own "listening" line: a port picked here and bound there could be taken in
 * between by a test running beside it, whose server would then answer for this one (and vanish with it). On
 * PostgreSQL it gets the tests' TOTP key unless `env` names one.
 */
export async function startServer(env: Record<string, string> = {}, checkout?: string): Promise<RunningServer> {
  const root = checkout ?? join(import.meta.dirname, "..", "..");
  return startNodeServer([join(root, "server", "index.ts")], {
    ...(checkout ? { BUILD_DIR: join(checkout, "build") } : {}),
    ...env,
  });
}

/**
 * Starts the development server (`npm run dev` without cutting the font again: server/dev.ts, Vite in front of
 * the production server's shell) as `startServer` starts the production server. Its start compiles the app's
 * server modules through Vite: allow `DEV_START_TIMEOUT_MS`.
 */
export function startDevServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dev = join(import.meta.dirname, "..", "..", "server", "dev.ts");
  return startNodeServer(["--conditions=development", dev], env, DEV_START_TIMEOUT_MS);
}

/** A development server's first start on a busy machine: Vite's server, and the app's modules transformed. */
export const DEV_START_TIMEOUT_MS = 60_000;

async function startNodeServer(
  nodeArgs: string[],
  env: Record<string, string>,
  startTimeoutMs = START_TIMEOUT_MS,
): Promise<RunningServer> {
  const totpKey = env.DATABASE_URL?.trim() ? { TOTP_ENCRYPTION_KEY: TEST_TOTP_ENCRYPTION_KEY } : {};
  const [command, args] = diesWithParent(process.execPath, nodeArgs);
  const child = spawn(command, args, {
    env: { ...process.env, ...totpKey, ...env, PORT: env.PORT ?? "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = collectLines(child.stdout!);
  const errors = collectLines(child.stderr!, process.stderr);
  const deadline = Date.now() + startTimeoutMs;
  const failed = (why: string) =>
    new Error(`the server ${why}${errors.length ? `: ${errors.join("\n").slice(-2_000)}` : ""}`);
  let port: string | undefined;
  while (!port) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw failed(`exited (${child.exitCode ?? child.signalCode})`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw failed(`did not listen within ${startTimeoutMs / 1000} s`);
    }
    port = lines.map((line) => LISTENING.exec(line)?.[1]).find(Boolean);
    if (!port) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const url = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw failed(`exited (${child.exitCode})`);
    try {
      // /readyz where there is one (it also says the store answers); the home page on older checkouts.
      const response = await fetch(`${url}/readyz`);
      if (response.ok || (response.status === 404 && (await fetch(`${url}/`)).ok)) break;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw failed(`was not ready within ${startTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    process: child,
    log: () => lines,
    errors: () => errors,
    stop: () =>
      new Promise((resolve) => {
        if (hasExited()) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A stream's lines as they arrive, optionally passed on as they are. */
function collectLines(stream: Readable, passOn?: Writable): string[] {
  const lines: string[] = [];
  let partial = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    passOn?.write(chunk);
    const parts = (partial + chunk).split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts);
  });
  return lines;
}
