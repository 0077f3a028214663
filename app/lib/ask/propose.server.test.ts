import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { QueryContext } from "#app/lib/ask/check-query.ts";
import { chatRequest, instructions, proposeQuery, readProposal } from "#app/lib/ask/propose.server.ts";
import type { AskQuery } from "#app/lib/ask/query.ts";

const today = "2026-11-28";
const owner: QueryContext = { today, role: "owner", campaigns: ["newsletter"] };
const editor: QueryContext = { ...owner, role: "editor" };

const linkedInToday: AskQuery = {
  measures: ["visitors"],
  dimensions: [],
  filters: [{ member: "source", operator: "equals", values: ["LinkedIn"] }],
  timeDimensions: [{ dimension: "time", dateRange: [today, today] }],
};
const leadsByStatus: AskQuery = { measures: ["leads"], dimensions: ["status"], filters: [], timeDimensions: [] };

/** A chat completion whose message is `content`, as OpenAI and Ollama answer. */
const chat = (content: unknown) =>
  JSON.stringify({
    id: "x",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content } }],
  });

describe("reading a model's answer", () => {
  it("takes a query, wrapped or bare, fenced or not, once it passes the same check as any query from outside", () => {
    expect(readProposal(chat(JSON.stringify({ query: linkedInToday })), owner)).toEqual({
      outcome: "proposed",
      query: linkedInToday,
    });
    expect(readProposal(chat(JSON.stringify(linkedInToday)), owner).query).toEqual(linkedInToday);
    expect(readProposal(chat("```json\n" + JSON.stringify({ query: linkedInToday }) + "\n```"), owner).query).toEqual(
      linkedInToday,
    );
    expect(readProposal(chat('{"query": null}'), owner)).toEqual({ outcome: "none" });
  });

  it("proposes nothing from broken JSON, a missing message, SQL or a member it invented", () => {
    expect(readProposal("{not json", owner).outcome).toBe("broken");
    expect(readProposal(chat('{"query": {"measures": ["visitors"'), owner).outcome).toBe("broken");
    expect(readProposal(JSON.stringify({ choices: [] }), owner).outcome).toBe("broken");
    expect(readProposal(chat({ query: linkedInToday }), owner).outcome).toBe("broken");
    const sqlMember = { ...linkedInToday, measures: ["visitors; DROP TABLE leads"] };
    expect(readProposal(chat(JSON.stringify({ query: sqlMember })), owner).outcome).toBe("sql");
    expect(readProposal(chat(JSON.stringify({ query: linkedInToday, sql: "x" })), owner).outcome).toBe("sql");
    expect(readProposal(chat("SELECT count(*) FROM visits WHERE source = 'linkedin'"), owner).outcome).toBe("sql");
    expect(readProposal(chat(JSON.stringify({ query: linkedInToday, why: "x" })), owner).outcome).toBe("shape");
    expect(
      readProposal(chat(JSON.stringify({ query: { ...linkedInToday, measures: ["revenue"] } })), owner).outcome,
    ).toBe("shape");
  });

  it("gives an editor no proposal about leads", () => {
    expect(readProposal(chat(JSON.stringify({ query: leadsByStatus })), owner).query).toEqual(leadsByStatus);
    expect(readProposal(chat(JSON.stringify({ query: leadsByStatus })), editor)).toEqual({ outcome: "permission" });
  });
});

describe("what the model is told", () => {
  it("asks in the chat completions shape, at temperature 0, for JSON, with the question as typed", () => {
    const request = chatRequest("wie viele kamen über das Berufsnetzwerk", "llama3.1:8b", owner);
    expect(request).toMatchObject({ model: "llama3.1:8b", temperature: 0, response_format: { type: "json_object" } });
    expect(request.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(request.messages[1]!.content).toBe("wie viele kamen über das Berufsnetzwerk");
  });

  it("describes the semantic layer the asker may see, with today's date, and never a lead side to an editor", () => {
    const forOwner = instructions(owner);
    expect(forOwner).toContain(`"today":"${today}"`);
    expect(forOwner).toContain("Europe/Berlin");
    for (const member of ["visitors", "conversionRate", "leads", "status", "owner", "newsletter", "LinkedIn"])
      expect(forOwner).toContain(`"${member}"`);
    const forEditor = instructions(editor);
    expect(forEditor).toContain('"name":"visitors"');
    for (const member of ['"name":"leads"', '"name":"status"', '"name":"owner"', '"qualified"'])
      expect(forEditor).not.toContain(member);
    expect(forOwner).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
  });
});

describe("asking a model over HTTP", () => {
  type Reply = (request: IncomingMessage, response: ServerResponse, body: string) => void;
  let reply: Reply;
  const received: { headers: IncomingMessage["headers"]; body: string }[] = [];
  const endpoint = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      reply(request, response, body);
    });
  });
  let url: string;
  const logged: Record<string, unknown>[] = [];
  const propose = (context = owner, key?: string) =>
    proposeQuery("Wie viele kamen heute über das Berufsnetzwerk?", {
      endpoint: { url, model: "test-model", ...(key ? { key } : {}) },
      context,
      log: (line) => logged.push(line),
      timeoutMs: 300,
    });

  beforeAll(async () => {
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(async () => {
    endpoint.closeAllConnections();
    await new Promise((resolve) => endpoint.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
    logged.length = 0;
  });

  it("proposes the model's query, sending the key as a bearer token and logging neither it nor the question", async () => {
    reply = (_, response) => response.end(chat(JSON.stringify({ query: linkedInToday })));
    expect(await propose(owner, "secret-token-123")).toEqual(linkedInToday);
    expect(received[0]!.headers.authorization).toBe("Bearer secret-token-123");
    expect(JSON.parse(received[0]!.body)).toMatchObject({ model: "test-model", temperature: 0 });
    expect(logged).toEqual([{ event: "ask-model", outcome: "proposed", ms: expect.any(Number) }]);
    expect(JSON.stringify(logged)).not.toMatch(/secret-token|Berufsnetzwerk/);
  });

  it("gives up at the time limit, on a refused connection, on an answer other than 200 and on one too long", async () => {
    reply = () => {}; // never answers
    const started = Date.now();
    expect(await propose()).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_500);
    reply = (_, response) => response.writeHead(500).end("model not loaded");
    expect(await propose()).toBeUndefined();
    reply = (_, response) => response.end(chat("x".repeat(100_000)));
    expect(await propose()).toBeUndefined();
    expect(logged.map((line) => [line.outcome, line.status])).toEqual([
      ["timeout", undefined],
      ["status", 500],
      ["too_large", undefined],
    ]);
    const closed = url.replace(/:\d+\//, ":9/");
    const result = await proposeQuery("x", {
      endpoint: { url: closed, model: "m" },
      context: owner,
      log: (line) => logged.push(line),
      timeoutMs: 300,
    });
    expect(result).toBeUndefined();
    expect(logged.at(-1)?.outcome).toMatch(/unreachable|timeout/);
  });
});
