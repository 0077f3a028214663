/**
 * A page action's form, or a clear 4xx: a body that is no form (JSON, XML,
 * or a form that does not parse) is the client's mistake, not a server error.
 * How large it may be was decided before it was read (its path's policy, held to by server/methods.ts).
 */
import type * as z from "zod/mini";
import { parseForm } from "./form-fields.ts";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The form read by its schema (form-fields.ts), or a 400 with `message` when it does not fit. */
export async function formOf<Schema extends z.ZodMiniType>(
  request: Request,
  message: string,
  schema: Schema,
): Promise<z.infer<Schema>>;
/** The form as sent, for an action that reads files (an upload) as well as text. */
export async function formOf(request: Request, message: string): Promise<FormData>;
export async function formOf(request: Request, message: string, schema?: z.ZodMiniType): Promise<unknown> {
  const form = await formDataOf(request, message);
  if (!schema) return form;
  const fields = parseForm(form, schema);
  if (fields === undefined) throw refusal(400, message);
  return fields;
}

async function formDataOf(request: Request, message: string): Promise<FormData> {
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
