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
  // A page ships the routes it stands on, not all ninety (the back office, the API, the feeds): the rest come
  // from /__manifest for the links in view once the page is live, or on the first click (decision 0082).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
