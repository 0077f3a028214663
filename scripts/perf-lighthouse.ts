/**
 * `npm run perf:lighthouse [-- /path …]`: Lighthouse 13 (mobile, simulated
 * throttling: its defaults) on every pre-rendered page of both languages,
 * against the production server, in the system's Chromium. Prints the four
 * category scores with LCP, TBT and CLS; full reports go to perf-results/.
 * Simulated throttling scales what this machine measures, so single runs
 * vary: each page is measured `--runs=N` times (default 3) and the median run
 * (Lighthouse's own choice: closest to the median FCP and TTI) is reported.
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
await mkdir("perf-results", { recursive: true });

const server = await startServer({ DATA_DIR: "test-results/lighthouse-data" });
const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...chromiumArgs] });
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? "–" : String(Math.round(value * 100));
const rows: string[] = [];

async function medianRun(path: string): Promise<RunnerResult["lhr"]> {
  const results: RunnerResult["lhr"][] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (result) results.push(result.lhr);
  }
  const valid = filterToValidRuns(results);
  if (!valid.length) throw new Error(`Lighthouse measured nothing usable for ${path} in ${runs} runs`);
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
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    await writeFile(`perf-results/lighthouse-${name}.json`, JSON.stringify(lhr));
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log(`\nLighthouse 13, mobile, median of ${runs} run${runs === 1 ? "" : "s"} per page\n`);
console.log("| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
console.log(allPerfect ? "\nAll pages 100 in all four categories." : "\nSome scores are below 100 (see above).");
