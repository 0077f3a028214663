import type { MetaDescriptor } from "react-router";
import { copyOfPath, isCopyLoaded } from "#app/registry/copy.ts";
import type { PageId } from "#app/i18n/pages.ts";
import { metaInHead } from "#app/lib/seo/head-meta.ts";

/** What a route's `meta` function is given, as far as a page's metadata needs it. */
export type PageMetaArgs = {
  loaderData: unknown;
  params: Record<string, string | undefined>;
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[];
};

/** What builds each page's metadata from its copy (app/site/page-meta.ts). */
export type PageMetaBuilders = Record<PageId, (args: PageMetaArgs) => MetaDescriptor[]>;

let builders: PageMetaBuilders | undefined;

/** The server has the builders at hand from the start (page-meta.server.ts, imported by entry.server). */
export function providePageMetaBuilders(table: PageMetaBuilders): void {
  builders = table;
}

/** Loads the builders in the browser, before a client-side navigation shows a page (root.tsx's client middleware). */
export async function loadPageMetaBuilders(): Promise<void> {
  builders ??= (await import("#app/site/page-meta.ts")).pageMetaBuilders;
}

/**
 * A page's metadata, for its route's `meta` function (decision 0031). Built from the page's copy where the
 * builders and the copy are loaded: on the server, and in the browser after a client-side navigation, which loads
 * both first. Otherwise the page is the document the browser was sent, hydrating (or updating in place, as after
 * a form's action), and its metadata is what the server put into the head, read back: so hydration needs neither
 * the code that builds metadata nor the copy it is built from. Nothing when the page's loader failed (its error
 * screen has no page to describe).
 */
export function pageMeta(args: PageMetaArgs, page: PageId): MetaDescriptor[] {
  if (args.loaderData === undefined) return [];
  if (builders && isCopyLoaded(copyOfPath(args.location.pathname))) return builders[page](args);
  if (typeof document === "undefined") throw new Error("The server renders pages without the page meta builders.");
  return metaInHead(document.head);
}
