/**
 * The thread sanitize-html.server.ts hands post bodies to: the allow-list of
 * sanitize-html.ts with jsdom as the DOM, one body at a time. Node runs this
 * file as it is (TypeScript, `#app` imports), in development, in the tests
 * and from the production build alike; it is never bundled.
 */
import { JSDOM } from "jsdom";
import { parentPort } from "node:worker_threads";
import { createSanitizer } from "#app/lib/blog/sanitize-html.ts";

export type SanitizeRequest = { id: number; html: string };
export type SanitizeAnswer = { id: number; html: string } | { id: number; error: string };

const sanitize = createSanitizer(new JSDOM("").window as unknown as Window & typeof globalThis);

parentPort!.on("message", ({ id, html }: SanitizeRequest) => {
  let answer: SanitizeAnswer;
  try {
    answer = { id, html: sanitize(html) };
  } catch (error) {
    answer = { id, error: String(error) };
  }
  parentPort!.postMessage(answer);
});
