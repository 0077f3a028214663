/**
 * `npm run perf:lighthouse [-- /path …]`: Lighthouse 13 (mobile, simulated
 * throttling: its defaults) on every pre-rendered page of both languages,
 * against the production server, in the system's Chromium. Prints the four
 * category scores with LCP, TBT and CLS; full reports go to perf-results/.
 * Simulated throttling scales what this machine measures, so single runs
 * vary: each page is measured `--runs=N` times (default 3) and the median run
 * (Lighthouse's own choice: closest to the median FCP and TTI) is reported.
 * Below the table it prints the machine's speed during the runs (Lighthouse's
 * benchmarkIndex): the lower and the more it varies, the less a TBT says.
 *
 * `--no-js` is the control: the same pages with every JavaScript file blocked
 * (the pre-rendered HTML and its stylesheet only). What TBT remains there is
 * the browser's own work before and at the first paint (parsing, style,
 * layout) on this machine, not our scripts.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { launch } from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { prerenderedPaths } from "../app/i18n/pages.ts";
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts";
import { startServer } from "./lib/server.ts";

const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const paths = requested.length ? requested : prerenderedPaths();
const runsArg = process.argv.find((arg) => arg.startsWith("--runs="));
const runs = Math.max(1, Number(runsArg?.slice("--runs=".length) ?? 3) || 3);
const scriptsBlocked = process.argv.includes("--no-js");
const config = scriptsBlocked
  ? { extends: "lighthouse:default" as const, settings: { blockedUrlPatterns: ["*.js"] } }
  : undefined;
await mkdir("perf-results", { recursive: true });

const server = await startServer({ DATA_DIR: "test-results/lighthouse-data" });
const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...chromiumArgs] });
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? "–" : String(Math.round(value * 100));
const rows: string[] = [];
const benchmarkIndexes: number[] = [];

async function medianRun(path: string): Promise<RunnerResult["lhr"]> {
  const results: RunnerResult["lhr"][] = [];
  for (let run = 0; run < runs; run++) {
    const flags = { port: chrome.port, output: "json" as const, logLevel: "error" as const };
    const result = await lighthouse(`${server.url}${path}`, flags, config);
    if (result) results.push(result.lhr);
  }
  const valid = filterToValidRuns(results);
  if (!valid.length) throw new Error(`Lighthouse measured nothing usable for ${path} in ${runs} runs`);
  benchmarkIndexes.push(...valid.map((lhr) => lhr.environment.benchmarkIndex));
  if (valid.length > 1) {
    const each = (id: string, format: (value: number) => string) =>
      valid.map((lhr) => format(lhr.audits[id]?.numericValue ?? NaN)).join(", ");
    const lcps = each("largest-contentful-paint", (ms) => (ms / 1000).toFixed(2));
    const tbts = each("total-blocking-time", (ms) => String(Math.round(ms)));
    console.log(`   the ${valid.length} runs: LCP ${lcps} s; TBT ${tbts} ms`);
  }
  return computeMedianRun(valid);
}
let allPerfect = true;
try {
  for (const path of paths) {
    const lhr = await medianRun(path);
    const { categories, audits } = lhr;
    const scores = ["performance", "accessibility", "best-practices", "seo"].map((id) => categories[id]?.score);
    if (scores.some((value) => value !== 1)) allPerfect = false;
    const lcp = audits["largest-contentful-paint"]?.numericValue ?? NaN;
    const tbt = audits["total-blocking-time"]?.numericValue ?? NaN;
    const cls = audits["cumulative-layout-shift"]?.numericValue ?? NaN;
    rows.push(
      `| ${path} | ${scores.map(score).join(" | ")} | ${(lcp / 1000).toFixed(2)} s | ${Math.round(tbt)} ms | ${cls.toFixed(3)} |`,
    );
    console.log(rows.at(-1));
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
    if (failing.length) console.log(`   below 100: ${failing.join(", ")}`);
    const name = (path === "/" ? "home" : path.slice(1).replaceAll("/", "_")) + (scriptsBlocked ? "-no-js" : "");
    await writeFile(`perf-results/lighthouse-${name}.json`, JSON.stringify(lhr));
  }
} finally {
  chrome.kill();
  await server.stop();
}

const control = scriptsBlocked ? ", every JavaScript file blocked (control)" : "";
console.log(`\nLighthouse 13, mobile, median of ${runs} run${runs === 1 ? "" : "s"} per page${control}\n`);
console.log("| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
console.log(allPerfect ? "\nAll pages 100 in all four categories." : "\nSome scores are below 100 (see above).");
if (benchmarkIndexes.length) {
  const sorted = benchmarkIndexes.toSorted((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `Machine speed (Lighthouse benchmarkIndex) during the runs: median ${Math.round(median)}, ` +
      `${Math.round(sorted[0]!)}–${Math.round(sorted.at(-1)!)}.`,
  );
}
