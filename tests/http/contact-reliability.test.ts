/**
 * Never lose a request, never let junk in: against the production server, on
 * SQLite and (when TEST_DATABASE_URL answers) PostgreSQL, each test with a
 * server and a store of its own. Every check reads the store afterwards.
 */
import * as fc from "fast-check";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import de from "#app/content/contact/de.ts";
import en from "#app/content/contact/en.ts";
import { validateContactRequest, type ContactRequest } from "#app/lib/contact/schema.ts";
import { jsonHoldsControl, paramsHoldControl } from "#app/lib/server/control-characters.ts";
import {
  backends,
  exited,
  formBody,
  postJson,
  startContactServer,
  storedRequests,
  validContact,
  type ContactBody,
} from "./contact-helpers.ts";

const LIMIT = 16 * 1024;

for (const backend of backends) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.skip})` : backend.name;

  describe.skipIf(Boolean(backend.skip))(`reliability on ${title}`, { timeout: 180_000 }, () => {
    it("400 concurrent valid posts: every one answered 201 and stored", async () => {
      const store = await backend.fresh();
      const server = await startContactServer(store.env);
      try {
        const bodies = Array.from({ length: 400 }, () => validContact());
        const responses = await Promise.all(
          bodies.map((body, index) => postJson(server.url, body, { lang: index % 2 ? "de" : "en" })),
        );
        expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 201));
        const ids = await Promise.all(
          responses.map(async (response) => ((await response.json()) as { id: string }).id),
        );
        const stored = await storedRequests(store.env);
        expect(stored).toHaveLength(400);
        const byId = new Map(stored.map((item) => [item.id, item]));
        bodies.forEach((body, index) => {
          expect(byId.get(ids[index]!)).toMatchObject({ ...body, locale: index % 2 ? "de" : "en" });
        });
      } finally {
        await server.stop();
        await store.dispose();
      }
    });

    it("kill -9 right after a burst of 201 answers: after a restart every acknowledged request is there", async () => {
      const store = await backend.fresh();
      const first = await startContactServer(store.env);
      let second: Awaited<ReturnType<typeof startContactServer>> | undefined;
      try {
        const acknowledged = new Map<string, ContactBody>();
        const bodies = Array.from({ length: 300 }, () => validContact());
        let killed = false;
        const posts = bodies.map(async (body) => {
          try {
            const response = await postJson(first.url, body);
            if (response.status !== 201) return;
            const { id } = (await response.json()) as { id: string };
            acknowledged.set(id, body);
            // Half the burst is acknowledged, the other half still in flight: pull the plug.
            if (acknowledged.size >= 150 && !killed) {
              killed = true;
              first.process.kill("SIGKILL");
            }
          } catch {
            // In flight when the server died: never acknowledged, so no promise was made.
          }
        });
        await Promise.all(posts);
        expect(killed).toBe(true);
        expect(await exited(first)).toBe(null); // killed by a signal, not exited

        second = await startContactServer(store.env);
        expect((await postJson(second.url, validContact())).status).toBe(201);
        const stored = new Map((await storedRequests(store.env)).map((item) => [item.id, item]));
        expect(acknowledged.size).toBeGreaterThanOrEqual(150);
        for (const [id, body] of acknowledged) expect(stored.get(id), id).toMatchObject(body);
      } finally {
        first.process.kill("SIGKILL");
        await second?.stop();
        await store.dispose();
      }
    });

    it("SIGTERM while a contact request is still arriving: it is answered and stored, then the server exits 0", async () => {
      const store = await backend.fresh();
      const server = await startContactServer(store.env);
      try {
        const url = new URL(server.url);
        const body = Buffer.from(JSON.stringify(validContact()));
        const socket = connect(Number(url.port), url.hostname);
        let answer = "";
        socket.on("data", (chunk) => (answer += chunk));
        await new Promise((resolve) => socket.once("connect", resolve));
        const code = exited(server);
        // Headers and half the body are on the wire when the signal arrives…
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.write(body.subarray(0, 50));
        await new Promise((resolve) => setTimeout(resolve, 300));
        server.process.kill("SIGTERM");
        await new Promise((resolve) => setTimeout(resolve, 300));
        // …and the rest after it. (The connection stays open, as a browser's would.)
        socket.write(body.subarray(50));
        await expect.poll(() => answer, { timeout: 15_000 }).toMatch(/\r\n\r\n\{.*\}$/s);
        expect(await code).toBe(0);
        socket.destroy();
        expect(answer).toMatch(/^HTTP\/1\.1 201 Created/);
        const id = (JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { id: string }).id;
        expect((await storedRequests(store.env)).map((item) => item.id)).toEqual([id]);
      } finally {
        await server.stop();
        await store.dispose();
      }
    });

    it("hostile bodies are never answered 5xx and never stored when they break the schema", async ({ annotate }) => {
      const store = await backend.fresh();
      const server = await startContactServer(store.env);
      try {
        const expectedStored = new Map<string, ContactRequest>();
        let storedByForm = 0;
        const statuses = new Map<number, number>();
        await fc.assert(
          fc.asyncProperty(hostileRequest, fc.constantFrom("en", "de"), async (sample, lang) => {
            const response = await fetch(`${server.url}/api/contact?lang=${lang}`, {
              method: "POST",
              headers: sample.contentType === undefined ? {} : { "Content-Type": sample.contentType },
              body: sample.body,
              redirect: "manual",
            });
            const expected = oracle(sample, lang);
            expect(response.status, sample.kind).toBeLessThan(500);
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            const text = await response.text();
            if (expected.form) {
              expect(response.status).toBe(303);
              if (expected.stores) storedByForm++;
              return;
            }
            expect(response.status, `${sample.kind}: ${text}`).toBe(expected.status);
            // Every refusal is a human message, never a stack trace or HTML.
            const answer = JSON.parse(text) as { id?: string; message?: string };
            if (response.status === 201) {
              if (expected.stores) expectedStored.set(answer.id!, expected.stores);
            } else {
              expect(answer.message).toEqual(expect.any(String));
              expect(text).not.toMatch(/\bat .*\.(ts|js):\d+|<html/i);
            }
          }),
          { numRuns: 300 },
        );
        const stored = await storedRequests(store.env);
        await annotate([...statuses].map(([status, count]) => `${status}: ${count}`).join(", "), "answers");
        // The generator reaches every path, valid requests included (so "nothing stored" is not trivially true).
        expect([...statuses.keys()]).toEqual(expect.arrayContaining([201, 303, 400, 415, 422]));
        expect(expectedStored.size).toBeGreaterThan(0);
        expect(stored).toHaveLength(expectedStored.size + storedByForm);
        for (const [id, request] of expectedStored) {
          const { phone, ...rest } = request;
          expect(
            stored.find((item) => item.id === id),
            id,
          ).toEqual(expect.objectContaining({ ...rest, ...(phone ? { phone } : {}) }));
        }
      } finally {
        await server.stop();
        await store.dispose();
      }
    });
  });
}

// Hostile requests and what the contract says must happen to each.

type Sample = { kind: string; contentType?: string; body: string | Uint8Array<ArrayBuffer> };

const fields = ["firstName", "lastName", "company", "email", "phone", "message", "privacyPolicy", "website"] as const;

const oddString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", minLength: 4_000, maxLength: 20_000 }),
  fc.constantFrom(
    "\u0000".repeat(12),
    "\ud800\udc00\ud800",
    "\udfff lone low surrogate, long enough",
    "\u202eright-to-left override",
    "zero\u200bwidth\u200bspaces\u200b\u200b",
    "<script>alert(1)</script>",
    "' OR 1=1; --",
    "=cmd|' /C calc'!A0",
    "a@b.de",
    "",
    " ",
  ),
);

const hostileValue = fc.oneof(oddString, fc.jsonValue({ maxDepth: 3 }));

const json = (kind: string, value: unknown): Sample => ({
  kind,
  contentType: "application/json",
  body: JSON.stringify(value),
});

const hostileRequest: fc.Arbitrary<Sample> = fc.oneof(
  // Valid requests among the hostile ones: they must be stored exactly as sent.
  fc.constant(null).map(() => json("valid", validContact())),
  // Random JSON of any shape.
  fc.jsonValue({ maxDepth: 4 }).map((value) => json("random JSON", value)),
  // The right fields with anything in them.
  fc
    .record(
      Object.fromEntries(fields.map((field) => [field, hostileValue])) as Record<
        (typeof fields)[number],
        fc.Arbitrary<unknown>
      >,
      {
        requiredKeys: [],
      },
    )
    .map((value) => json("wrong types", value)),
  // A valid request with one field made hostile: some are still valid and must be stored as sent.
  fc
    .tuple(fc.constantFrom(...fields), hostileValue)
    .map(([field, value]) => json(`hostile ${field}`, { ...validContact(), [field]: value })),
  // Keys that would pollute prototypes in careless code.
  fc
    .tuple(
      fc.constantFrom("__proto__", "constructor", "prototype", "toString", "hasOwnProperty"),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([key, value]) => ({
      kind: `key ${key}`,
      contentType: "application/json",
      body: `{${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"},${JSON.stringify(validContact()).slice(1)}`,
    })),
  // Truncated JSON.
  fc.tuple(fc.constant(JSON.stringify(validContact())), fc.nat()).map(([text, cut]) => ({
    kind: "truncated JSON",
    contentType: "application/json",
    body: text.slice(0, cut % text.length),
  })),
  // Bytes that are not UTF-8 (or not JSON).
  fc
    .uint8Array({ maxLength: 2_000 })
    .map((bytes) => ({ kind: "random bytes", contentType: "application/json", body: bytes })),
  // A valid body in a content type we do not take.
  fc
    .constantFrom(
      undefined,
      "",
      "text/plain",
      "application/xml",
      "multipart/form-data",
      "application/json-patch+json",
      "application/jsonp",
      "text/json",
      "application/json; charset=latin1",
      "*/*",
    )
    .map((contentType) => ({ kind: `type ${String(contentType)}`, contentType, body: JSON.stringify(validContact()) })),
  // Random and hostile form posts.
  fc
    .dictionary(fc.oneof(fc.constantFrom(...fields), fc.string()), fc.string({ unit: "binary", maxLength: 300 }))
    .map((value) => ({
      kind: "random form",
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(value).toString(),
    })),
  fc.tuple(fc.constantFrom(...fields), oddString).map(([field, value]) => {
    const params = new URLSearchParams(formBody({ ...validContact(), website: "" }));
    params.set(field, value);
    return { kind: `form ${field}`, contentType: "application/x-www-form-urlencoded", body: params.toString() };
  }),
);

/** What the contract says: the status of a JSON answer, or (form) whether the request is stored. */
function oracle(sample: Sample, lang: "en" | "de"): { status?: number; stores?: ContactRequest; form?: boolean } {
  const bytes = typeof sample.body === "string" ? new TextEncoder().encode(sample.body) : sample.body;
  const type = sample.contentType?.toLowerCase();
  const form = type === "application/x-www-form-urlencoded";
  if (type !== "application/json" && !form) return { status: 415 };
  if (bytes.length > LIMIT) return form ? { form } : { status: 413 };
  let input: unknown;
  if (form) {
    const params = new URLSearchParams(new TextDecoder().decode(bytes));
    const keys = [...params.keys()];
    if (new Set(keys).size !== keys.length || paramsHoldControl(params)) return { form };
    const entries = [...params].map(([key, value]) => [key, key === "privacyPolicy" ? value === "on" : value]);
    input = { privacyPolicy: false, ...Object.fromEntries(entries) };
  } else {
    try {
      input = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      return { status: 400 };
    }
    if (jsonHoldsControl(input)) return { status: 400 };
  }
  if (typeof input === "object" && input !== null && !Array.isArray(input)) {
    input = Object.fromEntries(
      Object.entries(input).map(([key, value]) => [
        key,
        typeof value === "string" ? value.replaceAll("\0", "").toWellFormed() : value,
      ]),
    );
  }
  const result = validateContactRequest(input, (lang === "de" ? de : en).form.validation);
  if (form) return { form, ...(result.ok && !result.honeypot ? { stores: result.request } : {}) };
  if (result.ok) return { status: 201, ...(result.honeypot ? {} : { stores: result.request }) };
  return { status: result.kind === "invalid" ? 422 : 400 };
}
