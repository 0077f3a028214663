/**
 * A page action's form, or a clear 4xx: a body that is no form (JSON, XML,
 * or a form that does not parse) is the client's mistake, not a server error.
 * How large it may be was decided before it was read (its path's policy, held to by server/methods.ts).
 */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export async function formOf(request: Request, message: string): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) throw refusal(415, message);
  try {
    return await request.formData();
  } catch {
    throw refusal(400, message);
  }
}

function refusal(status: 400 | 415, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
