/**
 * Ask's optional language model over HTTP (issue 45 item 8, decision 0045): the production server pointed at a
 * fake OpenAI-compatible endpoint on loopback. A question the parser cannot place gets the model's proposal,
 * checked, shown as "Did you mean …? (interpreted by a language model)" and run on one click with the same figure
 * as the plain question; a time-out, broken JSON, invented members, SQL or a lead measure for an editor give no
 * proposal; a tampered `query=` is a clear 400; nothing about leads or operators reaches the endpoint, nor the key a
 * log line; and with the variables unset nothing is sent at all.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import adminDe from "#app/content/admin/de.ts";
import adminEn from "#app/content/admin/en.ts";
import type { AskAnswer } from "#app/lib/ask/answer.ts";
import type { AskQuery } from "#app/lib/ask/query.ts";
import { berlinDay } from "#app/lib/analytics/days.ts";
import { openDatabase } from "#app/lib/store/open.server.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, browser, submitLead, type Browser } from "./back-office-support.ts";
import { rawRequest, validContact } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";
const KEY = "sk-test-7f3a9c1e5b";
const UNPLACED = "How many folks showed up via the professional network today?";
const UNPLACED_DE = "Wie viele kamen heute über das Berufsnetzwerk?";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

type Reply = (response: ServerResponse) => void;

/** A chat completions endpoint on 127.0.0.1 that answers as the test says and keeps every request it got. */
function fakeModel() {
  const state = {
    reply: (() => {}) as Reply,
    requests: [] as { headers: IncomingMessage["headers"]; body: string }[],
    url: "",
  };
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      state.requests.push({ headers: request.headers, body });
      state.reply(response);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return state;
}

const answerWith =
  (content: string): Reply =>
  (response) =>
    response
      .writeHead(200, { "Content-Type": "application/json" })
      .end(
        JSON.stringify({ object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content } }] }),
      );
const proposing = (query: unknown) => answerWith(JSON.stringify({ query }));

const today = berlinDay(new Date());
const linkedInToday: AskQuery = {
  measures: ["visitors"],
  dimensions: [],
  filters: [{ member: "source", operator: "equals", values: ["LinkedIn"] }],
  timeDimensions: [{ dimension: "time", dateRange: [today, today] }],
};
const leadsByStatus: AskQuery = { measures: ["leads"], dimensions: ["status"], filters: [], timeDimensions: [] };

async function signedIn(url: string, dataDir: string, role: "owner" | "editor", address: string): Promise<Browser> {
  const email = `${role}@ask-model.example`;
  const made = await adminCli("create", email, PASSWORD, { DATA_DIR: dataDir }, ["--role", role]);
  expect(made.code, made.output).toBe(0);
  const visitor = browser(url, address);
  expect((await visitor.post("/admin/login", { email, password: PASSWORD })).status).toBe(303);
  return visitor;
}

const askPath = (question: string, locale: "en" | "de" = "en", query?: unknown) =>
  `${locale === "de" ? "/de" : ""}/admin/ask.json?q=${encodeURIComponent(question)}${
    query === undefined ? "" : `&query=${encodeURIComponent(typeof query === "string" ? query : JSON.stringify(query))}`
  }`;

describe("Ask with a language model on loopback", () => {
  const model = fakeModel();
  let server: RunningServer;
  let dataDir: string;
  let owner: Browser;
  let editor: Browser;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "http-ask-model-"));
    server = await startServer({
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
      CONTACT_RATE_LIMIT: "0",
      ASK_LLM_URL: model.url,
      ASK_LLM_MODEL: "test-model",
      ASK_LLM_KEY: KEY,
    });
    owner = await signedIn(server.url, dataDir, "owner", "203.0.113.71");
    editor = await signedIn(server.url, dataDir, "editor", "203.0.113.72");
    await submitLead(server.url);
    // Three visitors from LinkedIn today: the figure both the proposal and the plain question must give.
    for (const address of ["198.51.100.11", "198.51.100.12", "198.51.100.13"])
      await rawRequest(server.url, "/", {
        headers: {
          Accept: "text/html",
          "User-Agent": firefox,
          "X-Forwarded-For": address,
          Referer: "https://www.linkedin.com/feed/",
        },
      });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    model.reply = proposing(linkedInToday);
  });

  const askJson = async (who: Browser, question: string, locale: "en" | "de" = "en") => {
    const response = await who.get(askPath(question, locale));
    expect(response.status, question).toBe(200);
    return JSON.parse(response.body) as AskAnswer;
  };

  it("shows the model's reading of a refused question and runs it on one click, with the plain question's figure", async () => {
    const sent = model.requests.length;
    const page = await owner.get(`/admin/ask?q=${encodeURIComponent(UNPLACED)}`);
    expect(page.status).toBe(200);
    const document = new JSDOM(page.body).window.document;
    expect(document.querySelector("[data-testid=ask-refusal]")?.getAttribute("data-reason")).toBe("unknown_term");
    const offer = document.querySelector("[data-testid=ask-proposal]");
    expect(offer?.textContent).toContain("Did you mean: Visitors, referring site: LinkedIn");
    expect(offer?.textContent).toContain(adminEn.ask.proposal.byModel);
    expect(model.requests.length).toBe(sent + 1);

    const link = offer!.querySelector("a")!.getAttribute("href")!;
    const target = new URL(link, `${server.url}/admin/ask`);
    const clicked = await owner.get(target.pathname + target.search);
    expect(clicked.status).toBe(200);
    expect(clicked.body).toContain(adminEn.ask.proposal.ran);
    // The click runs the query it carries: the model is not asked again.
    expect(model.requests.length).toBe(sent + 1);

    // The same figure as the question the parser reads (the recorder may take a moment to write the visits).
    let plainAnswer: AskAnswer | undefined;
    for (let tries = 0; tries < 50; tries++) {
      plainAnswer = await askJson(owner, "LinkedIn visitors today");
      if (Number(plainAnswer.result?.rows[0]?.[0]) >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(plainAnswer?.query).toEqual(linkedInToday);
    expect(plainAnswer?.result?.rows).toEqual([[3]]);
    const proposed = await owner.get(askPath(UNPLACED, "en", linkedInToday));
    expect(proposed.status).toBe(200);
    const run = JSON.parse(proposed.body) as AskAnswer;
    expect(run).toMatchObject({ status: "answered", proposed: true, query: linkedInToday });
    expect(run.result).toEqual(plainAnswer?.result);
    expect(run.interpretation).toBe(plainAnswer?.interpretation);
  });

  it("says it in German too, and carries the proposal in the JSON answer", async () => {
    const german = await owner.get(`/de/admin/ask?q=${encodeURIComponent(UNPLACED_DE)}`);
    expect(german.status).toBe(200);
    const offer = new JSDOM(german.body).window.document.querySelector("[data-testid=ask-proposal]");
    expect(offer?.textContent).toContain("Meinten Sie: Besucher");
    expect(offer?.textContent).toContain(adminDe.ask.proposal.byModel);
    const answer = await askJson(owner, UNPLACED_DE, "de");
    expect(answer).toMatchObject({ status: "refused", reason: "unknown_term", unknown: ["Berufsnetzwerk"] });
    expect(answer.proposal?.query).toEqual(linkedInToday);
    expect(answer.proposal?.interpretation).toMatch(/^Besucher, .*LinkedIn/);
  });

  it("sends the question and the semantic layer with the key, and never a lead, an operator or the key to a log", async () => {
    await askJson(owner, UNPLACED);
    const last = model.requests.at(-1)!;
    expect(last.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = JSON.parse(last.body) as { model: string; temperature: number; messages: { content: string }[] };
    expect(body).toMatchObject({ model: "test-model", temperature: 0 });
    expect(body.messages.at(-1)!.content).toBe(UNPLACED);
    expect(body.messages[0]!.content).toContain(`"today":"${today}"`);
    const everything = model.requests.map((request) => request.body).join("\n");
    for (const secret of [validContact.email, validContact.lastName, validContact.company, "@ask-model.example"])
      expect(everything).not.toContain(secret);
    const logs = [...server.log(), ...server.errors()].join("\n");
    expect(logs).toContain('"event":"ask-model"');
    expect(logs).not.toContain(KEY);
    expect(logs).not.toContain("professional network");
  });

  it("keeps the refusal when the model does not answer in time", async () => {
    model.reply = () => {}; // never answers
    const started = Date.now();
    const answer = await askJson(owner, UNPLACED);
    const took = Date.now() - started;
    expect(answer).toEqual({
      status: "refused",
      reason: "unknown_term",
      unknown: ["professional", "network"],
    });
    // The model never answers: the refusal comes once the 4 s limit is up, not when the endpoint gives up.
    expect(took).toBeLessThan(9_000);
    expect(server.log().join("\n")).toContain('"outcome":"timeout"');
  }, 15_000);

  it("proposes nothing from broken JSON, invented members or SQL", async () => {
    const replies: Record<string, Reply> = {
      "broken JSON": answerWith('{"query": {"measures": ["visitors"'),
      "not a chat answer": (response) => response.writeHead(200).end("<html>gateway</html>"),
      "an invented measure": proposing({ ...linkedInToday, measures: ["revenue"] }),
      "an invented value": proposing({
        ...linkedInToday,
        filters: [{ member: "device", operator: "equals", values: ["fax"] }],
      }),
      "SQL as a member": proposing({ ...linkedInToday, measures: ["visitors; DROP TABLE leads"] }),
      "a sql key": answerWith(JSON.stringify({ query: linkedInToday, sql: "SELECT count(*) FROM leads" })),
      "plain SQL": answerWith("SELECT count(*) FROM analytics_events WHERE referrer LIKE '%linkedin%'"),
      "a future period": proposing({
        ...linkedInToday,
        timeDimensions: [{ dimension: "time", dateRange: ["2099-01-01", "2099-01-31"] }],
      }),
      "an error status": (response) => response.writeHead(503).end(),
    };
    const sent = model.requests.length;
    for (const [what, reply] of Object.entries(replies)) {
      model.reply = reply;
      const answer = await askJson(owner, UNPLACED);
      expect(answer.status, what).toBe("refused");
      expect(answer.proposal, what).toBeUndefined();
    }
    // Each was asked, and each answer turned down.
    expect(model.requests.length).toBe(sent + Object.keys(replies).length);
  });

  it("proposes nothing about leads to an editor, and tells the model nothing about them", async () => {
    model.reply = proposing(leadsByStatus);
    expect((await askJson(owner, UNPLACED)).proposal?.query).toEqual(leadsByStatus);
    const sent = model.requests.length;
    const answer = await askJson(editor, UNPLACED);
    expect(answer).toEqual({
      status: "refused",
      reason: "unknown_term",
      unknown: ["professional", "network"],
    });
    const layer = model.requests[sent]!.body;
    expect(layer).not.toContain('\\"name\\":\\"leads\\"');
    expect(layer).not.toContain('\\"name\\":\\"status\\"');
    expect(layer).toContain('\\"name\\":\\"visitors\\"');
  });

  it("asks the model only about words it could not place: never for an honest refusal or a role's", async () => {
    const sent = model.requests.length;
    expect((await askJson(owner, "revenue last month")).reason).toBe("out_of_scope");
    expect((await askJson(owner, "bounce rate last week")).reason).toBe("not_measured");
    expect((await askJson(owner, "visitors next month")).reason).toBe("future");
    expect((await askJson(editor, "How many leads do we have?")).reason).toBe("not_permitted");
    expect((await askJson(owner, "How many visitors came last week?")).status).toBe("answered");
    expect(model.requests.length).toBe(sent);
  });

  it("checks a proposed query again when it comes back: a tampered one is a clear 400, never a figure or a 5xx", async () => {
    const refused = async (who: Browser, query: unknown) => {
      const response = await who.get(askPath(UNPLACED, "en", query));
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ error: adminEn.ask.proposal.invalid });
    };
    await refused(owner, { ...linkedInToday, measures: ["revenue"] });
    await refused(owner, { ...linkedInToday, measures: ["visitors; DROP TABLE leads"] });
    await refused(owner, { ...linkedInToday, sql: "DELETE FROM leads" });
    await refused(owner, "{not json");
    await refused(owner, "x".repeat(5_000));
    await refused(editor, leadsByStatus);
    const page = await editor.get(
      `/admin/ask?q=${encodeURIComponent(UNPLACED)}&query=${encodeURIComponent(JSON.stringify(leadsByStatus))}`,
    );
    expect(page.status).toBe(400);
    const shown = new JSDOM(page.body).window.document;
    expect(shown.querySelector("[data-testid=ask-invalid-query]")?.textContent).toBe(adminEn.ask.proposal.invalid);
    expect(shown.querySelector("[data-testid=ask-table], [data-testid=ask-figures]")).toBeNull();
    // The owner may see leads: the same query runs for them, audited by its query and never the words typed.
    const allowed = await owner.get(askPath(UNPLACED, "en", leadsByStatus));
    expect(allowed.status).toBe(200);
    expect((JSON.parse(allowed.body) as AskAnswer).result?.rows).toEqual([[adminEn.statuses.new, 1]]);
    const db = await openDatabase({ DATA_DIR: dataDir });
    try {
      const rows = await db.sql.all<{ details: string }>(
        "SELECT details FROM audit_log WHERE action = 'ask' ORDER BY seq DESC LIMIT 1",
      );
      expect(rows[0]!.details).toContain('"proposed":"true"');
      expect(rows[0]!.details).toContain('\\"measures\\":[\\"leads\\"]');
      expect(rows[0]!.details).not.toContain("professional");
    } finally {
      await db.close();
    }
  });
});

describe("Ask without a language model (the variables unset)", () => {
  const model = fakeModel();
  let server: RunningServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "http-ask-no-model-"));
    server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: "1", ASK_LLM_MODEL: "test-model" });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("sends nothing anywhere and keeps the refusal", async () => {
    model.reply = proposing(linkedInToday);
    const owner = await signedIn(server.url, dataDir, "owner", "203.0.113.81");
    const response = await owner.get(askPath(UNPLACED));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      status: "refused",
      reason: "unknown_term",
      unknown: ["professional", "network"],
    });
    const page = await owner.get(`/admin/ask?q=${encodeURIComponent(UNPLACED)}`);
    const shown = new JSDOM(page.body).window.document;
    expect(shown.querySelector("[data-testid=ask-refusal]")?.getAttribute("data-reason")).toBe("unknown_term");
    expect(shown.querySelector("[data-testid=ask-proposal]")).toBeNull();
    expect(model.requests).toEqual([]);
    expect(server.log().join("\n")).not.toContain("ask-model");
  });
});
