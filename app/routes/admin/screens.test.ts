import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Screens a newcomer can hold (issue 46): a route module keeps its loader, action, meta and the page's frame,
// and the page's parts live beside it in app/components/admin/<page>/. These budgets hold it there.
const ROUTE_LINES = 300;
const FUNCTION_LINES = 120;

const app = join(import.meta.dirname, "../..");
const root = join(app, "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const named = (path: string) => relative(root, path);

/**
 * Each top-level function of a formatted module with its length in lines: `function`, `export (default) (async)
 * function`, and `const X = (…) =>`. Prettier starts every top-level statement at the first column and closes it
 * there (`}`, `});`, `);`), so a declaration runs until the next line that starts at the first column with
 * anything but a closing bracket; blank lines at its end do not count.
 */
export function topLevelFunctions(source: string): { name: string; lines: number }[] {
  const lines = source.split("\n");
  const found: { name: string; lines: number }[] = [];
  const declaration =
    /^(?:export\s+)?(?:default\s+)?(?:async\s+)?function\*?\s*(\w*)|^(?:export\s+)?const\s+(\w+)(?:\s*:[^=]+)?\s*=\s*(?:async\s+)?(?:\([^)]*\)?\s*(?:=>|$)|\w+\s*=>)/;
  lines.forEach((line, start) => {
    const match = declaration.exec(line);
    if (!match) return;
    let end = start + 1;
    while (end < lines.length && !/^[^\s})\]]/.test(lines[end]!)) end += 1;
    while (end > start + 1 && lines[end - 1]!.trim() === "") end -= 1;
    found.push({ name: match[1] || match[2] || "default", lines: end - start });
  });
  return found;
}

describe("the back office's screens", () => {
  it("keeps every route module and every module of the back office's components within 300 lines", () => {
    const over = [...sources(join(app, "routes")), ...sources(join(app, "components/admin"))]
      .map((path) => ({ path: named(path), lines: readFileSync(path, "utf8").trimEnd().split("\n").length }))
      .filter(({ lines }) => lines > ROUTE_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it("keeps every function of the routes and the back office's components within 120 lines", () => {
    const over = [...sources(join(app, "routes")), ...sources(join(app, "components/admin"))].flatMap((path) =>
      topLevelFunctions(readFileSync(path, "utf8"))
        .filter(({ lines }) => lines > FUNCTION_LINES)
        .map(({ name, lines }) => `${named(path)}: ${name}, ${lines} lines`),
    );
    expect(over).toEqual([]);
  });

  it("measures a function from its first line to its closing brace, whatever its signature", () => {
    const source = [
      "/** A comment is not counted. */",
      "export function Page({",
      "  a,",
      "}: {",
      "  a: string;",
      "}) {",
      "  return a;",
      "}",
      "",
      "const shout = (text: string) =>",
      "  text.toUpperCase();",
      "export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];",
      "const notAFunction = { a: 1 };",
    ].join("\n");
    expect(topLevelFunctions(source)).toEqual([
      { name: "Page", lines: 7 },
      { name: "shout", lines: 2 },
      { name: "meta", lines: 1 },
    ]);
  });
});
