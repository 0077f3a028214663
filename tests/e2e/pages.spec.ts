/**
 * The sweep: every page of both languages opened once, as a visitor opens it. Each answers with its status
 * in its language, with its heading and title, without a console error, a CSP violation or a request to
 * another origin (tests/e2e/fixtures.ts), has no axe violations at desktop and phone width in the light
 * scheme and no contrast problem in the dark one, fits a phone's width, draws every heading and text
 * in the site's typeface (Inter once the browser has it: "Inter" below), and a few pages are opened comparing
 * their styles: the page's own rules show it as the whole stylesheet does (tests/e2e/page-styles.ts); every
 * control works before the page is live and once it is (decision 0041).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, CDPSession, Page } from "@playwright/test";
import { EARLY_CONTROLS } from "#app/lib/document/early-capture.ts";
import { STATIC_ACTION_ATTRIBUTE, WAITING_ATTRIBUTE, WEB_FONT_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { storageKeys } from "#app/lib/storage.ts";
import {
  axeViolations,
  DESKTOP,
  documentNotFound,
  expect,
  expectCleanAtEveryWidthAndScheme,
  open,
  PHONE,
  test,
  throttle,
} from "./fixtures.ts";
import { openComparingStyles } from "./page-styles.ts";
import { sitePages, type SitePage } from "./pages.ts";

/** Headings and text whose font is not the page's own (what <body> says): none may opt out of Inter. */
function textInAnotherFont(): string[] {
  const pageFont = getComputedStyle(document.body).fontFamily;
  const text =
    "h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, a, button, label, input, textarea, blockquote, figcaption";
  return [...document.querySelectorAll(text)]
    .filter((element) => !element.closest("pre, code, kbd, samp") && getComputedStyle(element).fontFamily !== pageFont)
    .map(
      (element) =>
        `${element.tagName.toLowerCase()} “${element.textContent?.trim().slice(0, 40)}”: ${getComputedStyle(element).fontFamily}`,
    );
}

/**
 * The contract of decision 0041: every control of the page works before it is live, and once it is. A field, a
 * submit button or a select works without script in a form with an `action`; a button without a browser meaning
 * (`type=button`) or a radio is kept by the head's script until its code is live; and once live, a kept one that
 * React does not own (static content, decision 0031) names its action (`data-action`) for the content's clicks,
 * which React does own. Anything else clickable (`role=button`, `onclick`) has no way before live at all. Returns
 * what breaks it; a home section still waiting for its code is checked by its island's own rendering.
 */
function controlsWithoutAWay([early, waiting, action]: string[]): string[] {
  const props = (element: Element) =>
    Object.entries(element).find(([key]) => key.startsWith("__reactProps$"))?.[1] as { onClick?: unknown } | undefined;
  const broken: string[] = [];
  for (const control of document.querySelectorAll("button, input, select, textarea, [role=button], [onclick]")) {
    const what = control.outerHTML.replace(/\sclass="[^"]*"/, "").slice(0, 140);
    const kept = control.matches(early!);
    const posts = (control as HTMLInputElement).form?.hasAttribute("action") === true;
    if (!kept && !posts) broken.push(`nothing before live: ${what}`);
    else if (kept && !props(control) && !control.closest(waiting!)) {
      let owner = control.parentElement;
      while (owner && !props(owner)?.onClick) owner = owner.parentElement;
      if (!control.hasAttribute(action!) || !owner) broken.push(`nothing once live: ${what}`);
    }
  }
  return broken;
}

const pages: (Pick<SitePage, "path" | "locale"> & Partial<SitePage> & { status?: number })[] = [
  ...sitePages,
  { path: "/blog/1", locale: "en" },
  { path: "/de/blog/2", locale: "de" },
  { path: "/not-a-page", locale: "en", status: 404 },
  { path: "/de/gibt-es-nicht", locale: "de", status: 404 },
];

/** The home page, the documentation and a German page; the back office's sweep compares one of its own. */
const comparedStyles = new Set(["/", "/documentation", "/de/careers"]);

test.describe("every page, in both languages", () => {
  test.use({ viewport: DESKTOP });
  // Four axe runs over the home page's whole length take 20–33 s on a busy two-core CI machine.
  test.describe.configure({ timeout: 60_000 });

  for (const { path, locale, heading, title, status = 200 } of pages) {
    test(`${path}: ${status} in ${locale}, no axe violations at desktop and phone width, contrast in both schemes, fits a phone`, async ({
      page,
      problems,
    }) => {
      problems.allow(documentNotFound);
      const response = await (comparedStyles.has(path) ? openComparingStyles : open)(page, path);
      expect(response?.status()).toBe(status);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      if (title) await expect(page).toHaveTitle(title);
      expect(await page.evaluate(textInAnotherFont)).toEqual([]);
      const contract = [EARLY_CONTROLS, `[${WAITING_ATTRIBUTE}]`, STATIC_ACTION_ATTRIBUTE];
      expect(await page.evaluate(controlsWithoutAWay, contract), "controls without a way").toEqual([]);
      await expectCleanAtEveryWidthAndScheme(page, path);
    });
  }

  for (const [viewport, colorScheme] of [
    [DESKTOP, "light"],
    [PHONE, "dark"],
  ] as const) {
    test(`the open contact popup has no axe violations at ${viewport.width} px, ${colorScheme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme });
      await open(page, "/de/about-us");
      await page.getByRole("contentinfo").getByRole("button", { name: "Kontakt" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

/** The families the browser really draws the element's text with (DevTools protocol), e.g. "Inter Variable". */
async function drawnWith(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName);
}

type FontRecord = { layoutShifts: string[] };

/**
 * Every layout shift not caused by the visitor's input, from the first frame on: a font may move text (a face
 * loaded under laid-out text), and so may the HTML arriving in pieces on a slow line (a row whose last children
 * come a frame later). The document holds its first frame until the header is whole (root.tsx's `rel="expect"`),
 * and the hero's columns are top-aligned, so neither moves; a page drawn in Inter never lays out text in the
 * fallback (those faces are never loaded), so no font can move it either.
 */
const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { fontRecord: FontRecord }).fontRecord.layoutShifts);

const fallbackFacesLoaded = (page: Page) =>
  page.evaluate(
    () =>
      [...document.fonts].filter((face) => face.family.includes("Inter Fallback") && face.status !== "unloaded").length,
  );

test.describe("Inter (decision 0027)", () => {
  test("a first visit paints in the fallback and fetches Inter only after; the next page is drawn in Inter from its first frame, the layout never shifts on a slow connection", async ({
    page,
  }) => {
    // Lighthouse's "slow 4G": 150 ms round trips, 1.6 Mbit/s.
    await throttle(page, { latency: 150, download: 200_000, upload: 100_000 });
    await page.addInitScript(() => {
      const record: FontRecord = { layoutShifts: [] };
      Object.assign(window, { fontRecord: record });
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            return `${element?.tagName.toLowerCase()}.${String(element?.className).split(" ").slice(0, 3).join(".")}`;
          });
          record.layoutShifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(", ")}`,
          );
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const interFace = () =>
      page.evaluate(() => [...document.fonts].find((face) => face.family.replaceAll('"', "") === "Inter")?.status);

    // First visit: the local fallback, sized to Inter; the font is fetched once the page is on screen.
    await open(page, "/de");
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), storageKeys.webFont), { timeout: 20_000 })
      .toMatch(/^\/assets\/inter-[\w-]+\.woff2$/);
    const firstView = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      fontRequested: performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))!.startTime,
    }));
    expect(firstView.fontRequested).toBeGreaterThan(firstView.firstPaint);
    expect(await fallbackFacesLoaded(page)).toBeGreaterThan(0);
    await expect(page.locator("html")).not.toHaveAttribute(WEB_FONT_ATTRIBUTE);
    expect(await drawnWith(cdp, "h1")).not.toContainEqual(expect.stringMatching(/^Inter/));
    expect(await interFace()).toBe("loaded");
    expect(await layoutShifts(page)).toEqual([]);

    // The next page, reached by a link: drawn in Inter.
    await page.getByRole("contentinfo").getByRole("link", { name: "Dokumentation", exact: true }).click();
    await expect(page).toHaveURL(/\/de\/documentation$/);
    await expect(page.locator("html")).toHaveAttribute(WEB_FONT_ATTRIBUTE, "");
    expect(await drawnWith(cdp, "h1")).toEqual([expect.stringMatching(/^Inter/)]);

    // A page loaded anew: Inter from the cache before the first frame, heading and text alike.
    await open(page, "/careers");
    await expect(page.locator("html")).toHaveAttribute(WEB_FONT_ATTRIBUTE, "");
    expect(await interFace()).toBe("loaded");
    expect(await fallbackFacesLoaded(page)).toBe(0);
    for (const selector of ["h1", "main p", "header a"]) {
      expect(await drawnWith(cdp, selector), selector).toEqual([expect.stringMatching(/^Inter/)]);
    }
    expect(await layoutShifts(page)).toEqual([]);

    // The Latin-1 floor: no page of ours needs the second file; a character only an operator's post may write
    // ("Zoë Ångström") makes the browser fetch it.
    const supplementFetched = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").some((entry) => /\/inter-latin1-[\w-]+\.woff2$/.test(entry.name)),
      );
    expect(await supplementFetched()).toBe(false);
    await page.evaluate(() => {
      const text = document.createElement("p");
      text.textContent = "Zoë Ångström, Søren & Ægir: ½ ©";
      document.querySelector("main")!.append(text);
    });
    await expect.poll(supplementFetched).toBe(true);
  });
});

test.describe("nothing but the document before the first paint (decision 0033)", () => {
  // The pages whose Largest Contentful Paint issue 35 measures. A request that ends before the first paint is one
  // that Lighthouse's simulation of a slow phone line waits for: a favicon fetched by URL cost /de 0.1–0.2 s.
  for (const path of ["/", "/de", "/documentation", "/de/careers"]) {
    test(`${path}: the browser asks for nothing else until the page is on screen; the manifest is linked once it is live`, async ({
      page,
    }) => {
      const cdp = await page.context().newCDPSession(page);
      const requests: { url: string; sentAt: number }[] = [];
      cdp.on("Network.requestWillBeSent", ({ request, wallTime }) =>
        requests.push({ url: request.url, sentAt: wallTime * 1000 }),
      );
      await cdp.send("Network.enable");
      await open(page, path);
      const { timeOrigin, firstPaint } = await page.evaluate(() => ({
        timeOrigin: performance.timeOrigin,
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
      }));
      const beforeFirstPaint = requests
        .filter((request) => request.sentAt < timeOrigin + firstPaint)
        .map((request) => new URL(request.url).pathname);
      expect(beforeFirstPaint).toEqual([path]);

      // The icon came with the document: the logo mark of public/favicon.svg.
      const icon = page.locator('head link[rel="icon"][type="image/svg+xml"]');
      await expect(icon).toHaveAttribute("href", /^data:image\/svg\+xml,%3Csvg/);
      await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    });
  }
});

/**
 * A proxy in front of the site that delivers one document in two pieces, cut where `cut` says, 400 ms apart, as a
 * slow line does; everything else passes through whole. A browser paints what it has after the first piece.
 */
async function deliveredInPieces(origin: string, path: string, cut: (html: string) => number): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${origin}${request.url}`, { headers: { "Accept-Encoding": "identity" } });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !/^(content-length|content-encoding|transfer-encoding)$/i.test(name)),
      );
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (request.url !== path) return response.end(body);
      const at = cut(body.toString("utf8"));
      expect(at, `where to cut ${path}`).toBeGreaterThan(0);
      response.write(body.subarray(0, Buffer.byteLength(body.toString("utf8").slice(0, at))));
      setTimeout(() => response.end(body.subarray(Buffer.byteLength(body.toString("utf8").slice(0, at)))), 400);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

/** Layout shifts of a page opened in its own context (the proxy is another origin than the fixtures expect). */
async function shiftsWhileArriving(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { shifts });
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) => {
            const element = source.node instanceof Element ? source.node : source.node?.parentElement;
            return `${element?.tagName.toLowerCase()}.${String(element?.className).split(" ").slice(0, 3).join(".")}`;
          });
          shifts.push(`${entry.value.toFixed(4)}: ${moved.join(", ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    // Two frames after the last piece: any shift it caused is reported by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  } finally {
    await context.close();
  }
}

test.describe("a page arriving in pieces", () => {
  const cuts = [
    // The header's buttons a moment after its navigation: the row must not be painted half.
    { path: "/careers", where: "in the header", cut: (html: string) => html.indexOf("</nav>") + "</nav>".length },
    // The hero's text column half there, its chat column later: the text must not move down as the rest arrives.
    { path: "/de", where: "in the hero", cut: (html: string) => html.indexOf("</h1>") + "</h1>".length },
  ];
  for (const { path, where, cut } of cuts) {
    test(`${path}, cut ${where}, never shifts`, async ({ browser, baseURL }) => {
      const proxy = await deliveredInPieces(new URL(baseURL!).origin, path, cut);
      try {
        const { port } = proxy.address() as AddressInfo;
        expect(await shiftsWhileArriving(browser, `http://127.0.0.1:${port}${path}`)).toEqual([]);
      } finally {
        proxy.close();
      }
    });
  }
});

test.describe("accessibility of open menus", () => {
  test("the mobile menu has no axe violations, dark", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: "dark" });
    await open(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the tablet menu has no axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await open(page, "/de");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a keyboard user can skip to the main content", async ({ page }) => {
    await open(page, "/careers");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});
