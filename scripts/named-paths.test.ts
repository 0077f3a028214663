/**
 * Texts that drift: a comment, the README or a page of docs/ names a file that has moved or gone (issue 46 found
 * five). Every path they name under the project's folders must exist. Decision records are left out: they say
 * what held on their day.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const folders = ["app", "docs", "scripts", "server", "tests", "types"];
const skipped = new Set(["node_modules", "decisions", "+types", "fonts"]);

function textsIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : textsIn(path);
    return /\.(ts|tsx|css|md)$/.test(entry.name) ? [path] : [];
  });
}

/** A path such as the README's to a module or a doc; globs, patterns and generated route types are no one file. */
const namedPath =
  /(?<![\w/#.-])((?:app|docs|scripts|server|tests|types)\/[\w./+*{}[\]-]*[\w-]\.(?:tsx?|css|md|json))\b/g;

export function missingPaths(text: string, exists: (path: string) => boolean): string[] {
  return [...text.matchAll(namedPath)]
    .map((match) => match[1]!)
    .filter((path) => !/[*{}[\]]|\+types/.test(path) && !exists(path));
}

describe("the files that texts name", () => {
  it("exist, in every comment, the README and docs/", () => {
    const texts = [join(root, "README.md"), ...folders.flatMap((folder) => textsIn(join(root, folder)))];
    expect(texts.length).toBeGreaterThan(500);
    const missing = texts.flatMap((file) =>
      missingPaths(readFileSync(file, "utf8"), (path) => existsSync(join(root, path))).map(
        (path) => `${relative(root, file)} names ${path}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it("are found where a text names one, and a moved one is reported (a check that reads nothing passes anything)", () => {
    // Put together here, so that this file names no missing path itself.
    const [moved, doc] = [["app", "lib", "moved.ts"].join("/"), ["docs", "blog.md"].join("/")];
    const text = `see ${moved}, (${doc}) and \`app/content/*/en.ts\`, not #app/x.ts`;
    expect(missingPaths(text, () => false)).toEqual([moved, doc]);
    expect(missingPaths(text, () => true)).toEqual([]);
  });
});
