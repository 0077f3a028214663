/**
 * The contact endpoint and the no-JavaScript outcome as the HTTP shell treats them. The endpoint checks its
 * own writes (origin, size, rate), because a refusal there is an answer in the form's language.
 */
import de from "#app/content/contact/de.ts";
import en from "#app/content/contact/en.ts";
import type { PageRenderer, PathPolicy } from "#app/lib/server/http-policy.ts";

export const CONTACT_ENDPOINT = "/api/contact";

/** React Router hands the action every write, and it answers all but POST with a 405 in the page's language. */
export const contactEndpointPolicy: PathPolicy = {
  private: false,
  writeMethods: ["POST", "PUT", "PATCH", "DELETE"],
  allow: "POST",
  inputRefusal: controlCharacterRefusal,
};

/** As the endpoint answers its own refusals: JSON with a message, plain text to a form posted without JavaScript. */
function controlCharacterRefusal(url: URL, request: Request): Response {
  const message = (url.searchParams.get("lang") === "de" ? de : en).api.controlCharacter;
  const headers = { "Cache-Control": "no-store" };
  if (request.headers.get("Content-Type")?.toLowerCase().includes("json")) {
    return Response.json({ message }, { status: 400, headers });
  }
  return new Response(message, { status: 400, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

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
