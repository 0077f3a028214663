/**
 * The endpoint's rules, in process, against a real SQLite store in a temporary
 * directory. The HTTP contract tests (tests/http/contact-api.test.ts) check the
 * same through the production server.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import de from "#app/content/contact/de.ts";
import en from "#app/content/contact/en.ts";
import {
  CONTACT_BODY_LIMIT,
  handleContactRequest,
  mediaType,
  type ContactDeps,
} from "#app/lib/contact/handler.server.ts";
import { takeContactOutcome } from "#app/lib/contact/flash.server.ts";
import { RateLimiter } from "#app/lib/limits/rate-limit.server.ts";
import { isCrossSite } from "#app/lib/server/cross-site.ts";
import { openContactRepository } from "#app/lib/contact/open-repository.server.ts";
import { type ContactRepository } from "#app/lib/contact/repository.server.ts";

const valid = {
  firstName: "Anna",
  lastName: "Becker",
  company: "Nordlicht Logistik GmbH",
  email: "anna.becker@nordlicht.de",
  phone: "+49 40 555 0123",
  message: "We would like to see revenue by region.",
  privacyPolicy: true,
};
const SITE = "https://www.conversational-bi.example";

let dir: string;
let contacts: ContactRepository;
let logs: Record<string, unknown>[];
let deps: ContactDeps;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "contact-handler-"));
  contacts = await openContactRepository({ DATA_DIR: dir });
  logs = [];
  deps = {
    contacts,
    limiter: new RateLimiter(0),
    postLimiter: new RateLimiter(0),
    siteOrigin: SITE,
    log: (line) => logs.push(line),
  };
});
afterEach(async () => {
  await contacts.close();
  await rm(dir, { recursive: true, force: true });
});

type Send = { lang?: string; headers?: Record<string, string>; method?: string; client?: string };

function post(
  body: BodyInit | null,
  contentType: string | null,
  { lang, headers = {}, method = "POST", client = "203.0.113.1" }: Send = {},
) {
  const url = new URL(`http://localhost:3000/api/contact${lang ? `?lang=${lang}` : ""}`);
  const request = new Request(url, {
    method,
    body,
    headers: { ...(contentType ? { "Content-Type": contentType } : {}), ...headers },
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return handleContactRequest(request, url, client, () => deps);
}
const postJson = (body: unknown, options?: Send) => post(JSON.stringify(body), "application/json", options);
const postForm = (fields: Record<string, string>, options?: Send) =>
  post(new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", options);

const formFields = {
  firstName: "Anna",
  lastName: "Becker",
  company: "Nordlicht",
  email: "anna@nordlicht.de",
  phone: "",
  message: "Revenue by region, please.",
  privacyPolicy: "on",
  website: "",
};

function outcomeOf(response: Response, home = "/") {
  expect(response.status).toBe(303);
  const location = response.headers.get("Location")!;
  const match = new RegExp(`^${home.replace("/", "\\/")}\\?contact=([\\w-]{22})#contact$`).exec(location);
  expect(match, location).toBeTruthy();
  return takeContactOutcome(match![1]!);
}

describe("POST /api/contact with JSON", () => {
  it("stores a valid request and answers 201 with its id, only once it is in the store", async () => {
    const response = await postJson({ ...valid, firstName: "  Anna " }, { lang: "de" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const [stored, ...more] = await contacts.list();
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ ...valid, id, locale: "de" });
    expect(Date.now() - stored!.receivedAt.getTime()).toBeLessThan(5_000);
  });

  it("answers field errors with 422 in the page's language", async () => {
    const broken = { ...valid, email: "nope", privacyPolicy: false };
    const english = await postJson(broken);
    expect(english.status).toBe(422);
    expect(await english.json()).toEqual({
      message: en.api.invalid,
      fieldErrors: { email: "Please enter a valid email address", privacyPolicy: "You must accept the privacy policy" },
    });
    const german = await postJson(broken, { lang: "de" });
    expect(await german.json()).toEqual({
      message: de.api.invalid,
      fieldErrors: { email: de.form.validation.emailInvalid, privacyPolicy: de.form.validation.privacyPolicyRequired },
    });
    expect(await contacts.list()).toEqual([]);
  });

  it("answers 400 to what is not a JSON object, or not UTF-8", async () => {
    for (const body of ["{", "", "[]", '"text"', "null", "42"]) {
      const response = await post(body, "application/json", { lang: "de" });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ message: de.api.malformed });
    }
    const latin1 = new Uint8Array([0x7b, 0x22, 0xe4, 0x22, 0x3a, 0x31, 0x7d]); // {"ä":1} in ISO-8859-1
    expect((await post(latin1, "application/json")).status).toBe(400);
  });

  it("answers 400 to fields nobody asked for, prototype tricks included", async () => {
    for (const body of [
      { ...valid, isAdmin: true },
      JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(valid).slice(1)}`),
      { ...valid, constructor: { prototype: { polluted: true } } },
    ]) {
      const response = await post(JSON.stringify(body), "application/json");
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: en.api.unknownFields });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await contacts.list()).toEqual([]);
  });

  it("answers 413 above 16 KiB, by the declared length and by counting a body without one", async () => {
    const huge = JSON.stringify({ ...valid, message: "x".repeat(CONTACT_BODY_LIMIT) });
    const declared = await post(huge, "application/json", { headers: { "Content-Length": String(huge.length) } });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: en.api.tooLarge });

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const counted = await post(endless, "application/json", { lang: "de" });
    expect(counted.status).toBe(413);
    expect(await counted.json()).toEqual({ message: de.api.tooLarge });
    // It stopped reading right after the limit instead of buffering the rest.
    expect(pulled).toBeLessThanOrEqual(CONTACT_BODY_LIMIT + 4 * 1024);

    const exactly = JSON.stringify({ ...valid, message: "y".repeat(4_000), company: "" });
    expect((await post(exactly.padEnd(CONTACT_BODY_LIMIT, " "), "application/json")).status).toBe(422);
  });

  it("answers 415 to other content types", async () => {
    for (const type of [
      "text/plain",
      "multipart/form-data; boundary=x",
      "application/json-patch+json",
      "application/json; charset=latin1",
      null,
    ]) {
      const response = await post(JSON.stringify(valid), type);
      expect(response.status, String(type)).toBe(415);
      expect(await response.json()).toEqual({ message: en.api.unsupportedType });
    }
    expect((await post(JSON.stringify(valid), "Application/JSON; charset=UTF-8")).status).toBe(201);
  });

  it("answers 403 to cross-site requests", async () => {
    for (const headers of [
      { "Sec-Fetch-Site": "cross-site" } as Record<string, string>,
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "http://localhost:3001" },
    ]) {
      const response = await postJson(valid, { headers, lang: "de" });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ message: de.api.crossSite });
    }
    for (const headers of [
      { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-origin" } as Record<string, string>,
      { Origin: SITE },
    ]) {
      expect((await postJson(valid, { headers })).status, JSON.stringify(headers)).toBe(201);
    }
    expect(await contacts.list()).toHaveLength(2);
  });

  it("answers 429 with Retry-After once a client used up its limit; other clients go on", async () => {
    deps.limiter = new RateLimiter(2);
    expect((await postJson(valid)).status).toBe(201);
    expect((await postJson({ ...valid, email: "x" })).status).toBe(422); // refused requests do not count
    expect((await postJson(valid)).status).toBe(201);
    const limited = await postJson(valid, { lang: "de" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(590);
    expect(Number(limited.headers.get("Retry-After"))).toBeLessThanOrEqual(600);
    expect(await limited.json()).toEqual({ message: de.api.rateLimited });
    expect((await postJson(valid, { client: "198.51.100.9" })).status).toBe(201);
    expect(await contacts.list()).toHaveLength(3);
  });

  it("answers a filled honeypot exactly like a success and stores nothing", async () => {
    const response = await postJson({ ...valid, website: "https://spam.example" });
    expect(response.status).toBe(201);
    expect(Object.keys((await response.json()) as object)).toEqual(["id"]);
    expect(await contacts.list()).toEqual([]);
  });

  it("answers 503 without details when the store fails, and the failure does not count against the client", async () => {
    deps.limiter = new RateLimiter(1);
    await contacts.close();
    const response = await postJson(valid, { lang: "de" });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: de.api.unavailable });
    contacts = await openContactRepository({ DATA_DIR: dir });
    deps.contacts = contacts;
    expect((await postJson(valid)).status).toBe(201);
  });

  it("answers 503 when the store cannot be opened at all, and logs why", async () => {
    const lines = vi.spyOn(console, "log").mockImplementation(() => {});
    const url = new URL("http://localhost:3000/api/contact");
    const request = new Request(url, {
      method: "POST",
      body: JSON.stringify(valid),
      headers: { "Content-Type": "application/json" },
    });
    const response = await handleContactRequest(request, url, "x", () =>
      Promise.reject(new Error("ECONNREFUSED at /secret/path")),
    );
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).toBe(JSON.stringify({ message: en.api.unavailable }));
    expect(lines).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(lines.mock.calls[0]![0]))).toMatchObject({
      level: "error",
      status: 503,
      outcome: "store-failed",
    });
  });

  it("refuses NUL and other control characters, which no field takes, and mends lone surrogates", async () => {
    for (const text of ["An\u0000na", "An\u0001na", "An\u001bna"]) {
      const response = await postJson({ ...valid, firstName: text });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: en.api.controlCharacter });
    }
    const mended = await postJson({
      ...valid,
      company: "Lone \ud800 surrogate",
      message: "Two lines,\r\n\tand a tab.",
    });
    expect(mended.status).toBe(201);
    expect(await contacts.list()).toMatchObject([{ firstName: "Anna", company: "Lone \ufffd surrogate" }]);
  });

  it("refuses other methods with 405", async () => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await post(method === "GET" ? null : "{}", "application/json", { method, lang: "de" });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
      expect(await response.json()).toEqual({ message: de.api.methodNotAllowed });
    }
  });

  it("logs one JSON line per request, with no personal data", async () => {
    await postJson(valid);
    await postJson({ ...valid, message: "short" });
    await postForm(formFields, { lang: "de" });
    expect(logs).toHaveLength(3);
    expect(logs[0]).toMatchObject({
      msg: "contact request",
      method: "POST",
      via: "json",
      lang: "en",
      status: 201,
      outcome: "stored",
    });
    expect(logs[1]).toMatchObject({ status: 422, outcome: "invalid" });
    expect(logs[2]).toMatchObject({ via: "form", lang: "de", status: 303, outcome: "stored" });
    const text = JSON.stringify(logs);
    for (const personal of ["Anna", "Becker", "nordlicht", "region", "203.0.113.1"])
      expect(text).not.toContain(personal);
  });
});

describe("POST /api/contact form-encoded (no JavaScript)", () => {
  it("stores the request and redirects to the home page of its language with a 'sent' outcome", async () => {
    expect(outcomeOf(await postForm(formFields))).toEqual({ status: "sent" });
    expect(outcomeOf(await postForm(formFields, { lang: "de" }), "/de")).toEqual({ status: "sent" });
    const stored = await contacts.list();
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({ firstName: "Anna", company: "Nordlicht", privacyPolicy: true, locale: "en" });
    expect(stored[0]).not.toHaveProperty("phone");
    expect(stored[1]).toMatchObject({ locale: "de" });
  });

  it("keeps what was typed with the field errors; an unticked checkbox is simply absent", async () => {
    const { privacyPolicy: _unticked, ...fields } = formFields;
    const outcome = outcomeOf(await postForm({ ...fields, email: "anna@" }, { lang: "de" }), "/de");
    expect(outcome).toEqual({
      status: "invalid",
      values: {
        firstName: "Anna",
        lastName: "Becker",
        company: "Nordlicht",
        email: "anna@",
        phone: "",
        message: "Revenue by region, please.",
        privacyPolicy: false,
      },
      fieldErrors: { email: de.form.validation.emailInvalid, privacyPolicy: de.form.validation.privacyPolicyRequired },
    });
    expect(await contacts.list()).toEqual([]);
  });

  it("turns every other failure into an 'error' outcome that keeps the values", async () => {
    deps.limiter = new RateLimiter(1);
    outcomeOf(await postForm(formFields));
    expect(outcomeOf(await postForm(formFields, { lang: "de" }), "/de")).toEqual({
      status: "error",
      message: de.api.rateLimited,
      values: expect.objectContaining({
        firstName: "Anna",
        message: "Revenue by region, please.",
        privacyPolicy: true,
      }),
    });
    expect(outcomeOf(await postForm({ ...formFields, extra: "1" }))).toMatchObject({
      status: "error",
      message: en.api.unknownFields,
      values: { firstName: "Anna" },
    });
    const twice = `${new URLSearchParams(formFields)}&firstName=Bob`;
    expect(outcomeOf(await post(twice, "application/x-www-form-urlencoded"))).toMatchObject({
      status: "error",
      message: en.api.malformed,
    });
  });

  it("keeps what it could read of a body that was too large", async () => {
    const fields = { ...formFields, message: `Sehr geehrte Damen und Herren, ${"ä".repeat(CONTACT_BODY_LIMIT)}` };
    const outcome = outcomeOf(await postForm(fields, { lang: "de" }), "/de");
    expect(outcome).toMatchObject({
      status: "error",
      message: de.api.tooLarge,
      values: { firstName: "Anna", email: "anna@nordlicht.de" },
    });
    const message = outcome?.status === "error" ? outcome.values.message : undefined;
    expect(message).toMatch(/^Sehr geehrte Damen und Herren, ä+$/);
    expect(await contacts.list()).toEqual([]);
  });

  it("answers a filled honeypot with the 'sent' outcome and stores nothing", async () => {
    expect(outcomeOf(await postForm({ ...formFields, website: "spam" }))).toEqual({ status: "sent" });
    expect(await contacts.list()).toEqual([]);
  });

  it("answers a cross-site form post 403 in plain text, like the JSON one, and keeps no outcome for it", async () => {
    const response = await postForm(formFields, { headers: { Origin: "https://evil.example" }, lang: "de" });
    expect(response.status).toBe(403);
    expect(response.headers.get("Location")).toBeNull();
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(de.api.crossSite);
    expect(await contacts.list()).toEqual([]);
  });
});

describe("every post counts against the client's looser post limit", () => {
  it("throttles invalid, cross-site and oversized posts too, without an outcome slot; other clients go on", async () => {
    deps.postLimiter = new RateLimiter(3);
    expect((await postJson({ ...valid, email: "x" })).status).toBe(422);
    expect((await postJson(valid, { headers: { Origin: "https://evil.example" } })).status).toBe(403);
    expect((await postForm({ ...formFields, message: "x".repeat(CONTACT_BODY_LIMIT) })).status).toBe(303);
    const flooded = await postForm(formFields, { lang: "de" });
    expect(flooded.status).toBe(429);
    expect(flooded.headers.get("Location")).toBeNull();
    expect(Number(flooded.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await flooded.text()).toBe(de.api.rateLimited);
    const json = await postJson(valid);
    expect(json.status).toBe(429);
    expect(await json.json()).toEqual({ message: en.api.rateLimited });
    expect(logs.at(-1)).toMatchObject({ status: 429, outcome: "too-many-posts" });
    expect((await postJson(valid, { client: "198.51.100.9" })).status).toBe(201);
    expect(await contacts.list()).toHaveLength(1);
  });
});

describe("Idempotency-Key", () => {
  const withKey = (key: string) => ({ headers: { "Idempotency-Key": key } });

  it("answers a repeat with the first answer's id and stores the request once", async () => {
    const first = await postJson(valid, withKey("retry-1"));
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const again = await postJson(valid, withKey("retry-1"));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ id });
    expect(await contacts.list()).toHaveLength(1);
    expect(logs.map((line) => line.outcome)).toEqual(["stored", "repeated"]);
  });

  it("stores concurrent repeats once, all answered with the same id", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => postJson(valid, withKey("burst"))));
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(await contacts.list()).toHaveLength(1);
  });

  it("refuses a key used before with other details (422), and keeps the first request", async () => {
    await postJson(valid, withKey("k"));
    const changed = await postJson(
      { ...valid, message: "Something else entirely, please." },
      { ...withKey("k"), lang: "de" },
    );
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({ message: de.api.idempotencyConflict });
    expect((await contacts.list()).map((request) => request.message)).toEqual([valid.message]);
  });

  it("does not count a repeat against the client's limit", async () => {
    deps.limiter = new RateLimiter(1);
    expect((await postJson(valid, withKey("once"))).status).toBe(201);
    expect((await postJson(valid, withKey("once"))).status).toBe(201);
    expect((await postJson(valid, withKey("other"))).status).toBe(429);
  });

  it("answers 400 to a key that is not 1 to 255 visible ASCII characters", async () => {
    for (const key of ["", " ", "x".repeat(256), "ä-key", "two words"]) {
      const response = await postJson(valid, withKey(key));
      expect(response.status, JSON.stringify(key)).toBe(400);
      expect(await response.json()).toEqual({ message: en.api.malformed });
    }
    expect((await postJson(valid, withKey('"quoted-key"'))).status).toBe(201);
    expect(await contacts.list()).toHaveLength(1);
  });
});

describe("single-line fields and the visible message", () => {
  it("refuses line breaks, bidi overrides and control characters in names, company, e-mail and phone", async () => {
    const response = await postJson(
      {
        ...valid,
        firstName: "Anna\r\nBcc: x@evil.example",
        lastName: "Becker\u202Egnp.exe",
        company: "Nord\u0085licht",
        email: "anna\n@nordlicht.de",
        phone: "+49\u2028 40",
      },
      { lang: "de" },
    );
    expect(response.status).toBe(422);
    const { singleLine } = de.form.validation;
    expect(((await response.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      firstName: singleLine,
      lastName: singleLine,
      company: singleLine,
      email: singleLine,
      phone: singleLine,
    });
    expect(await contacts.list()).toEqual([]);
  });

  it("keeps line breaks and tabs where they belong: in the message", async () => {
    expect((await postJson({ ...valid, message: "Line one\r\n\tLine two" })).status).toBe(201);
  });

  it("counts only visible characters towards the message minimum", async () => {
    const invisible = await postJson({ ...valid, message: "\u200B".repeat(12) });
    expect(invisible.status).toBe(422);
    expect(((await invisible.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      message: "Message must be at least 10 characters",
    });
    expect((await postJson({ ...valid, message: `Hi${"\u200B\u2060\uFEFF".repeat(4)}   there` })).status).toBe(422);
    expect((await postJson({ ...valid, message: "Hello you!" })).status).toBe(201);
  });
});

describe("a client that goes away mid-request", () => {
  it("is logged as an abort at info level, not as a server error", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"firstName":'));
        controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      },
    });
    const response = await post(body, "application/json");
    expect(response.status).toBeLessThan(500);
    expect(logs.at(-1)).toMatchObject({ level: "info", outcome: "client-aborted" });
    expect(await contacts.list()).toEqual([]);
  });
});

describe("request classification", () => {
  it("reads the media type, its case and charset", () => {
    expect(mediaType("application/json")).toBe("json");
    expect(mediaType("application/json;charset=utf-8")).toBe("json");
    expect(mediaType('application/json; charset="UTF-8"')).toBe("json");
    expect(mediaType("application/json; charset=iso-8859-1")).toBe("other");
    expect(mediaType("application/x-www-form-urlencoded;charset=UTF-8")).toBe("form");
    expect(mediaType("multipart/form-data")).toBe("other");
    expect(mediaType("")).toBe("other");
  });

  it("tells our own origins from others", () => {
    const url = new URL("http://localhost:3000/api/contact");
    const request = (headers: Record<string, string>) => new Request(url, { method: "POST", headers });
    expect(isCrossSite(request({}), url, SITE)).toBe(false);
    expect(isCrossSite(request({ "Sec-Fetch-Site": "same-site" }), url, SITE)).toBe(false);
    expect(isCrossSite(request({ Origin: "http://localhost:3000" }), url, SITE)).toBe(false);
    expect(isCrossSite(request({ Origin: "https://evil.example" }), url, SITE)).toBe(true);
    expect(isCrossSite(request({ Origin: "http://localhost:3000.evil.example" }), url, SITE)).toBe(true);
    expect(isCrossSite(request({ Origin: "ftp://localhost:3000" }), url, SITE)).toBe(true);
    expect(isCrossSite(request({ Origin: "null" }), url, SITE)).toBe(true);
    // The scheme counts: the same host over the other scheme is another origin.
    expect(isCrossSite(request({ Origin: "https://localhost:3000" }), url, SITE)).toBe(true);
  });

  it("behind a TLS-terminating proxy, takes SITE_URL's https origin and refuses the same host over http", () => {
    const site = new URL(SITE);
    const proxied = new URL(`http://${site.host}/admin/login`);
    const request = (origin: string) => new Request(proxied, { method: "POST", headers: { Origin: origin } });
    expect(site.protocol).toBe("https:");
    expect(isCrossSite(request(SITE), proxied, SITE)).toBe(false);
    expect(isCrossSite(request(`http://${site.host}`), proxied, SITE)).toBe(true);
  });
});
