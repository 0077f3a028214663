/**
 * `npm run perf:bundle [-- --compare=DIR …]`: what each pre-rendered page costs a visitor before they touch it,
 * from the build's files, against two budgets:
 *
 * - scripts: the framework chunk (React, React DOM, React Router: vite.config.ts's `framework` chunk group, the
 *   same on every page) plus at most 20 kB gzip of our own scripts before interaction, i.e. every other script a
 *   phone-sized browser (412 × 823, as Lighthouse's mobile) starts to fetch before the page is live
 *   (`<html data-hydrated>`: its buttons and fields work). Printed beside it: the scripts the document itself
 *   names (module scripts and preloads), and those fetched after, in the first ten seconds with nobody touching
 *   the page (code fetched ahead in idle moments, such as the contact popup's, and islands near the first screen);
 * - HTML: at most 20 kB brotli for every page's document, as the server sends it (brotli at quality 11, as
 *   scripts/compress.ts writes it), with its inline CSS (every <style>) and its hydration data (React Router's
 *   `streamController.enqueue(…)` scripts) apart, raw and brotli. A part's brotli is that part compressed alone,
 *   so the parts do not add up to the whole.
 *
 * `--compare=DIR` measures another build the same way, beside this one: a build directory, or another checkout
 * (a built `git worktree`) with its own server. Exits 1 when this build breaks a budget on any page, and names it.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { HYDRATED_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { chromiumArgs, chromiumPath } from "#test/chromium.ts";
import { startServer } from "#test/server.ts";

/** Our own scripts before interaction, gzip, on top of the framework chunk. */
const OWN_SCRIPTS_BUDGET = 20 * 1000;
/** A page's HTML, brotli. */
const HTML_BUDGET = 20 * 1000;
/** vite.config.ts's chunk group `framework`: React, React DOM, scheduler and React Router. */
const FRAMEWORK_CHUNK = /^\/assets\/framework-[\w-]+\.js$/;
const WATCH_MS = 10_000;
const PARALLEL_PAGES = 4;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

type Size = { raw: number; gzip: number; brotli: number };
type Scripts = Size & { files: number };
type Part = { raw: number; brotli: number };
type Row = {
  path: string;
  firstLoad: Scripts;
  framework: Scripts;
  own: Scripts;
  later: Scripts;
  html: Part;
  css: Part;
  data: Part;
};

function htmlFile(clientDir: string, path: string): string {
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

function brotli(body: Buffer): number {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
}

function part(text: string): Part {
  const body = Buffer.from(text);
  return { raw: body.length, brotli: brotli(body) };
}

/** The document, its inline CSS and its hydration data, raw and brotli. */
function htmlParts(html: string): Pick<Row, "html" | "css" | "data"> {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body!);
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
  return {
    html: part(html),
    css: part(styles.join("")),
    data: part(scripts.filter((body) => body.includes("streamController.enqueue(")).join("")),
  };
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
  return async function total(urls: Iterable<string>): Promise<Scripts> {
    const sum = { raw: 0, gzip: 0, brotli: 0, files: 0 };
    for (const url of urls) {
      let size = sizes.get(url);
      if (!size) {
        const body = await readFile(join(clientDir, url));
        size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: brotli(body) };
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

/**
 * Paths of the scripts a phone-sized browser fetches in the first ten seconds, nobody touching the page: those it
 * started to fetch before the page was live, and those after.
 */
async function scriptsLoadedUntouched(
  browser: Browser,
  url: string,
): Promise<{ beforeLive: string[]; later: string[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // The moment the site shell marks the page live, to the page's own clock (the one resource timing uses).
  await page.addInitScript((attribute) => {
    // Observed from the document down: an init script runs before <html> exists.
    const observer = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute(attribute)) return;
      (window as typeof window & { liveAt?: number }).liveAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
  }, HYDRATED_ATTRIBUTE);
  await page.goto(url);
  await page.waitForTimeout(WATCH_MS);
  const { liveAt, scripts } = await page.evaluate(() => ({
    liveAt: (window as typeof window & { liveAt?: number }).liveAt,
    scripts: performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter(({ path }) => path.endsWith(".js")),
  }));
  await context.close();
  if (liveAt === undefined) throw new Error(`${url} was not live after ${WATCH_MS / 1000} s`);
  return {
    beforeLive: scripts.filter(({ start }) => start < liveAt).map(({ path }) => path),
    later: scripts.filter(({ start }) => start >= liveAt).map(({ path }) => path),
  };
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
            const { beforeLive, later } = await scriptsLoadedUntouched(browser, `${server.url}${path}`);
            const framework = beforeLive.filter((script) => FRAMEWORK_CHUNK.test(script));
            if (framework.length !== 1) {
              throw new Error(
                `${path} loaded ${framework.length} scripts named like the framework chunk (${FRAMEWORK_CHUNK}) before it was live; has vite.config.ts's chunk group changed?`,
              );
            }
            return {
              path,
              firstLoad: await total(firstLoadScripts(html)),
              framework: await total(framework),
              own: await total(beforeLive.filter((script) => !FRAMEWORK_CHUNK.test(script))),
              later: await total(later),
              ...htmlParts(html),
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
  console.log(`\n${label}: scripts per page, gzip (kB = 1000 bytes)\n`);
  console.log(
    "| page | document names: files | gzip | before live: framework | our scripts: files | gzip | brotli | later in 10 s untouched: files | gzip |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const { path, firstLoad, framework, own, later } of rows) {
    console.log(
      `| ${path} | ${firstLoad.files} | ${kB(firstLoad.gzip)} | ${kB(framework.gzip)} | ${own.files} | ${kB(own.gzip)} | ${kB(own.brotli)} | ${later.files} | ${kB(later.gzip)} |`,
    );
  }
  console.log(`\n${label}: HTML per page, raw and brotli (kB = 1000 bytes)\n`);
  console.log("| page | HTML | brotli | inline CSS | brotli | hydration data | brotli |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const { path, html, css, data } of rows) {
    console.log(
      `| ${path} | ${kB(html.raw)} | ${kB(html.brotli)} | ${kB(css.raw)} | ${kB(css.brotli)} | ${kB(data.raw)} | ${kB(data.brotli)} |`,
    );
  }
}

/** Every budget this build breaks, one line each. */
function overBudget(rows: Row[]): string[] {
  const over: string[] = [];
  for (const { path, own } of rows) {
    if (own.gzip > OWN_SCRIPTS_BUDGET) {
      over.push(`our scripts before ${path} is live: ${kB(own.gzip)} kB gzip > ${kB(OWN_SCRIPTS_BUDGET)} kB`);
    }
  }
  for (const { path, html } of rows) {
    if (html.brotli > HTML_BUDGET) over.push(`HTML of ${path}: ${kB(html.brotli)} kB brotli > ${kB(HTML_BUDGET)} kB`);
  }
  return over;
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
  over = overBudget(rows);
} finally {
  await browser.close();
}
console.log(
  `\nBudgets (this build, every page): the framework chunk + ≤ ${kB(OWN_SCRIPTS_BUDGET)} kB gzip of our own scripts before the page is live; HTML ≤ ${kB(HTML_BUDGET)} kB brotli.`,
);
console.log(over.length ? `OVER BUDGET:\n- ${over.join("\n- ")}` : "Within budget.");
process.exitCode = over.length ? 1 : 0;
