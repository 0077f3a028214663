import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Manifest, Plugin } from "vite";

const ID = "virtual:copy-chunks";
const RESOLVED_ID = `\0${ID}`;
const COPY_SOURCE = /^app\/content\/[^/]+\/[a-z]{2}\.ts$/;

/**
 * `virtual:copy-chunks` for the server build: which files the browser fetches for each content module
 * (`app/content/<id>/<locale>.ts`: its chunk and the chunks it imports), read from the client build's manifest,
 * which Vite writes before the server is built (decision 0028). The server names them as module preloads, so a
 * page's copy arrives with its other scripts instead of a round trip later. Empty in development.
 */
export function copyChunks(): Plugin {
  return {
    name: "copy-chunks",
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const config = this.environment.getTopLevelConfig();
      const client = config.environments.client?.build.outDir ?? "build/client";
      const manifestPath = resolve(config.root, client, ".vite/manifest.json");
      if (config.command !== "build" || !existsSync(manifestPath)) return "export default {};";
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
      const files = (key: string, seen = new Set<string>()): string[] => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key)) return [];
        seen.add(key);
        return [`${config.base}${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => files(imported, seen))];
      };
      const chunks = Object.fromEntries(
        Object.keys(manifest)
          .filter((key) => COPY_SOURCE.test(key))
          .map((key) => [key, files(key)]),
      );
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}
