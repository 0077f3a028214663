/**
 * A page action's form, or a clear 4xx: a body that is no form (JSON, XML,
 * or a form that does not parse) is the client's mistake, not a server error.
 * How large it may be was decided before it was read (its path's policy, held to by server/methods.ts).
 */
import * as z from "zod/mini";
import { intents, parseForm } from "./form-fields.ts";

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

/** One form of a page that has several: its `intent`, its fields, and what sending it does. */
export type FormAction<Context, Answer> = {
  intent: string;
  schema: z.ZodMiniObject;
  run: (form: never, context: Context) => Answer | Promise<Answer>;
};

/**
 * Declares one form of a page beside the section that draws it: the schema is its fields plus its `intent`, and
 * `run` gets the form as read. The page's action lists its forms (`actOnForm`) and no longer switches over them.
 */
export function formAction<const Intent extends string, Shape extends z.core.$ZodLooseShape, Context, Answer>(
  intent: Intent,
  shape: Shape,
  run: (form: FormOfShape<Intent, Shape>, context: Context) => Answer | Promise<Answer>,
): FormAction<Context, Answer> {
  const schema = z.object({ ...shape, intent: z.literal(intent) });
  return { intent, schema, run: run as FormAction<Context, Answer>["run"] };
}

type FormOfShape<Intent extends string, Shape extends z.core.$ZodLooseShape> = z.infer<
  z.ZodMiniObject<Shape & { intent: z.ZodMiniLiteral<Intent> }>
>;

/** The page's form read by the schema of whichever of `actions` its `intent` names, and that form's answer. */
export async function actOnForm<Context, Answer>(
  request: Request,
  message: string,
  actions: readonly FormAction<Context, Answer>[],
  context: Context,
): Promise<Answer> {
  const schemas = actions.map((action) => action.schema) as [z.ZodMiniObject, ...z.ZodMiniObject[]];
  const form = await formOf(request, message, intents(...schemas));
  const action = actions.find((candidate) => candidate.intent === form.intent)!;
  return action.run(form as never, context);
}
