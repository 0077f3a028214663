import { lazy, Suspense, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { storageKeys } from "#app/lib/storage.ts";
import type { Route } from "./+types/root";
import stylesheetUrl from "#app/app.css?url";
import fontsUrl from "#app/fonts/inter.css?url";
import { isRoleRefusal, RoleRefusalScreen } from "#app/components/admin/role-refusal.tsx";
import { FooterContent, SiteShell, type PageHandle } from "#app/components/site-shell.tsx";
import { copyOfPath, loadCopy } from "#app/registry/copy.ts";
import { localeFromPath } from "#app/i18n/paths.ts";
import { siteUrl } from "#app/site/config.server.ts";
import { loadPageMetaBuilders } from "#app/site/page.ts";
import { languageRedirectScript } from "#app/lib/language-redirect.ts";
import { themeScript } from "#app/lib/theme.ts";
import { useScriptNonce } from "#app/lib/document/script-nonce.ts";
import { webFontScript } from "#app/lib/web-font.ts";
import { useServerSnapshot, whileFetching } from "#app/lib/rendering/static-content.tsx";

// In production entry.server inlines the rules each page uses (no render-blocking
// request) and links the whole stylesheet behind the first paint (decision 0029);
// the development server needs the link in the head.
export const links: Route.LinksFunction = () =>
  import.meta.env.DEV
    ? [
        { rel: "stylesheet", href: fontsUrl },
        { rel: "stylesheet", href: stylesheetUrl },
      ]
    : [];

// The copy comes from the copy registry (app/registry/copy.ts, decision 0028), not from here: the data of a page is
// only what it cannot know by itself. The site's address is the server's (SITE_URL; baked into the pre-rendered
// pages at build), so that the metadata a page computes in the browser names the same URLs as the server's.
export function loader({ url }: Route.LoaderArgs) {
  return { locale: localeFromPath(url.pathname), siteUrl: siteUrl() };
}

/**
 * Before a client-side navigation shows the next page, its copy is in the registry, with the code that a page
 * hydrating from its document does without (decision 0031): what builds metadata from the copy (a hydrating page
 * reads its own back from the head) and the footer's, static content rendered anew when the language changes.
 * Fetched while the next page's data is, not after; a chunk that cannot be fetched opens the page's document.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }, next) => {
    const { pathname } = new URL(request.url);
    const chunks = Promise.all([loadCopy(copyOfPath(pathname)), loadPageMetaBuilders(), FooterContent.preload()]);
    return whileFetching(request.url, chunks, next);
  },
];

// The language only changes with the path's, so it is fetched again only then.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname) || defaultShouldRevalidate;
}

/**
 * The web app manifest, linked once the client runs (decision 0033). A browser that sees the link fetches the
 * manifest and its icon at once, to know whether the site can be installed: on a first visit that is two requests
 * beside the document before the first paint, for something no visitor does before the page is there.
 */
function WebAppManifest() {
  return useServerSnapshot() ? null : <link rel="manifest" href="/site.webmanifest" />;
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A page rendered per request: its inline scripts carry the render's nonce (app/lib/document/script-nonce.ts).
  const nonce = useScriptNonce();
  const headScript = { nonce, suppressHydrationWarning: true };
  return (
    // data-theme is set by the theme script before React starts: not React's to compare.
    <html lang={localeFromPath(pathname)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No frame before the header is whole (the element after it has arrived): a slow connection may deliver
            the header in pieces, and its row would shift as its last buttons arrive. Chromium; others ignore it. */}
        <link rel="expect" href="#main-content" blocking="render" />
        <meta name="theme-color" content="#4f46e5" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1020" media="(prefers-color-scheme: dark)" />
        {/*
          The head's inline scripts run once, as the document is parsed, before any module: the server writes them,
          and React never runs, nor changes, one it hydrates or adds later. So the browser's code renders them empty
          (their text stays out of the shell's chunk) and hydration keeps the server's (suppressHydrationWarning).
        */}
        {/* Before the first paint: the scheme the visitor chose, or the system's. */}
        <script {...headScript} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeScript : "" }} />
        {/* Before the first paint: Inter if this browser has it cached, else its metric-matched fallback. */}
        <script {...headScript} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? webFontScript : "" }} />
        {/* The .ico, the PNG icons and the manifest are drawn at build by scripts/build-images.ts; the SVG icon
            comes inline with the document (entry.server.tsx), the manifest once the page is live (decision 0033). */}
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <WebAppManifest />
        {pathname === "/" ? (
          <script
            {...headScript}
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? languageRedirectScript : "" }}
          />
        ) : null}
        {/* Without JavaScript nothing is revealed later: show scripted content at once. */}
        <noscript
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR
              ? "<style>.chat-message>*,.chat-message .chat-text{opacity:1!important}</style>"
              : "",
          }}
          suppressHydrationWarning
        />
        <Meta />
        {/* A stylesheet needs no nonce (style-src names none). React Router would give it the render's, which the
            browser hides from the DOM, and hydration would see a mismatch (the development server's CSS link). */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration storageKey={storageKeys.scrollPositions} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  // The back office has a shell of its own, without the marketing header and footer.
  if (matches.some((match) => (match.handle as PageHandle | undefined)?.admin)) return <Outlet />;
  return (
    <SiteShell locale={loaderData.locale}>
      <Outlet />
    </SiteShell>
  );
}

// No page needs the status screens' code and words before it is live: they are fetched when one is shown. The
// server renders it at once, and a page hydrating with one keeps the server's HTML until they are there (Suspense).
const statusScreens = () =>
  Promise.all([
    import("#app/components/not-found-screen.tsx"),
    typeof window === "undefined"
      ? undefined
      : loadCopy([{ id: "site-extras", locale: localeFromPath(window.location.pathname) }]),
  ]).then(([module]) => module);
const NotFoundScreen = lazy(() => statusScreens().then((module) => ({ default: module.NotFoundScreen })));
const ErrorScreen = lazy(() => statusScreens().then((module) => ({ default: module.ErrorScreen })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  // The back office's middleware refused a page to the operator's role: the refusal brings its own words.
  if (isRouteErrorResponse(error) && isRoleRefusal(error.data)) return <RoleRefusalScreen refusal={error.data} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell locale={localeFromPath(pathname)}>
      <Suspense fallback={null}>{notFound ? <NotFoundScreen /> : <ErrorScreen />}</Suspense>
    </SiteShell>
  );
}
