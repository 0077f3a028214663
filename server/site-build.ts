/**
 * The server bundle as the HTTP shell sees it: React Router's build and what
 * app/server-build.ts adds to it. The one door from server/ into app/.
 */
export type SiteBuild = typeof import("#app/server-build.ts");
export type { PageRenderer, PathPolicy, WriteGuard } from "#app/server-build.ts";
