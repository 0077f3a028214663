import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A line between a browser and a test server that can hold the page's scripts (issue 43): while held, requests
 * for `/assets/*.js` (and, if asked, the stylesheets `/assets/*.css`) wait until `release()`, so whatever a test
 * does first happens before the page is live, however busy the machine. Everything else passes at once, unchanged,
 * except that what can be held is marked `no-store`: each page view fetches it through the line again instead of
 * from the browser's cache. For a browser whose
 * own network control cannot hold requests (Firefox over WebDriver BiDi in puppeteer).
 */
export type HoldingProxy = {
  url: string;
  /** Holds every script (and stylesheet) asked for from now on; returns the function that lets them through. */
  hold(what?: { stylesheets: boolean }): () => void;
  close(): Promise<void>;
};

const SCRIPT = /^\/assets\/[^?#]+\.js(?:[?#]|$)/;
const STYLESHEET = /^\/assets\/[^?#]+\.css(?:[?#]|$)/;

export async function startHoldingProxy(target: string): Promise<HoldingProxy> {
  let held: Promise<void> | undefined;
  let holdsStylesheets = false;
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? "/";
    const script = SCRIPT.test(path);
    const stylesheet = STYLESHEET.test(path);
    const holds = script || (stylesheet && holdsStylesheets);
    void (holds && held ? held : Promise.resolve()).then(() => {
      const forwarded = request(
        { host: upstream.hostname, port: upstream.port, path, method: incoming.method, headers: incoming.headers },
        (answer) => {
          const headers = { ...answer.headers, ...(script || stylesheet ? { "cache-control": "no-store" } : {}) };
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
        },
      );
      forwarded.on("error", () => outgoing.destroy());
      incoming.pipe(forwarded);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    hold(what = { stylesheets: false }) {
      holdsStylesheets = what.stylesheets;
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
