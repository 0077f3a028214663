/**
 * `npm run perf:page-styles` (after `npm run build`): what cutting a document's first-screen rules costs per request
 * (decisions 0029, 0032, 0050). Reads the built stylesheet as the build does, then times `firstScreen` on the built
 * pages' markup (their head's `<style>` elements taken out, as the server has them before it adds its own): the
 * median of PERF_RUNS runs (default 200), best of five rounds, so that a busy machine blurs it less. Also prints
 * what the pieces weigh in the server bundle and how long the server takes to read and prepare them at start.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DEFER_RENDER_CLASS } from "#app/lib/rendering/markers.ts";
import { pageStyles } from "#app/lib/document/page-styles.server.ts";
import { planPageStyles } from "./lib/page-styles-plan.ts";

const client = resolve("build/client");
const PAGES = ["de/impressum/index.html", "blog/1/index.html", "index.html"];
const RUNS = Number(process.env.PERF_RUNS ?? 200);
const ROUNDS = 5;

const stylesheet = readdirSync(join(client, "assets")).find((name) => /^app-.*\.css$/.test(name));
if (!stylesheet) throw new Error("No built stylesheet: run `npm run build` first");
const css = readFileSync(join(client, "assets", stylesheet), "utf8").trimEnd();

const kb = (length: number) => `${(length / 1024).toFixed(1)} KB`;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function best(run: () => void, runs: number): number {
  const medians = Array.from({ length: ROUNDS }, () =>
    median(
      Array.from({ length: runs }, () => {
        const started = performance.now();
        run();
        return performance.now() - started;
      }),
    ),
  );
  return Math.min(...medians);
}

// As the server bundle holds it (scripts/lib/page-styles-plan.ts): the stylesheet, and the rest as one JSON string.
const { names, pieces } = planPageStyles(css);
const json = JSON.stringify({ names, pieces });
const plan = () => ({ css, ...(JSON.parse(json) as { names: string[]; pieces: typeof pieces }) });
console.log(`plan: the ${kb(css.length)} stylesheet and ${kb(JSON.stringify(json).length)} of JSON for its pieces`);
console.log(`start: ${best(() => void pageStyles(plan()), 20).toFixed(2)} ms to read and prepare them`);
const styles = pageStyles(plan());
for (const page of PAGES) {
  const html = readFileSync(join(client, page), "utf8").replace(/<style>[^]*?<\/style>(?=[^]*<\/head>)/g, "");
  for (let i = 0; i < 50; i += 1) styles.firstScreen(html, DEFER_RENDER_CLASS);
  const ms = best(() => void styles.firstScreen(html, DEFER_RENDER_CLASS), RUNS);
  console.log(`${page.padEnd(24)} ${(html.length / 1024).toFixed(0).padStart(4)} KB  ${ms.toFixed(2)} ms`);
}
