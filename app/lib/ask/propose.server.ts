/**
 * Ask's optional language model (issue 45 item 8, decision 0045): a question the parser could not place may be
 * sent to an OpenAI-compatible chat endpoint with the semantic layer, and the model may only propose a query in
 * Ask's own shape. The proposal is checked like any query from outside (`check-query.ts`) and shown as a
 * suggestion; it never writes SQL and never answers by itself. The model gets the catalogue the asker may see,
 * today's date and the question as typed: never a lead, an operator's name or an e-mail address. Any failure (time
 * limit, refused connection, an answer that is not 200, too long, not JSON, SQL, a member it invented) is simply
 * no proposal, logged as one line without the question and without the key.
 */
import { may } from "#app/vocabulary/roles.ts";
import { leadStatuses } from "#app/vocabulary/admin.ts";
import { dimensionTerms, measureTerms } from "#app/lib/ask/catalogue.ts";
import { checkQuery, MAX_LIMIT, type QueryContext, type QueryProblem } from "#app/lib/ask/check-query.ts";
import { dimensions, grains, measures, type AskQuery, type Dimension } from "#app/lib/ask/query.ts";

export type ModelEndpoint = { url: string; model: string; key?: string };

export type ProposeOptions = {
  endpoint: ModelEndpoint;
  context: QueryContext;
  log: (line: Record<string, unknown>) => void;
  /** How long the model may take, answer included; Ask is a page someone waits for. */
  timeoutMs?: number;
};

export type ProposalOutcome =
  "proposed" | "none" | "timeout" | "unreachable" | "status" | "too_large" | "broken" | "sql" | QueryProblem;

export const MODEL_TIME_LIMIT_MS = 4_000;
/** A chat answer holding one small query is a few kilobytes; anything much longer is not one. */
export const MODEL_ANSWER_LIMIT = 64 * 1024;

export async function proposeQuery(question: string, options: ProposeOptions): Promise<AskQuery | undefined> {
  const started = Date.now();
  const { outcome, query, status } = await ask(question, options);
  options.log({
    event: "ask-model",
    outcome,
    ms: Date.now() - started,
    ...(status ? { status } : {}),
  });
  return query;
}

type Asked = { outcome: ProposalOutcome; query?: AskQuery; status?: number };

async function ask(question: string, { endpoint, context, timeoutMs = MODEL_TIME_LIMIT_MS }: ProposeOptions) {
  let text: string | undefined;
  try {
    const response = await fetch(endpoint.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(endpoint.key ? { Authorization: `Bearer ${endpoint.key}` } : {}),
      },
      body: JSON.stringify(chatRequest(question, endpoint.model, context)),
      redirect: "error",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { outcome: "status", status: response.status } satisfies Asked;
    }
    text = await readLimited(response, MODEL_ANSWER_LIMIT);
  } catch (error) {
    const name = (error as Error).name;
    return { outcome: name === "TimeoutError" || name === "AbortError" ? "timeout" : "unreachable" } satisfies Asked;
  }
  if (text === undefined) return { outcome: "too_large" } satisfies Asked;
  return readProposal(text, context);
}

/** The endpoint's answer, or undefined once it passes `limit` bytes (the rest is not read). */
async function readLimited(response: Response, limit: number): Promise<string | undefined> {
  if (Number(response.headers.get("content-length") ?? 0) > limit) {
    await response.body?.cancel();
    return undefined;
  }
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Text that reads as SQL, or a key that carries it: such an answer is refused whole, whatever else it holds. */
const SQL_LIKE =
  /\b(select\s[\s\S]*\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from|drop\s+(table|database|schema)|alter\s+table|truncate\s+table|union\s+(all\s+)?select|pragma\s+\w)|"sql"\s*:|;\s*--/i;

/** The chat answer's content, read as `{ "query": … }` (or a bare query) and checked. */
export function readProposal(body: string, context: QueryContext): Asked {
  let content: unknown;
  try {
    const chat = JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] };
    content = chat.choices?.[0]?.message?.content;
  } catch {
    return { outcome: "broken" };
  }
  if (typeof content !== "string") return { outcome: "broken" };
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  if (SQL_LIKE.test(json)) return { outcome: "sql" };
  let reply: unknown;
  try {
    reply = JSON.parse(json);
  } catch {
    return { outcome: "broken" };
  }
  if (typeof reply !== "object" || reply === null || Array.isArray(reply)) return { outcome: "broken" };
  const keys = Object.keys(reply);
  const proposed = keys.length === 1 && keys[0] === "query" ? (reply as { query: unknown }).query : reply;
  if (proposed === null) return { outcome: "none" };
  const checked = checkQuery(proposed, context);
  return checked.ok ? { outcome: "proposed", query: checked.query } : { outcome: checked.problem };
}

/** OpenAI's chat completions request: the instructions and the semantic layer, then the question. */
export function chatRequest(question: string, model: string, context: QueryContext) {
  return {
    model,
    temperature: 0,
    stream: false,
    response_format: { type: "json_object" },
    messages: [
      { role: "system", content: instructions(context) },
      { role: "user", content: question },
    ],
  };
}

const INSTRUCTIONS = `You read a question about a website's own visit statistics and sales leads, in English or German, and propose how to ask it of a fixed semantic layer. You never answer the question and never write SQL.
Reply with one JSON object and nothing else: {"query": QUERY} or, when the question cannot be asked with the members below, {"query": null}.
QUERY has exactly these keys: "measures" (names of measures), "dimensions" (names to break the figures down by), "filters" (a list of {"member", "operator", "values"}; operator "equals" or "notEquals" with values, "set" or "notSet" without), "timeDimensions" (a list of at most one {"dimension": "time", "dateRange": [from, to], "compareDateRange"?: [from, to], "granularity"?}), and optionally "order" ([[measure, "asc" | "desc"]]) and "limit" (1 to ${MAX_LIMIT}, only with a dimension or a granularity).
Rules: use only the names and values listed; a dimension or filter only where the measure lists it; dates are YYYY-MM-DD in the Europe/Berlin calendar, inclusive, never after today; a compared period lies before the period; statistics need a dateRange (default: the last 30 days including today); "visitorsNow" has no dimensions, filters or time; statistics are broken down by at most one dimension and never together with a granularity; "hour" only for a single day without filters; measures of leads and of visits are never mixed. When unsure, reply {"query": null}.`;

/** The instructions and the part of the catalogue the asker may see, with today's date. No lead, no operator. */
export function instructions(context: QueryContext): string {
  const permittedMeasures = measures.filter((measure) => may(context.role, measureTerms[measure].capability));
  const permittedDimensions = dimensions.filter((dimension) => may(context.role, dimensionTerms[dimension].capability));
  const layer = {
    today: context.today,
    timeZone: "Europe/Berlin",
    measures: permittedMeasures.map((name) => {
      const term = measureTerms[name];
      return {
        name,
        title: term.title.en,
        words: [...term.words.en, ...term.words.de],
        dimensions: term.dimensions.filter((dimension) => permittedDimensions.includes(dimension)),
      };
    }),
    dimensions: permittedDimensions.map((name) => ({
      name,
      title: dimensionTerms[name].title.en,
      words: [...dimensionTerms[name].words.en, ...dimensionTerms[name].words.de],
      values: valuesOf(name, context),
    })),
    granularities: grains,
  };
  return `${INSTRUCTIONS}\nSemantic layer: ${JSON.stringify(layer)}`;
}

function valuesOf(dimension: Dimension, context: QueryContext): string[] {
  switch (dimension) {
    case "source":
      return [...dimensionTerms.source.values.map((value) => value.value), "or a host name such as example.com"];
    case "campaign":
      return [...(context.campaigns ?? [])];
    case "status":
      return [...leadStatuses];
    case "owner":
      return ['"me" (the asker) with equals or notEquals; set or notSet for leads with or without an owner'];
    default:
      return dimensionTerms[dimension].values.map((value) => value.value);
  }
}
