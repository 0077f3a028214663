import type { Config } from "@react-router/dev/config";
import { prerenderedPaths, searchEngineFiles } from "./app/i18n/pages.ts";

export default {
  ssr: true,
  // Every static page of both languages becomes HTML at build time; the server
  // renders only what cannot be known then (unknown paths, browser-made blog posts).
  prerender: { paths: [...prerenderedPaths(), ...searchEngineFiles], concurrency: 4 },
  // The route table is small: ship it with the page instead of asking the
  // server for manifest patches on every link that scrolls into view.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
