/**
 * `npm run perf:lighthouse [-- /path …]`: Lighthouse 13 (mobile, simulated
 * throttling: its defaults) on every pre-rendered page of both languages,
 * against the production server, in the system's Chromium. Prints the four
 * category scores with LCP, TBT and CLS; full reports go to perf-results/.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { prerenderedPaths } from "../app/i18n/pages.ts";
import { chromiumArgs, chromiumPath } from "./lib/chromium.ts";
import { startServer } from "./lib/server.ts";

const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const paths = requested.length ? requested : prerenderedPaths();
await mkdir("perf-results", { recursive: true });

const server = await startServer({ DATA_DIR: "test-results/lighthouse-data" });
const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...chromiumArgs] });
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? "–" : String(Math.round(value * 100));
const rows: string[] = [];
let allPerfect = true;
try {
  for (const path of paths) {
    const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
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
    await writeFile(`perf-results/lighthouse-${name}.json`, JSON.stringify(result.lhr));
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log("\nLighthouse 13, mobile\n");
console.log("| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
console.log(allPerfect ? "\nAll pages 100 in all four categories." : "\nSome scores are below 100 (see above).");
