/**
 * React Router's document starts the client at parse time: module preloads
 * in the head and a module script that imports the route modules and the
 * client entry. Evaluating and hydrating those right after parsing holds the
 * first paint back on a slow phone. This rewrites the bootstrap so that the
 * browser paints the pre-rendered page first, then adds the same preloads
 * back (the fetches run in parallel), evaluates the shared chunks one task
 * each, imports the route modules and hydrates; no step is one long task.
 *
 * The rewrite matches React Router's current output exactly; anything else is
 * left as it was, so a changed format costs speed, never function.
 */

import { sharedChunks } from "./shared-chunks.ts";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMED_IMPORT = /^import \* as (route\w+) from "([^"]+)";$/;
/** A route split into chunks (e.g. its clientLoader apart) is put together again: `const route1 = {...a,...b};`. */
const MERGED_ROUTE = /^const route\d+ = \{[\w.,]+\};$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = .*;$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/**
 * Waits until the whole page is on screen: the browser has reported the first
 * contentful paint (on screen then, not just drawn) and one more frame has
 * been drawn after this script, the end of the document. A first paint can
 * show only the top of a page still being parsed; scripts fetched before the
 * rest is painted would compete with it. A tab opened in the background paints
 * nothing and starts at once; a browser without paint timing starts at once;
 * and no page waits more than a second.
 */
const AFTER_FIRST_PAINT = `if (document.visibilityState === "visible") await new Promise((resolve) => {
  setTimeout(resolve, 1000);
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(resolve));
    }).observe({ type: "paint", buffered: true });
  } catch { resolve(); }
});`;

/** Ends the current task; scheduler.yield() where there is one, as it resumes ahead of other waiting work. */
const NEXT_TASK = `const nextTask = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));`;

type Bootstrap = { modules: { name?: string; href: string }[]; merges: string[]; routeModules: string; entry: string };

function parseBootstrap(source: string): Bootstrap | undefined {
  const modules: Bootstrap["modules"] = [];
  const merges: string[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of source.split("\n").map((text) => text.trim())) {
    if (line === "") continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const named = NAMED_IMPORT.exec(line);
    const entryImport = ENTRY_IMPORT.exec(line);
    if (sideEffect) modules.push({ href: sideEffect[1]! });
    else if (named) modules.push({ name: named[1]!, href: named[2]! });
    else if (MERGED_ROUTE.test(line)) merges.push(line);
    else if (ROUTE_MODULES.test(line)) routeModules = line;
    else if (entryImport) entry = entryImport[1]!;
    else return undefined;
  }
  return routeModules && entry ? { modules, merges, routeModules, entry } : undefined;
}

/** The preloaded shared chunks (app/lib/shared-chunks.ts), in dependency order. */
function sharedChunksIn(preloads: string[]): string[] {
  return sharedChunks.flatMap((name) => {
    const pattern = new RegExp(`/${name}-[\\w-]+\\.js$`);
    return preloads.filter((href) => pattern.test(href));
  });
}

function deferredBootstrap({ modules, merges, routeModules, entry }: Bootstrap, preloads: string[]): string {
  const names = modules.map((module) => module.name ?? "");
  const imports = modules.map((module) => `import(${JSON.stringify(module.href)})`);
  const sequential = sharedChunksIn(preloads);
  return [
    AFTER_FIRST_PAINT,
    // Starting a fetch costs the main thread about a millisecond on a slow phone: one task per preload.
    NEXT_TASK,
    `for (const href of ${JSON.stringify(preloads)}) { document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); await nextTask(); }`,
    // One task per shared chunk too: evaluating them all in one would block input for longer.
    ...(sequential.length
      ? [`for (const href of ${JSON.stringify(sequential)}) { await import(href); await nextTask(); }`]
      : []),
    `const [${names.join(", ")}] = await Promise.all([${imports.join(", ")}]);`,
    ...merges,
    routeModules,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
}

export function deferBootstrap(html: string): string {
  const script = BOOTSTRAP.exec(html);
  const bootstrap = script && parseBootstrap(script[1]!);
  if (!script || !bootstrap) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  return html
    .replace(PRELOAD, "")
    .replace(script[0], () => `<script type="module" async="">${deferredBootstrap(bootstrap, preloads)}</script>`);
}
