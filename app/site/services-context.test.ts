/**
 * The services are given, not found (issue 46): routes and the back office's middleware take them from React
 * Router's context (`servicesOf(context)`), which the HTTP shell fills for each request. Only the composition root
 * starts them: services.server.ts itself, server-build.ts (the shell's start, readiness and counting) and
 * http.server.ts (what the shell asks before a route runs). A route that starts them by itself fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const app = join(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it("only the composition root starts the site's services; routes take them from the context", () => {
  const starters = sources(app)
    .filter((file) => /\bstartSiteServices\(/.test(readFileSync(file, "utf8")))
    .map((file) => relative(app, file))
    .sort();
  expect(starters).toEqual(["server-build.ts", "site/http.server.ts", "site/services.server.ts"]);
});
