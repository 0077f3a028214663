// @vitest-environment jsdom
/**
 * Static content's HTML is kept as the server rendered it until a client-side navigation renders it (decision 0031),
 * so it must be what the browser renders: nothing in it may render from what only the browser knows (storage,
 * media queries, the window's size). Each page of static content is rendered as the server renders it and as a
 * browser that knows everything renders it after a navigation (every storage key of the site set, every media query
 * matching, a phone's width), and its main content and footer must come out the same. The header is live from the
 * start (it hydrates, and may then show the visitor's choices); the blog's list and posts go live where the browser
 * holds posts of its own (app/components/blog/live-blog.ts), so neither is compared.
 */
import { act, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SiteShell } from "#app/components/site-shell.tsx";
import "#app/registry/copy.server.ts";
import { localeFromPath } from "#app/i18n/paths.ts";
import { pages, type PageId } from "#app/i18n/pages.ts";
import { storageKeys } from "#app/lib/storage.ts";

type RouteModule = {
  default: ComponentType<{ loaderData: unknown }>;
  loader: (args: { url: URL; request: Request; params: object; context: unknown }) => unknown;
};
const routes = import.meta.glob<RouteModule>("./*.tsx");

/** The pages whose main content is static content throughout. */
// The documentation's main holds live parts too (its contents mark the section read), so it is not compared here.
const staticPages: PageId[] = ["about", "careers", "privacyPolicy", "termsOfService", "impressum"];

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** A returning visitor's browser on a phone: every key the site keeps is set, every media query matches. */
beforeAll(() => {
  const values: Record<string, string> = {
    [storageKeys.theme]: "dark",
    [storageKeys.adminAuth]: JSON.stringify({ isAdmin: true }),
    [storageKeys.webFont]: "/assets/inter.woff2",
  };
  for (const key of Object.values(storageKeys)) {
    window.localStorage.setItem(key, values[key] ?? "1");
    window.sessionStorage.setItem(key, values[key] ?? "1");
  }
  const matchMedia = (query: string) =>
    ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  Object.assign(window, { matchMedia, innerWidth: 390, innerHeight: 844 });
});

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function tree(Page: RouteModule["default"], loaderData: unknown, path: string) {
  const element = (
    <SiteShell locale={localeFromPath(path)}>
      <Page loaderData={loaderData} />
    </SiteShell>
  );
  return <RouterProvider router={createMemoryRouter([{ path: "*", element }], { initialEntries: [path] })} />;
}

/** What the server renders: no document, no window (StaticContent renders its children there). */
async function serverRender(Page: RouteModule["default"], loaderData: unknown, path: string) {
  const hidden = { document: globalThis.document, window: globalThis.window };
  Object.defineProperties(globalThis, {
    document: { value: undefined, configurable: true, writable: true },
    window: { value: undefined, configurable: true, writable: true },
  });
  try {
    const { prelude } = await prerender(tree(Page, loaderData, path));
    const html = await new Response(prelude).text();
    // A render that waited for a part's code can leave the contexts of its last task set, which both renderers
    // share: one render of nothing sets them back, or the browser's render would find itself inside a router.
    await prerender(<></>);
    return html;
  } finally {
    Object.defineProperties(globalThis, {
      document: { value: hidden.document, configurable: true, writable: true },
      window: { value: hidden.window, configurable: true, writable: true },
    });
  }
}

/** What the browser renders after a client-side navigation: no hydration, its parts' code loaded. */
async function browserRender(Page: RouteModule["default"], loaderData: unknown, path: string): Promise<string> {
  const container = document.createElement("div");
  document.body.append(container);
  const errors: unknown[] = [];
  const root = createRoot(container, { onUncaughtError: (error) => errors.push(error) });
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  await act(async () => root.render(tree(Page, loaderData, path)));
  // The static parts are lazy: once their code is there, React renders them.
  for (let round = 0; round < 20 && !container.querySelector("footer")?.childElementCount; round++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  if (errors.length) throw errors[0];
  return container.innerHTML;
}

/**
 * The page's main content and footer, without what differs only in how React writes it: its generated ids (they
 * count what else rendered) and the server's marks between adjacent texts.
 */
function keptParts(html: string): string[] {
  const body = new DOMParser().parseFromString(html, "text/html");
  return ["main", "footer"].map((selector) =>
    (body.querySelector(selector)?.innerHTML ?? `no ${selector}`)
      .replaceAll(/_[rR]_\w*?_/g, "_id_")
      .replaceAll("<!-- -->", ""),
  );
}

/** Where two renders part, as `server … ||| browser …` around the first character that differs; "" if none. */
function difference(served: string, rendered: string): string {
  let at = 0;
  while (at < served.length && served[at] === rendered[at]) at++;
  if (at === served.length && at === rendered.length) return "";
  const around = (text: string) => text.slice(Math.max(0, at - 80), at + 80);
  return `${around(served)} ||| ${around(rendered)}`;
}

// A page's first render loads its whole module graph (1–3 s on the shared two-core machine, more when busy).
describe("the static content of each page, as a browser that knows the visitor renders it", { timeout: 30_000 }, () => {
  for (const page of staticPages) {
    for (const path of Object.values<string>(pages[page].paths)) {
      it(`${path}: is the server's HTML`, async () => {
        const route = await routes[`./${pages[page].file.slice("routes/".length)}`]!();
        const url = new URL(path, "https://example.com");
        const data = await route.loader({ url, request: new Request(url), params: {}, context: undefined });
        // The visitor's language is the page's: another would send them to its own page (a live redirect).
        window.localStorage.setItem(storageKeys.languageChoice, localeFromPath(path));
        const served = keptParts(await serverRender(route.default, data, path));
        expect(served[0]).toContain("<h1");
        const rendered = keptParts(await browserRender(route.default, data, path));
        expect(rendered.map((part, index) => difference(served[index]!, part))).toEqual(["", ""]);
      });
    }
  }
});
