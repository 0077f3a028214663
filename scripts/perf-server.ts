/**
 * `npm run perf:server`: requests/s, p99 latency and the server's memory under
 * load, measured with autocannon (50 connections) against the production build:
 *
 * - a pre-rendered page (`/`, gzip, as a browser asks for it) from our server,
 *   and from nginx serving the same build/client files (when nginx is
 *   installed) as the yardstick;
 * - what a flood of pages nobody pre-rendered costs: unknown paths (404, a new
 *   path per request), the home page with a made-up `?contact=` token, and
 *   browser-made blog posts; each should cost about what a static page costs;
 * - the contact rate limiter's `take` for a new client while it tracks its
 *   maximum of 100,000 clients (in process; every take evicts one);
 * - POST /api/contact with a valid request, on SQLite and on PostgreSQL (when
 *   TEST_DATABASE_URL answers).
 * - the visit statistics' cost: `/` as a browser asks for it (HTML, a browser's
 *   User-Agent, a new visitor per request through TRUST_PROXY), counted and
 *   not (ANALYTICS=off), rounds interleaved (PERF_ROUNDS, default 5), the
 *   medians compared; the budget is ≥ 0.9×.
 *   `--analytics` measures only this.
 *
 * - the publishing blog's page cache (BLOG_STORE=server): a post as a visitor
 *   asks for it, with a made-up session cookie (a new well-formed one per
 *   request), with a query string the page does not read, as a HEAD, as a data
 *   request naming a route the page does not have (`_routes`, new each time),
 *   the feed as GET and as HEAD, and an unknown id; each should cost what the
 *   cached page costs (≥ 0.9×, printed). `--blog` measures only this.
 *
 * - on PostgreSQL also with the limits on and a new client per request
 *   (TRUST_PROXY, a new X-Forwarded-For each time): the cost of limits that
 *   several instances share, and of a made-up `?contact=` looked up there.
 *
 * Test data never touches the real store: SQLite lives in a temporary
 * DATA_DIR, PostgreSQL in a temporary schema, both removed afterwards; the rate
 * limit is off unless said. PERF_DURATION sets the seconds per measurement
 * (default 10); PERF_CHECKOUT measures another checkout's server on its own
 * build (before/after comparisons). Results also go to perf-results/server.json.
 */
import autocannon, { type Result } from "autocannon";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir, userInfo } from "node:os";
import { join, resolve } from "node:path";
import { RateLimiter } from "#app/lib/limits/rate-limit.server.ts";
import { freePort, startServer, type RunningServer } from "#test/server.ts";
import { createTempSchema, probeTestPostgres } from "#test/test-postgres.ts";

const CONNECTIONS = 50;
const DURATION = Number(process.env.PERF_DURATION ?? 10);
const WARMUP = 2;
const clientDir = resolve("build/client");

const contact = JSON.stringify({
  firstName: "Anna",
  lastName: "Becker",
  company: "Nordlicht Logistik GmbH",
  email: "anna.becker@nordlicht.de",
  phone: "+49 40 555 0123",
  message: "We would like to see revenue by region and quarter, compared with last year.",
  privacyPolicy: true,
});

type Row = {
  target: string;
  served: string;
  requestsPerSecond: number;
  p99: number;
  answers: string;
  rssIdleMb?: number;
  rssPeakMb?: number;
};

/** Resident memory of a process and its children (nginx's workers), from /proc (Linux), in MB. */
async function rssMb(pid: number | undefined): Promise<number | undefined> {
  if (!pid) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    const children = (await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => ""))
      .split(" ")
      .filter(Boolean)
      .map(Number);
    let total = Number.isFinite(kb) ? kb / 1024 : 0;
    for (const child of children) total += (await rssMb(child)) ?? 0;
    return total || undefined;
  } catch {
    return undefined;
  }
}

/** Runs autocannon while sampling the server's RSS; a short warm-up first. */
async function measure(
  target: string,
  served: string,
  url: string,
  options: Partial<Parameters<typeof autocannon>[0]>,
  pid?: number,
): Promise<Row> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, ...options });
  const rssIdleMb = await rssMb(pid);
  let rssPeakMb = rssIdleMb;
  const sampler = setInterval(async () => {
    const now = await rssMb(pid);
    if (now !== undefined && (rssPeakMb === undefined || now > rssPeakMb)) rssPeakMb = now;
  }, 100);
  let result: Result;
  try {
    result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  } finally {
    clearInterval(sampler);
  }
  const answers = Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${count} × ${status}`)
    .concat(result.errors ? [`${result.errors} errors`] : [], result.timeouts ? [`${result.timeouts} timeouts`] : [])
    .join(", ");
  const row: Row = { target, served, requestsPerSecond: result.requests.average, p99: result.latency.p99, answers };
  if (pid) Object.assign(row, { rssIdleMb, rssPeakMb });
  console.error(`  ${target} (${served}): ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99} ms`);
  return row;
}

async function withServer<T>(env: Record<string, string>, run: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await startServer({ CONTACT_RATE_LIMIT: "0", DATABASE_URL: "", ...env }, process.env.PERF_CHECKOUT);
  try {
    return await run(server);
  } finally {
    await server.stop();
  }
}

const post = { method: "POST", headers: { "Content-Type": "application/json" }, body: contact };
const page = { headers: { "Accept-Encoding": "gzip" } };
let counter = 0;
/** A page request whose path (or query) is new every time, so nothing along the way can answer from a cache. */
const everNew = (path: (n: number) => string) => ({
  ...page,
  requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: path(++counter) }) }],
});

/**
 * A HEAD as clients send it. autocannon's parser (http-parser-js) would wait for the body a HEAD's Content-Length
 * announces, as no client of HTTP does: told that a response has none, as Node's own client tells it.
 */
const KON_HEADERS_COMPLETE = 2; // http-parser-js's HTTPParser.kOnHeadersComplete
const head = {
  ...page,
  method: "HEAD" as const,
  // Called inside the client's constructor, before it sets its parser's callbacks: wrapped once it has.
  setupClient: (client: unknown) =>
    process.nextTick(() => {
      const parser = (client as { parser: Record<number, (...args: unknown[]) => unknown> }).parser;
      const onHeadersComplete = parser[KON_HEADERS_COMPLETE]!;
      parser[KON_HEADERS_COMPLETE] = (...args: unknown[]) => (onHeadersComplete(...args), true);
    }),
};

const browserPage = {
  headers: {
    "Accept-Encoding": "gzip",
    Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "User-Agent":
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  },
};

const newClient = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
/** A valid contact request from a client never seen before (believed through TRUST_PROXY). */
const fromNewClients = {
  ...post,
  requests: [
    {
      setupRequest: (request: { headers?: Record<string, string> }) => ({
        ...request,
        headers: { ...request.headers, "X-Forwarded-For": newClient(++counter) },
      }),
    },
  ],
};

/** Calls per second of `take` for a client never seen before, with the limiter full (100,000 clients tracked). */
function measureLimiterAtCap(): Row {
  const limiter = new RateLimiter(5);
  let client = 0;
  for (; client < limiter.maxClients; client++) limiter.take(`198.51.${client}`, 1_000);
  // Two seconds of calls, however many that is (a limiter that scans its map manages a few hundred).
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < 2_000) {
    for (let index = 0; index < 100; index++, calls++) limiter.take(`203.0.${client++}`, 2_000);
  }
  const seconds = (performance.now() - started) / 1000;
  const row: Row = {
    target: "RateLimiter.take, new client, 100,000 tracked",
    served: "in process",
    requestsPerSecond: calls / seconds,
    p99: 0,
    answers: `${limiter.trackedClients.toLocaleString("en-US")} clients tracked after ${calls.toLocaleString("en-US")} calls`,
  };
  console.error(`  ${row.target}: ${Math.round(row.requestsPerSecond).toLocaleString("en-US")} calls/s`);
  return row;
}

/** nginx, one worker process, serving build/client with the same pre-compressed gzip files. */
async function startNginx(): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> } | string> {
  const nginx = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((path) => existsSync(path));
  if (!nginx) return "nginx is not installed";
  const dir = await mkdtemp(join(tmpdir(), "perf-nginx-"));
  const port = await freePort();
  const mimeTypes = existsSync("/etc/nginx/mime.types") ? "include /etc/nginx/mime.types;" : "";
  await writeFile(
    join(dir, "nginx.conf"),
    `${userInfo().uid === 0 ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  ${mimeTypes}
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  keepalive_requests 100000;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(nginx, ["-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null)
      return `nginx exited: ${await readFile(join(dir, "error.log"), "utf8").catch(() => "")}`;
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode === null) {
        const gone = new Promise((done) => child.once("exit", done));
        child.kill("SIGQUIT");
        await gone;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function printTable(rows: Row[]) {
  const header = ["target", "served by", "req/s", "p99 ms", "server RSS idle → peak", "answers"];
  const cells = rows.map((row) => [
    row.target,
    row.served,
    Math.round(row.requestsPerSecond).toLocaleString("en-US"),
    String(row.p99),
    row.rssPeakMb === undefined ? "–" : `${row.rssIdleMb?.toFixed(0)} → ${row.rssPeakMb.toFixed(0)} MB`,
    row.answers,
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...cells.map((cell) => cell[index]!.length)));
  const line = (cell: string[]) => `| ${cell.map((value, index) => value.padEnd(widths[index]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const cell of cells) console.log(line(cell));
}

/**
 * Static pages with counting on and off, interleaved (on, off, on, off, …) so that the machine's other work
 * weighs on both alike; each request from a visitor never seen before, the most a page view can cost.
 */
async function measureCounting(rows: Row[], notes: string[]) {
  // Five by default: one slow run on a shared machine moves the median of three too easily.
  const rounds = Number(process.env.PERF_ROUNDS ?? 5);
  const perSecond: Record<"on" | "off", number[]> = { on: [], off: [] };
  for (let round = 1; round <= rounds; round++) {
    for (const analytics of ["on", "off"] as const) {
      const dataDir = await mkdtemp(join(tmpdir(), "perf-analytics-"));
      try {
        await withServer({ DATA_DIR: dataDir, ANALYTICS: analytics, TRUST_PROXY: "1" }, async (server) => {
          const counted = {
            ...browserPage,
            requests: [
              {
                setupRequest: (request: { headers?: Record<string, string> }) => ({
                  ...request,
                  headers: { ...request.headers, "X-Forwarded-For": newClient(++counter) },
                }),
              },
            ],
          };
          const row = await measure(
            `GET / as a browser, counting ${analytics} (round ${round})`,
            "Node (Hono)",
            `${server.url}/`,
            counted,
            server.process.pid,
          );
          perSecond[analytics].push(row.requestsPerSecond);
          rows.push(row);
        });
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  }
  const ratio = median(perSecond.on) / median(perSecond.off);
  notes.push(
    `Visit statistics: median ${Math.round(median(perSecond.on)).toLocaleString("en-US")} req/s counting, ${Math.round(median(perSecond.off)).toLocaleString("en-US")} req/s with ANALYTICS=off: ${ratio.toFixed(2)}× (budget ≥ 0.90×) ${ratio >= 0.9 ? "✓" : "✗"}.`,
  );
}

/**
 * The publishing blog's cached pages against what tries to skip the cache: a post with a made-up session cookie
 * and with a query string it does not read, a HEAD of it and of the feed, and a data request naming a route the
 * page does not have (new each time); each beside the GET it stands for, interleaved rounds, medians compared.
 */
async function measureBlogCache(rows: Row[], notes: string[]) {
  const post = "/blog/how-to-ask-your-data-a-good-question";
  const token = (n: number) => `${String(n).padStart(12, "0")}${"x".repeat(31)}`;
  const madeUpCookie = {
    ...page,
    requests: [
      {
        setupRequest: (request: { headers?: Record<string, string> }) => ({
          ...request,
          headers: { ...request.headers, Cookie: `__Host-cbi_session=${token(++counter)}` },
        }),
      },
    ],
  };
  type Kind = { path: string; options: Partial<Parameters<typeof autocannon>[0]>; against?: string };
  const kinds: Record<string, Kind> = {
    [`GET ${post}`]: { path: post, options: page },
    [`GET ${post}, a made-up session cookie`]: { path: post, against: `GET ${post}`, options: madeUpCookie },
    [`GET ${post}, a query string`]: {
      path: post,
      against: `GET ${post}`,
      options: everNew((n) => `${post}?utm_source=n${n}`),
    },
    [`HEAD ${post}`]: { path: post, against: `GET ${post}`, options: head },
    // The page's own routes (whose loaders a render runs) and a name of none, new each time.
    [`GET ${post}.data?_routes=root,blogPost.en,<junk>`]: {
      path: post,
      against: `GET ${post}`,
      options: everNew((n) => `${post}.data?_routes=root,blogPost.en,junk-${n}`),
    },
    "GET /blog/feed.xml": { path: "/blog/feed.xml", options: page },
    "HEAD /blog/feed.xml": {
      path: "/blog/feed.xml",
      against: "GET /blog/feed.xml",
      options: head,
    },
  };
  const perSecond = new Map<string, number[]>();
  const dataDir = await mkdtemp(join(tmpdir(), "perf-blog-"));
  try {
    await withServer({ DATA_DIR: dataDir, BLOG_STORE: "server" }, async (server) => {
      for (let round = 1; round <= 3; round++) {
        for (const [kind, { path, options }] of Object.entries(kinds)) {
          const row = await measure(
            `${kind} (round ${round})`,
            "Node (Hono)",
            `${server.url}${path}`,
            options,
            server.process.pid,
          );
          perSecond.set(kind, [...(perSecond.get(kind) ?? []), row.requestsPerSecond]);
          rows.push(row);
        }
      }
      rows.push(
        await measure(
          "GET /blog/<unknown id>",
          "Node (Hono)",
          server.url,
          everNew((n) => `/blog/unknown-${n}`),
          server.process.pid,
        ),
      );
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const [kind, { against }] of Object.entries(kinds)) {
    if (!against) continue;
    const cached = median(perSecond.get(against)!);
    const ratio = median(perSecond.get(kind)!) / cached;
    notes.push(
      `Blog page cache: ${kind} at ${ratio.toFixed(2)}× of ${against} (median of 3 interleaved rounds; ${Math.round(median(perSecond.get(kind)!)).toLocaleString("en-US")} against ${Math.round(cached).toLocaleString("en-US")} req/s; budget ≥ 0.90×) ${ratio >= 0.9 ? "✓" : "✗"}.`,
    );
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!existsSync("build/server/index.js") || !existsSync(clientDir)) {
    console.error('Error: no production build. Run "npm run build" first.');
    process.exit(1);
  }
  const cores = cpus().length;
  console.error(
    `perf:server: autocannon, ${CONNECTIONS} connections, ${DURATION} s per run after ${WARMUP} s warm-up, ${cores} CPU core${cores === 1 ? "" : "s"} (load generator and server share them)`,
  );
  const rows: Row[] = [];
  const notes: string[] = [];
  if (process.argv.includes("--blog")) {
    await measureBlogCache(rows, notes);
    return report(rows, notes, cores);
  }
  if (process.argv.includes("--analytics")) {
    await measureCounting(rows, notes);
    return report(rows, notes, cores);
  }

  const dataDir = await mkdtemp(join(tmpdir(), "perf-sqlite-"));
  try {
    await withServer({ DATA_DIR: dataDir }, async (server) => {
      const pid = server.process.pid;
      rows.push(await measure("GET / (pre-rendered)", "Node (Hono)", `${server.url}/`, page, pid));
      const url = `${server.url}/`;
      rows.push(
        await measure(
          "GET /<new path> (404)",
          "Node (Hono)",
          url,
          everNew((n) => `/no-such-page-${n}`),
          pid,
        ),
      );
      rows.push(
        await measure(
          "GET /?contact=<made-up>",
          "Node (Hono)",
          url,
          everNew((n) => `/?contact=t${n}`),
          pid,
        ),
      );
      rows.push(
        await measure(
          "GET /blog/<new id>",
          "Node (Hono)",
          url,
          everNew((n) => `/blog/${1_700_000_000_000 + n}`),
          pid,
        ),
      );
      rows.push(await measure("POST /api/contact", "Node + SQLite", `${server.url}/api/contact`, post, pid));
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const postgres = await probeTestPostgres();
  if (postgres.url) {
    const schema = await createTempSchema(postgres.url, "perf");
    try {
      await withServer({ DATABASE_URL: schema.url }, async (server) => {
        rows.push(
          await measure(
            "POST /api/contact",
            "Node + PostgreSQL",
            `${server.url}/api/contact`,
            post,
            server.process.pid,
          ),
        );
      });
      await withServer({ DATABASE_URL: schema.url, CONTACT_RATE_LIMIT: "5", TRUST_PROXY: "1" }, async (server) => {
        rows.push(
          await measure(
            "POST /api/contact, limits on, a new client each",
            "Node + PostgreSQL",
            `${server.url}/api/contact`,
            fromNewClients,
            server.process.pid,
          ),
        );
        rows.push(
          await measure(
            "GET /?contact=<made-up>",
            "Node + PostgreSQL",
            server.url,
            everNew((n) => `/?contact=t${n}`),
            server.process.pid,
          ),
        );
      });
    } finally {
      await schema.drop();
    }
  } else {
    notes.push(`PostgreSQL not measured: ${postgres.reason}.`);
  }

  const nginx = await startNginx();
  if (typeof nginx === "string") {
    notes.push(`nginx not measured: ${nginx}.`);
  } else {
    try {
      rows.push(await measure("GET / (pre-rendered)", "nginx (1 worker)", `${nginx.url}/`, page, nginx.process.pid));
    } finally {
      await nginx.stop();
    }
  }

  rows.push(measureLimiterAtCap());
  await measureBlogCache(rows, notes);
  await measureCounting(rows, notes);
  await report(rows, notes, cores);
}

async function report(rows: Row[], notes: string[], cores: number) {
  console.log();
  printTable(rows);
  // Other work on the machine skews every figure; say how busy it was.
  const load = loadavg().map((value) => value.toFixed(1));
  console.log(`\nLoad average during the run: ${load.join(", ")} (1, 5, 15 min) on ${cores} cores.`);
  for (const note of notes) console.log(`\n${note}`);
  const version = spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr?.trim();
  await mkdir("perf-results", { recursive: true });
  await writeFile(
    "perf-results/server.json",
    `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, cores, loadAverage: loadavg(), nginx: version || undefined, rows, notes }, null, 2)}\n`,
  );
}

await main();
