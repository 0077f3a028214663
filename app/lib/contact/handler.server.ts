/**
 * POST /api/contact (DESIGN "Contracts"). JSON from the form's script is
 * answered with JSON and a status; the same form posted without JavaScript
 * (form-encoded) is answered with a 303 back to the home page's #contact,
 * carrying a one-time token for the outcome, so nothing typed is lost.
 *
 * Checks, in order: method (405), the client's posts of any kind (429),
 * cross-site (403), content type (415), size (413), syntax and the
 * Idempotency-Key header (400), the shared schema (400 unknown fields, 422
 * field errors), the client's accepted requests (429), then the honeypot (201,
 * stored nowhere) or the store (201 only after the commit, the first answer
 * again for a repeated key, 422 for a key reused with other details; 503 when
 * the store fails). A cross-site post and a flood of posts get a plain answer
 * and take none of the outcome slots that visitors without JavaScript need.
 */
import { createHash, randomUUID } from "node:crypto";
import de from "#app/content/contact/de.ts";
import en from "#app/content/contact/en.ts";
import type { ContactApiMessages, ContactContent } from "#app/content/contact/types.ts";
import { intlLocales, type Locale } from "#app/i18n/locales.ts";
import { homePath } from "#app/i18n/paths.ts";
import {
  contactFields,
  validateContactRequest,
  type ContactRequest,
  type ContactFieldErrors,
  type ContactFormValues,
  type ContactOutcome,
} from "#app/lib/contact/schema.ts";
import { isClientAbort } from "#app/lib/server/client-abort.ts";
import { jsonHoldsControl, paramsHoldControl } from "#app/lib/server/control-characters.ts";
import { isCrossSite } from "#app/lib/server/cross-site.ts";
import { readLimitedBody } from "#app/lib/contact/body.server.ts";
import { outcomesInMemory, type WaitingOutcomes } from "#app/lib/contact/flash.server.ts";
import type { Limiter } from "#app/lib/limits/rate-limit.server.ts";
import { contactRequestsCounted, storeErrors } from "#app/lib/server/metrics.server.ts";
import type { ContactRepository, Idempotency, InsertOutcome } from "#app/lib/contact/repository.server.ts";

export const CONTACT_BODY_LIMIT = 16 * 1024;

export type ContactDeps = {
  contacts: Pick<ContactRepository, "insert" | "findRepeat">;
  /** Accepted requests per client (CONTACT_RATE_LIMIT). */
  limiter: Limiter;
  /** Posts of any kind per client, valid or not: a looser limit that keeps floods from costing anything. */
  postLimiter: Limiter;
  /** Where a form post's outcome waits for the page it redirects to (this process's memory by default). */
  outcomes?: WaitingOutcomes;
  /** SITE_URL's origin: a form on the public site may post even when the Host header says otherwise. */
  siteOrigin: string;
  /** Called after a request was stored (its notifications are queued). */
  onStored?: () => void;
  now?: () => Date;
  log?: (line: Record<string, unknown>) => void;
};

type Via = "json" | "form" | "other";

type Result =
  | { kind: "stored" | "repeated" | "honeypot"; id: string }
  | { kind: "invalid"; fieldErrors: ContactFieldErrors; values: ContactFormValues }
  | {
      kind: "refused";
      status: 400 | 403 | 405 | 413 | 415 | 422 | 429 | 500 | 503;
      /** Names the refusal in the log line. */
      reason: string;
      message: keyof ContactApiMessages;
      values?: ContactFormValues;
      retryAfterSeconds?: number;
      error?: string;
    };

const copies: Record<Locale, ContactContent> = { en, de };

export function localeOf(url: URL): Locale {
  return url.searchParams.get("lang") === "de" ? "de" : "en";
}

/** The resource route's action and loader: everything except POST is refused with 405. */
export async function handleContactRequest(
  request: Request,
  url: URL,
  /** The key the client is counted under (an IPv6 client by its /64). */
  clientKey: string,
  deps: () => ContactDeps | Promise<ContactDeps>,
): Promise<Response> {
  const started = performance.now();
  const locale = localeOf(url);
  const copy = copies[locale];
  const via = request.method === "POST" ? mediaType(request.headers.get("Content-Type")) : "other";
  let log = defaultLog;
  let outcomes = outcomesInMemory;
  let outcome: { result: Result; bytes: number };
  try {
    if (request.method !== "POST") {
      outcome = { result: refused(405, "method-not-allowed", "methodNotAllowed"), bytes: 0 };
    } else {
      const services = await openServices(deps);
      if ("unavailable" in services) {
        outcome = { result: services.unavailable, bytes: 0 };
      } else {
        log = services.log ?? defaultLog;
        outcomes = services.outcomes ?? outcomesInMemory;
        outcome = await processPost(request, url, clientKey, via, locale, copy, services);
      }
    }
  } catch (error) {
    outcome = isClientAbort(error, request)
      ? { result: refused(400, "client-aborted", "malformed"), bytes: 0 }
      : { result: { ...refused(500, "error", "unavailable"), error: describeError(error) }, bytes: 0 };
  }

  const { result, bytes } = outcome;
  const response = via === "form" ? await formAnswer(result, locale, copy, outcomes) : jsonAnswer(result, copy);
  const counted = result.kind === "refused" ? result.reason : result.kind;
  contactRequestsCounted.inc({ outcome: counted });
  log({
    level: response.status >= 500 ? "error" : "info",
    msg: "contact request",
    method: request.method,
    via,
    lang: locale,
    status: response.status,
    outcome: counted,
    bytes,
    ms: Math.round((performance.now() - started) * 10) / 10,
    ...(result.kind === "refused" && result.error ? { error: result.error } : {}),
  });
  return response;
}

type Refusal = Extract<Result, { kind: "refused" }>;

function refused(status: Refusal["status"], reason: string, message: keyof ContactApiMessages): Refusal {
  return { kind: "refused", status, reason, message };
}

async function openServices(
  deps: () => ContactDeps | Promise<ContactDeps>,
): Promise<ContactDeps | { unavailable: Refusal }> {
  try {
    return await deps();
  } catch (error) {
    return { unavailable: { ...refused(503, "store-failed", "unavailable"), error: describeError(error) } };
  }
}

async function processPost(
  request: Request,
  url: URL,
  clientKey: string,
  via: Via,
  locale: Locale,
  copy: ContactContent,
  { contacts, limiter, postLimiter, siteOrigin, onStored, now = () => new Date() }: ContactDeps,
): Promise<{ result: Result; bytes: number }> {
  const post = await postLimiter.take(clientKey);
  if (!post.ok) {
    const result = refused(429, "too-many-posts", "rateLimited");
    return { result: { ...result, retryAfterSeconds: post.retryAfterSeconds }, bytes: 0 };
  }
  if (isCrossSite(request, url, siteOrigin)) return { result: refused(403, "cross-site", "crossSite"), bytes: 0 };
  if (via === "other") return { result: refused(415, "unsupported-type", "unsupportedType"), bytes: 0 };
  const idempotencyKey = readIdempotencyKey(request.headers);

  const body = await readLimitedBody(request, CONTACT_BODY_LIMIT, { keepPrefix: via === "form" });
  if (!body.ok) {
    const result = refused(413, "too-large", "tooLarge");
    if (via === "form") result.values = parseForm(body.prefix, { cut: true }).values;
    return { result, bytes: body.prefix.byteLength };
  }
  const bytes = body.bytes.byteLength;
  const answer = (result: Result, values?: ContactFormValues) => {
    if (values && result.kind === "refused") result.values = values;
    return { result, bytes };
  };

  let input: unknown;
  let values: ContactFormValues | undefined;
  if (via === "form") {
    const form = parseForm(body.bytes);
    if (form.duplicate) return answer(refused(400, "malformed", "malformed"), form.values);
    ({ input, values } = form);
    // The form comes back with the message and what can be shown of the values (without the NULs).
    if (form.control) return answer(refused(400, "control-character", "controlCharacter"), values);
  } else {
    const parsed = parseJson(body.bytes);
    if (!parsed.ok) return answer(refused(400, "malformed", "malformed"));
    if (parsed.control) return answer(refused(400, "control-character", "controlCharacter"));
    input = parsed.value;
  }
  if (idempotencyKey === null) return answer(refused(400, "bad-idempotency-key", "malformed"), values);

  const validation = validateContactRequest(input, copy.form.validation, intlLocales[locale]);
  if (!validation.ok && validation.kind === "invalid") {
    return answer({ kind: "invalid", fieldErrors: validation.fieldErrors, values: values ?? {} });
  }
  if (!validation.ok) {
    const unknown = validation.kind === "unknown-fields";
    return answer(refused(400, validation.kind, unknown ? "unknownFields" : "malformed"), values);
  }

  const id = randomUUID();
  const idempotency: Idempotency | undefined = idempotencyKey
    ? { key: idempotencyKey, fingerprint: fingerprint(validation.request, locale) }
    : undefined;
  const slot = await limiter.take(clientKey);
  if (!slot.ok) {
    // A retry of a request stored already is answered as before, even by a client at its limit.
    const repeat = idempotency && (await contacts.findRepeat(idempotency).catch(() => undefined));
    if (repeat) return answer(afterRepeat(repeat), values);
    return answer(
      { ...refused(429, "rate-limited", "rateLimited"), retryAfterSeconds: slot.retryAfterSeconds },
      values,
    );
  }

  // Bots get the answer people get, and nothing is kept.
  if (validation.honeypot) return answer({ kind: "honeypot", id: randomUUID() });

  let stored;
  try {
    stored = await contacts.insert({ ...validation.request, id, receivedAt: now(), locale }, idempotency);
  } catch (error) {
    slot.release();
    storeErrors.inc({ operation: "contact" });
    return answer({ ...refused(503, "store-failed", "unavailable"), error: describeError(error) }, values);
  }
  if (stored.kind === "stored") {
    onStored?.();
    return answer({ kind: "stored", id });
  }
  // A retry of a request that is stored already is not a new request.
  slot.release();
  return answer(afterRepeat(stored), values);
}

function afterRepeat(found: Exclude<InsertOutcome, { kind: "stored" }>): Result {
  if (found.kind === "repeat") return { kind: "repeated", id: found.id };
  return refused(422, "idempotency-conflict", "idempotencyConflict");
}

/**
 * `Idempotency-Key` (IETF httpapi draft): undefined when absent, null when it
 * is not 1 to 255 visible ASCII characters; a quoted value (the draft's
 * structured-field string) counts without its quotes.
 */
export function readIdempotencyKey(headers: Headers): string | undefined | null {
  const raw = headers.get("Idempotency-Key");
  if (raw === null) return undefined;
  const key = raw.trim().replace(/^"(.*)"$/, "$1");
  return /^[\x21-\x7e]{1,255}$/.test(key) ? key : null;
}

/** What makes two submissions the same request: every stored field and the page's language. */
function fingerprint(request: ContactRequest, locale: Locale): string {
  const { firstName, lastName, company, email, phone = "", message } = request;
  const canonical = JSON.stringify([locale, firstName, lastName, company, email, phone, message]);
  return createHash("sha256").update(canonical).digest("base64url");
}

/** "json", "form" or "other" from a Content-Type header; JSON in another charset than UTF-8 is "other". */
export function mediaType(header: string | null): Via {
  if (!header) return "other";
  const [essence = "", ...parameters] = header.split(";");
  const type = essence.trim().toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type !== "application/json") return "other";
  for (const parameter of parameters) {
    const [name = "", value = ""] = parameter.split("=");
    const charset = value.trim().replace(/^"|"$/g, "").toLowerCase();
    if (name.trim().toLowerCase() === "charset" && charset !== "utf-8" && charset !== "utf8") return "other";
  }
  return "json";
}

/**
 * A value as it may be kept and shown again: without NULs (PostgreSQL holds none; a request with one is refused
 * above, and its form comes back without them) and with lone UTF-16 surrogates made well-formed.
 */
function cleanText(value: string): string {
  return value.replaceAll("\0", "").toWellFormed();
}

/** The body as JSON, and whether it holds a control character (app/lib/server/control-characters.ts) anywhere. */
function parseJson(bytes: Uint8Array): { ok: true; value: unknown; control: boolean } | { ok: false } {
  try {
    const value: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    const control = jsonHoldsControl(value);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: true, value, control };
    // fromEntries defines own properties: a "__proto__" key stays a key (and is refused as unknown).
    return {
      ok: true,
      control,
      value: Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, typeof field === "string" ? cleanText(field) : field]),
      ),
    };
  } catch {
    return { ok: false };
  }
}

const textFields = contactFields.filter((field) => field !== "privacyPolicy");

/**
 * A form-encoded body as the schema's input (the checkbox is `on` when ticked,
 * absent when not) and as the values to show again. `cut` parses the first
 * 16 KiB of a body that was too large: the last field may end mid-character.
 */
export function parseForm(
  bytes: Uint8Array,
  { cut = false }: { cut?: boolean } = {},
): { input: Record<string, unknown>; values: ContactFormValues; duplicate: boolean; control: boolean } {
  let text = new TextDecoder().decode(bytes);
  if (cut) text = text.replace(/%[0-9a-f]?$/i, "");
  const control = paramsHoldControl(new URLSearchParams(text));
  const input: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const values: ContactFormValues = {};
  let duplicate = false;
  for (const [key, rawValue] of new URLSearchParams(text)) {
    const value = cleanText(rawValue);
    if (Object.hasOwn(input, key)) duplicate = true;
    if (key === "privacyPolicy") {
      input[key] = value === "on";
    } else {
      input[key] = value;
      if ((textFields as readonly string[]).includes(key)) values[key as (typeof textFields)[number]] = value;
    }
  }
  input.privacyPolicy ??= false;
  values.privacyPolicy = input.privacyPolicy === true;
  return { input, values, duplicate, control };
}

const jsonHeaders = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

function jsonAnswer(result: Result, copy: ContactContent): Response {
  switch (result.kind) {
    case "stored":
    case "repeated":
    case "honeypot":
      return Response.json({ id: result.id }, { status: 201, headers: jsonHeaders });
    case "invalid":
      return Response.json(
        { message: copy.api.invalid, fieldErrors: result.fieldErrors },
        { status: 422, headers: jsonHeaders },
      );
    case "refused": {
      const headers = new Headers(jsonHeaders);
      if (result.retryAfterSeconds !== undefined) headers.set("Retry-After", String(result.retryAfterSeconds));
      if (result.status === 405) headers.set("Allow", "POST");
      return Response.json({ message: copy.api[result.message] }, { status: result.status, headers });
    }
  }
}

/** Refusals answered in plain text, without an outcome slot: nobody filled in the form on our page for them. */
const UNSLOTTED = new Set(["cross-site", "too-many-posts", "client-aborted"]);

async function formAnswer(
  result: Result,
  locale: Locale,
  copy: ContactContent,
  outcomes: WaitingOutcomes,
): Promise<Response> {
  if (result.kind === "refused" && UNSLOTTED.has(result.reason)) {
    const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    if (result.retryAfterSeconds !== undefined) headers.set("Retry-After", String(result.retryAfterSeconds));
    return new Response(copy.api[result.message], { status: result.status, headers });
  }
  let outcome: ContactOutcome;
  switch (result.kind) {
    case "stored":
    case "repeated":
    case "honeypot":
      outcome = { status: "sent" };
      break;
    case "invalid":
      outcome = { status: "invalid", values: result.values, fieldErrors: result.fieldErrors };
      break;
    case "refused":
      outcome = { status: "error", values: result.values ?? {}, message: copy.api[result.message] };
      break;
  }
  // Should the shared store fail, this process still shows the outcome to a redirect that comes back to it.
  const token = await outcomes.keep(outcome).catch(() => outcomesInMemory.keep(outcome));
  return new Response(null, {
    status: 303,
    headers: { Location: `${homePath(locale)}?contact=${token}#contact`, "Cache-Control": "no-store" },
  });
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${error.message}`.slice(0, 300);
  }
  return String(error).slice(0, 300);
}

/**
 * One JSON line per request on stdout (errors too, marked by `level`), without
 * personal data: no names, addresses, message text or IP.
 */
function defaultLog(line: Record<string, unknown>) {
  console.log(JSON.stringify({ time: new Date().toISOString(), ...line }));
}
