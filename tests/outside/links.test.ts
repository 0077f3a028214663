/**
 * Links that hold (issue 21): a crawl from the sitemap and robots.txt, in both
 * languages, against the built server. Every internal reference (links,
 * alternates, images, scripts, the feed) answers 200 without a detour, and
 * every `#anchor` names an element of the page it points into. Links to other
 * sites are only counted: this machine has no internet, and nothing here calls
 * them.
 */
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { siteServerForThisFile } from "../http/site-server.ts";

const request = siteServerForThisFile("outside-links");
// What the build writes into canonical links, alternates, the sitemap and robots.txt (SITE_URL at build).
const PUBLIC_ORIGIN = "https://conversational-bi.example";

type Reference = { from: string; url: URL };

/** Every reference a document makes: href of links and alternates, src of images and scripts. */
function referencesIn(html: string, page: URL): URL[] {
  const { document } = new JSDOM(html).window;
  const values = [
    ...[...document.querySelectorAll("a[href], link[href]")].map((element) => element.getAttribute("href")!),
    ...[...document.querySelectorAll("img[src], script[src], source[srcset]")].map(
      (element) => element.getAttribute("src") ?? element.getAttribute("srcset")!.split(/\s/)[0]!,
    ),
  ];
  return values.filter((value) => !/^(mailto|tel|javascript|data):/i.test(value)).map((value) => new URL(value, page));
}

const isOurs = (url: URL) => url.origin === PUBLIC_ORIGIN || url.hostname === "localhost";
const localPath = (url: URL) => `${url.pathname}${url.search}`;

describe("a crawl of the site from its sitemap", () => {
  it("finds every internal link answering 200 and every #anchor on its page", async () => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const robots = await (await request.get("/robots.txt")).text();
    const start = [
      ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!)),
      ...[...robots.matchAll(/^Sitemap:\s*(\S+)/gm)].map((match) => new URL(match[1]!)),
    ];
    expect(start.filter((url) => url.pathname.startsWith("/de")).length).toBeGreaterThan(5);
    expect(start.filter((url) => !url.pathname.startsWith("/de")).length).toBeGreaterThan(5);

    const documents = new Map<string, Document | null>(); // path → parsed HTML (null: not HTML)
    const statuses = new Map<string, number>();
    const references: Reference[] = [];
    const queue = start.map((url) => ({ from: "sitemap.xml", url }));
    let external = 0;
    while (queue.length) {
      const { from, url } = queue.shift()!;
      if (!isOurs(url)) {
        external++;
        continue;
      }
      references.push({ from, url });
      const path = localPath(url);
      if (statuses.has(path)) continue;
      const response = await request.get(path, { maxRedirects: 0 });
      statuses.set(path, response.status());
      const html = (response.headers()["content-type"] ?? "").startsWith("text/html");
      if (response.status() !== 200 || !html) {
        documents.set(path, null);
        continue;
      }
      const body = await response.text();
      documents.set(path, new JSDOM(body).window.document);
      for (const next of referencesIn(body, new URL(path, PUBLIC_ORIGIN))) queue.push({ from: path, url: next });
    }

    const broken = references
      .filter(({ url }) => statuses.get(localPath(url)) !== 200)
      .map(({ from, url }) => `${from} → ${localPath(url)} (${statuses.get(localPath(url))})`);
    const missingAnchors = references
      .filter(({ url }) => url.hash.length > 1)
      .filter(({ url }) => {
        const target = documents.get(localPath(url));
        const id = decodeURIComponent(url.hash.slice(1));
        return !target?.getElementById(id) && !target?.getElementsByName(id).length;
      })
      .map(({ from, url }) => `${from} → ${localPath(url)}${url.hash}`);
    expect(new Set(broken)).toEqual(new Set());
    expect(new Set(missingAnchors)).toEqual(new Set());
    // The crawl went through the whole site, in both languages.
    expect([...documents.values()].filter(Boolean).length).toBeGreaterThan(18);
    // Some 37 links a page (header, footer, the page's own): a crawl cut short would find far fewer.
    expect(references.length).toBeGreaterThan(600);
    expect(external).toBeGreaterThan(0);
  });
});
