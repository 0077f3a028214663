/**
 * The contact endpoint and the no-JavaScript outcome as the HTTP shell treats them. The endpoint checks its
 * own writes (origin, size, rate), because a refusal there is an answer in the form's language.
 */
import type { PageRenderer, PathPolicy } from "#app/lib/server/http-policy.ts";

export const CONTACT_ENDPOINT = "/api/contact";

/** React Router hands the action every write, and it answers all but POST with a 405 in the page's language. */
export const contactEndpointPolicy: PathPolicy = {
  private: false,
  writeMethods: ["POST", "PUT", "PATCH", "DELETE"],
  allow: "POST",
};

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
