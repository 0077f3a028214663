import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
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

/**
 * The key that seals the operators' TOTP seeds for test servers on PostgreSQL, which need one in the environment
 * (decision 0035); a test that is about the key gives its own.
 */
export const TEST_TOTP_ENCRYPTION_KEY = "4f1c0d2b9e8a7765544332211000ffeeddccbbaa99887766554433221100abcd";

/**
 * Starts the production server on a free port (or `env.PORT`) and waits until
 * it answers; `checkout` runs another checkout's server on its own build
 * (perf comparisons). On PostgreSQL it gets the tests' TOTP key unless `env` names one.
 */
export async function startServer(env: Record<string, string> = {}, checkout?: string): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const root = checkout ?? join(import.meta.dirname, "..", "..");
  const totpKey = env.DATABASE_URL?.trim() ? { TOTP_ENCRYPTION_KEY: TEST_TOTP_ENCRYPTION_KEY } : {};
  const child = spawn(process.execPath, [join(root, "server", "index.ts")], {
    env: {
      ...process.env,
      ...(checkout ? { BUILD_DIR: join(checkout, "build") } : {}),
      ...totpKey,
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines = collectLines(child.stdout!);
  const errors = collectLines(child.stderr!, process.stderr);
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      // /readyz where there is one (it also says the store answers); the home page on older checkouts.
      const response = await fetch(`${url}/readyz`);
      if (response.ok || (response.status === 404 && (await fetch(`${url}/`)).ok)) break;
    } catch {
      // not listening yet
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
