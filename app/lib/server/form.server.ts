/**
 * A request's fields read by one zod schema per form (form-fields.ts), whether they come as a form or as JSON: a
 * page action's form, or a clear 4xx (a body that is no form is the client's mistake, not a server error); a JSON
 * API's object, with each field's problem for the API to name in its own words. How large a body may be was
 * decided before it was read (its path's policy, held to by server/methods.ts).
 */
import * as z from "zod/mini";
import { intents, textFields } from "./form-fields.ts";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** What a schema made of the fields sent: their data, or each field's first problem (its issue's message) by name. */
export type FieldsRead<Data> = { data: Data } | { problems: Record<string, string> };

/** Reads fields by their schema; a schema may ask the store on the way (an image that must exist, say). */
export async function fieldsOf<Schema extends z.ZodMiniType>(
  input: unknown,
  schema: Schema,
): Promise<FieldsRead<z.infer<Schema>>> {
  const result = await schema.safeParseAsync(input);
  if (result.success) return { data: result.data };
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[String(issue.path[0] ?? "")] ??= issue.message;
  return { problems };
}

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
  const read = await fieldsOf(textFields(form), schema);
  if (!("data" in read)) throw refusal(400, message);
  return read.data;
}

type Malformed = { malformed: true };

/**
 * A JSON body read by its schema: its fields, each field's problem, or `malformed` when it is no JSON object (not
 * JSON at all, a list, a string, null). The API answers each in its own words and language.
 */
export async function jsonOf<Schema extends z.ZodMiniType>(
  request: Request,
  schema: Schema,
): Promise<FieldsRead<z.infer<Schema>> | Malformed>;
/** A change (PATCH-like): only the fields the body holds are read, each by its schema; the others stay as stored. */
export async function jsonOf<Schema extends z.ZodMiniObject>(
  request: Request,
  schema: Schema,
  only: "sent",
): Promise<FieldsRead<Partial<z.infer<Schema>>> | Malformed>;
export async function jsonOf(request: Request, schema: z.ZodMiniType, only?: "sent"): Promise<unknown> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { malformed: true };
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return { malformed: true };
  if (only !== "sent") return fieldsOf(body, schema);
  const { shape } = schema as z.ZodMiniObject;
  const sent = Object.fromEntries(Object.keys(body).flatMap((key) => (key in shape ? [[key, true as const]] : [])));
  return fieldsOf(body, z.pick(schema as z.ZodMiniObject, sent));
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
