import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, serverMessage } from "#app/lib/api-request.ts";

// A real HTTP server records what the helper sends and answers as told.
let server: Server;
let base: string;
const seen: { method?: string; contentType?: string; body: string; idempotencyKey?: string }[] = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const idempotencyKey = request.headers["idempotency-key"];
      seen.push({
        method: request.method,
        contentType: request.headers["content-type"],
        body,
        ...(typeof idempotencyKey === "string" ? { idempotencyKey } : {}),
      });
      const [, status = "200", text = ""] = /^\/(\d{3})(?:\/(.*))?$/.exec(request.url ?? "") ?? [];
      response.statusCode = Number(status);
      response.end(decodeURIComponent(text));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  base = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("apiRequest", () => {
  it("sends JSON with a JSON content type when there is a payload", async () => {
    const response = await apiRequest("POST", `${base}/201`, { a: 1 });
    expect(response.status).toBe(201);
    expect(seen.at(-1)).toEqual({ method: "POST", contentType: "application/json", body: '{"a":1}' });
  });

  it("sends neither body nor content type without a payload", async () => {
    await apiRequest("GET", `${base}/200`);
    expect(seen.at(-1)).toEqual({ method: "GET", contentType: undefined, body: "" });
  });

  it("sends the headers it is given besides the content type", async () => {
    await apiRequest("POST", `${base}/201`, { a: 1 }, { "Idempotency-Key": "k-1" });
    expect(seen.at(-1)).toEqual({
      method: "POST",
      contentType: "application/json",
      body: '{"a":1}',
      idempotencyKey: "k-1",
    });
  });

  it("throws 'status: body' on a non-success answer", async () => {
    await expect(apiRequest("POST", `${base}/422/${encodeURIComponent('{"message":"Nope"}')}`, {})).rejects.toThrow(
      '422: {"message":"Nope"}',
    );
  });

  it("throws 'status: status text' when the body is empty", async () => {
    await expect(apiRequest("DELETE", `${base}/503`)).rejects.toThrow("503: Service Unavailable");
  });
});

describe("serverMessage", () => {
  it("takes the server's human message and field errors", () => {
    const error = new Error('422: {"message":"Bitte prüfen.","fieldErrors":{"email":"Ungültig"}}');
    expect(serverMessage(error, "fallback")).toEqual({ message: "Bitte prüfen.", fieldErrors: { email: "Ungültig" } });
  });

  it("never shows a status code or HTML: anything else becomes the fallback", () => {
    expect(serverMessage(new Error("502: <html><body>Bad Gateway</body></html>"), "Please try again later.")).toEqual({
      message: "Please try again later.",
    });
    expect(serverMessage(new TypeError("Failed to fetch"), "Please try again later.")).toEqual({
      message: "Please try again later.",
    });
  });
});
