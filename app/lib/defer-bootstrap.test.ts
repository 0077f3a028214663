import { describe, expect, it } from "vitest";
import { deferBootstrap } from "./defer-bootstrap.ts";

// React Router 8.4's document, as the build writes it (the home page splits its route module in two).
const document = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/home-3.js"/><link rel="icon" href="/favicon.svg"/></head><body><main>Text</main><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1_clientLoader from "/assets/home-3.js";
import * as route1_main from "/assets/home-main-5.js";
const route1 = {...route1_clientLoader,...route1_main};
  
  window.__reactRouterRouteModules = {"root":route0,"home.en":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("deferBootstrap", () => {
  const html = deferBootstrap(document);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

  it("takes the module preloads out of the document, so nothing competes with the first paint", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("waits for the first contentful paint, then adds the same preloads and imports the same modules", () => {
    const waits = script.indexOf('getEntriesByName("first-contentful-paint")');
    const preloads = script.indexOf(
      'for (const href of ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/home-3.js"]) { document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); await nextTask(); }',
    );
    const imports = script.indexOf(
      'const [, route0, route1_clientLoader, route1_main] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-3.js"), import("/assets/home-main-5.js")]);',
    );
    const merge = script.indexOf("const route1 = {...route1_clientLoader,...route1_main};");
    const modules = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"home.en":route1};');
    const entry = script.indexOf('import("/assets/entry.client-2.js");');
    for (const position of [waits, preloads, imports, merge, modules, entry]) expect(position).toBeGreaterThan(-1);
    expect([waits, preloads, imports, merge, modules, entry]).toEqual(
      [waits, preloads, imports, merge, modules, entry].toSorted((a, b) => a - b),
    );
  });

  it("evaluates the shared chunks one task at a time, in dependency order, before the route modules", () => {
    const withSharedChunks = document.replace(
      '<link rel="modulepreload" href="/assets/home-3.js"/>',
      '<link rel="modulepreload" href="/assets/shell-7.js"/><link rel="modulepreload" href="/assets/react-dom-B_x9.js"/><link rel="modulepreload" href="/assets/framework-6.js"/><link rel="modulepreload" href="/assets/home-3.js"/>',
    );
    const sequential = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(
      deferBootstrap(withSharedChunks),
    )![1]!;
    const chunks = sequential.indexOf(
      'for (const href of ["/assets/react-dom-B_x9.js","/assets/framework-6.js","/assets/shell-7.js"]) { await import(href); await nextTask(); }',
    );
    expect(chunks).toBeGreaterThan(sequential.indexOf('document.createElement("link")'));
    expect(chunks).toBeLessThan(sequential.indexOf("await Promise.all("));
  });

  it("after the first paint, waits for a frame drawn after the end of the document", () => {
    const firstPaint = script.indexOf('getEntriesByName("first-contentful-paint")');
    const nextFrame = script.indexOf("requestAnimationFrame(() => setTimeout(resolve));");
    expect(nextFrame).toBeGreaterThan(firstPaint);
    expect(script.indexOf("document.createElement")).toBeGreaterThan(nextFrame);
  });

  it("does not wait in a tab opened in the background, nor more than a second", () => {
    expect(script).toContain('if (document.visibilityState === "visible")');
    expect(script).toContain("setTimeout(resolve, 1000)");
  });

  it("is valid JavaScript for a module", () => {
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("leaves a bootstrap it does not recognise exactly as it was", () => {
    const changed = document.replace('import("/assets/entry.client-2.js");', "startSomehowElse();");
    expect(deferBootstrap(changed)).toBe(changed);
  });
});
