import type { ComponentProps, ComponentType, MouseEvent, ReactNode } from "react";
import type { PageHandle } from "#app/components/site-shell.tsx";
import type { pageStaticActions } from "#app/components/static-actions.ts";
import { useStaticLinks, type StaticActions } from "#app/components/static-links.ts";
import type { PageId } from "#app/i18n/pages.ts";
import { StaticContent, staticPart, withStaticParts } from "#app/lib/rendering/static-content.tsx";
import { pageMeta, type PageMetaArgs } from "#app/site/page.ts";

// Any props here: each part keeps its own in `StaticParts`.
type Components = Record<string, ComponentType<any>>;

/** Each part's code, fetched apart from the page's module: `() => import("…").then((module) => module.Part)`. */
type PartLoaders<Parts extends Components> = { [Name in keyof Parts]: () => Promise<Parts[Name]> };

/** The declared parts, as components to render: each a `staticPart` of its loader, with the part's props. */
export type StaticParts<Parts extends Components> = {
  [Name in keyof Parts]: ReturnType<typeof staticPart<ComponentProps<Parts[Name]>>>;
};

type KeptClick = (event: MouseEvent<HTMLElement>) => void;

/** What a page lays out itself when its static parts sit among live ones (the documentation). */
export type StaticPageLayoutProps<Parts extends Components, Data> = {
  parts: StaticParts<Parts>;
  loaderData: Data;
  /** What the kept HTML's links and buttons do (`useStaticLinks`, with the page's own actions). */
  links: KeptClick;
};

type ActionPage = keyof typeof pageStaticActions;

type StaticPageDeclaration<Page extends PageId, Parts extends Components, Data> = {
  /** The page's static parts: each loads apart, and the route's client loader fetches every one of them. */
  parts: PartLoaders<Parts>;
} & (
  | {
      /** The content, in one `StaticContent` whose kept clicks the page's links handle; by default every part in order. */
      render?: (parts: StaticParts<NoInfer<Parts>>, loaderData: Data) => ReactNode;
      layout?: never;
    }
  | {
      /** A page whose static parts sit among live ones wraps each in its own `StaticContent`. */
      layout: ComponentType<StaticPageLayoutProps<NoInfer<Parts>, Data>>;
      render?: never;
    }
) &
  // A page whose kept buttons name actions of its own must say what each does (app/components/static-actions.ts).
  (Page extends ActionPage ? { actions: StaticActions<Page> } : { actions?: never });

/**
 * A page whose content is static (decision 0031), declared once: its parts, how they are laid out, what its kept
 * buttons do. Gives the route module's exports but its loader (which stays in the route, on the server):
 * `clientLoader` fetches exactly the declared parts beside the server's data, `meta` builds the page's metadata
 * from its copy (app/site/page-meta.ts), `handle`, and `Page`, the default export, which hydrates as the server's
 * HTML. The copy the document hydrates with is the page's `live` copy in app/registry/copy.ts (`pageCopy`): none of its
 * own, which only its static parts read. docs/performance.md, "Changing a page", says what else a page must keep to.
 */
export function staticPage<Page extends PageId, Parts extends Components, Data = unknown>(
  page: Page,
  declaration: StaticPageDeclaration<Page, Parts, Data>,
) {
  const parts = Object.fromEntries(
    Object.entries(declaration.parts).map(([name, load]) => [name, staticPart(load as () => Promise<ComponentType>)]),
  ) as unknown as StaticParts<Parts>;
  const all = Object.values(parts) as (ComponentType & { preload: () => Promise<unknown> })[];
  const renderAll = () => all.map((Part, index) => <Part key={index} />);
  const Layout = declaration.layout;
  // Either overload: the declaration's type has asked for the page's actions where it has some.
  const useLinks = useStaticLinks as (page: PageId, actions?: object) => KeptClick;

  function Page({ loaderData }: { loaderData: Data }) {
    const links = useLinks(page, declaration.actions);
    if (Layout) return <Layout parts={parts} loaderData={loaderData} links={links} />;
    return (
      <StaticContent className="contents" onKeptClick={links}>
        {declaration.render ? declaration.render(parts, loaderData) : renderAll()}
      </StaticContent>
    );
  }

  return {
    clientLoader: (args: { request: Request; serverLoader: () => Promise<unknown> }) =>
      withStaticParts(args, all) as Promise<Data>,
    meta: (args: PageMetaArgs) => pageMeta(args, page),
    // A static page's header takes its scrolled style after 20 pixels.
    handle: { scrollThreshold: 20 } satisfies PageHandle,
    Page,
  };
}
