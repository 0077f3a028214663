import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles, preferredEncoding } from "./static-files.ts";

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", "identity"],
    ["*", "br"],
    [undefined, "identity"],
  ] as const)("%s -> %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe("loadStaticFiles", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "static-"));
    await mkdir(join(dir, "assets"));
    await mkdir(join(dir, "de", "about-us"), { recursive: true });
    await writeFile(join(dir, "index.html"), "<html><script>boot()</script></html>");
    await writeFile(join(dir, "index.html.br"), "compressed");
    await writeFile(join(dir, "de", "about-us", "index.html"), "<html></html>");
    await writeFile(join(dir, "de", "about-us.data"), "[]");
    await writeFile(join(dir, "assets", "entry-abc123.js"), "console.log(1)");
    await writeFile(join(dir, "favicon.svg"), "<svg/>");
    // Drawn at build by scripts/build-images.ts under stable, unhashed names.
    await mkdir(join(dir, "og"));
    await writeFile(join(dir, "og", "de.png"), "png");
    await writeFile(join(dir, "favicon.ico"), "ico");
    await writeFile(join(dir, "site.webmanifest"), "{}");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves directory indexes at their clean path and keeps compressed twins beside them", async () => {
    const files = await loadStaticFiles(dir);
    expect([...files.keys()].toSorted()).toEqual(
      [
        "/",
        "/assets/entry-abc123.js",
        "/de/about-us",
        "/de/about-us.data",
        "/favicon.svg",
        "/og/de.png",
        "/favicon.ico",
        "/site.webmanifest",
      ].toSorted(),
    );
    expect(files.get("/")?.br?.toString()).toBe("compressed");
    expect(files.get("/de/about-us")?.br).toBeUndefined();
  });

  it("caches hashed assets for a year and makes pages revalidate", async () => {
    const files = await loadStaticFiles(dir);
    expect(files.get("/assets/entry-abc123.js")?.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(files.get("/de/about-us")?.cacheControl).toBe("public, max-age=0, must-revalidate");
    expect(files.get("/de/about-us.data")?.cacheControl).toBe("public, max-age=0, must-revalidate");
    expect(files.get("/favicon.svg")?.cacheControl).toBe("public, max-age=3600");
  });

  it("serves the generated images and the manifest with their types, cached for an hour (their names never change)", async () => {
    const files = await loadStaticFiles(dir);
    expect(files.get("/og/de.png")).toMatchObject({ contentType: "image/png", cacheControl: "public, max-age=3600" });
    expect(files.get("/favicon.ico")).toMatchObject({
      contentType: "image/x-icon",
      cacheControl: "public, max-age=3600",
    });
    expect(files.get("/site.webmanifest")).toMatchObject({
      contentType: "application/manifest+json; charset=utf-8",
      cacheControl: "public, max-age=3600",
    });
  });

  it("gives each HTML page a policy with the hashes of its own inline scripts", async () => {
    const files = await loadStaticFiles(dir);
    expect(files.get("/")?.contentSecurityPolicy).toMatch(/script-src 'self' 'sha256-/);
    expect(files.get("/de/about-us")?.contentSecurityPolicy).toContain("script-src 'self';");
    expect(files.get("/favicon.svg")?.contentSecurityPolicy).toBeUndefined();
  });
});
