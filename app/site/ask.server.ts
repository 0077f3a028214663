/**
 * Ask's wiring (issue 45): a question of a signed-in operator, read against the catalogue with the values the data
 * holds (operators, campaigns), run read-only with a time limit on the site's database, noted in the audit log by
 * its interpretation only (the typed words may hold a name), and answered in the operator's language.
 */
import type { AdminContent } from "#app/content/admin/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { namedOperators, type Operator } from "#app/lib/admin/operators.server.ts";
import { answerOf, QUESTION_LIMIT, type AskAnswer } from "#app/lib/ask/answer.ts";
import { measureTerms } from "#app/lib/ask/catalogue.ts";
import { may } from "#app/lib/admin/roles.ts";
import { knownPhrases, type DataValues } from "#app/lib/ask/lexicon.ts";
import { readQuestion, type Reading } from "#app/lib/ask/parse.ts";
import { runQuery, type AskResult, type Operator as NamedOperator } from "#app/lib/ask/run.server.ts";
import { addDays, berlinDay } from "#app/lib/analytics/days.ts";
import { campaignNames } from "#app/lib/analytics/store.server.ts";
import type { SiteServices } from "#app/site/services.server.ts";

/** What one answer may take on the database before it is given up. */
const READ_LIMIT_MS = 2_000;

type Asker = { services: SiteServices; operator: Operator; locale: Locale; copy: AdminContent };

export async function ask(question: string, { services, operator, locale, copy }: Asker): Promise<AskAnswer> {
  const now = new Date();
  const today = berlinDay(now);
  const sql = services.db.sql;
  const operators = await namedOperators(sql);
  const data = await dataValues(services, operators, today);
  let reading = readQuestion(question.slice(0, QUESTION_LIMIT), { today, role: operator.role, data });
  // Statistics switched off (ANALYTICS=off): nothing is counted, so there is nothing to say.
  if (reading.status === "answered" && !services.analytics && asksStatistics(reading))
    reading = { status: "refused", reason: "not_measured", unknown: [], corrections: reading.corrections };
  let result: AskResult | undefined;
  if (reading.status === "answered") {
    const query = reading.query;
    result = await sql.readOnly(
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
  await recordAudit(sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "ask",
    target: null,
    details: auditDetails(reading),
  });
  return answerOf(reading, result, copy.ask, locale, copy);
}

/** The values a question may name that live in the data: operators by name, campaigns by their UTM name. */
async function dataValues(services: SiteServices, operators: NamedOperator[], today: string): Promise<DataValues> {
  return {
    owner: operators.map((item) => ({ value: item.email, title: item.name, words: namesOf(item) })),
    campaign: (await campaignNames(services.db.sql, addDays(today, -400))).map((name) => ({
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
  const { campaign, owner } = await dataValues(
    services,
    leads ? await namedOperators(services.db.sql) : [],
    berlinDay(new Date()),
  );
  return knownPhrases(leads ? { campaign, owner } : { campaign }, locale);
}

function asksStatistics(reading: Extract<Reading, { status: "answered" }>): boolean {
  return reading.query.measures.some((measure) => measureTerms[measure].capability === "statistics");
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
