/**
 * The publishing blog's media on the wire (issue 33, part B; BLOG_STORE=server): images uploaded by an editor
 * (judged by their bytes, 10 MB at most, refused in the page's language) and served as content-addressed
 * variants cached for a year; posts at addresses in words, their ids and old slugs answering 301, in feeds and
 * the sitemap by slug.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import backOfficeDe from "#app/content/admin/de.ts";
import adminDe from "#app/content/blog-admin/de.ts";
import adminEn from "#app/content/blog-admin/en.ts";
import type { UploadedImage } from "#app/lib/blog/post-images.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, cookieOf, storeRows } from "./back-office-support.ts";
import { rawRequest } from "./http-client.ts";
import { structuredData } from "./html.ts";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;
let dataDir: string;
let session: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-blog-media-"));
  const { code, output } = await adminCli("create", "redaktion@example.com", PASSWORD, { DATA_DIR: dataDir });
  expect(code, output).toBe(0);
  server = await startServer({ DATA_DIR: dataDir, BLOG_STORE: "server" });
  const response = await rawRequest(server.url, "/api/blog/session?lang=de", {
    method: "POST",
    headers: { Origin: server.url, "Content-Type": "application/json" },
    body: JSON.stringify({ email: "redaktion@example.com", password: PASSWORD }),
  });
  expect(response.status, response.body).toBe(200);
  session = cookieOf(response)!;
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** An upload as the editor's picker sends it: the file's bytes as the body, from our origin, with the cookie. */
function upload(
  bytes: Uint8Array<ArrayBuffer>,
  { lang = "en", type = "image/png", cookie = session, origin = server.url } = {},
) {
  return fetch(`${server.url}/api/blog/images?lang=${lang}`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": type, ...(cookie ? { Cookie: cookie } : {}) },
    body: bytes,
  });
}

function api(path: string, method: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { Origin: server.url, Cookie: session, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const visit = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: "manual", headers: { "Accept-Encoding": "identity", ...headers } });

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0ea5e9" } });

const storedImages = async () =>
  (await storeRows<{ n: number }>(dataDir, "SELECT count(*) AS n FROM post_images"))[0]!.n;

describe("uploading an image", () => {
  it("keeps a PNG, a JPEG and a WebP as WebP and AVIF in three widths, served for a year under their hash", async () => {
    for (const [format, type] of [
      ["png", "image/png"],
      ["jpeg", "image/jpeg"],
      ["webp", "image/webp"],
    ] as const) {
      const bytes = await picture(2400, 1200).toFormat(format).toBuffer();
      const response = await upload(bytes, { type });
      expect(response.status, format).toBe(201);
      const image = (await response.json()) as UploadedImage;
      expect(image).toMatchObject({ width: 1600, height: 800, widths: [480, 960, 1600] });
      expect(image.src).toBe(`/blog/images/${image.id}-1600.webp`);
      expect(image.srcset).toBe(
        [480, 960, 1600].map((width) => `/blog/images/${image.id}-${width}.webp ${width}w`).join(", "),
      );
      for (const width of image.widths) {
        for (const [extension, contentType] of [
          ["webp", "image/webp"],
          ["avif", "image/avif"],
        ]) {
          const variant = await visit(`/blog/images/${image.id}-${width}.${extension}`);
          expect(variant.status).toBe(200);
          expect(variant.headers.get("content-type")).toBe(contentType);
          expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
          const metadata = await sharp(new Uint8Array(await variant.arrayBuffer())).metadata();
          expect([metadata.width, metadata.height]).toEqual([width, width / 2]);
        }
      }
    }
  });

  it("answers a revalidation with 304, an unknown name with 404", async () => {
    const image = (await (await upload(await picture(640, 480).png().toBuffer())).json()) as UploadedImage;
    expect(image.widths).toEqual([480, 640]);
    const path = `/blog/images/${image.id}-640.avif`;
    const first = await visit(path);
    const etag = first.headers.get("etag");
    expect(etag).toBe(`"${image.id}-640.avif"`);
    const again = await visit(path, { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect((await visit(`/blog/images/${image.id}-960.webp`)).status).toBe(404);
    expect((await visit("/blog/images/ffffffffffffffff-480.webp")).status).toBe(404);
    expect((await visit("/blog/images/not-an-image.png")).status).toBe(404);
  });

  it("turns a photo upright and keeps none of its metadata", async () => {
    // 400×200 stored, to be shown rotated (EXIF orientation 6): upright it is 200×400.
    const bytes = await picture(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Jane Doe" } } })
      .toBuffer();
    const image = (await (await upload(bytes, { type: "image/jpeg" })).json()) as UploadedImage;
    expect([image.width, image.height]).toEqual([200, 400]);
    const variant = await visit(`/blog/images/${image.id}-200.webp`);
    const metadata = await sharp(new Uint8Array(await variant.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([
      200,
      400,
      undefined,
      undefined,
    ]);
  });

  it("refuses a text file named .png with a message in the page's language, and stores nothing", async () => {
    const before = await storedImages();
    const text = new TextEncoder().encode("Dies ist kein Bild, auch wenn es image.png heißt.");
    const german = await upload(text, { lang: "de", type: "image/png" });
    expect(german.status).toBe(415);
    expect(await german.json()).toEqual({ message: adminDe.api.notAnImage });
    const english = await upload(text, { lang: "en", type: "image/png" });
    expect(await english.json()).toEqual({ message: adminEn.api.notAnImage });
    expect(await storedImages()).toBe(before);
  });

  it("refuses 10 MB and one byte with 413 before reading it, in the page's language", async () => {
    const before = await storedImages();
    const tooLarge = new Uint8Array(10 * 1024 * 1024 + 1);
    const german = await upload(tooLarge, { lang: "de" });
    expect(german.status).toBe(413);
    expect(await german.json()).toEqual({ message: adminDe.api.imageTooLarge });
    const english = await upload(tooLarge, { lang: "en" });
    expect(await english.json()).toEqual({ message: adminEn.api.imageTooLarge });
    expect(await storedImages()).toBe(before);
  });

  it("takes images from signed-in editors on our own pages only", async () => {
    const bytes = await picture(100, 100).png().toBuffer();
    const anonymous = await upload(bytes, { cookie: "", lang: "de" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: adminDe.api.signIn });
    const crossSite = await upload(bytes, { origin: "https://evil.example", lang: "de" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: adminDe.api.crossSite });
  });

  it("shows a post's images with srcset, size and lazy loading, and drops another site's", async () => {
    const image = (await (await upload(await picture(1200, 600).png().toBuffer())).json()) as UploadedImage;
    const content =
      `<p>Intro</p><img src="${image.src}" srcset="${image.srcset}" width="${image.width}" height="${image.height}" alt="Umsatz nach Region">` +
      `<img src="https://tracker.example/pixel.gif" alt="fremd">`;
    const created = await api("/api/blog/posts?lang=de", "POST", {
      title: "Bilder im Beitrag",
      author: "Jörg Weiß",
      summary: "Ein Beitrag mit Bild.",
      content,
      tags: "",
      status: "published",
    });
    expect(created.status).toBe(201);
    const page = new JSDOM(await (await visit("/de/blog/bilder-im-beitrag")).text()).window.document;
    const images = [...page.querySelectorAll("[data-testid=post-body] img")];
    expect(images.map((each) => each.getAttribute("alt"))).toEqual(["Umsatz nach Region"]);
    expect(images[0]!.getAttribute("srcset")).toBe(image.srcset);
    expect(images[0]!.getAttribute("sizes")).toBe("(min-width: 48rem) 48rem, 100vw");
    expect([images[0]!.getAttribute("width"), images[0]!.getAttribute("height")]).toEqual(["1200", "600"]);
    expect(images[0]!.getAttribute("loading")).toBe("lazy");
  });
});

describe("a cover image", () => {
  it("is required to have alt text before publishing, as every body image is, in the page's language", async () => {
    const image = (await (await upload(await picture(800, 400).png().toBuffer())).json()) as UploadedImage;
    const post = { title: "Ohne Beschreibung", author: "Jörg Weiß", summary: "Kurz.", tags: "", status: "published" };
    const cover = await api("/api/blog/posts?lang=de", "POST", {
      ...post,
      content: "<p>Text</p>",
      cover: { image: image.id, alt: " " },
    });
    expect(cover.status).toBe(422);
    expect(await cover.json()).toEqual({
      message: adminDe.api.invalid,
      fieldErrors: { cover: adminDe.api.altMissing },
    });
    // The image without one is named by its file and its place among the body's images.
    const file = image.src.split("/").pop();
    const content = `<img src="${image.src}" alt="Chart"><img src="${image.src}">`;
    const body = await api("/api/blog/posts?lang=en", "POST", { ...post, content });
    expect(await body.json()).toEqual({
      message: adminEn.api.invalid,
      fieldErrors: {
        content: `The image '${file}' (2nd in the text) needs a description (alt text) before publishing.`,
      },
    });
    const german = await api("/api/blog/posts?lang=de", "POST", { ...post, content });
    expect((await german.json()).fieldErrors).toEqual({
      content: `Das Bild „${file}“ (2. im Text) braucht vor dem Veröffentlichen eine Beschreibung (Alternativtext).`,
    });
    const unknown = await api("/api/blog/posts?lang=de", "POST", {
      ...post,
      content: "<p>Text</p>",
      cover: { image: "ffffffffffffffff", alt: "Etwas" },
    });
    expect((await unknown.json()).fieldErrors).toEqual({ cover: adminDe.api.badCover });
    // A draft may wait for its alt text.
    const draft = await api("/api/blog/posts?lang=de", "POST", {
      ...post,
      status: "draft",
      content: "<p>Text</p>",
      cover: { image: image.id, alt: "" },
    });
    expect(draft.status).toBe(201);
    const { id } = (await draft.json()) as { id: string };
    const publish = await api(`/api/blog/posts/${id}?lang=de`, "PATCH", { status: "published" });
    expect((await publish.json()).fieldErrors).toEqual({ cover: adminDe.api.altMissing });
  });

  it("leads the post page (eager, first), shows lazily on the card, and is the post's link preview", async () => {
    const image = (await (
      await upload(await picture(2400, 1200).jpeg().toBuffer(), { type: "image/jpeg" })
    ).json()) as UploadedImage;
    const created = await api("/api/blog/posts?lang=en", "POST", {
      title: "Revenue at a glance",
      author: "Jörg Weiß",
      summary: "A post with a cover.",
      content: "<p>Text</p>",
      tags: "",
      status: "published",
      cover: { image: image.id, alt: "A bar chart of revenue by region" },
    });
    expect(created.status).toBe(201);
    expect((await created.json()).cover).toMatchObject({
      image: { id: image.id },
      alt: "A bar chart of revenue by region",
    });

    const page = new JSDOM(await (await visit("/blog/revenue-at-a-glance")).text()).window.document;
    const cover = page.querySelector("header picture img")!;
    expect(cover.getAttribute("alt")).toBe("A bar chart of revenue by region");
    expect(cover.getAttribute("fetchpriority")).toBe("high");
    expect(cover.getAttribute("loading")).toBe("eager");
    expect([cover.getAttribute("width"), cover.getAttribute("height")]).toEqual(["1600", "800"]);
    expect(page.querySelector('header picture source[type="image/avif"]')?.getAttribute("srcset")).toContain(
      `/blog/images/${image.id}-960.avif 960w`,
    );
    const og = (property: string) => page.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
    expect(og("og:image")).toMatch(new RegExp(`^https?://[^/]+/blog/images/${image.id}-1200\\.jpg$`));
    expect([og("og:image:type"), og("og:image:width"), og("og:image:height")]).toEqual(["image/jpeg", "1200", "600"]);
    expect(og("og:image:alt")).toBe("A bar chart of revenue by region");
    const share = await visit(new URL(og("og:image")!).pathname);
    expect(share.headers.get("content-type")).toBe("image/jpeg");
    expect(structuredData(page).find((item) => item["@type"] === "BlogPosting")?.image).toBe(og("og:image"));

    const list = new JSDOM(await (await visit("/blog")).text()).window.document;
    const card = [...list.querySelectorAll("article")].find((each) =>
      each.textContent?.includes("Revenue at a glance"),
    )!;
    expect(card.querySelector("img")?.getAttribute("loading")).toBe("lazy");
    expect(card.querySelector("img")?.getAttribute("alt")).toBe("A bar chart of revenue by region");
  });
});

describe("addresses in words", () => {
  it("answers a sample post's id with 301 to its slug, in both languages", async () => {
    const english = await visit("/blog/1");
    expect(english.status).toBe(301);
    const location = english.headers.get("location")!;
    expect(location).toMatch(/^\/blog\/[a-z0-9-]+$/);
    const page = await visit(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    const document = new JSDOM(html).window.document;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(new RegExp(`${location}$`));
    const german = await visit("/de/blog/1-de");
    expect(german.status).toBe(301);
    expect(german.headers.get("location")).toMatch(/^\/de\/blog\/[a-z0-9-]+$/);
    const alternate = document.querySelector('link[rel="alternate"][hreflang="de"]')?.getAttribute("href");
    expect(alternate).toMatch(new RegExp(`${german.headers.get("location")}$`));
    // The same redirect again comes from the page cache, not a render.
    expect((await visit("/blog/1")).headers.get("location")).toBe(location);
  });

  it("makes a slug from a German title, numbers a clash, and keeps a renamed slug as a 301", async () => {
    const post = { author: "Jörg Weiß", summary: "Kurz.", content: "<p>Text</p>", tags: "", status: "published" };
    const first = await (await api("/api/blog/posts?lang=de", "POST", { ...post, title: "Größe für Ärzte" })).json();
    const second = await (await api("/api/blog/posts?lang=de", "POST", { ...post, title: "Größe für Ärzte" })).json();
    expect([first.slug, second.slug]).toEqual(["groesse-fuer-aerzte", "groesse-fuer-aerzte-2"]);
    expect((await visit("/de/blog/groesse-fuer-aerzte")).status).toBe(200);
    expect((await visit(`/de/blog/${first.id}`)).headers.get("location")).toBe("/de/blog/groesse-fuer-aerzte");

    const renamed = await api(`/api/blog/posts/${first.id}?lang=de`, "PATCH", { slug: "Kennzahlen für Ärzte" });
    expect((await renamed.json()).slug).toBe("kennzahlen-fuer-aerzte");
    const old = await visit("/de/blog/groesse-fuer-aerzte");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/de/blog/kennzahlen-fuer-aerzte");
    expect((await visit("/de/blog/kennzahlen-fuer-aerzte")).status).toBe(200);
    expect((await visit("/de/blog/nie-vergeben")).status).toBe(404);

    const feed = await (await visit("/de/blog/feed.xml")).text();
    expect(feed).toContain("/de/blog/kennzahlen-fuer-aerzte");
    expect(feed).not.toContain(`/de/blog/${first.id}<`);
    const sitemap = await (await visit("/sitemap.xml")).text();
    expect(sitemap).toContain("/de/blog/kennzahlen-fuer-aerzte");
    expect(sitemap).toContain("/de/blog/groesse-fuer-aerzte-2");
    expect(sitemap).not.toMatch(/\/blog\/\d+</);
    const list = new JSDOM(await (await visit("/de/blog")).text()).window.document;
    const hrefs = [...list.querySelectorAll("main a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toContain("/de/blog/kennzahlen-fuer-aerzte");
    const page = new JSDOM(await (await visit("/de/blog/kennzahlen-fuer-aerzte")).text()).window.document;
    expect(structuredData(page).find((item) => item["@type"] === "BlogPosting")?.url).toMatch(
      /\/de\/blog\/kennzahlen-fuer-aerzte$/,
    );
  });
});

describe("authors", () => {
  /** The account page's profile form, posted as the browser does (German page). */
  const saveProfile = (fields: Record<string, string>) =>
    rawRequest(server.url, "/de/admin/account", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: session },
      body: new URLSearchParams({ intent: "profile", ...fields }).toString(),
    });

  it("are set once on the account page and shown with every post they write, JSON-LD too", async () => {
    const portrait = await picture(900, 600).png().toBuffer();
    const upload_ = await fetch(`${server.url}/api/blog/images?lang=de&shape=square`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: session, "Content-Type": "image/png" },
      body: portrait,
    });
    const square = (await upload_.json()) as UploadedImage;
    expect([square.width, square.height]).toEqual([600, 600]);

    const tooLong = await saveProfile({ displayName: "Jana Köhler", bio: "x".repeat(281), picture: "" });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toContain(backOfficeDe.account.profile.tooLong);
    const saved = await saveProfile({
      displayName: "Jana Köhler",
      bio: "Leitet die Redaktion und schreibt über Kennzahlen.",
      picture: square.id,
    });
    expect(saved.status, saved.body.slice(0, 300)).toBe(200);
    expect(saved.body).toContain(backOfficeDe.account.profile.saved);
    // The audit log says whose profile it was, by the name it now gives, never "a lead that has since been
    // deleted" (issue 47).
    const audit = new JSDOM(
      await (await fetch(`${server.url}/de/admin/audit`, { headers: { Cookie: session } })).text(),
    );
    const rows = [...audit.window.document.querySelectorAll("tr")].map((row) => row.textContent ?? "");
    const change = rows.filter((row) => row.includes(backOfficeDe.audit.actions["profile-change"]));
    expect(change).toHaveLength(1);
    expect(change[0]).toContain("Jana Köhler");
    expect(change[0]).not.toContain(backOfficeDe.audit.deletedLead);

    const created = await api("/api/blog/posts?lang=de", "POST", {
      title: "Von der Redaktion",
      author: "Jana Köhler",
      summary: "Kurz.",
      content: "<p>Text</p>",
      tags: "",
      status: "published",
    });
    expect(created.status).toBe(201);
    const page = new JSDOM(await (await visit("/de/blog/von-der-redaktion")).text()).window.document;
    const about = page.querySelector('aside[aria-labelledby="about-author-title"]')!;
    expect(about.textContent).toContain("Jana Köhler");
    expect(about.textContent).toContain("Leitet die Redaktion und schreibt über Kennzahlen.");
    expect(about.querySelector("img")?.getAttribute("src")).toBe(`/blog/images/${square.id}-600.webp`);
    const author = structuredData(page).find((item) => item["@type"] === "BlogPosting")?.author;
    expect(author).toEqual({
      "@type": "Person",
      name: "Jana Köhler",
      image: expect.stringMatching(new RegExp(`^https?://[^/]+/blog/images/${square.id}-600\\.webp$`)),
    });
    // The byline shows the picture too, not initials (issue 48), in its own proportions (width and height kept).
    const byline = page.querySelector("header img[src*='/blog/images/']");
    expect(byline?.getAttribute("src")).toBe(`/blog/images/${square.id}-600.webp`);
    expect([byline?.getAttribute("width"), byline?.getAttribute("height")]).toEqual(["600", "600"]);
    const list = await (await visit("/de/blog")).text();
    expect(list).toContain("Jana Köhler");

    // The post says who wrote it (decision 0074): a guest's name typed in stays, without Jana's bio or picture.
    const guest = await api("/api/blog/posts?lang=de", "POST", {
      title: "Ein Gastbeitrag",
      author: "Ben Hartmann (Gast)",
      summary: "Kurz.",
      content: "<p>Text</p>",
      tags: "",
      status: "published",
    });
    expect(guest.status).toBe(201);
    const guestPage = new JSDOM(await (await visit("/de/blog/ein-gastbeitrag")).text()).window.document;
    const guestAbout = guestPage.querySelector('aside[aria-labelledby="about-author-title"]')!;
    expect(guestAbout.textContent).toContain("Ben Hartmann (Gast)");
    expect(guestAbout.textContent).not.toContain("Leitet die Redaktion");
    expect(guestAbout.querySelector("img")).toBeNull();
    expect(await (await visit("/de/blog")).text()).toContain("Ben Hartmann (Gast)");
  });

  it("leave the seeded samples with their named author", async () => {
    const location = (await visit("/blog/1")).headers.get("location")!;
    const page = new JSDOM(await (await visit(location)).text()).window.document;
    const author = structuredData(page).find((item) => item["@type"] === "BlogPosting")?.author;
    expect(author).toEqual({ "@type": "Person", name: seedPosts[0]!.author });
  });
});
