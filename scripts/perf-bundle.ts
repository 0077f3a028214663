/**
 * `npm run perf:bundle`: the JavaScript each pre-rendered page loads before it
 * is interactive (its module scripts and modulepreloads), gzip and brotli,
 * from build/client. Exits 1 when the home pages exceed the budget.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { prerenderedPaths } from "../app/i18n/pages.ts";

const BUDGET_BYTES = 130 * 1000;
const clientDir = "build/client";
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function htmlFile(path: string): string {
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

async function firstLoadScripts(html: string): Promise<string[]> {
  const urls = new Set<string>();
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)) urls.add(href!);
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(src!);
  // The bootstrap script names every module it imports or preloads once the page has painted (decision 0006).
  for (const [, body] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(spec!);
  }
  return [...urls];
}

const sizes = new Map<string, { gzip: number; brotli: number; raw: number }>();
async function sizeOf(url: string) {
  const cached = sizes.get(url);
  if (cached) return cached;
  const body = await readFile(join(clientDir, url));
  const size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body).length };
  sizes.set(url, size);
  return size;
}

const rows: { path: string; files: number; raw: number; gzip: number; brotli: number; html: number }[] = [];
for (const path of prerenderedPaths()) {
  const html = await readFile(htmlFile(path), "utf8");
  const scripts = await firstLoadScripts(html);
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const url of scripts) {
    const size = await sizeOf(url);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  rows.push({ path, files: scripts.length, ...total, html: gzipSync(html, { level: 9 }).length });
}

console.log("First-load JavaScript per page (kB = 1000 bytes; HTML with inline CSS and data shown apart)\n");
console.log("| page | files | JS raw | JS gzip | JS brotli | HTML gzip |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.files} | ${kB(row.raw)} | ${kB(row.gzip)} | ${kB(row.brotli)} | ${kB(row.html)} |`,
  );
}
const over = rows.filter((row) => (row.path === "/" || row.path === "/de") && row.gzip > BUDGET_BYTES);
console.log(
  `\nBudget: home pages ≤ ${kB(BUDGET_BYTES)} kB gzip. ${over.length ? "OVER BUDGET: " + over.map((r) => r.path).join(", ") : "Within budget."}`,
);
process.exitCode = over.length ? 1 : 0;
