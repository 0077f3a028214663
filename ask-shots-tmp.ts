import { mkdtemp } from "node:fs/promises";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { chromiumArgs, chromiumPath } from "#test/chromium.ts";
import { startServer } from "#test/server.ts";
import { FIXTURE_PASSWORD, seedFixture } from "./scripts/ask-eval/fixture.ts";

const dir = process.env.SHOT_DATA ?? (await mkdtemp(join(tmpdir(), "ask-shots-")));
const env = { DATA_DIR: dir, DATABASE_URL: "" };
if (!process.env.SHOT_DATA) {
  const db = await openDatabase(env);
  await seedFixture(db, { months: 25 });
  await db.close();
  console.log("seeded", dir);
}
const out = "/tmp/ask-shots";
mkdirSync(out, { recursive: true });
const server = await startServer({ NODE_ENV: "production", CONTACT_RATE_LIMIT: "0", ...env });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const qs = {
  en: ["conversion rate by source last month", "visitors per week this quarter compared with last quarter", "visitors last month vs the month before", "How many new leads have no owner?", "revenue last month"],
  de: ["Conversion-Rate nach Quelle letzten Monat", "Besucher pro Woche dieses Quartal im Vergleich zum Vorquartal", "Besucher letzten Monat im Vergleich zum Vormonat", "Wie viele neue Leads haben keinen Besitzer?", "Anfragen"],
};
try {
  for (const width of [1280, 390]) for (const scheme of ["light", "dark"] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.locator("input[name=email]").fill("anna@ask-eval.example");
    await page.locator("input[name=password]").fill(FIXTURE_PASSWORD);
    await page.locator("form button[type=submit]").first().click();
    await page.waitForURL((url) => !url.pathname.endsWith("/login"));
    for (const lang of ["en", "de"] as const) for (const [i, q] of qs[lang].entries()) {
      await page.goto(`${server.url}${lang === "de" ? "/de" : ""}/admin/ask?q=${encodeURIComponent(q)}`);
      await page.screenshot({ path: `${out}/${lang}-${i}-${width}-${scheme}.png`, fullPage: true });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log("data", dir);
