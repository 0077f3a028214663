/**
 * A cluster of our own for tests/e2e/cluster.spec.ts, of real parts: Debian's
 * PostgreSQL (a schema of its own in TEST_DATABASE_URL), two server instances,
 * Debian's nginx in front running deploy/nginx.conf (ports and paths
 * substituted), and an SMTP server receiving the sales e-mails.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort, startServer, type RunningServer } from "#test/server.ts";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";
import { smtpReceiver } from "../http/smtp-receiver.ts";

const root = join(import.meta.dirname, "..", "..");
export const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Why the cluster cannot run here, or undefined when it can (CI installs both). */
export async function clusterUnavailable(): Promise<string | undefined> {
  const postgres = await probeTestPostgres();
  if (postgres.reason) return postgres.reason;
  if (spawnSync(nginxPath, ["-v"]).status !== 0) return `no nginx at ${nginxPath} (apt-get install nginx)`;
  return undefined;
}

export type Instance = { port: number; server: RunningServer };

export type Cluster = {
  /** nginx: what visitors reach. */
  url: string;
  instances: [Instance, Instance];
  databaseUrl: string;
  smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  /** SIGTERM to one instance; resolves when it has exited, with its exit code. */
  stopInstance(index: 0 | 1): Promise<number | null>;
  /** Starts it again on the same port; resolves when it is ready. */
  startInstance(index: 0 | 1): Promise<void>;
  query<T extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
};

/** deploy/nginx.conf with our ports and a directory of our own for its pid, temp files and error log. */
async function nginxConfig(dir: string, listen: number, upstreams: number[]): Promise<string> {
  const shipped = await readFile(join(root, "deploy", "nginx.conf"), "utf8");
  let upstream = 0;
  const lines = shipped.split("\n").map((line) => {
    if (line.includes("# cluster-test: upstream"))
      return line.replace(/server \S+/, `server 127.0.0.1:${upstreams[upstream++]}`);
    if (line.includes("# cluster-test: listen")) return line.replace(/listen \S+;/, `listen 127.0.0.1:${listen};`);
    return line.replaceAll("/tmp/", `${dir}/`).replace("error_log /dev/stderr", `error_log ${dir}/error.log`);
  });
  if (upstream !== upstreams.length) throw new Error("deploy/nginx.conf no longer marks its upstream servers");
  return lines.join("\n");
}

export async function startCluster(nginxPort: number, env: Record<string, string>): Promise<Cluster> {
  const dir = await mkdtemp(join(tmpdir(), "cluster-"));
  // nginx's workers run as nobody when the tests run as root: they need to write their temp files here.
  await chmod(dir, 0o777);
  const postgres = await probeTestPostgres();
  const schema = await createTempSchema(postgres.url!, "cluster");
  const smtp = await smtpReceiver();
  const ports = await Promise.all([freePort(), freePort()]);
  const url = `http://localhost:${nginxPort}`;
  const instanceEnv = (port: number) => ({
    PORT: String(port),
    DATABASE_URL: schema.url,
    SITE_URL: url,
    TRUST_PROXY: "1",
    SHUTDOWN_DELAY_SECONDS: "1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SALES_EMAIL: "vertrieb@example.com",
    NOTIFY_RETRY_SECONDS: "1",
    ...env,
  });
  // The first instance migrates the schema alone; then the second.
  const first = await startServer(instanceEnv(ports[0]!));
  const second = await startServer(instanceEnv(ports[1]!));
  const instances: [Instance, Instance] = [
    { port: ports[0]!, server: first },
    { port: ports[1]!, server: second },
  ];

  await writeFile(join(dir, "nginx.conf"), await nginxConfig(dir, nginxPort, ports));
  const nginx: ChildProcess = spawn(nginxPath, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let nginxErrors = "";
  nginx.stderr?.on("data", (chunk) => (nginxErrors += chunk));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${nginxErrors}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${nginxErrors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const pool = new pg.Pool({ connectionString: schema.url, max: 2 });
  return {
    url,
    instances,
    databaseUrl: schema.url,
    smtp,
    async stopInstance(index) {
      const { process: child } = instances[index].server;
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      return exited;
    },
    async startInstance(index) {
      instances[index].server = await startServer(instanceEnv(instances[index].port));
    },
    async query(text, params) {
      return (await pool.query(text, params)).rows;
    },
    async stop() {
      nginx.kill("SIGQUIT");
      await Promise.all(instances.map((instance) => instance.server.stop()));
      await pool.end();
      await smtp.stop();
      await schema.drop();
      if (process.env.CLUSTER_KEEP_LOGS)
        await writeFile("/tmp/cluster-nginx-error.log", await readFile(join(dir, "error.log"), "utf8").catch(() => ""));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
