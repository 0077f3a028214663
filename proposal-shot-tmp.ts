import { createServer } from "node:http";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "#test/chromium.ts";
import { startServer } from "#test/server.ts";
import { FIXTURE_PASSWORD } from "./scripts/ask-eval/fixture.ts";
const fake = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const today = new Date().toISOString().slice(0, 10);
    const content = JSON.stringify({ measures: ["visitors"], dimensions: [], filters: [{ member: "source", operator: "equals", values: ["LinkedIn"] }], timeDimensions: [{ dimension: "time", dateRange: ["2026-11-01", today] }] });
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content } }] }));
  });
}).listen(0, "127.0.0.1");
await new Promise((r) => fake.once("listening", r));
const port = (fake.address() as { port: number }).port;
const server = await startServer({ NODE_ENV: "production", DATA_DIR: process.env.SHOT_DATA!, DATABASE_URL: "", ASK_LLM_URL: `http://127.0.0.1:${port}/v1/chat/completions`, ASK_LLM_MODEL: "fake" });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${server.url}/admin/login`);
  await page.locator("input[name=email]").fill("anna@ask-eval.example");
  await page.locator("input[name=password]").fill(FIXTURE_PASSWORD);
  await page.locator("form button[type=submit]").first().click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  for (const [lang, q] of [["en", "how many folks popped over from the blue social network this month"], ["de", "wie viele Leute kamen diesen Monat vom blauen Business-Netzwerk"]]) {
    await page.goto(`${server.url}${lang === "de" ? "/de" : ""}/admin/ask?q=${encodeURIComponent(q)}`);
    await page.screenshot({ path: `/tmp/ask-shots/proposal-${lang}-${width}.png`, fullPage: true });
    const link = page.getByTestId("ask-proposal").getByRole("link").first();
    if (await link.count()) { await link.click(); await page.waitForLoadState(); await page.screenshot({ path: `/tmp/ask-shots/proposal-run-${lang}-${width}.png`, fullPage: true }); }
  }
  await page.close();
}
await browser.close(); await server.stop(); fake.close();
