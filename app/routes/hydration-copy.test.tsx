/**
 * A document hydrates with the copy its page names as `live` in app/registry/copy.ts (`pageCopy`), and the site's: the
 * browser loads exactly that before hydrating (entry.client.tsx, `copyOfDocument`), and the server preloads exactly
 * that (copy.server.ts). Every other word is static content's, kept as the server's HTML (decision 0031). A live part
 * that reads copy its page does not name would throw while the page hydrates ("was not loaded before it was
 * rendered"), so each page is rendered here as hydration renders it, in a module graph of its own whose registry
 * holds only what the browser would have loaded.
 */
import type { ComponentType } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { pageIds, pages, seededBlogPostIds } from "#app/i18n/pages.ts";

type Page = ComponentType<{ loaderData: unknown; params?: Record<string, string> }>;
const routes = import.meta.glob<{ default: Page }>("./*.tsx");

/** What the page renders as it hydrates, with only the copy of its document loaded; throws for copy missing. */
async function hydrate(file: string, path: string, loaderData: unknown) {
  vi.resetModules();
  const { copyOfDocument, loadCopy } = await import("#app/registry/copy.ts");
  await loadCopy(copyOfDocument(path));
  const { SiteShell } = await import("#app/components/site-shell.tsx");
  const { localeFromPath } = await import("#app/i18n/paths.ts");
  const { default: Page } = await routes[`./${file.slice("routes/".length)}`]!();
  const element = (
    <SiteShell locale={localeFromPath(path)}>
      <Page loaderData={loaderData} params={{ id: seededBlogPostIds[0] }} />
    </SiteShell>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  // StaticContent keeps the server's HTML where it renders for hydration: the server's snapshot, with a document. An
  // island of the home page renders once its code and its copy are there, which it loads for the window's path.
  Object.assign(globalThis, {
    document: { getElementById: () => null },
    window: { location: new URL(path, "https://example.com") },
  });
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(<RouterProvider router={router} />, {
      onError: (error) => {
        errors.push(error);
      },
    });
    await new Response(prelude).text();
  } finally {
    Reflect.deleteProperty(globalThis, "document");
    Reflect.deleteProperty(globalThis, "window");
  }
  return errors.map(String);
}

/** The page's loader data, from its loader with every copy at hand (as the server has it). */
async function loaderData(file: string, path: string) {
  const url = new URL(path, "https://example.com");
  await import("#app/registry/copy.server.ts");
  const route = (await import(/* @vite-ignore */ `./${file.slice("routes/".length)}`)) as {
    loader: (args: object) => unknown;
  };
  return route.loader({ url, request: new Request(url), params: { id: seededBlogPostIds[0] }, context: undefined });
}

// A page's first render loads its whole module graph (1–3 s on the shared two-core machine, more when busy).
describe("each page's document", { timeout: 30_000 }, () => {
  for (const page of pageIds) {
    for (const path of Object.values<string>(pages[page].paths).map((p) => p.replace(":id", seededBlogPostIds[0]))) {
      it(`${path}: hydrates with the copy its page names as live, and the site's`, async () => {
        const data = await loaderData(pages[page].file, path);
        expect(await hydrate(pages[page].file, path, data)).toEqual([]);
      });
    }
  }
});
