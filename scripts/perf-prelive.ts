/**
 * How long a visitor's first taps wait (issue 43): the home page over an emulated slow line, in a phone-sized
 * Chromium. At the first contentful paint the phone menu is tapped (the page opened at its top), or the contact
 * form's first name typed (the page opened at #contact); printed, from that paint: when the page went live, when
 * the menu opened (`never`: the tap was lost), when the contact section went live, and whether the typed name was
 * what the form validated once it was live. Runs against a server already started:
 *
 *   npm run perf:prelive -- http://localhost:3000 [runs]
 */
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "#test/chromium.ts";

const [base = "http://localhost:3000", runsArgument = "3"] = process.argv.slice(2);
const runs = Number(runsArgument);

/** Chromium DevTools' presets (bytes per second, ms per round trip). */
const lines = {
  "4G": { latency: 165, downloadThroughput: 1_012_500, uploadThroughput: 168_750 },
  "Fast 3G": { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 },
  "Slow 3G": { latency: 2_000, downloadThroughput: 50_000, uploadThroughput: 50_000 },
};

type Times = { live?: number; menu?: number; contact?: number };

/** Records, to the page's clock, when the page and the contact section went live and the phone menu opened. */
function record() {
  const times: Times = {};
  Object.assign(window, { prelive: times });
  new MutationObserver(() => {
    const now = performance.now();
    times.live ??= document.documentElement.hasAttribute("data-hydrated") ? now : undefined;
    times.contact ??= document.getElementById("contact")?.hasAttribute("data-hydrated") ? now : undefined;
    times.menu ??= document.querySelector("header nav[id]:not([hidden])") ? now : undefined;
  }).observe(document, { attributes: true, subtree: true, childList: true });
}

async function open(
  line: keyof typeof lines,
  url: string,
): Promise<{ page: Page; painted: number; done: () => Promise<unknown> }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(() => sessionStorage.setItem("first-visit", "1"));
  await page.addInitScript(record);
  await (
    await page.context().newCDPSession(page)
  ).send("Network.emulateNetworkConditions", {
    offline: false,
    ...lines[line],
  });
  void page.goto(url, { waitUntil: "commit" }).catch(() => undefined);
  const paint = await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    undefined,
    { polling: 5, timeout: 60_000 },
  );
  return { page, painted: (await paint.jsonValue()) as number, done: () => browser.close() };
}

const times = (page: Page) => page.evaluate(() => (window as unknown as { prelive: Times }).prelive);

async function measure(line: keyof typeof lines, path: string) {
  const top = await open(line, `${base}${path}`);
  await top.page.locator("header button[aria-controls]").last().click({ force: true, noWaitAfter: true });
  await top.page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
    timeout: 60_000,
  });
  await top.page.waitForTimeout(1_500);
  const { live, menu } = await times(top.page);
  await top.done();

  const form = await open(line, `${base}${path}#contact`);
  await form.page.locator("#contact input[name=firstName]").pressSequentially("Jana", { timeout: 60_000 });
  await form.page.waitForFunction(() => document.getElementById("contact")?.hasAttribute("data-hydrated"), undefined, {
    timeout: 60_000,
  });
  const { contact } = await times(form.page);
  // Sent once live: a lost name shows "required".
  await form.page.locator("#contact input[name=privacyPolicy]").check({ force: true });
  await form.page.locator("#contact button[type=submit]").click({ force: true });
  await form.page.waitForTimeout(500);
  const kept = await form.page.evaluate(
    () => !document.querySelector('#contact input[name=firstName][aria-invalid="true"]'),
  );
  await form.done();
  const from = (value: number | undefined, painted: number) =>
    value === undefined ? "never" : `${Math.round(value - painted)} ms`;
  return `| ${line} | ${path} | ${from(live, top.painted)} | ${from(menu, top.painted)} | ${from(contact, form.painted)} | ${kept ? "yes" : "no"} |`;
}

console.log(`${base}: from the first contentful paint, ${runs} runs each\n`);
console.log(
  "| line | page | page live | menu tapped at first paint opens | contact live | name typed at first paint kept |",
);
console.log("|---|---|---:|---:|---:|---|");
for (const line of Object.keys(lines) as (keyof typeof lines)[]) {
  for (const path of ["/", "/de"]) {
    for (let run = 0; run < runs; run++) console.log(await measure(line, path));
  }
}
