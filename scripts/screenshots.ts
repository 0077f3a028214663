/**
 * `npm run screenshots [-- /path …] [-- --tiles]`: full-page screenshots of
 * every page in both languages at 1280, 800 and 390 px into screenshots/, from
 * the production build, in the system's Chromium. With --tiles, long pages are
 * also cut into screen-sized tiles (name-width-01.png, …) that are easier to
 * look at. Both colour schemes: light as name-width.png, dark as
 * name-width-dark.png (--light or --dark for one of them). Pages are drawn in
 * Inter, as every page after a visitor's first is; --fallback draws them as a
 * first visit does, in the metric-matched local fonts (name-width-fallback.png;
 * decision 0027). Prints console errors it saw.
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { storageKeys } from "#app/lib/storage.ts";
import { chromiumArgs, chromiumPath } from "#test/chromium.ts";
import { startServer } from "#test/server.ts";

const widths = [1280, 800, 390];
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const tiles = process.argv.includes("--tiles");
const schemes = (["light", "dark"] as const).filter(
  (scheme) => !process.argv.includes(scheme === "light" ? "--dark" : "--light"),
);
const fallback = process.argv.includes("--fallback");
const TILE_HEIGHT = 1400;
const paths = requested.length ? requested : [...prerenderedPaths(), "/does-not-exist"];
const outDir = "screenshots";
await mkdir(`${outDir}/tiles`, { recursive: true });

const server = await startServer({ DATA_DIR: "test-results/screenshot-data" });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const [width, scheme] of widths.flatMap((width) => schemes.map((scheme) => [width, scheme] as const))) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
      colorScheme: scheme,
    });
    // No welcome toast over the screenshots.
    await context.addInitScript(() => sessionStorage.setItem("first-visit", "1"));
    // Every page a first visit: the font this browser fetched is forgotten before each page starts.
    if (fallback) await context.addInitScript((key) => localStorage.removeItem(key), storageKeys.webFont);
    const page = await context.newPage();
    if (!fallback) {
      // A first visit fetches the font once the page is on screen; every page after it draws in Inter.
      await page.goto(`${server.url}/`);
      await page.waitForFunction((key) => localStorage.getItem(key), storageKeys.webFont, { timeout: 20_000 });
    }
    page.on("console", (message) => {
      if (message.type() === "error") console.log(`console error on ${page.url()}: ${message.text()}`);
    });
    for (const path of paths) {
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}-${width}${scheme === "dark" ? "-dark" : ""}${fallback ? "-fallback" : ""}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      if (tiles) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let index = 0; index * TILE_HEIGHT < height; index++) {
          const clip = {
            x: 0,
            y: index * TILE_HEIGHT,
            width,
            height: Math.min(TILE_HEIGHT, height - index * TILE_HEIGHT),
          };
          const tile = name.replace(/\.png$/, `-${String(index + 1).padStart(2, "0")}.png`);
          await page.screenshot({ path: `${outDir}/tiles/${tile}`, fullPage: true, clip });
        }
      }
    }
    await context.close();
  }
  console.log(`screenshots of ${paths.length} pages at ${widths.join(", ")} px in ${outDir}/`);
} finally {
  await browser.close();
  await server.stop();
}
