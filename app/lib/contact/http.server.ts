/** The no-JavaScript outcome of the contact form as the HTTP shell treats it: the home page, rendered for one visitor. */
import type { PageRenderer } from "#app/lib/server/http-policy.ts";

/** The `?contact=` token a home page request brings back after a form was posted without JavaScript. */
export function outcomeTokenOf(path: string, request: Request): string | undefined {
  if (path !== "/" && path !== "/de") return undefined;
  return new URL(request.url).searchParams.get("contact") || undefined;
}

/** The home page showing this visitor's outcome: rendered now, and kept by nobody. */
export async function outcomePage(renderer: PageRenderer): Promise<Response> {
  const response = await renderer.render();
  response.headers.set("Cache-Control", "no-store");
  return response;
}
