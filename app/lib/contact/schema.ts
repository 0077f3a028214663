/**
 * The contact request: one schema for the browser's form and the server's
 * POST /api/contact, so both apply exactly the same rules (SPEC section 5).
 * zod/mini keeps the form's bundle small.
 */
import * as z from "zod/mini";
import type { ContactValidationMessages } from "#app/content/contact/types.ts";

export const contactFields = [
  "firstName",
  "lastName",
  "company",
  "email",
  "phone",
  "message",
  "privacyPolicy",
] as const;
export type ContactField = (typeof contactFields)[number];

/** A field people never see; bots fill it. A filled one is answered like a success and stored nowhere. */
export const HONEYPOT_FIELD = "website";

export const contactLimits = {
  firstName: 100,
  lastName: 100,
  company: 200,
  email: 254,
  phone: 50,
  message: 5000,
  messageMinimum: 10,
} as const;

export type ContactRequest = {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone?: string;
  message: string;
  privacyPolicy: true;
};

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What the visitor typed, as the form shows it again. */
export type ContactFormValues = Partial<Record<Exclude<ContactField, "privacyPolicy">, string>> & {
  privacyPolicy?: boolean;
};

/** The result of a form post without JavaScript, shown on the page it redirects back to. */
export type ContactOutcome =
  | { status: "sent" }
  | { status: "invalid"; values: ContactFormValues; fieldErrors: ContactFieldErrors }
  | { status: "error"; values: ContactFormValues; message: string };

/**
 * What a one-line field (names, company, e-mail, phone) never holds: control
 * characters (line breaks, tabs, DEL, C1), line and paragraph separators, and
 * the bidirectional overrides and isolates that make text display in another
 * order than it is stored (a name that reads differently in the inbox).
 */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** Characters nobody sees: control and format characters (zero-width spaces, joiners, direction marks). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** The characters of a text a reader sees: invisible ones dropped, each run of white space one space. */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, "").replace(/\s+/gu, " ").trim()].length;
}

export function contactSchema(messages: ContactValidationMessages, locale = "en-US") {
  const tooLong = (max: number) => messages.tooLong.replace("{max}", max.toLocaleString(locale));
  const oneLine = z.refine<string>((value) => !NOT_ONE_LINE.test(value), messages.singleLine);
  // A missing or non-text value gets the field's own message, not a generic "Invalid input".
  const text = (max: number, required?: string) =>
    z
      .string(required)
      .check(z.trim(), ...(required ? [z.minLength(1, required)] : []), z.maxLength(max, tooLong(max)), oneLine);
  return z.strictObject({
    firstName: text(contactLimits.firstName, messages.firstNameRequired),
    lastName: text(contactLimits.lastName, messages.lastNameRequired),
    company: text(contactLimits.company, messages.companyRequired),
    email: z
      .string(messages.emailInvalid)
      .check(
        z.trim(),
        z.maxLength(contactLimits.email, tooLong(contactLimits.email)),
        oneLine,
        z.email(messages.emailInvalid),
      ),
    phone: z.optional(
      z
        .string(messages.phoneInvalid)
        .check(z.trim(), z.maxLength(contactLimits.phone, tooLong(contactLimits.phone)), oneLine),
    ),
    message: z.string(messages.messageTooShort).check(
      z.trim(),
      z.refine((value) => visibleLength(value) >= contactLimits.messageMinimum, messages.messageTooShort),
      z.maxLength(contactLimits.message, tooLong(contactLimits.message)),
    ),
    privacyPolicy: z.literal(true, messages.privacyPolicyRequired),
    [HONEYPOT_FIELD]: z.optional(z.string()),
  });
}

export type ContactValidation =
  | { ok: true; request: ContactRequest; honeypot: boolean }
  /** Not an object, or fields nobody asked for: a client we didn't write. */
  | { ok: false; kind: "malformed" | "unknown-fields" }
  | { ok: false; kind: "invalid"; fieldErrors: ContactFieldErrors };

/** Validates anything against the contact schema; the first message per field wins. */
export function validateContactRequest(
  input: unknown,
  messages: ContactValidationMessages,
  locale = "en-US",
): ContactValidation {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { ok: false, kind: "malformed" };
  const result = contactSchema(messages, locale).safeParse(input);
  if (result.success) {
    const { [HONEYPOT_FIELD]: honeypot, phone, ...rest } = result.data;
    const request: ContactRequest = phone ? { ...rest, phone } : rest;
    return { ok: true, request, honeypot: Boolean(honeypot?.trim()) };
  }
  if (result.error.issues.some((issue) => issue.code === "unrecognized_keys"))
    return { ok: false, kind: "unknown-fields" };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (contactFields as readonly string[]).includes(field)) {
      fieldErrors[field as ContactField] ??= issue.message;
    } else {
      return { ok: false, kind: "malformed" };
    }
  }
  return { ok: false, kind: "invalid", fieldErrors };
}
