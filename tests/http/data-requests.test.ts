/**
 * Which page a client-side navigation's data request is for is React Router's rule, not ours: its prerender
 * writes each page's data twin under the very name the browser asks for. pageOfDataRequest (app/i18n/paths.ts)
 * must read every one of those names back to its page, or the visit statistics miss those views (they once
 * expected `/_root.data` for the home page, which React Router 8 asks for as `/_.data`).
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
