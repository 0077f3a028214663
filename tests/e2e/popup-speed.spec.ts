/**
 * SPEC: the hero's send opens the contact popup at once (German: after 100 ms), the first time too. Its code is
 * fetched ahead in an idle moment and the dialog is rendered, closed, once it is there, so on a slow connection the
 * first open is as fast as the second and asks the network for nothing (decision 0030).
 *
 * Costs ~9 s a language (one page brought to rest, two opens) and a worker of its own: Playwright's trace
 * recording (its screencast) competes for the CPU while the page works, and on the loaded two-core machine made
 * every other German first open miss the mark; trace recording can only be turned off for a whole file. A loaded
 * machine still moves single numbers by tens of ms (a first open of 79 ms against 14 ms for the second at a load
 * of 15), so the first may take up to 150 ms longer than the second, no retry: a first open held back as before
 * the dialog was rendered ahead (+300 ms) still fails. The numbers themselves are printed, not judged.
 */
import type { Page } from "@playwright/test";
import homeChatDe from "#app/content/home-chat/de.ts";
import homeChatEn from "#app/content/home-chat/en.ts";
import { RENDER_ALL_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { expect, open, test, throttle } from "./fixtures.ts";

test.use({ trace: "off" });

type OpenTiming = { inPage: number; shown: number };

/**
 * Times the next opening of the contact popup in the page itself, so that no Playwright round trip is in the
 * numbers: from the send (the form's submit event) to the dialog in the page (a MutationObserver on <body>, where
 * it is portalled), and to fully shown (its own and its backdrop's entrance animations finished), in ms.
 */
async function timeNextOpen(page: Page, send: () => Promise<void>): Promise<OpenTiming> {
  await page.evaluate(() => {
    const timed = window as typeof window & { nextOpen?: Promise<OpenTiming> };
    timed.nextOpen = new Promise((resolve) => {
      let sent = Number.NaN;
      addEventListener("submit", () => (sent = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver((records) => {
        const added = records.flatMap((record) => [...record.addedNodes]).filter((node) => node instanceof Element);
        const dialog = '[role="dialog"]';
        if (!added.some((element) => element.matches(dialog) || element.querySelector(dialog))) return;
        const inPage = performance.now() - sent;
        observer.disconnect();
        const entrances = added.flatMap((element) => element.getAnimations({ subtree: true }));
        void Promise.all(entrances.map((animation) => animation.finished)).then(() =>
          resolve({ inPage, shown: performance.now() - sent }),
        );
      });
      observer.observe(document.body, { childList: true });
    });
  });
  await send();
  return page.evaluate(() => (window as typeof window & { nextOpen?: Promise<OpenTiming> }).nextOpen!);
}

/** `quiet()` waits until no request of the page has been under way for 500 ms (networkidle is a load state only). */
function networkWatch(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    quiet: () => expect.poll(() => inFlight === 0 && Date.now() - lastChange >= 500, { timeout: 20_000 }).toBe(true),
  };
}

/** How much later the first open may come than the second on a busy machine: half of what a fetch would cost. */
const JITTER_MS = 150;

test.describe("the contact popup's first open", () => {
  for (const [path, chat, title] of [
    ["/", homeChatEn, "We're glad to analyze your data"],
    ["/de", homeChatDe, "Wir analysieren gerne Ihre Daten"],
  ] as const) {
    test(`from the hero is as fast as the second, on a slow connection, with no request (${path})`, async ({
      page,
    }) => {
      const network = networkWatch(page);
      const dialogCode = page.waitForResponse(/\/assets\/contact-dialog-[\w-]+\.js$/, { timeout: 20_000 });
      await open(page, path);
      // Lighthouse's "slow 4G" from here on: 150 ms round trips, 1.6 Mbit/s.
      await throttle(page, { latency: 150, download: 200_000, upload: 100_000 });
      // Fetched ahead while the visitor reads, not on the first send.
      await dialogCode;
      await network.quiet();
      // Both opens on a page at rest, as a visitor finds it who reads the hero first: the sample chat has played,
      // and the blocks below the fold are laid out (idle work, decision 0008) that would otherwise share the
      // first open's frames.
      await expect(page.getByTestId("hero-chat")).toHaveAttribute("data-complete", "true", { timeout: 15_000 });
      await expect(page.locator("html")).toHaveAttribute(RENDER_ALL_ATTRIBUTE, "", { timeout: 15_000 });
      const requestedOnOpen: string[] = [];
      page.on("request", (request) => requestedOnOpen.push(request.url()));
      const sendButton = page.getByRole("button", { name: chat.input.send, exact: true });
      const send = () => sendButton.click();
      await page.getByRole("textbox", { name: chat.input.label }).fill("Which region grew fastest?");
      // The pointer rests on the send button for both sends, so the button's hover transition (150 ms of frames
      // of its own) runs before the first, as it does before the second.
      await sendButton.hover();
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished),
        ),
      );

      const first = await timeNextOpen(page, send);
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(sendButton).toBeFocused();
      const second = await timeNextOpen(page, send);
      await expect(page.getByRole("dialog", { name: title })).toBeVisible();

      const timings = `${path}: the first open ${first.inPage.toFixed(0)} ms to the page, ${first.shown.toFixed(0)} ms to fully shown; the second ${second.inPage.toFixed(0)} / ${second.shown.toFixed(0)} ms`;
      console.log(timings);
      expect(requestedOnOpen).toEqual([]);
      expect(first.inPage, timings).toBeLessThanOrEqual(second.inPage + JITTER_MS);
      expect(first.shown, timings).toBeLessThanOrEqual(second.shown + JITTER_MS);
    });
  }
});
