/**
 * Which page a client-side navigation's data request is for is React Router's rule, not ours: its prerender
 * writes each page's data twin under the very name the browser asks for. pageOfDataRequest (app/i18n/paths.ts)
 * must read every one of those names back to its page, or the visit statistics miss those views (they once
 * expected `/_root.data` for the home page, which React Router 8 asks for as `/_.data`). The routes of a link the
 * page did not ship come the same way, from React Router's /__manifest on our server (decision 0082).
 */
import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { pageOfDataRequest } from "#app/i18n/paths.ts";
import { siteServerForThisFile } from "./site-server.ts";

const site = siteServerForThisFile("data-requests");
const clientDir = join(import.meta.dirname, "..", "..", "build", "client");

/** Every data file in the build, as the URL path a browser asks for it by. */
async function dataRequestPaths(): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith(".data"))
    .map((entry) => `/${relative(clientDir, join(clientDir, entry)).split(sep).join("/")}`);
}

describe("data requests of client-side navigations", () => {
  it("name, for every pre-rendered page, the page React Router wrote their data for", async () => {
    const pages = prerenderedPaths();
    const dataPaths = await dataRequestPaths();
    const pageOfEachDataPath = new Map(dataPaths.map((path) => [pageOfDataRequest(path), path]));
    for (const page of pages) {
      expect(pageOfEachDataPath.has(page), `no data file of React Router's reads back to ${page}`).toBe(true);
    }
  });

  it("are answered by the server at those names", async () => {
    const dataPaths = await dataRequestPaths();
    for (const page of ["/", "/de", "/about-us", "/de/careers"]) {
      const path = dataPaths.find((each) => pageOfDataRequest(each) === page)!;
      const response = await site.get(path);
      expect(response.status(), path).toBe(200);
    }
  });
});

/** The routes a pre-rendered page ships in its bootstrap script (lazy route discovery). */
function shippedRoutes(html: string): string[] {
  const json = /window\.__reactRouterManifest = (\{.*?\});/.exec(html)?.[1];
  expect(json, "the page ships its routes").toBeDefined();
  return Object.keys((JSON.parse(json!) as { routes: Record<string, unknown> }).routes);
}

describe("the routes of client-side navigations", () => {
  it("are those of the page itself: no page ships the back office's or the API's", async () => {
    for (const page of ["/", "/de", "/about-us", "/de/documentation", "/blog"]) {
      const routes = shippedRoutes(await (await site.get(page)).text());
      expect(routes, page).toContain("root");
      expect(
        routes.filter((id) => id.startsWith("admin-") || id.startsWith("api-")),
        page,
      ).toEqual([]);
      expect(routes.length, page).toBeLessThanOrEqual(4);
    }
  });

  it("of a link the page did not ship are answered by the server, and a page of an older build is reloaded", async () => {
    const html = await (await site.get("/de/about-us")).text();
    const version = /"version":"([^"]+)"/.exec(html)![1]!;
    const patch = await site.get(
      `/__manifest?paths=${encodeURIComponent("/de/careers,/admin/leads")}&version=${version}`,
    );
    expect(patch.status()).toBe(200);
    const routes = (await patch.json()) as Record<string, { path?: string }>;
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(["careers.de", "admin-leads.en"]));
    expect(routes["careers.de"]!.path).toBe("/de/careers");

    const stale = await site.get(`/__manifest?paths=%2Fde%2Fcareers&version=older`);
    expect(stale.status()).toBe(204);
    expect(stale.headers()["x-remix-reload-document"]).toBe("true");
    expect((await site.get(`/__manifest?version=${version}`)).status()).toBe(400);
  });
});
