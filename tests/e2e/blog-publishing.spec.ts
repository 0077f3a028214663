/**
 * The publishing blog (BLOG_STORE=server) in a real browser: an operator made on the command line signs in from
 * the blog's own dialog; New Post, a card's Edit and Edit Post open the back office's editor (issue 48: one
 * editor), where the operator writes a German post as a draft and makes its English translation with Translate;
 * the operator previews the draft, publishes it, and a second browser without a session finds it on /de/blog, in
 * the feed and in the sitemap. Hostile content never runs, and posts left in a browser by the demo blog are
 * offered for import. Runs against the second e2e server (tests/e2e/servers.ts).
 */
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import backOfficeDe from "#app/content/admin/de.ts";
import adminDe from "#app/content/blog-admin/de.ts";
import blogPostDe from "#app/content/blog-post/de.ts";
import blogDe from "#app/content/blog/de.ts";
import { axeViolations, documentNotFound, expect, open, reopen, test } from "./fixtures.ts";
import { PUBLISHING_DATA_DIR, publishingBaseURL } from "./servers.ts";
import { expectNothingRan, xssPayload } from "./xss.ts";

test.use({ baseURL: publishingBaseURL });

const PASSWORD = "ein langes Passwort für die Redaktion";

/** A fresh operator in the publishing server's store, made as an operator would: with the CLI. */
function createOperator(): string {
  const email = `redaktion-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@conversational-bi.example`;
  execFileSync(process.execPath, ["scripts/admin.ts", "create", "--email", email], {
    env: { ...process.env, DATA_DIR: PUBLISHING_DATA_DIR, DATABASE_URL: "" },
    input: `${PASSWORD}\n`,
  });
  return email;
}

const cards = (page: Page) => page.getByRole("list", { name: blogDe.postsLabel }).getByRole("article");
const toast = (page: Page) => page.getByTestId("toast");

/** Signs in from the blog's "Admin Login" dialog, which asks for the operator's address and shows no password hint. */
async function signIn(page: Page, email: string) {
  await page.getByRole("button", { name: blogDe.adminBar.login }).click();
  const dialog = page.getByRole("dialog", { name: adminDe.login.title });
  await expect(dialog).toContainText(adminDe.server.loginDescription);
  await expect(dialog).not.toContainText("admin123");
  await dialog.getByLabel(adminDe.server.emailLabel).fill(email);
  await dialog.getByLabel(adminDe.login.passwordLabel).fill(PASSWORD);
  await dialog.getByRole("button", { name: adminDe.login.submit }).click();
  await expect(toast(page)).toContainText(adminDe.toasts.loginSuccess.title);
  await expect(dialog).toBeHidden();
  // The bar names the operator, and says nothing of changes kept in this browser.
  await expect(page.getByTestId("admin-banner")).toContainText(
    blogDe.adminBar.serverDescription.replace("{operator}", email),
  );
}

/** The back office's editor as the public blog's New Post and Edit Post open it, in German (issue 48: one editor). */
const editorText = backOfficeDe.blog.editor;

/** Fills the editor's fields and types the body: a heading and a bold word, by Markdown shortcuts. */
async function writeInEditor(page: Page, fields: Record<"title" | "author" | "summary" | "tags", string>) {
  for (const [name, value] of Object.entries(fields))
    await page.getByLabel(editorText.fields[name as keyof typeof fields], { exact: true }).fill(value);
  await page.getByRole("textbox", { name: editorText.contentLabel }).click();
  await page.keyboard.type("## Überblick\nFragen Sie nach dem **Umsatz** im März.");
}

test("from the blog, an operator writes a German post in the back office's editor, translates it, previews the draft and publishes it; a visitor then finds it everywhere", async ({
  page,
  browser,
  problems,
}) => {
  // A whole capability in one journey (write, translate, preview, publish, read as a visitor): ~25 s alone, more
  // beside another worker's journey.
  test.setTimeout(90_000);
  problems.allow(documentNotFound);
  const email = createOperator();
  const title = `Kennzahlen im Gespräch ${Date.now()}`;

  await open(page, "/de/blog");
  // The samples are seeded in German too.
  await expect(cards(page).first()).toBeVisible();
  await signIn(page, email);

  // New Post opens the back office's editor for a German post: no dialog of SPEC's demo.
  await page.getByRole("link", { name: blogDe.adminBar.newPost }).click();
  await expect(page).toHaveURL(/\/de\/admin\/blog\/new\?lang=de$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(editorText.headingNew);
  // A page of its own: what is typed before React has taken over would be drawn over.
  await page.locator("html[data-hydrated]").waitFor();
  await writeInEditor(page, {
    title,
    author: "Jörg Weiß",
    summary: "Wie Fachabteilungen ohne SQL an belastbare Antworten kommen.",
    tags: "Analytics, Größe",
  });
  // A new post starts as a draft.
  await page.getByRole("button", { name: editorText.actions.saveDraft }).click();
  await expect(page).toHaveURL(/\/de\/admin\/blog\/\d{13}$/);
  const id = page.url().split("/").pop()!;

  // Translate: the English draft, made from the German words, opens in the editor, linked to the German post.
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: backOfficeDe.blog.translation.action.en }).click();
  await expect(page).not.toHaveURL(new RegExp(`/${id}$`));
  await expect(page.getByText(backOfficeDe.blog.translation.made.en)).toBeVisible();
  await expect(page.getByLabel(editorText.fields.title, { exact: true })).toHaveValue(title);
  await expect(page.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", `/de/admin/blog/${id}`);
  const english = page.url().split("/").pop()!;

  await open(page, "/de/blog");
  const card = cards(page).filter({ hasText: title });
  await expect(card).toContainText(adminDe.server.statuses.draft);
  // The card's Edit opens the editor of this post.
  await expect(card.getByRole("link", { name: new RegExp(`^${blogDe.card.edit}`) })).toHaveAttribute(
    "href",
    `/de/admin/blog/${id}`,
  );
  const href = await card.getByRole("link", { name: title, exact: true }).getAttribute("href");
  // Its address is its title in words (umlauts written out), not its id.
  expect(href).toMatch(/^\/de\/blog\/kennzahlen-im-gespraech-\d{13}$/);

  // A second browser without a session: the draft does not exist.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.addInitScript(() => sessionStorage.setItem("first-visit", "1"));
  await open(visitor, "/de/blog");
  await expect(cards(visitor).first()).toBeVisible();
  await expect(cards(visitor).filter({ hasText: title })).toHaveCount(0);
  expect((await visitor.goto(href!))?.status()).toBe(404);

  // The operator previews it as visitors will see it, then publishes it: Edit Post opens the editor.
  await card.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText(adminDe.server.draftBanner)).toBeVisible();
  await expect(page.getByTestId("post-body").locator("strong")).toHaveText("Umsatz");
  await page.getByRole("link", { name: blogPostDe.editPost }).click();
  await expect(page).toHaveURL(new RegExp(`/de/admin/blog/${id}$`));
  await page.locator("html[data-hydrated]").waitFor();
  // The German post names its translation, the English draft.
  await expect(page.getByRole("link", { name: title, exact: true })).toHaveAttribute(
    "href",
    `/de/admin/blog/${english}`,
  );
  await page.getByLabel(editorText.fields.status).selectOption("published");
  await page.getByRole("button", { name: editorText.actions.publish }).click();
  await expect(page.getByRole("status").filter({ hasText: editorText.saved.publish })).toBeVisible();
  await open(page, href!);
  await expect(page.getByText(adminDe.server.draftBanner)).toBeHidden();

  // Now every visitor sees it: the list, the page, the feed, the sitemap.
  await open(visitor, "/de/blog");
  await expect(cards(visitor).filter({ hasText: title })).toHaveCount(1);
  await expect(cards(visitor).filter({ hasText: title })).not.toContainText(adminDe.server.statuses.draft);
  await cards(visitor).filter({ hasText: title }).getByRole("link").click();
  await expect(visitor).toHaveURL(new RegExp(`${href}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor).toHaveTitle(blogPostDe.postTitle.replace("{title}", title));
  await expect(visitor.getByRole("link", { name: blogPostDe.editPost })).toHaveCount(0);
  const feedHref = await visitor.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href");
  expect(feedHref).toBe("/de/blog/feed.xml");
  await open(visitor, "/de/blog");
  await expect(visitor.getByRole("link", { name: blogDe.feed.link })).toHaveAttribute("href", feedHref!);
  const feed = await visitor.request.get(feedHref!);
  expect(await feed.text()).toContain(`<title>${title}</title>`);
  const sitemap = await visitor.request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain(`${href}</loc>`);
  expect(await axeViolations(visitor)).toEqual([]);
  await visitorContext.close();

  // Deleted from the blog's card (SPEC's confirmation), it is gone again; its English draft too (the next run's
  // lists stay short).
  await open(page, "/de/blog");
  await cards(page)
    .filter({ hasText: title })
    .getByRole("button", { name: new RegExp(`^${blogDe.card.delete}`) })
    .click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(adminDe.server.deleteDescription.replace("{title}", title));
  await confirm.getByRole("button", { name: adminDe.deletePost.confirm }).click();
  await expect(toast(page)).toContainText(adminDe.toasts.deleted.title);
  await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
  expect(await deleteById(page, english)).toBe(204);
});

/** Deletes a post through the API with the operator's session, as the editor's page would. */
function deleteById(page: Page, id: string): Promise<number> {
  return page.evaluate(
    async (path) => (await fetch(path, { method: "DELETE" })).status,
    `/api/blog/posts/${id}?lang=de`,
  );
}

/** A post's id, which the API takes (its page's address is its slug): from the operator's list of the language. */
function postIdOf(page: Page, title: string): Promise<string> {
  return page.evaluate(async (wanted) => {
    const posts = (await (await fetch("/api/blog/posts?lang=de")).json()) as { id: string; title: string }[];
    return posts.find((post) => post.title === wanted)!.id;
  }, title);
}

test.describe("hostile content", () => {
  test.use({ bypassCSP: true });

  test("an XSS corpus in a published post runs neither for the operator nor for a visitor", async ({
    page,
    browser,
  }) => {
    const email = createOperator();
    await open(page, "/de/blog");
    await signIn(page, email);
    const title = `Harmlos ${Date.now()}`;
    // Published through the API the editor writes with: what is stored is what any editor could send.
    const created = await page.evaluate(
      async (post) =>
        (
          await fetch("/api/blog/posts?lang=de", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(post),
          })
        ).status,
      {
        title,
        author: "Mallory",
        summary: "<script>window.__xss='summary'</script>",
        content: xssPayload,
        tags: "",
        status: "published",
      },
    );
    expect(created).toBe(201);
    await reopen(page);
    const card = cards(page).filter({ hasText: title });
    await expect(card).toContainText("<script>window.__xss='summary'</script>");
    const href = (await card.getByRole("link", { name: title, exact: true }).getAttribute("href"))!;
    await card.getByRole("link", { name: title, exact: true }).click();
    await expectNothingRan(page);

    const visitorContext = await browser.newContext({ bypassCSP: true });
    const visitor = await visitorContext.newPage();
    await open(visitor, href);
    await expectNothingRan(visitor);
    await visitorContext.close();

    await page.getByRole("link", { name: blogPostDe.editPost }).waitFor();
    const removed = await deleteById(page, await postIdOf(page, title));
    expect(removed).toBe(204);
  });
});

test("posts an editor left in this browser's demo blog are offered for import, as drafts", async ({ page }) => {
  const email = createOperator();
  const title = `Aus dem Demo-Blog ${Date.now()}`;
  await open(page, "/de/blog");
  await page.evaluate((post) => localStorage.setItem("blog-posts", JSON.stringify([post])), {
    id: String(Date.now()),
    title,
    author: "Jörg Weiß",
    date: "23. November 2026",
    summary: "Im Browser geschrieben, bevor der Blog auf den Server zog.",
    content: "<p>Nicht verlieren!</p>",
    tags: ["Umzug"],
  });
  await reopen(page);
  // Only an operator is offered the import.
  await expect(page.getByText(adminDe.server.importOne)).toHaveCount(0);
  await signIn(page, email);
  await expect(page.getByText(adminDe.server.importOne)).toBeVisible();
  await page.getByRole("button", { name: adminDe.server.importButton }).click();
  await expect(toast(page)).toContainText(adminDe.server.imported.title);
  await expect(page.getByText(adminDe.server.importOne)).toHaveCount(0);
  const card = cards(page).filter({ hasText: title });
  await expect(card).toContainText(adminDe.server.statuses.draft);
  expect(await page.evaluate(() => localStorage.getItem("blog-posts"))).toBe("[]");

  expect(await deleteById(page, await postIdOf(page, title))).toBe(204);
});
