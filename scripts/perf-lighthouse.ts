/**
 * `npm run perf:lighthouse [-- /path … --runs=N --no-js --control --compare=DIR]`:
 * Lighthouse 13 (mobile, simulated throttling: its defaults) on every
 * pre-rendered page of both languages, against the production server, in the
 * system's Chromium. Prints the four category scores with LCP, TBT and CLS;
 * full reports go to perf-results/. Simulated throttling scales what this
 * machine measures, so single runs vary: each page is measured `--runs=N`
 * times (default 3) and the median run (Lighthouse's own choice: closest to
 * the median FCP and TTI) is reported. Below the table it prints the machine's
 * speed during the runs (Lighthouse's benchmarkIndex): the lower and the more
 * it varies, the less a TBT says.
 *
 * `--no-js` is the control: the same pages with every JavaScript file blocked
 * (the pre-rendered HTML and its stylesheet only). What TBT remains there is
 * the browser's own work before and at the first paint (parsing, style,
 * layout) on this machine, not our scripts. `--control` measures the control
 * beside the site, run by run.
 *
 * `--compare=DIR` measures another build beside this one, interleaved run by
 * run, so that both see the same machine: a build directory served by this
 * checkout's server, or another checkout (a `git worktree` of an older commit,
 * built), served by its own server.
 *
 * Each run is a first visit: the HTTP cache and local storage are cleared
 * before it (Lighthouse keeps local storage unless told).
 *
 * `--publishing` measures a post page of the publishing blog instead
 * (BLOG_STORE=server, a fresh store): one post per language with a cover image
 * and an image in its body, uploaded through the editor's endpoints.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Config, type RunnerResult } from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { chromiumArgs, chromiumPath } from "#test/chromium.ts";
import { startPublishingBlogWithImages } from "#test/publishing-post.ts";
import { startServer, type RunningServer } from "#test/server.ts";

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const requested = args.filter((arg) => arg.startsWith("/"));
const runs = Math.max(1, Number(option("runs") ?? 3) || 3);
const compared = option("compare")?.split(",").filter(Boolean) ?? [];
if (args.includes("--publishing") && compared.length) throw new Error("--publishing measures this build only");

type Variant = { label: string; server: RunningServer; config?: Config };
const noJs: Config = { extends: "lighthouse:default", settings: { blockedUrlPatterns: ["*.js"] } };

await mkdir("perf-results", { recursive: true });
const variants: Variant[] = [];
const dataDir = "test-results/lighthouse-data";
const publishing = args.includes("--publishing")
  ? await startPublishingBlogWithImages({ en: "build/client/og/en.png", de: "build/client/og/de.png" })
  : undefined;
const paths = publishing?.paths ?? (requested.length ? requested : prerenderedPaths());
const site = publishing?.server ?? (await startServer({ DATA_DIR: dataDir }));
if (!args.includes("--no-js")) variants.push({ label: "build", server: site });
if (args.includes("--no-js") || args.includes("--control"))
  variants.push({ label: "build, no JS", server: site, config: noJs });
for (const dir of compared) {
  const checkout = existsSync(join(dir, "server", "index.ts")) ? resolve(dir) : undefined;
  const env: Record<string, string> = checkout ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, BUILD_DIR: resolve(dir) };
  variants.push({ label: basename(dir), server: await startServer(env, checkout) });
}

const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...chromiumArgs] });
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? "–" : String(Math.round(value * 100));
const rows = new Map<string, string[]>(variants.map((variant) => [variant.label, []]));
const benchmarkIndexes: number[] = [];
let allPerfect = true;

/** Every variant's runs of one page, interleaved: run 1 of each, then run 2 of each, … */
async function measurePage(path: string): Promise<Map<Variant, RunnerResult["lhr"][]>> {
  const results = new Map<Variant, RunnerResult["lhr"][]>(variants.map((variant) => [variant, []]));
  for (let run = 0; run < runs; run++) {
    for (const variant of variants) {
      const flags = {
        port: chrome.port,
        output: "json" as const,
        logLevel: "error" as const,
        // Every run a first visit: Lighthouse clears the HTTP cache but by default keeps local storage, where the
        // previous run left the key that says Inter is cached (decision 0027), so every later run preloaded a font
        // the cleared cache no longer held (+0.4 s simulated LCP, a state no real visitor is in).
        clearStorageTypes: [...defaultSettings.clearStorageTypes, "local_storage" as const],
      };
      const result = await lighthouse(`${variant.server.url}${path}`, flags, variant.config);
      if (result) results.get(variant)!.push(result.lhr);
    }
  }
  return results;
}

function report(path: string, variant: Variant, results: RunnerResult["lhr"][]) {
  const valid = filterToValidRuns(results);
  if (!valid.length) throw new Error(`Lighthouse measured nothing usable for ${path} (${variant.label})`);
  benchmarkIndexes.push(...valid.map((lhr) => lhr.environment.benchmarkIndex));
  const each = (id: string, format: (value: number) => string) =>
    valid.map((lhr) => format(lhr.audits[id]?.numericValue ?? NaN)).join(", ");
  const lhr: RunnerResult["lhr"] = computeMedianRun(valid);
  const { categories, audits } = lhr;
  const scores = ["performance", "accessibility", "best-practices", "seo"].map((id) => categories[id]?.score);
  if (scores.some((value) => value !== 1) && !variant.config) allPerfect = false;
  const lcp = audits["largest-contentful-paint"]?.numericValue ?? NaN;
  const tbt = audits["total-blocking-time"]?.numericValue ?? NaN;
  const cls = audits["cumulative-layout-shift"]?.numericValue ?? NaN;
  const label = variants.length > 1 ? ` (${variant.label})` : "";
  const row = `| ${path}${label} | ${scores.map(score).join(" | ")} | ${(lcp / 1000).toFixed(2)} s | ${Math.round(tbt)} ms | ${cls.toFixed(3)} |`;
  rows.get(variant.label)!.push(row);
  console.log(row);
  if (valid.length > 1) {
    const lcps = each("largest-contentful-paint", (ms) => (ms / 1000).toFixed(2));
    console.log(
      `   the ${valid.length} runs: LCP ${lcps} s; TBT ${each("total-blocking-time", (ms) => String(Math.round(ms)))} ms`,
    );
  }
  const failing = Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "manual" &&
        audit.scoreDisplayMode !== "notApplicable",
    )
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  if (failing.length && !variant.config) console.log(`   below 100: ${failing.join(", ")}`);
  const name = (path === "/" ? "home" : path.slice(1).replaceAll("/", "_")) + (variant.config ? "-no-js" : "");
  return variant.label === "build" || variant.config
    ? writeFile(`perf-results/lighthouse-${name}.json`, JSON.stringify(lhr))
    : undefined;
}

try {
  for (const path of paths) {
    const results = await measurePage(path);
    for (const variant of variants) await report(path, variant, results.get(variant)!);
  }
} finally {
  chrome.kill();
  await Promise.all([...new Set(variants.map((variant) => variant.server))].map((server) => server.stop()));
}

console.log(`\nLighthouse 13, mobile, median of ${runs} run${runs === 1 ? "" : "s"} per page`);
for (const [label, lines] of rows) {
  console.log(`\n${label}${label.endsWith("no JS") ? " (control: every JavaScript file blocked)" : ""}\n`);
  console.log("| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const line of lines) console.log(line);
}
if (variants.some((variant) => !variant.config)) {
  console.log(allPerfect ? "\nAll pages 100 in all four categories." : "\nSome scores are below 100 (see above).");
}
if (benchmarkIndexes.length) {
  const sorted = benchmarkIndexes.toSorted((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `Machine speed (Lighthouse benchmarkIndex) during the runs: median ${Math.round(median)}, ` +
      `${Math.round(sorted[0]!)}–${Math.round(sorted.at(-1)!)}.`,
  );
}
