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

/**
 * The layers of app/ (decision 0056), bottom to top: the domain's words, the languages and the places (pages and
 * their paths, formats, link targets), the copy, the registries built from the copy, then app/lib. A file imports
 * its own layer and those below it, never one above, types included: a type a lower layer names is a word it
 * would have to know. Everything else in app/ (components, routes, site, the document) is above them all. Tests
 * are left out: they may hold a layer against what uses it.
 */
const layers = ["vocabulary", "i18n", "content", "registry", "lib"] as const;
const app = join(lib, "..");

/** A path under app/ → its layer's height; anything outside the layers is above them. */
const heightOf = (appPath: string) => {
  const height = (layers as readonly string[]).indexOf(appPath.split("/")[0]!);
  return height === -1 ? layers.length : height;
};

/** Every specifier a source names: imports and re-exports (types too), lazy `import()`, `import.meta.glob`. */
function specifiersIn(source: string): string[] {
  const plain = [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map((match) => match[1]!);
  const globs = [...source.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|["'][^"']*["'])/g)].flatMap(
    (match) => [...match[1]!.matchAll(/["']!?([^"']+)["']/g)].map((pattern) => pattern[1]!),
  );
  return [...plain, ...globs];
}

/** The imports of one file (a path under app/) that run up a layer, each named with its target and the two layers. */
function upwardImportsIn(file: string, source: string): string[] {
  return specifiersIn(source).flatMap((specifier) => {
    const target = specifier.startsWith("#app/")
      ? specifier.slice("#app/".length)
      : specifier.startsWith(".")
        ? relative(app, resolve(app, dirname(file), specifier))
        : undefined;
    // Code only: a font or a style sheet is an asset, in no layer.
    if (target === undefined || target.startsWith("..") || !/\.tsx?$/.test(target)) return [];
    const [from, to] = [heightOf(file), heightOf(target)];
    return to > from ? [`${file} imports ${specifier} (${layers[from]} → ${layers[to] ?? target.split("/")[0]})`] : [];
  });
}

describe("the layers of app/: vocabulary → i18n → content → registry → lib", () => {
  const files = layers.flatMap((layer) =>
    sourcesOf(join(app, layer))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .map((file) => relative(app, file)),
  );

  it("import nothing above their own layer, types included", () => {
    const upward = files.flatMap((file) => upwardImportsIn(file, readFileSync(join(app, file), "utf8")));
    expect(upward).toEqual([]);
  });

  it("finds the imports it judges (a check that reads nothing would pass anything)", () => {
    for (const layer of layers) expect(files.some((file) => file.startsWith(`${layer}/`))).toBe(true);
    const copyRegistry = specifiersIn(readFileSync(join(app, "registry/copy.ts"), "utf8"));
    expect(copyRegistry).toEqual(expect.arrayContaining(["#app/content/about/types.ts", "../content/*/{en,de}.ts"]));
    const planted = [
      'import type { Role } from "#app/lib/admin/roles.ts";',
      'export { copyOf } from "../../registry/copy.ts";',
      'const menu = () => import("#app/components/site-header.tsx");',
      'import type { Locale } from "#app/i18n/locales.ts";',
      'import type { Role } from "#app/vocabulary/roles.ts";',
      'import type { AboutContent } from "./types.ts";',
    ].join("\n");
    expect(upwardImportsIn("content/about/types.ts", planted)).toEqual([
      "content/about/types.ts imports #app/lib/admin/roles.ts (content → lib)",
      "content/about/types.ts imports ../../registry/copy.ts (content → registry)",
      "content/about/types.ts imports #app/components/site-header.tsx (content → components)",
    ]);
    expect(upwardImportsIn("vocabulary/roles.ts", 'import { pages } from "#app/i18n/pages.ts";')).toEqual([
      "vocabulary/roles.ts imports #app/i18n/pages.ts (vocabulary → i18n)",
    ]);
    expect(upwardImportsIn("lib/seo/meta.ts", 'import { loader } from "#app/site/page.server.ts";')).toHaveLength(1);
    expect(upwardImportsIn("lib/web-font.ts", 'import url from "#app/fonts/inter.woff2?url";')).toEqual([]);
  });
});
