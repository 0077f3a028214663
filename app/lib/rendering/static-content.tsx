import {
  lazy,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";
import { loadOnce } from "#app/lib/rendering/load-once.ts";

const subscribeToNothing = () => () => {};

/**
 * Whether this render is the server's, or the browser's hydration of the server's HTML: React reads a store's
 * server snapshot exactly then (in the browser, for the first render of a hydrating tree, islands included).
 */
export function useServerSnapshot(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

export type StaticContentProps = HTMLAttributes<HTMLElement> & {
  /** The element that holds the content; its attributes are the component's own, never copy. */
  as?: "div" | "span" | "section" | "footer";
  /**
   * What the content shows, for content that stays mounted while the page changes: the page's path (the
   * default; a post's page shows another post at another path), or the language for content that is the same on
   * every page of one (the footer). The server's HTML is kept only as long as it shows the same.
   */
  of?: string;
  /**
   * Clicks on what the server's HTML holds, while it is kept: its links and buttons have no React handlers then
   * (a click on them bubbles to this element's). Once React renders the content, its elements handle their own.
   */
  onKeptClick?: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
};

/**
 * Static content (decision 0031): text, pictures and links that the browser needs no code and no copy for as long
 * as the page is the document the server sent. When the page hydrates, React renders only this element, empty
 * and marked as not to be compared: it keeps the server's children and never touches them while that stays so.
 * The children are rendered when this mounts outside hydration (a client-side navigation) or when what it shows
 * changes (`of`): then their code and copy are loaded, before the page shows (root.tsx's middleware, the route's
 * client loader). Without JavaScript, and on the server, it is the element with its children.
 */
export function StaticContent({ as: Tag = "div", of, onKeptClick, children, ...attributes }: StaticContentProps) {
  const { pathname } = useLocation();
  const shows = of ?? pathname;
  const hydrating = useServerSnapshot() && typeof document !== "undefined";
  const [keptFor, setKeptFor] = useState(() => (hydrating ? shows : null));
  // Once it shows something else, React renders it from then on (the server's HTML is gone for good).
  if (keptFor !== null && keptFor !== shows) setKeptFor(null);
  if (keptFor === shows) {
    return (
      // The kept HTML's links and buttons are interactive; this element only passes their clicks on.
      <Tag
        key="kept"
        {...attributes}
        onClick={onKeptClick}
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag key="rendered" {...attributes}>
      {children}
    </Tag>
  );
}

/**
 * A component whose code is in a chunk of its own, for static content: the page's module does not import it, so
 * its document hydrates without it. `preload()` fetches it before a client-side navigation renders it (the route's
 * client loader, `withStaticParts`), so the navigation waits for nothing more; on the server it is fetched once.
 */
export function staticPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const preload = loadOnce(load);
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

type StaticPart = { preload: () => Promise<unknown> };

/**
 * A route's client loader: its server data, with the code of the page's static parts fetched meanwhile, so a
 * client-side navigation renders them at once (or opens the page's document, `whileFetching`).
 */
export function withStaticParts<Data>(
  { request, serverLoader }: { request: Request; serverLoader: () => Promise<Data> },
  parts: StaticPart[],
): Promise<Data> {
  return whileFetching(request.url, Promise.all(parts.map((part) => part.preload())), serverLoader);
}

/**
 * What `next` gives, once the chunks a client-side navigation to `url` renders with are fetched too (they are
 * fetched meanwhile, not after). A chunk that cannot be fetched (a new deployment replaced it, or the connection
 * dropped) sends the visitor to the page's document instead, which the server renders whole.
 */
export async function whileFetching<Result>(
  url: string,
  chunks: Promise<unknown>,
  next: () => Promise<Result>,
): Promise<Result> {
  const fetched = chunks.then(
    () => true,
    () => false,
  );
  const result = await next();
  if (await fetched) return result;
  window.location.assign(url);
  return new Promise<never>(() => {});
}
