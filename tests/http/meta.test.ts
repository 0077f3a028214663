/**
 * What the head of a page tells other programs: the canonical link and the language alternates, the share
 * image for link previews (and the image itself), the icons and the web manifest.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { svgDataUrl } from "#app/lib/seo/favicon.ts";
import siteDe from "#app/content/site-extras/de.ts";
import siteEn from "#app/content/site-extras/en.ts";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { documentAt } from "./html.ts";
import { siteServerForThisFile } from "./site-server.ts";

const request = siteServerForThisFile("meta");

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect([...body.subarray(0, 8)], "PNG signature").toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(body.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function fetchImage(path: string, contentType: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe(contentType);
  // Stable names, not content hashes: cached for a while, never as immutable.
  expect(response.headers()["cache-control"], path).not.toContain("immutable");
  return response.body();
}

/** The content of the one meta tag of the head with that property or name. */
function metaContent(document: Document, key: string): string | null {
  const tags = document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`);
  expect(tags, key).toHaveLength(1);
  return tags[0]!.getAttribute("content");
}

/** The href of the one element of the head the selector finds. */
function headHref(document: Document, selector: string): string | null {
  const links = document.head.querySelectorAll(selector);
  expect(links, selector).toHaveLength(1);
  return links[0]!.getAttribute("href");
}

describe("pages in both languages", () => {
  it("pages carry canonical links and en, de and x-default alternates", async () => {
    const document = await documentAt(request, "/de/careers");
    expect(headHref(document, 'link[rel="canonical"]')).toMatch(/\/de\/careers$/);
    expect(headHref(document, 'link[rel="alternate"][hreflang="en"]')).toMatch(/\/careers$/);
    expect(headHref(document, 'link[rel="alternate"][hreflang="de"]')).toMatch(/\/de\/careers$/);
    expect(headHref(document, 'link[rel="alternate"][hreflang="x-default"]')).toMatch(/\/careers$/);
  });
});

describe("page titles", () => {
  it("fit a search result: at most 60 characters beside the site's name, and German pages have German ones", async () => {
    // "Page | Conversational BI", "Conversational BI – tagline", or "Post | Conversational(-)BI(-)Blog".
    const pageParts = new Map<string, string>();
    for (const path of prerenderedPaths()) {
      const title = (await documentAt(request, path)).title;
      expect(title, path).toMatch(/Conversational[- ]BI/);
      const page = title
        .replace(/\s*[|–]\s*Conversational[- ]BI(?:[- ]Blog)?\s*$/, "")
        .replace(/^Conversational BI\s*–\s*/, "");
      expect(page.length, `${path}: ${title}`).toBeLessThanOrEqual(60);
      pageParts.set(path, page);
    }
    // A German document never carries its English twin's title, site name aside.
    for (const [path, page] of pageParts) {
      if (!path.startsWith("/de")) continue;
      const english = path === "/de" ? "/" : path.slice(3);
      if (pageParts.has(english)) expect(page, path).not.toBe(pageParts.get(english));
    }
  });
});

describe("share images", () => {
  for (const { path, lang, site } of [
    { path: "/", lang: "en", site: siteEn },
    { path: "/de", lang: "de", site: siteDe },
    { path: "/de/about-us", lang: "de", site: siteDe },
  ] as const) {
    it(`${path} names the ${lang} share image for link previews, and it is a 1200×630 PNG`, async () => {
      const document = await documentAt(request, path);
      const image = metaContent(document, "og:image");
      const canonical = headHref(document, 'link[rel="canonical"]');
      expect(image).toBeTruthy();
      const imageUrl = new URL(image!);
      // Absolute, on the site's public origin (SITE_URL at build), like the canonical link.
      expect(imageUrl.origin).toBe(new URL(canonical!).origin);
      expect(imageUrl.pathname).toBe(`/og/${lang}.png`);
      // X falls back to the Open Graph tags for title, description and image: each is said once.
      for (const tag of ["twitter:image", "twitter:title", "twitter:description"]) {
        expect(document.head.querySelector(`meta[name="${tag}"]`), tag).toBeNull();
      }
      expect(metaContent(document, "og:image:type")).toBe("image/png");
      expect(metaContent(document, "og:image:width")).toBe("1200");
      expect(metaContent(document, "og:image:height")).toBe("630");
      expect(metaContent(document, "og:image:alt")).toBe(site.shareImage.alt);
      expect(metaContent(document, "twitter:image:alt")).toBe(site.shareImage.alt);
      expect(metaContent(document, "twitter:card")).toBe("summary_large_image");
      expect(document.title).not.toBe("");
      expect(metaContent(document, "og:title")).toBe(document.title);
      expect(metaContent(document, "og:description")).toBe(metaContent(document, "description"));

      const body = await fetchImage(imageUrl.pathname, "image/png");
      expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
      expect(body.length).toBeLessThan(60 * 1024);
    });
  }

  it("the two languages have different images", async () => {
    const [en, de] = await Promise.all(["/og/en.png", "/og/de.png"].map((path) => request.get(path)));
    expect((await en!.body()).equals(await de!.body())).toBe(false);
  });
});

describe("icons and web manifest", () => {
  it("every page carries the SVG favicon and links the .ico and the Apple touch icon; they load", async () => {
    const document = await documentAt(request, "/de/about-us");
    expect(headHref(document, 'link[rel="icon"][sizes="32x32"]')).toBe("/favicon.ico");
    // Inline (decision 0033): the drawing public/favicon.svg holds, which /favicon.svg still serves.
    const inline = headHref(document, 'link[rel="icon"][type="image/svg+xml"]');
    expect(inline).toBe(svgDataUrl(await readFile(join(process.cwd(), "public", "favicon.svg"), "utf8")));
    expect(headHref(document, 'link[rel="apple-touch-icon"]')).toBe("/apple-touch-icon.png");
    // The client links the manifest once the page is live (tests/e2e/pages.spec.ts): a browser fetches it and its
    // icon as soon as it sees the link, and no visitor installs a page before it is on screen.
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(0);

    const ico = await fetchImage("/favicon.ico", "image/x-icon");
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const offset = ico.readUInt32LE(18);
    expect(offset + ico.readUInt32LE(14)).toBe(ico.length);
    expect(pngSize(ico.subarray(offset))).toEqual({ width: 32, height: 32 });

    const touch = await fetchImage("/apple-touch-icon.png", "image/png");
    expect(pngSize(touch)).toEqual({ width: 180, height: 180 });
    // Opaque: colour type 2 (RGB, no alpha), so iOS has nothing to fill with black.
    expect(touch[25]).toBe(2);

    await fetchImage("/favicon.svg", "image/svg+xml");
  });

  it("the manifest parses and every icon it names exists in its stated size", async () => {
    const response = await request.get("/site.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Conversational BI",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#4f46e5",
      background_color: "#ffffff",
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((icon) => icon.purpose).toSorted()).toEqual(["any", "any", "maskable"]);
    for (const icon of manifest.icons) {
      const body = await fetchImage(icon.src, icon.type);
      const { width, height } = pngSize(body);
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});
