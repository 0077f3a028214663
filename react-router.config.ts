import type { Config } from "@react-router/dev/config";
import { blogPostShellPath, prerenderedPaths, prerenderedFiles } from "#app/i18n/pages.ts";
import { locales } from "#app/i18n/locales.ts";

export default {
  ssr: true,
  // Every static page of both languages becomes HTML at build time, and so does the one shell that
  // stands for every browser-made blog post; the server renders only what cannot be known then
  // (the no-JavaScript contact outcome). Unknown paths get a not-found page rendered once per language.
  prerender: {
    paths: [...prerenderedPaths(), ...locales.map(blogPostShellPath), ...prerenderedFiles],
    concurrency: 4,
  },
  // The route table is small: ship it with the page instead of asking the
  // server for manifest patches on every link that scrolls into view.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
