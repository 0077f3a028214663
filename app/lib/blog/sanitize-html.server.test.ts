import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { sanitizePostHtmlOnServer, stopSanitizing } from "#app/lib/blog/sanitize-html.server.ts";

afterAll(stopSanitizing);

/** ~99 KB of the markup a post has: thousands of elements, a few hundred milliseconds of jsdom. */
const bigBody =
  `<p>Umsatz <strong>im März</strong> nach <a href="/de/produkt">Region</a> und <em>Quartal</em></p>\n`.repeat(1_000);

describe("sanitizing on the server", () => {
  it("applies the allow-list, each answer to its own body, also many at once", async () => {
    const bodies = Array.from(
      { length: 12 },
      (_, index) => `<p onclick="x()">${index}</p><script>alert(${index})</script>`,
    );
    expect(await Promise.all(bodies.map(sanitizePostHtmlOnServer))).toEqual(
      bodies.map((_, index) => `<p>${index}</p>`),
    );
  });

  it("leaves the event loop free while a big body is sanitized", async () => {
    await sanitizePostHtmlOnServer(bigBody);
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const clean = await sanitizePostHtmlOnServer(bigBody);
    const took = performance.now() - started;
    clearInterval(ticker);
    longestGap = Math.max(longestGap, performance.now() - last);
    expect(clean).toContain('<a href="/de/produkt" rel="noopener">Region</a>');
    // On the event loop the timer could not fire until the body was done: the gap would be the whole time.
    expect(longestGap).toBeLessThan(Math.max(took / 3, 25));
  });

  it("lets a process that sanitized end by itself, with the answer", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sanitize-"));
    const script = join(dir, "once.mjs");
    const module = pathToFileURL(join(import.meta.dirname, "sanitize-html.server.ts"));
    await writeFile(
      script,
      `const { sanitizePostHtmlOnServer } = await import(${JSON.stringify(module.href)});
      console.log(await sanitizePostHtmlOnServer("<b>fine</b><img src=x onerror=alert(1)>"));`,
    );
    try {
      const result = spawnSync(process.execPath, [script], { encoding: "utf8", timeout: 20_000 });
      expect([result.status, result.stdout.trim()], result.stderr).toEqual([0, "<b>fine</b>"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("starts again after a stop", async () => {
    await stopSanitizing();
    expect(await sanitizePostHtmlOnServer("<em>again</em><style>x</style>")).toBe("<em>again</em>");
  });
});
