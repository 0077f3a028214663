import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { defineConfig } from "vite";
import type { SharedChunk } from "./app/lib/shared-chunks.ts";

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const rootModule = resolve(import.meta.dirname, "app/root.tsx");
const siteWideCache = new WeakMap<ModuleGraph, Set<string>>();

/** Every module root.tsx imports, directly or not: code that every page loads anyway. */
function siteWideModules(graph: ModuleGraph): Set<string> {
  let modules = siteWideCache.get(graph);
  if (modules) return modules;
  modules = new Set<string>();
  const pending = [rootModule];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  siteWideCache.set(graph, modules);
  return modules;
}

// Fewer, larger chunks compress better and cost fewer requests: React DOM is one chunk, the
// rest of the framework another, the app code every page needs (the shell: header, footer,
// popup, toasts) a third; the client evaluates them one after another (app/lib/shared-chunks.ts).
// Code of one page, or shared by a few pages, stays with them.
const clientChunks = {
  groups: [
    {
      name: "react-dom" satisfies SharedChunk,
      test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
      priority: 3,
    },
    {
      name: "framework" satisfies SharedChunk,
      test: /node_modules[\\/](react|react-router|cookie|set-cookie-parser|@remix-run)[\\/]/,
      priority: 2,
    },
    {
      name: (id: string, graph: ModuleGraph) =>
        id.includes("/app/") && siteWideModules(graph).has(id) ? ("shell" satisfies SharedChunk) : null,
      priority: 1,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // React Router preloads what a page needs; lazily loaded sections fetch their own few imports.
    modulePreload: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: clientChunks } },
  },
  define: {
    // The blog's demo login compares in the browser (SPEC), so the password is fixed at build time.
    "import.meta.env.BLOG_ADMIN_PASSWORD": JSON.stringify(process.env.BLOG_ADMIN_PASSWORD || "admin123"),
  },
}));
