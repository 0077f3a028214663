/**
 * The production server as an operator meets it: caching of assets and pages,
 * one URL per page, methods, and how it starts and stops.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prerenderedPaths } from "#app/i18n/pages.ts";
import { DEFER_RENDER_CLASS, FULL_STYLESHEET_ID } from "#app/lib/rendering/markers.ts";
import { pageStyles, waitingBlocks } from "#app/lib/document/page-styles.server.ts";
import { planPageStyles } from "../../scripts/lib/page-styles-plan.ts";
import { wholeStylesheetFirst } from "#app/lib/document/stylesheet-first.ts";
import { freePort, startServer } from "#test/server.ts";
import { siteServerForThisFile } from "./site-server.ts";

const request = siteServerForThisFile("server");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Runs the server to its end (or until the test is over: a server still running then is killed). */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(import.meta.dirname, "..", "..", "server", "index.ts")], {
    env: { ...process.env, ...env },
    stdio: "pipe",
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  return { child, exited, output: () => output, kill };
}

describe("production server", () => {
  it("serves hashed assets immutable for a year, pre-compressed", async () => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("br");
    const gzip = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
  });

  it("serves the web font from its own origin, named by its content and immutable (decision 0027)", async () => {
    const html = await (await request.get("/de")).text();
    const font = /url\((\/assets\/inter-[\w-]+\.woff2)\)/.exec(html)?.[1];
    expect(font).toBeTruthy();
    // The head script that draws in Inter compares the address this browser keeps with this very one.
    const headScript = /<script>([^<]*"web-font"[^<]*)<\/script>/.exec(html)?.[1];
    expect(headScript).toContain(JSON.stringify(font));
    const response = await request.get(font!, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("font/woff2");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // woff2 is compressed already: sent as it is.
    expect(response.headers()["content-encoding"]).toBeUndefined();
    expect((await response.body()).subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("a page carries the rules of its first screen, and the whole stylesheet, immutable, when the client starts, or first without JavaScript", async () => {
    // Pre-rendered pages with several blocks below the fold, one whose only such block is its footer, and the
    // not-found page the server renders once per language.
    for (const [path, laterBlocks] of [
      ["/", true],
      ["/de/documentation", true],
      ["/blog", false],
      ["/no-such-page", false],
    ] as const) {
      const html = await (await request.get(path)).text();
      const [added = "", own = "", after = ""] =
        /<style>((?:(?!<\/style>)[\s\S])*)<\/style>((?:<script>[^<]*<\/script><noscript><link [^>]*><\/noscript>)?)<\/head>/.exec(
          html,
        ) ?? [];
      // The font faces come first, in a <style> of their own, in every document (app.css says why), not cut.
      const faces = /<style>((?:(?!<\/style>)[\s\S])*)<\/style><style>/.exec(html)?.[1] ?? "";
      expect(html.indexOf(`<style>${faces}</style><style>${own}</style>`), path).toBeGreaterThan(0);
      expect(faces.match(/@font-face\{/g)?.length, path).toBeGreaterThan(1);
      expect(faces.replace(/@font-face\{[^}]*\}/g, ""), path).toBe("");
      // Inert until the client starts, after the first paint: in client start's template, ahead of the scripts.
      const template = /<template id="client-start">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? "";
      const link = new RegExp(`^<link rel="stylesheet" href="(/assets/app-[\\w-]+\\.css)" id="${FULL_STYLESHEET_ID}">`);
      const href = link.exec(template)?.[1];
      expect(href, path).toBeTruthy();

      const response = await request.get(href!, { headers: { "Accept-Encoding": "br" } });
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-type"]).toMatch(/^text\/css/);
      expect(response.headers()["content-encoding"]).toBe("br");
      const whole = pageStyles(planPageStyles((await response.text()).trimEnd()));
      // The page's rules are the whole stylesheet's, cut for its first screen: nothing added but the rule that keeps
      // the later blocks unpainted, nothing changed.
      const markup = html.replace(added, "</head>");
      const firstScreen = whole.firstScreen(markup, DEFER_RENDER_CLASS);
      expect(own, path).toBe(firstScreen.css);
      expect(firstScreen.deferred, path).toBe(laterBlocks);
      if (!laterBlocks) {
        expect(own, path).toBe(whole.for(markup));
        expect(after, path).toBe("");
        expect(html.match(/rel="stylesheet"/g), path).toHaveLength(1);
        continue;
      }
      expect(own.length, path).toBeLessThan(whole.for(markup).length);
      expect(own, path).toMatch(new RegExp(`${escapeRegExp(waitingBlocks(DEFER_RENDER_CLASS))}\\{[^}]*\\}$`));
      // Then, where the page opens below its top, the whole stylesheet before the first paint; without JavaScript, always.
      const [, starter = ""] = /^<script>([^<]*)<\/script>/.exec(after) ?? [];
      expect(starter, path).toMatch(new RegExp(`^\\(function ${wholeStylesheetFirst.name}\\(`));
      expect(starter, path).toMatch(new RegExp(`\\)\\(${escapeRegExp(JSON.stringify(href))}\\)$`));
      expect(after, path).toBe(
        `<script>${starter}</script><noscript><link rel="stylesheet" href="${href}"></noscript>`,
      );
    }
  });

  it("serves pages for revalidation and answers 304 when unchanged", async () => {
    const first = await request.get("/de/about-us");
    expect(first.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const second = await request.get("/de/about-us", { headers: { "If-None-Match": etag! } });
    expect(second.status()).toBe(304);
  });

  it("sends one URL per page: a trailing slash redirects", async () => {
    const response = await request.get("/about-us/?a=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/about-us?a=1");
  });

  it("pre-rendered pages carry all their content inline, none of it waiting for a script", async () => {
    for (const path of prerenderedPaths()) {
      const html = await (await request.get(path)).text();
      // React's markers of a Suspense boundary sent later: hidden HTML that only a script reveals.
      expect(html, path).not.toMatch(/<div hidden id="S:|\$RC\(|<template id="B:/);
    }
  });

  it("refuses requests with a body anywhere but the contact endpoint", async () => {
    for (const [method, path] of [
      ["POST", "/about-us"],
      ["PUT", "/"],
      ["DELETE", "/de/blog/1"],
      ["POST", "/no-such-page"],
    ] as const) {
      const response = await request.fetch(path, { method, data: "x=1" });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()["allow"]).toBe("GET, HEAD");
    }
  });

  it("answers HEAD for pages without a body", async () => {
    const response = await request.head("/careers");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
  });

  it("fails at once with a clear message when the port is taken", async () => {
    const port = await freePort();
    const blocker = createServer().listen(port);
    const dir = await mkdtemp(join(tmpdir(), "http-port-taken-"));
    const server = runServer({ PORT: String(port), DATA_DIR: dir });
    try {
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`port ${port} is already in use`);
    } finally {
      server.kill();
      blocker.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("fails at once with a clear message when there is no build", async () => {
    const empty = await mkdtemp(join(tmpdir(), "no-build-"));
    const server = runServer({ PORT: String(await freePort()), BUILD_DIR: empty });
    try {
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('Run "npm run build" first');
    } finally {
      server.kill();
      await rm(empty, { recursive: true, force: true });
    }
  });

  it("honours PORT, and on SIGTERM finishes the request in flight, then exits", async () => {
    const dir = await mkdtemp(join(tmpdir(), "http-sigterm-"));
    const server = await startServer({ DATA_DIR: dir });
    const socket = connect(Number(new URL(server.url).port), "localhost");
    try {
      const port = new URL(server.url).port;
      const exited = new Promise<number | null>((resolve) => server.process.on("exit", resolve));
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk));
      await new Promise((resolve) => socket.once("connect", resolve));
      // Half a request is on the wire when the signal arrives…
      socket.write(`GET /de/about-us HTTP/1.1\r\nHost: localhost:${port}\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.process.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 200));
      // …and the rest after it: the server still answers it in full.
      socket.end("Accept-Encoding: identity\r\n\r\n");
      expect(await exited).toBe(0);
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(answer).toContain("</html>");
    } finally {
      socket.destroy();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
