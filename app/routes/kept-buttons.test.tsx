/**
 * Every button of a page's static content does something while the page is the server's HTML (decision 0031). Kept,
 * a button has no React handler: only its action (`staticAction(name)`) and its page's `useStaticLinks` make it do
 * anything, so a button without one, or with one its page does not handle, does nothing until a client-side
 * navigation renders the page, and for good on the page a visitor opened. Each page is rendered in the site's shell as
 * the server renders it and as hydration does (static content's element kept empty, its children the server's); a
 * button of the first that the second lacks is kept. tests/http/static-actions.test.ts reads the built pages too.
 */
import type { ComponentType, ReactNode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { SiteShell } from "#app/components/site-shell.tsx";
import { actionsOf } from "#app/components/static-actions.ts";
import "#app/registry/copy.server.ts";
import { localeFromPath, matchPage } from "#app/i18n/paths.ts";
import { pageIds, pages, seededBlogPostIds, type PageId } from "#app/i18n/pages.ts";
import { STATIC_ACTION_ATTRIBUTE, staticAction } from "#app/lib/rendering/markers.ts";
import { staticPage } from "#app/site/static-page.tsx";

type RouteModule = {
  default: ComponentType<{ loaderData: unknown; params?: Record<string, string> }>;
  loader: (args: { url: URL; request: Request; params: Record<string, string>; context: unknown }) => unknown;
};
const routes = import.meta.glob<RouteModule>("./*.tsx");

/** Every page at each of its paths, a demo post for the post's page (the blog's store is the browser's, as built). */
const pathsOf = (page: PageId) =>
  Object.values<string>(pages[page].paths).map((path) => path.replace(":id", seededBlogPostIds[0]));

/** The page's markup, rendered as the server does or, with a document there, as hydration does. */
async function render(Page: RouteModule["default"], loaderData: unknown, path: string, hydrating: boolean) {
  const locale = localeFromPath(path);
  const element = (
    <SiteShell locale={locale}>
      <Page loaderData={loaderData} params={{ id: seededBlogPostIds[0] }} />
    </SiteShell>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  // StaticContent keeps the server's HTML where it renders for hydration: the server's snapshot, with a document.
  if (hydrating) Object.assign(globalThis, { document: { getElementById: () => null } });
  try {
    const { prelude } = await prerender(<RouterProvider router={router} />);
    return await new Response(prelude).text();
  } finally {
    if (hydrating) Reflect.deleteProperty(globalThis, "document");
  }
}

// Each button by its start tag: a live one may hold static content (the documentation's contents toggle), which
// hydration keeps empty. React's ids (useId) depend on what else renders, and hydration renders less: left out.
const buttons = (html: string) =>
  [...new JSDOM(html).window.document.querySelectorAll("button")].map((button) =>
    button.outerHTML.slice(0, button.outerHTML.indexOf(">") + 1).replaceAll(/_R_\w+_/g, "_R_"),
  );

/** The kept buttons of a page that do nothing while kept, as `<button …> at path`. */
async function idleKeptButtons(Page: RouteModule["default"], loaderData: unknown, path: string) {
  const live = buttons(await render(Page, loaderData, path, true));
  const handled = actionsOf(matchPage(path)?.page);
  return buttons(await render(Page, loaderData, path, false))
    .filter((button) => {
      const index = live.indexOf(button);
      if (index === -1) return true;
      live.splice(index, 1);
      return false;
    })
    .filter((button) => {
      const action = new JSDOM(button).window.document.querySelector("button")?.getAttribute(STATIC_ACTION_ATTRIBUTE);
      return !action || !handled.includes(action);
    })
    .map((button) => `${button} at ${path}`);
}

async function loaded(page: PageId, path: string) {
  const route = await routes[`./${pages[page].file.slice("routes/".length)}`]!();
  const url = new URL(path, "https://example.com");
  const args = { url, request: new Request(url), params: { id: seededBlogPostIds[0] }, context: undefined };
  return { Page: route.default, data: await route.loader(args) };
}

// A page's first render loads its whole module graph (1–3 s on the shared two-core machine, more when busy).
describe("the kept buttons of every page", { timeout: 30_000 }, () => {
  for (const page of pageIds) {
    for (const path of pathsOf(page)) {
      it(`${path}: each names an action its page handles`, async () => {
        const { Page, data } = await loaded(page, path);
        expect(await idleKeptButtons(Page, data, path)).toEqual([]);
      });
    }
  }

  it("are told apart from live ones: the careers page keeps its popup openers, the header's buttons are live", async () => {
    const { Page, data } = await loaded("careers", "/careers");
    const served = buttons(await render(Page, data, "/careers", false));
    const hydrated = buttons(await render(Page, data, "/careers", true));
    const openers = (list: string[]) => list.filter((button) => button.includes('data-action="contact-popup"'));
    expect(openers(served).length).toBeGreaterThan(3);
    expect(openers(hydrated)).toEqual([]);
    expect(hydrated.some((button) => button.includes('aria-label="Open menu"'))).toBe(true);
  });

  it("would fail for a planted button without an action, or with one its page does not handle", async () => {
    const plant = (button: ReactNode) =>
      staticPage("about", { parts: { Text: async () => () => <p>Text {button}</p> } }).Page;
    const path = "/about-us";
    const without = plant(<button type="button">Share</button>);
    expect(await idleKeptButtons(without, {}, path)).toEqual([`<button type="button"> at ${path}`]);
    const stray = plant(
      <button type="button" {...staticAction("back-to-top")}>
        Top
      </button>,
    );
    expect(await idleKeptButtons(stray, {}, path)).toEqual([
      `<button type="button" data-action="back-to-top"> at ${path}`,
    ]);
    const opener = plant(
      <button type="button" {...staticAction("contact-popup")}>
        Contact
      </button>,
    );
    expect(await idleKeptButtons(opener, {}, path)).toEqual([]);
  });
});
