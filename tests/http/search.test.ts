/**
 * What search engines read: robots.txt, the sitemap, and the JSON-LD of every
 * page, checked against the schema.org types of schema-dts by the compiler.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { siteServerForThisFile } from "./site-server.ts";

const run = promisify(execFile);
const root = join(import.meta.dirname, "..", "..");

const request = siteServerForThisFile("search");

/** The JSON-LD blocks of a page's HTML, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
}

/** Every node of a block: the block itself or the members of its @graph. */
function nodesOf(block: Record<string, unknown>): Record<string, unknown>[] {
  return Array.isArray(block["@graph"]) ? (block["@graph"] as Record<string, unknown>[]) : [block];
}

describe("search engines", () => {
  it("robots.txt allows crawling and names the sitemap", async () => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });

  it("the sitemap lists every page of both languages with its alternates, all answering 200", async () => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual([...prerenderedPaths()].sort());
    expect(xml).toContain('hreflang="de"');
    expect(xml).toContain('hreflang="x-default"');
    for (const path of locs) expect((await request.get(path!)).status(), path).toBe(200);
  });

  it("every page carries the Organization, and its own types, as valid schema.org JSON-LD", async () => {
    const checks: string[] = [];
    const typesByPath = new Map<string, string[]>();
    for (const [index, path] of prerenderedPaths().entries()) {
      const blocks = jsonLdBlocks(await (await request.get(path)).text());
      const nodes = blocks.flatMap(nodesOf);
      typesByPath.set(
        path,
        nodes.map((node) => String(node["@type"])),
      );
      for (const block of blocks) {
        expect(block["@context"], path).toBe("https://schema.org");
        const type = "@graph" in block ? "Graph" : "WithContext<Thing>";
        checks.push(`// ${path}\nexport const page${index}_${checks.length}: ${type} = ${JSON.stringify(block)};`);
      }
    }

    expect(typesByPath.get("/")).toEqual(["Organization", "SoftwareApplication"]);
    expect(typesByPath.get("/de")).toEqual(["Organization", "SoftwareApplication"]);
    expect(typesByPath.get("/de/careers")).toEqual(["Organization", "JobPosting", "JobPosting", "JobPosting"]);
    expect(typesByPath.get("/documentation")).toEqual(["Organization"]);
    expect(typesByPath.get("/blog/1")).toEqual(["Organization", "BlogPosting"]);
    for (const [path, types] of typesByPath) expect(types[0], path).toBe("Organization");

    // schema-dts types every schema.org type and property: the compiler rejects
    // an unknown type, a misspelt property or a value of the wrong kind.
    // A directory of this run's own (outside test-results, which Playwright empties when it starts),
    // with schema-dts mapped to the project's copy.
    const dir = await mkdtemp(join(tmpdir(), "structured-data-"));
    try {
      // The control: if the checker ever stopped checking, this unused directive would fail the compile.
      const control = `// @ts-expect-error a misspelt property\nexport const control: WithContext<Thing> = { "@context": "https://schema.org", "@type": "Organization", nmae: "x" };`;
      const source = `import type { Graph, Thing, WithContext } from "schema-dts";\n\n${[control, ...checks].join("\n\n")}\n`;
      await writeFile(join(dir, "pages.ts"), source);
      await writeFile(
        join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            module: "esnext",
            moduleResolution: "bundler",
            types: [],
            paths: { "schema-dts": [join(root, "node_modules", "schema-dts")] },
          },
          files: ["pages.ts"],
        }),
      );
      const result = await run("npx", ["tsc", "--pretty", "false", "-p", join(dir, "tsconfig.json")], {
        cwd: root,
      }).then(
        () => "",
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(result, "schema.org type errors").toBe("");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
