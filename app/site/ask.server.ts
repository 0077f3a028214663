/**
 * Ask's wiring (issue 45): a question of a signed-in operator, read against the catalogue with the values the data
 * holds (operators, campaigns), run read-only with a time limit on the site's database, noted in the audit log by
 * its interpretation only (the typed words may hold a name), and answered in the operator's language.
 */
import type { AdminContent } from "#app/content/admin/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { ReadTimeoutError } from "#app/lib/store/sql.server.ts";
import { namedOperators, type Operator } from "#app/lib/admin/operators.server.ts";
import { ASK_MODEL_HOST } from "#app/content/legal.ts";
import { answerOf, interpretationOf, QUESTION_LIMIT, type AskAnswer } from "#app/lib/ask/answer.ts";
import { measureTerms } from "#app/lib/ask/catalogue.ts";
import { may } from "#app/vocabulary/roles.ts";
import { knownPhrases, type DataValues } from "#app/lib/ask/lexicon.ts";
import { checkQuery } from "#app/lib/ask/check-query.ts";
import { isLoopbackHost } from "#app/lib/ask/model-host.ts";
import { proposeQuery } from "#app/lib/ask/propose.server.ts";
import type { AskQuery, RefusalReason } from "#app/lib/ask/query.ts";
import { readQuestion, type Reading } from "#app/lib/ask/parse.ts";
import { runQuery, type AskResult, type Operator as NamedOperator } from "#app/lib/ask/run.server.ts";
import { addDays, berlinDay } from "#app/lib/analytics/days.ts";
import { campaignNames } from "#app/lib/analytics/store.server.ts";
import type { AskModelConfig } from "#app/site/config.server.ts";
import type { SiteServices } from "#app/site/services.server.ts";

/** What one answer may take on the database before it is given up. */
const READ_LIMIT_MS = 2_000;

/** The figures took longer than READ_LIMIT_MS to read: the routes say so politely (503), not as a failure. */
export class AskTooSlowError extends Error {
  constructor() {
    super("Ask's read passed its time limit");
    this.name = "AskTooSlowError";
  }
}

type Asker = { services: SiteServices; operator: Operator; locale: Locale; copy: AdminContent };

export async function ask(question: string, { services, operator, locale, copy }: Asker): Promise<AskAnswer> {
  const now = new Date();
  const today = berlinDay(now);
  const sql = services.db.sql;
  const operators = await namedOperators(sql);
  const data = await dataValues(services, operators, today);
  const read = readQuestion(question.slice(0, QUESTION_LIMIT), { today, role: operator.role, data });
  const { reading, answer } = await answerReading(
    read,
    { services, operator, locale, copy },
    { now, today, operators },
  );
  const campaigns = data.campaign?.map((item) => item.value) ?? [];
  const proposal = await proposalFor(question, reading, { services, operator, locale, copy }, { today, campaigns });
  return proposal ? { ...answer, proposal } : answer;
}

/**
 * The campaigns of the last 400 days, read under Ask's time limit like its figures (they live in the same tables: a
 * lock on them must not hold a question past its limit).
 */
async function recentCampaigns(services: SiteServices, today: string): Promise<string[]> {
  try {
    return await services.db.sql.readOnly((tx) => campaignNames(tx, addDays(today, -400)), READ_LIMIT_MS);
  } catch (error) {
    throw error instanceof ReadTimeoutError ? new AskTooSlowError() : error;
  }
}

/** The values a question may name that live in the data: operators by name, campaigns by their UTM name. */
async function dataValues(services: SiteServices, operators: NamedOperator[], today: string): Promise<DataValues> {
  return {
    owner: operators.map((item) => ({ value: item.email, title: item.name, words: namesOf(item) })),
    campaign: (await recentCampaigns(services, today)).map((name) => ({
      value: name,
      title: name,
      words: [name],
    })),
  };
}

/**
 * The words and values completion offers as one types: the catalogue's and the data's, the team's names only to
 * those who may see leads (whose owners they are).
 */
export async function askVocabulary({ services, operator, locale }: Omit<Asker, "copy">): Promise<string[]> {
  const leads = may(operator.role, "leads");
  try {
    const { campaign, owner } = await dataValues(
      services,
      leads ? await namedOperators(services.db.sql) : [],
      berlinDay(new Date()),
    );
    return knownPhrases(leads ? { campaign, owner } : { campaign }, locale);
  } catch (error) {
    // The data's values could not be read in time: the catalogue's words still complete.
    if (error instanceof AskTooSlowError) return knownPhrases({}, locale);
    throw error;
  }
}

/**
 * A reading answered: refused when statistics are off, run read-only, audited by its reading (plus `audit`), and
 * put in words.
 */
async function answerReading(
  read: Reading,
  asker: Asker,
  { now, today, operators, audit = {} }: Omit<Run, "services" | "operator"> & { audit?: Record<string, string> },
): Promise<{ reading: Reading; answer: AskAnswer }> {
  const { services, operator, locale, copy } = asker;
  // Statistics switched off (ANALYTICS=off): nothing is counted, so there is nothing to say.
  const reading: Reading =
    read.status === "answered" && !services.analytics && asksStatistics(read.query)
      ? { status: "refused", reason: "not_measured", unknown: [], corrections: read.corrections }
      : read;
  let result: AskResult | undefined;
  let timedOut = false;
  try {
    result = await resultOf(reading, { services, operator, now, today, operators });
  } catch (error) {
    if (!(error instanceof ReadTimeoutError)) throw error;
    timedOut = true;
  }
  await recordAudit(services.db.sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "ask",
    target: null,
    details: { ...auditDetails(reading), ...audit, ...(timedOut ? { timedOut: "true" } : {}) },
  });
  if (timedOut) throw new AskTooSlowError();
  return { reading, answer: answerOf(reading, result, copy.ask, locale, copy) };
}

type Run = { services: SiteServices; operator: Operator; now: Date; today: string; operators: NamedOperator[] };

/** The figures of an answered reading, read-only and with a time limit; nothing for a refusal. */
async function resultOf(reading: Reading, run: Run): Promise<AskResult | undefined> {
  if (reading.status !== "answered") return undefined;
  const { services, operator, now, today, operators } = run;
  const query = reading.query;
  return services.db.sql.readOnly(
    (tx) =>
      runQuery(query, {
        sql: tx,
        timing: { now, retentionDays: services.config.analytics.retentionDays },
        today,
        askerId: operator.id,
        operators,
      }),
    READ_LIMIT_MS,
  );
}

function asksStatistics(query: AskQuery): boolean {
  return query.measures.some((measure) => measureTerms[measure].capability === "statistics");
}

/** What the audit log keeps of a question: how it was read, never the words typed. */
function auditDetails(reading: Reading): Record<string, string> {
  if (reading.status === "answered") return { status: "answered", query: JSON.stringify(reading.query) };
  if (reading.status === "refused") return { status: "refused", reason: reading.reason };
  return { status: "clarify", readings: reading.options.map((option) => option.measure).join(" ") };
}

/** The words a question may name an operator by: the whole name, its first word, the address. */
function namesOf(operator: NamedOperator): string[] {
  const first = operator.name.split(" ")[0] ?? operator.name;
  return [...new Set([operator.name, first, operator.email])].filter((word) => word.length >= 3);
}

// ---------------------------------------------------------------------------------------------------------------
// The optional language model (ASK_LLM_URL, decision 0045)

/**
 * The refusals a model may try to read: words the parser could not place. Not `not_permitted` (an editor learns
 * nothing about leads), nor the honest answers `not_measured`, `out_of_scope`, `not_linkable` and `future`, nor
 * `clarify`, whose options already are the parser's complete readings, one click each.
 */
const MODEL_MAY_READ: readonly RefusalReason[] = ["unknown_term"];

/** A model's proposal for a question the parser refused, checked like any query from outside; else nothing. */
async function proposalFor(
  question: string,
  reading: Reading,
  { services, operator, locale, copy }: Asker,
  { today, campaigns }: { today: string; campaigns: string[] },
): Promise<AskAnswer["proposal"]> {
  if (reading.status !== "refused" || !MODEL_MAY_READ.includes(reading.reason) || !reading.unknown.length)
    return undefined;
  const endpoint = modelEndpoint(services);
  if (!endpoint) return undefined;
  const query = await proposeQuery(question.slice(0, QUESTION_LIMIT), {
    endpoint,
    context: { today, role: operator.role, campaigns },
    log: services.log,
  });
  // Statistics switched off: a proposal about them would only be refused.
  if (!query || (!services.analytics && asksStatistics(query))) return undefined;
  return { query, interpretation: interpretationOf(query, undefined, copy.ask, locale) };
}

let unnamedHostLogged = false;

/**
 * The endpoint, when the model is on and the pre-rendered privacy policy names where it is: this machine, or the
 * host the build was given (ASK_LLM_URL at build time). A server started with another host than its build sends
 * nothing, and says so once.
 */
function modelEndpoint(services: SiteServices): AskModelConfig | undefined {
  const endpoint = services.config.askModel;
  if (!endpoint) return undefined;
  const host = new URL(endpoint.url).hostname;
  if (isLoopbackHost(host) || host === ASK_MODEL_HOST) return endpoint;
  if (!unnamedHostLogged)
    services.log({
      event: "ask-model",
      outcome: "off",
      why: `the privacy policy of this build does not name ${host}: build with the same ASK_LLM_URL`,
    });
  unnamedHostLogged = true;
  return undefined;
}

/** The longest `query=` read: a proposed query is a few hundred characters. */
const PROPOSED_QUERY_LIMIT = 4_000;

/**
 * A proposed query run on one click (`?q=…&query=…`): the query comes back from the browser, so it is checked
 * again, with the asker's role, before it runs; the model is not asked again. Undefined when it is not a query
 * Ask may run for this asker (the route answers 400). Audited like any answer, by the query.
 */
export async function askProposed(
  raw: string,
  { services, operator, locale, copy }: Asker,
): Promise<AskAnswer | undefined> {
  if (raw.length > PROPOSED_QUERY_LIMIT) return undefined;
  let input: unknown;
  try {
    input = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const now = new Date();
  const today = berlinDay(now);
  const sql = services.db.sql;
  const campaigns = await recentCampaigns(services, today);
  const checked = checkQuery(input, { today, role: operator.role, campaigns });
  if (!checked.ok) return undefined;
  const operators = await namedOperators(sql);
  const { answer } = await answerReading(
    { status: "answered", query: checked.query, corrections: [], notes: [] },
    { services, operator, locale, copy },
    { now, today, operators, audit: { proposed: "true" } },
  );
  return { ...answer, proposed: true, notes: [...(answer.notes ?? []), copy.ask.proposal.ran] };
}
