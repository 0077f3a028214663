/**
 * The generic request helper of SPEC sections 7 and 8: sends `method` to
 * `path`, with a JSON body and content type only when there is a payload,
 * always with credentials, plus any `headers` given. A non-success answer
 * throws an Error whose message is the status, ": ", then the body text (or
 * the status text when empty).
 */
export async function apiRequest(
  method: string,
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    ...(payload === undefined
      ? { headers }
      : { headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(payload) }),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  return response;
}

/**
 * The human part of an apiRequest error: the server's `message` when it sent
 * one (never a status code or HTML), otherwise the fallback.
 */
export function serverMessage(
  error: unknown,
  fallback: string,
): { message: string; fieldErrors?: Record<string, string> } {
  const text = error instanceof Error ? error.message.replace(/^\d{3}: /, "") : "";
  try {
    const body = JSON.parse(text) as { message?: unknown; fieldErrors?: unknown };
    const message = typeof body.message === "string" && body.message.trim() ? body.message : fallback;
    const fieldErrors =
      body.fieldErrors && typeof body.fieldErrors === "object"
        ? (body.fieldErrors as Record<string, string>)
        : undefined;
    return { message, fieldErrors };
  } catch {
    return { message: fallback };
  }
}
