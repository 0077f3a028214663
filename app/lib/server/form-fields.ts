/**
 * Every form is read one way (issue 46): its text fields become a plain record, and one zod schema per form says
 * what each field is. A form posted by hand (curl, a stale page, a hostile script) can send a field twice, a file
 * where text belongs, or nothing at all; the record holds a name's text (its values when there are several) and drops
 * files, so a schema only ever sees strings, lists of them, or nothing; a one-value field takes the first, as
 * `FormData.get` does. Used on the server (form.server.ts) and in the browser where a form is
 * read before it is sent (SPEC's blog dialogs), hence not `*.server.ts`.
 */
import * as z from "zod/mini";

/** The form's text fields: a name's value, or its values when it was sent more than once; files are left out. */
export function textFields(form: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const before = fields[name];
    fields[name] = before === undefined ? value : [...(typeof before === "string" ? [before] : before), value];
  }
  return fields;
}

/** Reads a form by its schema; undefined when it does not fit (an intent nobody offers, a status that is none). */
export function parseForm<Schema extends z.ZodMiniType>(form: FormData, schema: Schema): z.infer<Schema> | undefined {
  const result = schema.safeParse(textFields(form));
  return result.success ? result.data : undefined;
}

/** One value: the first where the name came several times. */
const one = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((value: string | string[]) => (typeof value === "string" ? value : value[0]!)),
);
const text = z._default(one, "");

/**
 * The kinds of field the site's forms have. Lengths are cut rather than refused: a field's own `maxLength` keeps a
 * browser within them, so only a hand-made request is longer, and the cut value is then refused or saved as the form
 * says (a password cut to 1,024 characters simply does not match).
 */
export const field = {
  /** One line a person typed (an address, a name): trimmed, at most `limit` characters, "" when not sent. */
  line: (limit = Number.POSITIVE_INFINITY) =>
    z.pipe(
      text,
      z.transform((value: string) => value.trim().slice(0, limit)),
    ),
  /** Text kept exactly as typed (a password, a note): at most `limit` characters, "" when not sent. */
  asTyped: (limit = Number.POSITIVE_INFINITY) =>
    z.pipe(
      text,
      z.transform((value: string) => value.slice(0, limit)),
    ),
  /** Text kept as typed, or undefined when the form did not hold the field at all (a select left out). */
  ifSent: (limit: number) =>
    z.optional(
      z.pipe(
        one,
        z.transform((value: string) => value.slice(0, limit)),
      ),
    ),
  /** Every value of a name (ticked boxes of a list), none when not sent; how many the body may hold was bounded. */
  all: () =>
    z.pipe(
      z._default(z.union([z.string(), z.array(z.string())]), []),
      z.transform((value: string | string[]) => (typeof value === "string" ? [value] : value)),
    ),
  /** A checkbox: sent as "on" when ticked, not at all when not. */
  checkbox: () =>
    z.pipe(
      z.optional(one),
      z.transform((value) => value === "on"),
    ),
  /** A whole number written in the form (a version); anything else makes the form unreadable. */
  integer: () =>
    z.pipe(
      one,
      z.transform((value: string, context) => {
        const number = /^-?\d{1,15}$/.test(value.trim()) ? Number(value) : Number.NaN;
        if (Number.isSafeInteger(number)) return number;
        context.issues.push({ code: "custom", message: "not a whole number", input: value });
        return z.NEVER;
      }),
    ),
  /** One of the given values, or the form is unreadable. */
  oneOf: <const Value extends string>(values: readonly Value[]) => z.enum(values),
};

/** A form whose `intent` names which of several forms of one page was sent: one schema per intent. */
export function intents<const Forms extends readonly [z.ZodMiniObject, ...z.ZodMiniObject[]]>(...forms: Forms) {
  return z.discriminatedUnion("intent", forms);
}
