/**
 * The allow-list of sanitize-html.ts on the server, with jsdom as the DOM:
 * a post is sanitized when it is stored and again when it is rendered.
 * jsdom loads on first use; the marketing pages never need it.
 */
import { createSanitizer } from "#app/lib/blog/sanitize-html.ts";

let sanitizer: Promise<(html: string) => string> | undefined;

export function sanitizePostHtmlOnServer(html: string): Promise<string> {
  sanitizer ??= import("jsdom").then(({ JSDOM }) =>
    createSanitizer(new JSDOM("").window as unknown as Window & typeof globalThis),
  );
  return sanitizer.then((sanitize) => sanitize(html));
}
