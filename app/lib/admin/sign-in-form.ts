/**
 * The sign-in form, read the same way by the back office's sign-in page, the blog's sign-in dialog (in the
 * browser, before it sends) and the blog API behind it: an address, trimmed, and a password as typed.
 */
import * as z from "zod/mini";
import { field } from "#app/lib/server/form-fields.ts";

export const signInForm = z.object({ email: field.line(254), password: field.asTyped(1024) });
export type SignInForm = z.infer<typeof signInForm>;
