/**
 * The rooms of app/lib depend one way (issue 29): no room imports another that
 * imports it back, directly or around a circle, and no room reaches up into
 * the composition root (app/site) or the routes. Read from the source, so
 * that a new import that breaks the rule fails here, naming the circle.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const lib = import.meta.dirname;
const rooms = readdirSync(lib).filter((name) => statSync(join(lib, name)).isDirectory());

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importPattern = /(?:from|import)\s*\(?\s*["']#app\/([^"']+)["']/g;
const importsOf = (file: string) => [...readFileSync(file, "utf8").matchAll(importPattern)].map((match) => match[1]!);

/** Room → the other rooms it imports, and every import of app/site or app/routes, by file. */
function graph() {
  const edges = new Map<string, Set<string>>(rooms.map((room) => [room, new Set<string>()]));
  const upward: string[] = [];
  for (const room of rooms) {
    for (const file of sourcesOf(join(lib, room))) {
      for (const target of importsOf(file)) {
        const other = /^lib\/([^/]+)\//.exec(target)?.[1];
        if (other && other !== room && rooms.includes(other)) edges.get(room)!.add(other);
        if (/^(site|routes)\//.test(target)) upward.push(`${relative(lib, file)} imports #app/${target}`);
      }
    }
  }
  return { edges, upward };
}

/** A circle of rooms, if there is one: depth-first search that reports the path back to a room on the stack. */
function findCircle(edges: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (room: string): string[] | undefined => {
    state.set(room, "open");
    stack.push(room);
    for (const next of edges.get(room) ?? []) {
      if (state.get(next) === "open") return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const circle = visit(next);
        if (circle) return circle;
      }
    }
    stack.pop();
    state.set(room, "done");
    return undefined;
  };
  for (const room of edges.keys()) {
    if (state.has(room)) continue;
    const circle = visit(room);
    if (circle) return circle;
  }
  return undefined;
}

describe("the rooms of app/lib", () => {
  const { edges, upward } = graph();

  it("import one another one way only: no circle of rooms", () => {
    expect(findCircle(edges)?.join(" → ")).toBeUndefined();
  });

  it("import only the rooms their row of app/lib/README.md names: the table is the rule", () => {
    const table = readFileSync(join(lib, "README.md"), "utf8");
    const allowed = new Map(
      [...table.matchAll(/^\| `([a-z-]+)\/` +\|[^|]*\|([^|]*)\|$/gm)].map(([, room, mayImport]) => [
        room!,
        new Set([...mayImport!.matchAll(/`([a-z-]+)\/`/g)].map((match) => match[1]!)),
      ]),
    );
    expect([...allowed.keys()].toSorted()).toEqual(rooms.toSorted());
    const unlisted = [...edges].flatMap(([room, targets]) =>
      [...targets].filter((target) => !allowed.get(room)?.has(target)).map((target) => `${room} → ${target}`),
    );
    expect(unlisted).toEqual([]);
  });

  it("never import the composition root (app/site) or a route", () => {
    expect(upward).toEqual([]);
  });

  it("finds the imports it judges (a check that reads nothing would pass anything)", () => {
    expect(rooms).toEqual(expect.arrayContaining(["admin", "analytics", "blog", "contact", "server", "store"]));
    expect(edges.get("admin")).toContain("store");
    expect(
      findCircle(
        new Map([
          ["a", new Set(["b"])],
          ["b", new Set(["a"])],
        ]),
      ),
    ).toEqual(["a", "b", "a"]);
  });
});

/**
 * The files of the whole app: which others each loads when it runs (imports, re-exports, lazy `import()`), types
 * left out since they load nothing. A circle of files, even one closed by a lazy import, means a module can run
 * before the one it needs has finished (a header that loads its menus, which import the header).
 */
function fileGraph(): Map<string, string[]> {
  const app = join(lib, "..");
  const files = sourcesOf(app).filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes("/+types/"));
  const known = new Set(files);
  const loads =
    /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\bfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
  const resolveSpecifier = (file: string, specifier: string) => {
    const base = specifier.startsWith("#app/")
      ? join(app, specifier.slice("#app/".length))
      : specifier.startsWith(".")
        ? resolve(dirname(file), specifier)
        : undefined;
    return (
      base && [base, `${base}.ts`, `${base}.tsx`].find((candidate) => known.has(candidate) && existsSync(candidate))
    );
  };
  return new Map(
    files.map((file) => [
      relative(app, file),
      [...readFileSync(file, "utf8").matchAll(loads)]
        .map((match) => resolveSpecifier(file, match[1] ?? match[2]!))
        .filter((target): target is string => target !== undefined)
        .map((target) => relative(app, target)),
    ]),
  );
}

describe("the files of app/", () => {
  it("load one another without a circle, lazy imports included", () => {
    const graph = fileGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get("components/site-header.tsx")).toContain("components/header-menus-loader.ts");
    const edges = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));
    expect(findCircle(edges)?.join(" → ")).toBeUndefined();
  });
});
