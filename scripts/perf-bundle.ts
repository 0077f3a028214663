/**
 * `npm run perf:bundle [-- --compare=DIR …]`: the JavaScript of each
 * pre-rendered page, gzip and brotli, from the build's files:
 *
 * - first load: what the document itself names (module scripts and preloads);
 * - loaded in 10 s: every script a phone-sized browser (412 × 823, as
 *   Lighthouse's mobile) fetches in the first ten seconds with nobody touching
 *   the page, whatever asked for it (the page's own scripts, idle work, islands
 *   near the first screen).
 *
 * `--compare=DIR` measures another build the same way, beside this one: a
 * build directory, or another checkout (a built `git worktree`) with its own server.
 * Exits 1 when a home page loads more than the budget in its first 10 s.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { chromiumArgs, chromiumPath } from "#test/chromium.ts";
import { startServer } from "#test/server.ts";

const BUDGET_BYTES = 110 * 1000;
const WATCH_MS = 10_000;
const PARALLEL_PAGES = 4;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

type Size = { raw: number; gzip: number; brotli: number };
type Row = { path: string; firstLoad: Size & { files: number }; tenSeconds: Size & { files: number }; html: number };

function htmlFile(clientDir: string, path: string): string {
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

/** The scripts a document names: module scripts, module preloads, and what its inline module script imports. */
function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)) urls.add(href!);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(src!);
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(spec!);
  }
  return [...urls];
}

function sizer(clientDir: string) {
  const sizes = new Map<string, Size>();
  return async function total(urls: Iterable<string>): Promise<Size & { files: number }> {
    const sum = { raw: 0, gzip: 0, brotli: 0, files: 0 };
    for (const url of urls) {
      let size = sizes.get(url);
      if (!size) {
        const body = await readFile(join(clientDir, url));
        size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body).length };
        sizes.set(url, size);
      }
      sum.raw += size.raw;
      sum.gzip += size.gzip;
      sum.brotli += size.brotli;
      sum.files += 1;
    }
    return sum;
  };
}

/** Paths of the scripts a phone-sized browser fetches in the first ten seconds, nobody touching the page. */
async function scriptsLoadedUntouched(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith(".js")) scripts.add(pathname);
  });
  await page.goto(url);
  await page.waitForTimeout(WATCH_MS);
  await context.close();
  return [...scripts];
}

/** `dir`: a build directory, served by this checkout's server, or another checkout with its own build and server. */
async function measureBuild(dir: string, browser: Browser): Promise<Row[]> {
  const checkout = existsSync(join(dir, "server", "index.ts")) ? dir : undefined;
  const clientDir = join(checkout ? join(dir, "build") : dir, "client");
  const total = sizer(clientDir);
  const env: Record<string, string> = checkout ? {} : { BUILD_DIR: dir };
  const server = await startServer({ DATA_DIR: "test-results/bundle-data", ...env }, checkout);
  try {
    const paths = prerenderedPaths();
    const rows: Row[] = [];
    for (let start = 0; start < paths.length; start += PARALLEL_PAGES) {
      const batch = paths.slice(start, start + PARALLEL_PAGES);
      rows.push(
        ...(await Promise.all(
          batch.map(async (path) => {
            const html = await readFile(htmlFile(clientDir, path), "utf8");
            const loaded = await scriptsLoadedUntouched(browser, `${server.url}${path}`);
            return {
              path,
              firstLoad: await total(firstLoadScripts(html)),
              tenSeconds: await total(loaded),
              html: gzipSync(html, { level: 9 }).length,
            };
          }),
        )),
      );
    }
    return rows;
  } finally {
    await server.stop();
  }
}

function print(label: string, rows: Row[]) {
  console.log(`\n${label}: JavaScript per page (kB = 1000 bytes; HTML with inline CSS and data shown apart)\n`);
  console.log(
    "| page | first load: files | gzip | brotli | loaded in 10 s untouched: files | gzip | brotli | HTML gzip |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const { path, firstLoad, tenSeconds, html } of rows) {
    console.log(
      `| ${path} | ${firstLoad.files} | ${kB(firstLoad.gzip)} | ${kB(firstLoad.brotli)} | ${tenSeconds.files} | ${kB(tenSeconds.gzip)} | ${kB(tenSeconds.brotli)} | ${kB(html)} |`,
    );
  }
}

const compared =
  process.argv
    .find((arg) => arg.startsWith("--compare="))
    ?.slice("--compare=".length)
    .split(",") ?? [];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
let over: string[] = [];
try {
  const rows = await measureBuild(resolve("build"), browser);
  print("build", rows);
  for (const dir of compared) print(basename(dir), await measureBuild(resolve(dir), browser));
  over = rows
    .filter((row) => (row.path === "/" || row.path === "/de") && row.tenSeconds.gzip > BUDGET_BYTES)
    .map((row) => row.path);
} finally {
  await browser.close();
}
console.log(
  `\nBudget: home pages load ≤ ${kB(BUDGET_BYTES)} kB gzip of scripts in their first 10 s untouched. ${over.length ? `OVER BUDGET: ${over.join(", ")}` : "Within budget."}`,
);
process.exitCode = over.length ? 1 : 0;
