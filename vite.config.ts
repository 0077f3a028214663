import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { defineConfig, type Rolldown } from "vite";
import { modelHostForPolicy } from "./app/lib/ask/model-host.ts";
import { particularsForBuild } from "./app/lib/company-particulars.ts";
import { retentionPeriods } from "./app/lib/retention.ts";
import { copyChunks } from "./scripts/lib/copy-chunks.ts";
import { pageStylesPlan } from "./scripts/lib/page-styles-plan.ts";

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

// root.tsx: the document, the shell around every page, and what every page's `meta` calls (app/site/page.ts).
const siteWideRoots = ["app/root.tsx"].map((path) => resolve(import.meta.dirname, path));
const siteWideCache = new WeakMap<ModuleGraph, Set<string>>();

/** Every module root.tsx or page.ts imports, directly or not: code that every page loads anyway. */
function siteWideModules(graph: ModuleGraph): Set<string> {
  let modules = siteWideCache.get(graph);
  if (modules) return modules;
  modules = new Set<string>();
  const pending = [...siteWideRoots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  siteWideCache.set(graph, modules);
  return modules;
}

// Every page loads React, React DOM and React Router, and the site's shell (header, footer, popup, toasts):
// two chunks instead of two dozen small ones, which compress better and cost fewer requests. Code of one
// page, or shared by a few pages, stays with them; so does each content module in each language, which the
// copy registry imports on demand (app/registry/copy.ts, decision 0028).
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
    {
      name: (id: string, graph: ModuleGraph) =>
        id.includes("/app/") && siteWideModules(graph).has(id) ? "shell" : null,
      priority: 1,
    },
  ],
};

/** A content module's chunk says which copy it is (`copy-home-de-….js`), for whoever reads the network or a bundle report. */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const copy = /\/app\/content\/([^/]+)\/([a-z]{2})\.ts$/.exec(chunk.facadeModuleId ?? "");
  return copy ? `assets/copy-${copy[1]}-${copy[2]}-[hash].js` : "assets/[name]-[hash].js";
}

// The contact popup's code arrives in an idle moment ahead of its first open (app/components/contact-popup.tsx).
// V8 compiles a function when it is first called, so the first open compiled the dialog's code and took ~10 ms
// longer than the next (decision 0030). Its chunks carry V8's explicit compile hint instead: every function is
// compiled as the file arrives, off the page's busy moments. Chromium 136+ reads the comment; others ignore it.
const contactDialogModule = resolve(import.meta.dirname, "app/components/contact-dialog.tsx");
const compileHint = (chunk: Rolldown.RenderedChunk) =>
  Object.keys(chunk.modules).some(
    (id) => id === contactDialogModule || /node_modules[\\/]@radix-ui[\\/]react-dialog[\\/]/.test(id),
  )
    ? "//# allFunctionsCalledOnLoad"
    : "";

// A value the server would refuse stops the build too, rather than a privacy policy promising another period.
const retention = (() => {
  const { periods, problems } = retentionPeriods(process.env);
  if (problems.length) throw new Error(problems.join(" "));
  return periods;
})();

/**
 * The company's particulars (COMPANY_FILE, app/lib/company-particulars.ts): a value the schema refuses stops every
 * build and the development server; example values stop only a production build for a public SITE_URL.
 */
function companyParticulars(production: boolean) {
  const { particulars, problems } = particularsForBuild(process.env, production);
  if (problems.length) throw new Error(problems.join("\n"));
  return particulars;
}

export default defineConfig(({ command, isSsrBuild }) => {
  // The pre-rendered blog pages are the demo's (BLOG_STORE=browser); with BLOG_STORE=server the running server
  // renders the blog from its store instead. A build never reads that store, whatever the environment says; the
  // development server (server/dev.ts, which loads this file in its own process) takes it as production does.
  if (command === "build") delete process.env.BLOG_STORE;
  return {
    plugins: [tailwindcss(), reactRouter(), copyChunks(), pageStylesPlan()],
    build: {
      assetsInlineLimit: 0,
      // React Router preloads what a page needs; lazily loaded sections fetch their own few imports.
      modulePreload: false,
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { codeSplitting: clientChunks, chunkFileNames: chunkFileName, postBanner: compileHint } },
    },
    // The server bundle starts at our own entry, which adds what server/index.ts needs to React Router's build.
    environments: { ssr: { build: { rolldownOptions: { input: "./app/server-build.ts" } } } },
    define: {
      // The blog's demo login compares in the browser (SPEC), so the password is fixed at build time.
      "import.meta.env.BLOG_ADMIN_PASSWORD": JSON.stringify(process.env.BLOG_ADMIN_PASSWORD || "admin123"),
      // The privacy policy is pre-rendered: it states the retention periods the server will apply, read through
      // the server's own schema.
      "import.meta.env.LEAD_RETENTION_DAYS": JSON.stringify(retention.LEAD_RETENTION_DAYS),
      "import.meta.env.ANALYTICS_RETENTION_DAYS": JSON.stringify(retention.ANALYTICS_RETENTION_DAYS),
      "import.meta.env.AUDIT_RETENTION_DAYS": JSON.stringify(retention.AUDIT_RETENTION_DAYS),
      // ... and who receives the notifications of a new lead, as this deployment sends them.
      "import.meta.env.PRIVACY_NOTIFICATION_RECIPIENTS": JSON.stringify(
        process.env.PRIVACY_NOTIFICATION_RECIPIENTS ?? "",
      ),
      // ... and where Ask's optional language model receives the questions sent to it, unless on this machine.
      "import.meta.env.ASK_LLM_HOST": JSON.stringify(modelHostForPolicy(process.env.ASK_LLM_URL)),
      // ... and the company's particulars, which the Impressum, the legal texts and the structured data show.
      "import.meta.env.COMPANY_PARTICULARS": JSON.stringify(companyParticulars(command === "build")),
    },
  };
});
