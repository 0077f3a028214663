import { expect, gotoWithPausedClock, isInViewport, open, reopen, test } from "./fixtures.ts";

// These tests are about the first visit of a browser session.
test.use({ firstVisitDone: false });

test.describe("welcome toast and notifications", () => {
  test("the notification live regions are in the page before any toast: polite, and assertive", async ({ page }) => {
    await open(page, "/about-us");
    const region = page.getByRole("region", { name: "Notifications" });
    await expect(region.locator("[aria-live]")).toHaveCount(2);
    await expect(region.locator('[aria-live="polite"]')).toHaveCount(1);
    await expect(region.locator('[aria-live="assertive"]')).toHaveCount(1);
    await expect(region.getByTestId("toast")).toHaveCount(0);
  });

  test("greets a first visit to the home page once per session, with a way to the demo", async ({ page }) => {
    await open(page, "/");
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Welcome to Conversational BI");
    await toast.getByRole("button", { name: "Show me the demo" }).click();
    await expect(toast).toHaveCount(0);
    await expect.poll(() => isInViewport(page, "#demo")).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem("first-visit"))).not.toBeNull();
    await page.clock.install();
    await reopen(page);
    await page.clock.runFor(10_000);
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  for (const [path, width, height] of [
    ["/", 1280, 800],
    ["/de", 800, 900],
    ["/de", 390, 844],
  ] as const) {
    test(`covers no control of the first screen (${path}, ${width} × ${height})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await open(page, path);
      const toast = page.getByTestId("toast");
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      const covered = await page.evaluate(
        ({ x, y, width, height }) =>
          [...document.querySelectorAll('a, button, input, textarea, select, [tabindex]:not([tabindex="-1"])')]
            .filter((element) => !element.closest('[data-testid="toast"]'))
            .filter((element) => {
              const rect = element.getBoundingClientRect();
              const visible = rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== "hidden";
              return visible && rect.left < x + width && rect.right > x && rect.top < y + height && rect.bottom > y;
            })
            .map((element) => element.outerHTML.slice(0, 80)),
        box,
      );
      expect(covered).toEqual([]);
    });
  }

  test("appears without moving anything on the page (no layout shift)", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByTestId("toast")).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBe(0);
  });

  test("greets in German on the German home page", async ({ page }) => {
    await open(page, "/de");
    await expect(page.getByTestId("toast")).toContainText("Willkommen bei Conversational BI");
    await expect(page.getByTestId("toast").getByRole("button", { name: "Zur Demo" })).toBeVisible();
  });

  test("does not greet when the session starts on another page", async ({ page }) => {
    await page.clock.install();
    await open(page, "/about-us");
    await page.getByRole("link", { name: "Conversational BI, home" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await page.clock.runFor(10_000);
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("closes after 5000 ms, and not while hovered", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    // The welcome toast appears 1200 ms after load; from then on it has 5000 ms.
    await page.clock.runFor(1200);
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    await page.clock.runFor(4000);
    await expect(toast).toBeVisible();
    // 1000 ms are left when the pointer rests on it: its clock stops.
    await toast.hover();
    await page.clock.runFor(10_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(10, 10);
    await page.clock.runFor(900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
  });

  test("is dismissed by a swipe to the right", async ({ page }) => {
    await open(page, "/");
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    // A short swipe snaps back.
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 70, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test("closes on its close button", async ({ page }) => {
    await open(page, "/de");
    await page.getByRole("button", { name: "Benachrichtigung schließen" }).click();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});
