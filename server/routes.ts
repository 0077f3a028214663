/** Which of the app's routes a path is, without rendering it: for serving it, and for counting it. */
import { matchRoutes } from "react-router";
import { pageOfDataRequest } from "#app/i18n/paths.ts";
import type { SiteBuild } from "./site-build.ts";
import type { StaticFile } from "./static-files.ts";

export type RouteIndex = ReturnType<typeof routeIndex>;

/** Where the browser asks React Router for the routes of links it has not seen yet (decision 0082). */
export const ROUTE_DISCOVERY_PATH = "/__manifest";

export function routeIndex(build: SiteBuild, staticFiles: Map<string, StaticFile>) {
  const routes = routeTree(build);
  const routeOf = (path: string): string | undefined => matchRoutes(routes, path)?.at(-1)?.route.id;
  const labels = new Map<string, string>();

  return {
    routeOf,

    /** Every route a (decoded) path matches, outermost first: what a data request's `_routes` may name. */
    routeIdsOf(path: string): string[] {
      return matchRoutes(routes, path)?.flatMap((match) => (match.route.id ? [match.route.id] : [])) ?? [];
    },

    /** A page this site serves at exactly this (decoded, lowercase) path. */
    isPage(path: string): boolean {
      if (staticFiles.has(path)) return true;
      const id = routeOf(path);
      return id !== undefined && id !== "not-found";
    },

    /**
     * What Prometheus counts a request under: the page's route id, or one of a few names; never the raw path.
     * Matching a path is not free: labels of known paths are kept (a bounded number), and a path the handler
     * already matched (or found to be nobody's: `matched`) is not matched again.
     */
    labelOf(path: string, matched: string | undefined): string {
      const known = matched ?? labels.get(path);
      if (known) return known;
      let label: string;
      if (path === "/healthz" || path === "/readyz") label = path.slice(1);
      else if (path === ROUTE_DISCOVERY_PATH) label = "route-discovery";
      else if (path.startsWith("/assets/")) label = "assets";
      else {
        const data = path.endsWith(".data");
        const page = data ? pageOfDataRequest(path) : path;
        const id = routeOf(page);
        if (id === undefined || id === "not-found") return staticFiles.has(path) ? "static" : "not-found";
        label = data ? `${id}.data` : id;
      }
      if (labels.size < 2_000) labels.set(path, label);
      return label;
    },
  };
}

/** React Router's routes as a tree `matchRoutes` understands. */
function routeTree(build: SiteBuild) {
  type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Node[] };
  const childrenOf = (parentId: string | undefined): Node[] =>
    Object.values(build.routes).flatMap((route) =>
      route && route.parentId === parentId
        ? [
            {
              id: route.id,
              path: route.path,
              index: route.index,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
          ]
        : [],
    );
  return childrenOf(undefined) as Parameters<typeof matchRoutes>[0];
}
