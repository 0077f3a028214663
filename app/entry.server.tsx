import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import stylesheet from "#app/app.css?inline";
import fontFaces from "#app/fonts/inter.css?inline";
import stylesheetUrl from "#app/app.css?url";
import { copyPreloads } from "#app/i18n/copy.server.ts";
import "#app/site/page-meta.server.ts";
import { startClientAfterFirstPaint } from "#app/lib/rendering/client-start.ts";
import { FULL_STYLESHEET_ID } from "#app/lib/rendering/markers.ts";
import { pageStyles } from "#app/lib/rendering/page-styles.server.ts";

export const streamTimeout = 5_000;

const styles = import.meta.env.DEV ? undefined : pageStyles(stylesheet);
const fullStylesheet = `<link rel="stylesheet" href="${stylesheetUrl}" id="${FULL_STYLESHEET_ID}">`;

/**
 * Inlines the rules the document uses (no render-blocking request on a first
 * visit, no bytes for the rules of other pages), and starts the client only
 * after the first paint (app/lib/rendering/client-start.ts), together with the
 * whole stylesheet for what the client renders later (decision 0029). The
 * development server links the whole stylesheet and the font faces in the head instead (root.tsx).
 */
function finishDocument(html: string): string {
  if (!styles) return startClientAfterFirstPaint(html);
  // The font faces stand apart, in every document and nowhere else (app.css says why).
  const withStyles = html.replace(
    "</head>",
    () => `<style>${fontFaces}</style><style>${styles.for(html)}</style></head>`,
  );
  return startClientAfterFirstPaint(withStyles, fullStylesheet);
}

/** Renders the whole document before answering: pages are small and mostly pre-rendered, so streaming buys nothing. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
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
  html = html.replace("</head>", () => `${copyPreloads(new URL(request.url).pathname, html)}</head>`);
  return new Response(finishDocument(html), { status, headers: responseHeaders });
}
