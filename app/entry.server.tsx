import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import stylesheetPlan from "virtual:page-styles";
import fontFaces from "#app/fonts/inter.css?inline";
import stylesheetUrl from "#app/app.css?url";
import favicon from "../public/favicon.svg?raw";
import { copyPreloads } from "#app/registry/copy.server.ts";
import "#app/site/page-meta.server.ts";
import { startClientAfterFirstPaint } from "#app/lib/document/client-start.ts";
import { earlyInputScript } from "#app/lib/document/early-capture.ts";
import { withNonce } from "#app/lib/document/inline-script.ts";
import { DEFER_RENDER_CLASS, FULL_STYLESHEET_ID } from "#app/lib/rendering/markers.ts";
import { pageStyles } from "#app/lib/document/page-styles.server.ts";
import { faviconLink } from "#app/lib/seo/favicon.ts";
import { stylesheetFirstScript } from "#app/lib/document/stylesheet-first.ts";
import { ScriptNonce, scriptNonceContext } from "#app/lib/document/script-nonce.ts";

export const streamTimeout = 5_000;

// The stylesheet as the build read it (scripts/lib/page-styles-plan.ts); none in development.
const styles = stylesheetPlan ? pageStyles(stylesheetPlan) : undefined;
/** Inline, so no browser fetches an icon before the first paint (decision 0033). */
const icon = faviconLink(favicon);
/** Keeps what a visitor does before the page is live, from the first paint (app/lib/rendering/early-input.ts). */
const earlyInput = earlyInputScript();
const fullStylesheet = `<link rel="stylesheet" href="${stylesheetUrl}" id="${FULL_STYLESHEET_ID}">`;
/**
 * After the page's own rules, where those are its first screen's: the whole stylesheet before the first paint for a
 * page opening below its top (app/lib/document/stylesheet-first.ts), and always without JavaScript.
 */
const fullStylesheetFirst = (nonce: string | undefined) =>
  `${stylesheetFirstScript(stylesheetUrl, nonce)}<noscript><link rel="stylesheet" href="${stylesheetUrl}"></noscript>`;

/**
 * Inlines the font faces and the rules of the document's first screen (no
 * render-blocking request on a first visit, no bytes for the rules of other
 * pages or of what lies below the fold), and starts the client only after the
 * first paint (app/lib/document/client-start.ts), together with the whole
 * stylesheet for the blocks below the fold and for what the client renders
 * later (decisions 0029, 0032). The development server links the whole
 * stylesheet and the font faces in the head instead (root.tsx).
 */
function finishDocument(html: string, nonce: string | undefined): string {
  if (!styles) return startClientAfterFirstPaint(html, "", nonce);
  // The font faces stand apart, in every document and nowhere else (app.css says why).
  const faces = `<style>${fontFaces}</style>`;
  const started = startClientAfterFirstPaint(html, fullStylesheet, nonce);
  // No client, no whole stylesheet later (no such document today): the page keeps every rule its markup uses.
  if (started === html) return html.replace("</head>", () => `${faces}<style>${styles.for(html)}</style></head>`);
  const firstScreen = styles.firstScreen(html, DEFER_RENDER_CLASS);
  const head = `${faces}<style>${firstScreen.css}</style>${firstScreen.deferred ? fullStylesheetFirst(nonce) : ""}</head>`;
  return started.replace("</head>", () => head);
}

/** Renders the whole document before answering: pages are small and mostly pre-rendered, so streaming buys nothing. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let status = responseStatusCode;
  // A page rendered per request has a nonce (the shell's); a pre-rendered one none (app/lib/document/script-nonce.ts).
  const nonce = loadContext.get(scriptNonceContext) || undefined;
  const document = (
    <ScriptNonce.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </ScriptNonce.Provider>
  );
  const stream = await renderToReadableStream(document, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // React would send large Suspense boundaries (the home page's sections) as hidden HTML that a
    // script moves into place later, invisible without JavaScript. The document is buffered whole
    // anyway, so there is nothing to gain from that: keep every boundary inline.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  let html = await new Response(stream).text();
  // The page's copy comes in chunks of its own (decision 0028): fetched with the page's other scripts.
  const preloads = copyPreloads(new URL(request.url).pathname, html);
  html = html.replace("</head>", () => `${withNonce(earlyInput, nonce)}${icon}${preloads}</head>`);
  return new Response(finishDocument(html, nonce), { status, headers: responseHeaders });
}
