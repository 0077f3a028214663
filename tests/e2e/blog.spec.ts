import type { Locator, Page } from "@playwright/test";
import blogAdminDe from "#app/content/blog-admin/de.ts";
import blogAdminEn from "#app/content/blog-admin/en.ts";
import blogPostDe from "#app/content/blog-post/de.ts";
import blogPostEn from "#app/content/blog-post/en.ts";
import blogDe from "#app/content/blog/de.ts";
import blogEn from "#app/content/blog/en.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";
import { germanSample } from "#app/lib/blog/sample-translations.server.ts";
import { axeViolations, expect, open, reopen, test } from "./fixtures.ts";
import { expectNothingRan, xssPayload as payload } from "./xss.ts";

const POSTS_KEY = "blog-posts";
const BACKUP_KEY = "blog-posts-backup";
const ADMIN_KEY = "admin-auth";
/**
 * Stops the page's fake clock a little ahead of its present, so only runFor() moves time from here on.
 * The margin must outlast the round trip between reading the time and pausing, however busy the machine.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
}

const [seed1, seed2] = seedPosts as [(typeof seedPosts)[0], (typeof seedPosts)[0]];

const languages = {
  en: { prefix: "", list: blogEn, post: blogPostEn, admin: blogAdminEn },
  de: { prefix: "/de", list: blogDe, post: blogPostDe, admin: blogAdminDe },
} as const;

type StoredPost = {
  id: string;
  title: string;
  author: string;
  date: string;
  summary: string;
  content: string;
  tags: string[];
};

const storedPosts = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as StoredPost[] | null, POSTS_KEY);

/** The list is ready once the repository has been read and saved back (seeding writes the key). */
async function waitForSavedPosts(page: Page) {
  await expect.poll(() => storedPosts(page)).not.toBeNull();
}

/** Writes the posts (or any raw value) into storage from the current page, then reloads so the page reads them. */
async function setStoredPosts(page: Page, value: StoredPost[] | string) {
  // A first visit saves the samples once the repository has loaded; that write must not land after this one.
  await waitForSavedPosts(page);
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [
    POSTS_KEY,
    typeof value === "string" ? value : JSON.stringify(value),
  ] as const);
  await reopen(page);
}

/** Turns the administrator mode on the way a past login leaves it: the stored flag. */
async function beAdmin(page: Page) {
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ isAdmin: true })), ADMIN_KEY);
  await reopen(page);
}

const cards = (page: Page) => page.getByRole("list", { name: /^(Blog posts|Blogbeiträge)$/ }).getByRole("article");
const toast = (page: Page) => page.getByTestId("toast");

async function expectToast(page: Page, copy: { title: string; description: string }, variant = "default") {
  await expect(toast(page)).toContainText(copy.title);
  await expect(toast(page)).toContainText(copy.description);
  await expect(toast(page)).toHaveAttribute("data-variant", variant);
}

async function fillPostForm(
  dialog: Locator,
  values: Partial<Record<"title" | "author" | "summary" | "content" | "tags", string>>,
) {
  for (const [name, value] of Object.entries(values)) {
    await dialog.locator(`[name="${name}"]`).fill(value);
  }
}

for (const [lang, { prefix, list: copy, post: postCopy, admin }] of Object.entries(languages)) {
  /**
   * Behaviour that is the same in both languages is checked in one of them: the administrator's changes in
   * English, where SPEC's toasts are; storage, sanitizing and the keyboard in German; each empty state, redirect
   * and refusal in one. What each language shows is checked by the list, post and login tests in both, and its
   * copy by app/content/blog/blog-copy.test.ts.
   */
  const onlyIn = (language: keyof typeof languages) => (lang === language ? test.describe : test.describe.skip);
  const testIn = (language: keyof typeof languages) => (lang === language ? test : test.skip);
  const listPath = `${prefix}/blog`;
  const postPath = (id: string) => `${prefix}/blog/${id}`;
  // What the pages show of SPEC's samples: German pages their German versions (app/lib/blog/localized-posts.ts).
  const [shown1, shown2] = lang === "de" ? [germanSample("1")!, germanSample("2")!] : [seed1, seed2];
  const firstHeading =
    lang === "de" ? "1. Nennen Sie die Kennzahl, nicht das Bauchgefühl" : "1. Name the metric, not the feeling";

  test.describe(`blog list (${lang})`, () => {
    test("shows the hero, the two sample posts as cards and the admin login; a card opens its post", async ({
      page,
    }) => {
      await open(page, listPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
      await expect(page.getByText(copy.lead)).toBeVisible();
      await waitForSavedPosts(page);
      await expect(cards(page)).toHaveCount(2);
      for (const [index, seed] of [shown1, shown2].entries()) {
        const card = cards(page).nth(index);
        const link = card.getByRole("link", { name: seed.title });
        await expect(link).toHaveAttribute("href", postPath(seed.id));
        await expect(card).toContainText(seed.author);
        await expect(card).toContainText(seed.date);
        await expect(card).toContainText(seed.summary);
        await expect(card.getByRole("list", { name: copy.tagsLabel }).getByRole("listitem")).toHaveText(seed.tags);
      }
      await expect(page.getByRole("button", { name: copy.adminBar.login })).toBeVisible();
      await expect(page.getByRole("button", { name: new RegExp(`^${copy.card.edit}`) })).toHaveCount(0);
      await expect(page.getByRole("button", { name: copy.adminBar.newPost })).toHaveCount(0);

      // A card opens its post in the page's language.
      await cards(page).nth(1).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${postPath("2")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown2.title);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("link", { name: postCopy.backToBlog }).first()).toBeVisible();
    });

    test("the stored posts take over after hydration without any layout shift", async ({ page }) => {
      type Probe = { shifts: { value: number; startTime: number; inMain: boolean }[]; cards: Element[] };
      await page.addInitScript(() => {
        const probe: Probe = { shifts: [], cards: [] };
        (window as unknown as { probe: Probe }).probe = probe;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries()) {
            const shift = entry as unknown as { value: number; sources?: { node?: Node }[] };
            const main = document.querySelector("main");
            const inMain = (shift.sources ?? []).some((source) => !source.node || !main || main.contains(source.node));
            probe.shifts.push({ value: shift.value, startTime: entry.startTime, inMain });
          }
        }).observe({ type: "layout-shift", buffered: true });
        // The pre-rendered cards, before any script of the page has run.
        document.addEventListener("DOMContentLoaded", () => {
          probe.cards = [...document.querySelectorAll("main ul > li > article")];
        });
      });
      const html = await (await page.request.get(listPath)).text();
      for (const seed of [seed1, seed2]) expect(html).toContain(seed.title.replace(/&/g, "&amp;"));
      await open(page, listPath);
      await waitForSavedPosts(page);
      // A returning visitor: the stored posts are read on load.
      await reopen(page);
      await expect(cards(page)).toHaveCount(2);
      await page.waitForTimeout(500);
      const result = await page.evaluate(() => {
        const { probe } = window as unknown as { probe: Probe };
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const now = [...document.querySelectorAll("main ul > li > article")];
        return {
          cardsKept: probe.cards.length === 2 && now.every((card, index) => card === probe.cards[index]),
          // A busy machine may paint a half-parsed document (the header growing as it arrives); what
          // counts is the page's content once parsed, when hydration and the repository's posts arrive.
          shiftAfterParsing: probe.shifts
            .filter((shift) => shift.inMain && shift.startTime >= navigation!.domInteractive)
            .reduce((sum, shift) => sum + shift.value, 0),
        };
      });
      expect(result).toEqual({ cardsKept: true, shiftAfterParsing: 0 });
    });

    testIn("de")("shows the empty state to a visitor, without the create button", async ({ page }) => {
      await open(page, listPath);
      await setStoredPosts(page, []);
      const empty = page.getByTestId("blog-empty");
      await expect(empty.getByRole("heading", { name: copy.empty.title })).toBeVisible();
      await expect(empty).toContainText(copy.empty.visitor);
      await expect(empty).not.toContainText(copy.empty.admin);
      await expect(page.getByRole("button", { name: copy.empty.createFirst })).toHaveCount(0);
      // An empty list stays empty: it is not mistaken for a first visit.
      await reopen(page);
      await expect(empty).toBeVisible();
      expect(await storedPosts(page)).toEqual([]);
    });

    testIn("en")(
      "shows the administrator an empty state with Create First Post, which creates the first post",
      async ({ page }) => {
        await open(page, listPath);
        await waitForSavedPosts(page);
        await page.evaluate((key) => localStorage.setItem(key, "[]"), POSTS_KEY);
        await beAdmin(page);
        const empty = page.getByTestId("blog-empty");
        await expect(empty).toContainText(copy.empty.title);
        await expect(empty).toContainText(copy.empty.admin);
        await page.getByRole("button", { name: copy.empty.createFirst }).click();
        const dialog = page.getByRole("dialog", { name: admin.postForm.createTitle });
        await fillPostForm(dialog, { title: "First!", author: "Ada", summary: "Short.", content: "<p>Hello</p>" });
        await dialog.getByRole("button", { name: admin.postForm.publish }).click();
        await expect(dialog).toBeHidden();
        await expect(cards(page)).toHaveCount(1);
        await expect(cards(page).first()).toContainText("First!");
        await expect(empty).toHaveCount(0);
        // The button that opened the dialog is gone; focus lands on New Post.
        await expect(page.getByRole("button", { name: copy.adminBar.newPost })).toBeFocused();
      },
    );
  });

  test.describe(`blog post page (${lang})`, () => {
    test("shows the post with its title, author, date, tags, summary, body and author box", async ({ page }) => {
      await open(page, postPath("1"));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(postCopy.postTitle.replace("{title}", shown1.title));
      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(shown1.title);
      await expect(article).toContainText(shown1.author);
      await expect(article).toContainText(shown1.date);
      await expect(article).toContainText(shown1.summary);
      await expect(article.getByRole("list", { name: postCopy.tagsLabel }).getByRole("listitem")).toHaveText(
        shown1.tags,
      );
      const body = page.getByTestId("post-body");
      await expect(body.getByRole("heading", { level: 2, name: firstHeading })).toBeVisible();
      await expect(body.locator("li")).toHaveCount(5);
      const about = page.getByRole("complementary", { name: postCopy.aboutAuthor.title });
      await expect(about).toContainText(shown1.author);
      await expect(about).toContainText(postCopy.aboutAuthor.text.replace("{author}", shown1.author));
    });

    test("Back to Blog leads to the list of the page's language; Back to Top scrolls up", async ({ page }) => {
      await open(page, postPath("2"));
      await page.getByRole("button", { name: postCopy.backToTop }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.getByRole("button", { name: postCopy.backToTop }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
      await page.getByRole("link", { name: postCopy.backToBlog }).last().click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${listPath}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
    });

    test("the Admin button opens the login dialog; Edit Post appears only for the administrator", async ({ page }) => {
      await open(page, postPath("1"));
      await expect(page.getByRole("button", { name: postCopy.editPost })).toHaveCount(0);
      const adminButton = page.getByRole("button", { name: postCopy.adminButton, exact: true });
      await adminButton.click();
      const dialog = page.getByRole("dialog", { name: admin.login.title });
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(adminButton).toBeFocused();
      await beAdmin(page);
      await expect(page.getByRole("button", { name: postCopy.editPost })).toBeVisible();
      await expect(page.getByRole("button", { name: postCopy.adminButton, exact: true })).toHaveCount(0);
    });

    testIn("en")("redirects an unknown id to the list", async ({ page }) => {
      const response = await page.request.get(postPath("424242"));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(postCopy.loading.replace("…", ""));
      expect(html).toContain('name="robots" content="noindex"');
      await open(page, postPath("424242"));
      await expect(page).toHaveURL(new RegExp(`:\\d+${listPath}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading);
      await expect(toast(page)).toContainText(admin.toasts.notFound.title);
    });

    testIn("en")("says without JavaScript that a post needs it, and links the list", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(postPath("424242"));
      // Playwright's text and role locators skip <noscript>; what the visitor reads is the rendered text.
      const main = page.locator("main");
      await expect(main).toContainText(postCopy.withoutJavaScript.text, { useInnerText: true });
      await expect(main).not.toContainText(postCopy.loading, { useInnerText: true });
      await main.locator("a", { hasText: postCopy.withoutJavaScript.link }).click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${listPath}$`));
      await context.close();
    });

    testIn("de")("redirects a deleted sample post to the list", async ({ page }) => {
      await open(page, listPath);
      await setStoredPosts(page, [seed2]);
      await open(page, postPath("1"));
      await expect(page).toHaveURL(new RegExp(`:\\d+${listPath}$`));
      await expect(cards(page)).toHaveCount(1);
    });
  });

  test.describe(`blog administrator login (${lang})`, () => {
    test("asks for the password, shows the demo hint and the authentication notice", async ({ page }) => {
      await open(page, listPath);
      await page.getByRole("button", { name: copy.adminBar.login }).click();
      const dialog = page.getByRole("dialog", { name: admin.login.title });
      await expect(dialog).toContainText(admin.login.hint.replace("{password}", "admin123"));
      await expect(dialog).toContainText(admin.login.notice);
      const password = dialog.getByLabel(admin.login.passwordLabel);
      await expect(password).toBeFocused();
      await expect(password).toHaveAttribute("type", "password");
      await dialog.getByRole("button", { name: admin.login.submit }).click();
      await expect(dialog).toContainText(admin.login.required);
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAccessibleDescription(new RegExp(admin.login.required));
      await expect(password).toBeFocused();
      await expect(toast(page)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    testIn("de")("rejects a wrong password after 800 ms", async ({ page }) => {
      await page.clock.install();
      await open(page, listPath);
      await waitForSavedPosts(page);
      await page.getByRole("button", { name: copy.adminBar.login }).click();
      const dialog = page.getByRole("dialog", { name: admin.login.title });
      await dialog.getByLabel(admin.login.passwordLabel).fill("guess");
      // From here on, only runFor() moves time.
      await pauseClock(page);
      await dialog.getByRole("button", { name: admin.login.submit }).click();
      await expect(dialog.getByRole("button", { name: admin.login.pending })).toBeDisabled();
      await page.clock.runFor(799);
      await expect(toast(page)).toHaveCount(0);
      await page.clock.runFor(1);
      await expectToast(page, admin.toasts.loginFailed, "destructive");
      await page.clock.resume();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(admin.login.passwordLabel)).toBeFocused();
      await expect(page.getByTestId("admin-banner")).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_KEY)).toBeNull();
    });

    test("accepts the password after 800 ms, persists the flag and logs out again", async ({ page }) => {
      await page.clock.install();
      await open(page, listPath);
      await waitForSavedPosts(page);
      await page.getByRole("button", { name: copy.adminBar.login }).click();
      const dialog = page.getByRole("dialog", { name: admin.login.title });
      await dialog.getByLabel(admin.login.passwordLabel).fill("admin123");
      // From here on, only runFor() moves time.
      await pauseClock(page);
      await dialog.getByRole("button", { name: admin.login.submit }).click();
      await page.clock.runFor(799);
      await expect(dialog).toBeVisible();
      await expect(page.getByTestId("admin-banner")).toHaveCount(0);
      await page.clock.runFor(1);
      await expectToast(page, admin.toasts.loginSuccess);
      await expect(dialog).toBeHidden();
      await page.clock.resume();
      const banner = page.getByTestId("admin-banner");
      await expect(banner).toContainText(copy.adminBar.title);
      await expect(banner.getByRole("button", { name: copy.adminBar.newPost })).toBeFocused();
      await expect(
        cards(page)
          .first()
          .getByRole("button", { name: new RegExp(`^${copy.card.edit}`) }),
      ).toBeVisible();
      await expect(
        cards(page)
          .first()
          .getByRole("button", { name: new RegExp(`^${copy.card.delete}`) }),
      ).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), ADMIN_KEY)).toBe('{"isAdmin":true}');

      await reopen(page);
      await expect(banner).toBeVisible();
      await open(page, postPath("2"));
      await expect(page.getByRole("button", { name: postCopy.editPost })).toBeVisible();

      await open(page, listPath);
      await banner.getByRole("button", { name: copy.adminBar.logout }).click();
      await expectToast(page, admin.toasts.loggedOut);
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole("button", { name: copy.adminBar.login })).toBeFocused();
      await expect(page.getByRole("button", { name: new RegExp(`^${copy.card.edit}`) })).toHaveCount(0);
      await reopen(page);
      await expect(page.getByRole("button", { name: copy.adminBar.login })).toBeVisible();
      await expect(banner).toHaveCount(0);
    });
  });

  onlyIn("en")(`blog administrator: create, edit, delete (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await open(page, listPath);
      await waitForSavedPosts(page);
      await beAdmin(page);
    });

    test("validates the post form in the page's language and keeps what was typed", async ({ page }) => {
      await page.getByRole("button", { name: copy.adminBar.newPost }).click();
      const dialog = page.getByRole("dialog", { name: admin.postForm.createTitle });
      await expect(dialog.locator('[name="title"]')).toBeFocused();
      await expect(dialog.locator('textarea[name="summary"]')).toHaveAttribute("rows", "3");
      await expect(dialog.locator('textarea[name="content"]')).toHaveAttribute("rows", "10");
      await dialog.getByRole("button", { name: admin.postForm.publish }).click();
      for (const field of ["title", "author", "summary", "content"] as const) {
        const control = dialog.locator(`[name="${field}"]`);
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(new RegExp(admin.postForm[field].error));
        await expect(dialog.getByLabel(admin.postForm[field].label, { exact: true })).toHaveCount(1);
      }
      await expect(dialog.locator('[name="tags"]')).not.toHaveAttribute("aria-invalid");
      await expect(dialog.locator('[name="title"]')).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);

      await fillPostForm(dialog, { title: "Kept title", summary: "Kept summary", tags: "x, y" });
      // Messages follow the fields once they are filled.
      await expect(dialog.locator('[name="title"]')).not.toHaveAttribute("aria-invalid");
      await dialog.getByRole("button", { name: admin.postForm.publish }).click();
      await expect(dialog.locator('[name="author"]')).toBeFocused();
      await expect(dialog.locator('[name="title"]')).toHaveValue("Kept title");
      await expect(dialog.locator('[name="summary"]')).toHaveValue("Kept summary");
      await expect(dialog.locator('[name="tags"]')).toHaveValue("x, y");
      await expect(dialog).toContainText(admin.postForm.author.error);
      await expect(dialog).not.toContainText(admin.postForm.title.error);
      await expect(toast(page)).toHaveCount(0);
      expect((await storedPosts(page))?.length).toBe(2);
    });

    test("creates a post on top; its page works in both languages and it survives a reload", async ({
      page,
      context,
    }) => {
      const before = Date.now();
      await page.getByRole("button", { name: copy.adminBar.newPost }).click();
      const dialog = page.getByRole("dialog", { name: admin.postForm.createTitle });
      await fillPostForm(dialog, {
        title: "Forecasting churn in plain language",
        author: "Ada Example",
        summary: "Ask which customers are at risk, and why.",
        content: "<h2>Why it matters</h2><p>Churn is <strong>expensive</strong>.</p>",
        tags: " Churn , ,Forecasting,  ",
      });
      await dialog.getByRole("button", { name: admin.postForm.publish }).click();
      await expectToast(page, admin.toasts.created);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: copy.adminBar.newPost })).toBeFocused();

      await expect(cards(page)).toHaveCount(3);
      const card = cards(page).first();
      await expect(card.getByRole("heading")).toHaveText("Forecasting churn in plain language");
      await expect(card.getByRole("list", { name: copy.tagsLabel }).getByRole("listitem")).toHaveText([
        "Churn",
        "Forecasting",
      ]);
      const today = await page.evaluate(() =>
        new Date().toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" }),
      );
      await expect(card).toContainText(today);

      const [created] = (await storedPosts(page))!;
      expect(created).toMatchObject({ title: "Forecasting churn in plain language", tags: ["Churn", "Forecasting"] });
      expect(created!.id).toMatch(/^\d{13}$/);
      expect(Number(created!.id)).toBeGreaterThanOrEqual(before - 60_000);
      expect(created!.date).toBe(today);
      await expect(card.getByRole("link")).toHaveAttribute("href", postPath(created!.id));

      // Into the post and back without a reload: the list never falls back to the two samples on the way.
      await card.getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forecasting churn in plain language");
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { seen: number[] }).seen = seen;
        new MutationObserver(() => seen.push(document.querySelectorAll("main ul > li > article").length)).observe(
          document.body,
          { childList: true, subtree: true },
        );
      });
      await page.getByRole("link", { name: postCopy.backToBlog }).first().click();
      await expect(cards(page)).toHaveCount(3);
      const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
      expect(seen.filter((count) => count > 0 && count !== 3)).toEqual([]);

      await reopen(page);
      await expect(cards(page).first()).toContainText("Forecasting churn in plain language");

      for (const [path, pathCopy] of [
        [`/blog/${created!.id}`, blogPostEn],
        [`/de/blog/${created!.id}`, blogPostDe],
      ] as const) {
        await open(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forecasting churn in plain language");
        await expect(page.getByTestId("post-body").getByRole("heading", { name: "Why it matters" })).toBeVisible();
        await expect(page.getByTestId("post-body").locator("strong")).toHaveText("expensive");
        await expect(page).toHaveTitle(pathCopy.postTitle.replace("{title}", "Forecasting churn in plain language"));
      }
      await expect(page.getByRole("link", { name: blogPostDe.backToBlog }).first()).toHaveAttribute("href", "/de/blog");

      // Another tab of the same browser sees it too.
      const other = await context.newPage();
      await other.goto(listPath);
      await expect(cards(other).first()).toContainText("Forecasting churn in plain language");
    });

    test("edits a post from its card, merging the changes into the stored post", async ({ page }) => {
      await cards(page)
        .nth(1)
        .getByRole("button", { name: new RegExp(`^${copy.card.edit}`) })
        .click();
      const dialog = page.getByRole("dialog", { name: admin.postForm.editTitle });
      await expect(dialog.locator('[name="title"]')).toHaveValue(seed2.title);
      await expect(dialog.locator('[name="content"]')).toHaveValue(seed2.content);
      await expect(dialog.locator('[name="tags"]')).toHaveValue(seed2.tags.join(", "));
      await fillPostForm(dialog, { title: "Dashboards, meet dialogue", tags: "Rollout, Governance" });
      await dialog.getByRole("button", { name: admin.postForm.save }).click();
      await expectToast(page, admin.toasts.updated);
      await expect(dialog).toBeHidden();
      await expect(cards(page).nth(1).getByRole("heading")).toHaveText("Dashboards, meet dialogue");
      await expect(
        cards(page)
          .nth(1)
          .getByRole("button", { name: new RegExp(`^${copy.card.edit}`) }),
      ).toBeFocused();
      const posts = (await storedPosts(page))!;
      expect(posts.map((p) => p.id)).toEqual(["1", "2"]);
      expect(posts[1]).toEqual({ ...seed2, title: "Dashboards, meet dialogue", tags: ["Rollout", "Governance"] });
      expect(posts[0]).toEqual(seed1);
    });

    test("edits a post from its page with Edit Post", async ({ page }) => {
      await open(page, postPath("1"));
      await page.getByRole("button", { name: postCopy.editPost }).click();
      const dialog = page.getByRole("dialog", { name: admin.postForm.editTitle });
      await fillPostForm(dialog, { summary: "A shorter summary.", content: "<p>New body.</p>" });
      await dialog.getByRole("button", { name: admin.postForm.save }).click();
      await expectToast(page, admin.toasts.updated);
      await expect(page.getByRole("article")).toContainText("A shorter summary.");
      await expect(page.getByTestId("post-body")).toHaveText("New body.");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(seed1.title);
      await expect(page.getByRole("button", { name: postCopy.editPost })).toBeFocused();
      await reopen(page);
      await expect(page.getByTestId("post-body")).toHaveText("New body.");
    });

    test("deletes a post only after confirmation", async ({ page }) => {
      const deleteButton = cards(page)
        .first()
        .getByRole("button", { name: new RegExp(`^${copy.card.delete}`) });
      await deleteButton.click();
      const dialog = page.getByRole("alertdialog", { name: admin.deletePost.title });
      await expect(dialog).toContainText(seed1.title);
      await expect(dialog.getByRole("button", { name: admin.deletePost.cancel })).toBeFocused();
      await dialog.getByRole("button", { name: admin.deletePost.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(deleteButton).toBeFocused();
      await expect(cards(page)).toHaveCount(2);

      await deleteButton.click();
      await dialog.getByRole("button", { name: admin.deletePost.confirm }).click();
      await expectToast(page, admin.toasts.deleted, "destructive");
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toContainText(seed2.title);
      await expect(page.getByRole("button", { name: copy.adminBar.newPost })).toBeFocused();
      expect((await storedPosts(page))!.map((p) => p.id)).toEqual(["2"]);
      await reopen(page);
      await expect(cards(page)).toHaveCount(1);
    });

    test("keeps the dialog and everything typed when the storage quota is full", async ({ page }) => {
      await page.addInitScript((key) => {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (name: string, value: string) {
          if (name === key && sessionStorage.getItem("quota-full") === "1") {
            throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
          }
          setItem.call(this, name, value);
        };
      }, POSTS_KEY);
      await reopen(page);
      await page.evaluate(() => sessionStorage.setItem("quota-full", "1"));
      await page.getByRole("button", { name: copy.adminBar.newPost }).click();
      const dialog = page.getByRole("dialog", { name: admin.postForm.createTitle });
      const values = {
        title: "Too big",
        author: "Ada",
        summary: "Does not fit.",
        content: "<p>Long</p>",
        tags: "a, b",
      };
      await fillPostForm(dialog, values);
      await dialog.getByRole("button", { name: admin.postForm.publish }).click();
      await expectToast(page, admin.toasts.notSaved, "destructive");
      await expect(dialog).toBeVisible();
      for (const [name, value] of Object.entries(values)) {
        await expect(dialog.locator(`[name="${name}"]`)).toHaveValue(value);
      }
      // The page behind the open dialog is hidden from the accessibility tree; count the cards in the DOM.
      await expect(page.locator("main ul > li > article")).toHaveCount(2);
      expect((await storedPosts(page))!.map((p) => p.id)).toEqual(["1", "2"]);

      // Space freed: the same dialog publishes.
      await page.evaluate(() => sessionStorage.removeItem("quota-full"));
      await dialog.getByRole("button", { name: admin.postForm.publish }).click();
      await expectToast(page, admin.toasts.created);
      await expect(cards(page)).toHaveCount(3);
    });
  });

  onlyIn("de")(`blog storage robustness (${lang})`, () => {
    for (const [label, raw] of [
      ["broken JSON", '[{"id":"1","title":'],
      ["another app's data", '{"theme":"dark","items":[1,2,3]}'],
    ] as const) {
      test(`recovers from ${label}: the samples show and the value is kept under the backup key`, async ({ page }) => {
        await open(page, listPath);
        await setStoredPosts(page, raw);
        await expect(cards(page)).toHaveCount(2);
        await expect(cards(page).first()).toContainText(shown1.title);
        await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), BACKUP_KEY)).toBe(raw);
        await expect.poll(async () => (await storedPosts(page))?.map((p) => p.id)).toEqual(["1", "2"]);
        await open(page, postPath("2"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(shown2.title);
      });
    }

    test("shows changes made in another tab (storage event)", async ({ page, context }) => {
      await open(page, listPath);
      await waitForSavedPosts(page);
      const other = await context.newPage();
      await other.goto(listPath);
      await waitForSavedPosts(other);
      const fromOtherTab: StoredPost = {
        id: "1900000000000",
        title: "Written in another tab",
        author: "Tab Two",
        date: "March 17, 2030",
        summary: "Shows up everywhere.",
        content: "<p>Hi</p>",
        tags: [],
      };
      await other.evaluate(
        ([key, post]) => {
          const posts = JSON.parse(localStorage.getItem(key)!) as unknown[];
          localStorage.setItem(key, JSON.stringify([post, ...posts]));
        },
        [POSTS_KEY, fromOtherTab] as const,
      );
      await expect(cards(page)).toHaveCount(3);
      await expect(cards(page).first()).toContainText("Written in another tab");

      // A post page follows edits in the other tab, and leaves when the post is deleted there.
      await open(page, postPath(fromOtherTab.id));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Written in another tab");
      await other.evaluate(
        ([key, id]) => {
          const posts = JSON.parse(localStorage.getItem(key)!) as { id: string; title: string }[];
          localStorage.setItem(key, JSON.stringify(posts.map((p) => (p.id === id ? { ...p, title: "Renamed" } : p))));
        },
        [POSTS_KEY, fromOtherTab.id] as const,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renamed");
      await other.evaluate(
        ([key, id]) => {
          const posts = JSON.parse(localStorage.getItem(key)!) as { id: string }[];
          localStorage.setItem(key, JSON.stringify(posts.filter((p) => p.id !== id)));
        },
        [POSTS_KEY, fromOtherTab.id] as const,
      );
      await expect(page).toHaveURL(new RegExp(`:\\d+${listPath}$`));

      // Logging in in one tab unlocks the other.
      await other.evaluate((key) => localStorage.setItem(key, JSON.stringify({ isAdmin: true })), ADMIN_KEY);
      await expect(page.getByTestId("admin-banner")).toBeVisible();
    });
  });

  onlyIn("de")(`blog post HTML is sanitized (${lang})`, () => {
    // Without the Content-Security-Policy, a handler that got through would really run and set the flag:
    // these tests prove the sanitizing, not the CSP (the CSP's silence is the test after these).
    test.use({ bypassCSP: true });

    test("scripts, event handlers, javascript: links and SVG payloads from the form never run", async ({ page }) => {
      await open(page, listPath);
      await beAdmin(page);
      await page.getByRole("button", { name: copy.adminBar.newPost }).click();
      const dialog = page.getByRole("dialog", { name: admin.postForm.createTitle });
      await fillPostForm(dialog, {
        title: "<img src=x onerror=\"window.__xss='title'\"> Title",
        author: "Mallory",
        summary: "<script>window.__xss='summary'</script>",
        content: payload,
      });
      await dialog.getByRole("button", { name: admin.postForm.publish }).click();
      await expectToast(page, admin.toasts.created);
      // Title and summary are text, never markup.
      await expect(cards(page).first().getByRole("heading")).toHaveText(
        "<img src=x onerror=\"window.__xss='title'\"> Title",
      );
      await expect(cards(page).first()).toContainText("<script>window.__xss='summary'</script>");
      await cards(page).first().getByRole("link").click();
      await expect(page).toHaveURL(/\/blog\/\d{13}$/);
      await expectNothingRan(page);
    });

    test("a tampered sample post in storage is sanitized too", async ({ page }) => {
      await open(page, listPath);
      await setStoredPosts(page, [{ ...seed1, content: payload }, seed2]);
      await open(page, postPath("1"));
      await expectNothingRan(page);
      await expect(page.getByTestId("post-body")).not.toContainText("Name the metric");
    });
  });

  test(`hostile post HTML is taken apart without a sound, under the real CSP (${lang})`, async ({ page }) => {
    // The page's console stays clean (the fixture fails the test on any error): the sanitizer parses in a
    // document where nothing can run, so the CSP has nothing to refuse and report.
    await open(page, listPath);
    await setStoredPosts(page, [{ ...seed1, content: payload }, seed2]);
    await open(page, postPath("1"));
    await expect(page.getByTestId("post-body").getByText("Safe text stays.")).toBeVisible();
    await expect(page.getByTestId("post-body").locator("[onerror], [onload], [ontoggle], svg, script")).toHaveCount(0);
    await page.waitForTimeout(300);
  });

  onlyIn("de")(`blog with the keyboard only (${lang})`, () => {
    /** Presses Tab until the element is focused (fails after `limit` presses). */
    async function tabTo(page: Page, target: Locator, limit = 40) {
      for (let i = 0; i < limit; i++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press("Tab");
      }
      await expect(target).toBeFocused();
    }

    test("logs in, creates, edits and deletes a post without a mouse", async ({ page }) => {
      await open(page, listPath);
      await waitForSavedPosts(page);
      await tabTo(page, page.getByRole("button", { name: copy.adminBar.login }));
      await page.keyboard.press("Enter");
      const login = page.getByRole("dialog", { name: admin.login.title });
      await expect(login.getByLabel(admin.login.passwordLabel)).toBeFocused();
      await page.keyboard.type("admin123");
      await page.keyboard.press("Enter");
      await expectToast(page, admin.toasts.loginSuccess);
      const newPost = page.getByRole("button", { name: copy.adminBar.newPost });
      await expect(newPost).toBeFocused();

      await page.keyboard.press("Enter");
      const create = page.getByRole("dialog", { name: admin.postForm.createTitle });
      await expect(create.locator('[name="title"]')).toBeFocused();
      await page.keyboard.type("Keyboard post");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Kim Keys");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Written without a mouse.");
      await page.keyboard.press("Tab");
      await page.keyboard.type("<p>Tab, type, Enter.</p>");
      await page.keyboard.press("Tab");
      await page.keyboard.type("Accessibility");
      await page.keyboard.press("Enter");
      await expectToast(page, admin.toasts.created);
      await expect(create).toBeHidden();
      await expect(newPost).toBeFocused();
      await expect(cards(page).first()).toContainText("Keyboard post");

      const edit = cards(page)
        .first()
        .getByRole("button", { name: new RegExp(`^${copy.card.edit}`) });
      await tabTo(page, edit);
      await page.keyboard.press("Enter");
      const editDialog = page.getByRole("dialog", { name: admin.postForm.editTitle });
      await expect(editDialog.locator('[name="title"]')).toBeFocused();
      await page.keyboard.press("End");
      await page.keyboard.type(", revised");
      await page.keyboard.press("Enter");
      await expectToast(page, admin.toasts.updated);
      await expect(cards(page).first().getByRole("heading")).toHaveText("Keyboard post, revised");
      await expect(edit).toBeFocused();

      await page.keyboard.press("Tab");
      const remove = cards(page)
        .first()
        .getByRole("button", { name: new RegExp(`^${copy.card.delete}`) });
      await expect(remove).toBeFocused();
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("alertdialog", { name: admin.deletePost.title });
      await expect(confirm.getByRole("button", { name: admin.deletePost.cancel })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(confirm.getByRole("button", { name: admin.deletePost.confirm })).toBeFocused();
      await page.keyboard.press("Enter");
      await expectToast(page, admin.toasts.deleted, "destructive");
      await expect(cards(page)).toHaveCount(2);
      await expect(newPost).toBeFocused();
    });
  });
}

// The sample posts and lists as pre-rendered, and the language marked on the posts' own words, are in the HTML:
// tests/http/blog-content.test.ts.
test.describe("blog administrator views at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the admin list, the post form and the delete dialog have no axe violations", async ({ page }) => {
    await open(page, "/de/blog");
    await beAdmin(page);
    await expect(page.getByTestId("admin-banner")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: blogDe.adminBar.newPost }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page
      .getByRole("button", { name: /^Löschen/ })
      .first()
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the post page toolbar fits the screen", async ({ page }) => {
    await open(page, "/de/blog/2");
    await beAdmin(page);
    await expect(page.getByRole("button", { name: blogPostDe.editPost })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
