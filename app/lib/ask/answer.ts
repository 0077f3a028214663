/**
 * An answer as the page and the JSON show it (issue 45): the status, the query, the question restated in words
 * with concrete dates, the result's columns and rows, and what the asker should know (words read as others,
 * notes, where the same numbers are on the dashboard or in the inbox). Pure: the page and `/admin/ask.json`
 * build it from the parser's reading and the runner's result in the operator's language.
 */
import type { AdminContent } from "#app/content/admin/types.ts";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatDateRange, formatFigure, formatLongDate, formatPlural } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { dimensionTerms, measureTerms } from "#app/lib/ask/catalogue.ts";
import type { Insight } from "#app/lib/ask/insights.ts";
import type { Correction, Reading } from "#app/lib/ask/parse.ts";
import type { AskQuery, AskStatus, Dimension, Filter, RefusalReason } from "#app/lib/ask/query.ts";
import type { AskResult, Cell, ResultColumn } from "#app/lib/ask/run.server.ts";
import { pageLabel } from "#app/lib/analytics/tables.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

export { QUESTION_LIMIT } from "#app/lib/ask/query.ts";

export type AnswerColumn = { name: ResultColumn["name"]; title: string; kind: ResultColumn["kind"] };

export type AskAnswer = {
  status: AskStatus;
  query?: AskQuery;
  interpretation?: string;
  result?: { columns: AnswerColumn[]; rows: Cell[][]; compared?: Cell[][] };
  reason?: RefusalReason;
  /** Words it could not place, as typed. */
  unknown?: string[];
  options?: { label: string; q: string }[];
  corrections?: Correction[];
  notes?: string[];
  /** What stands out, in words, each with what it rests on ("Based on 1,234 visits."). */
  insights?: string[];
  /** The dashboard or inbox view with the same numbers (or, not `exact`, the same period). */
  view?: { href: string; label: string; exact: boolean };
  /**
   * A language model's reading of a question the parser refused (decision 0045): a query in the same shape, checked
   * like any query from outside, offered to run on one click; never run by itself.
   */
  proposal?: { query: AskQuery; interpretation: string };
  /** The answer of a proposed query run from its link (`query=`), not of the words typed. */
  proposed?: boolean;
};

type Copy = AdminContent["ask"];

/** The back office's own names for stored values: a status, a language, a device class, a page. */
export type ValueNames = Pick<AdminContent, "statuses"> & {
  analytics: Pick<AdminContent["analytics"], "devices" | "languages">;
};

export function answerOf(
  reading: Reading,
  result: AskResult | undefined,
  copy: Copy,
  locale: Locale,
  names?: ValueNames,
): AskAnswer {
  if (reading.status === "refused")
    return {
      status: "refused",
      reason: reading.reason,
      unknown: reading.unknown,
      ...(reading.corrections.length ? { corrections: reading.corrections } : {}),
    };
  if (reading.status === "clarify")
    return {
      status: "clarify",
      options: reading.options.map((option) => ({ label: copy.measures[option.measure], q: option.question })),
    };
  const query = reading.query;
  return {
    status: "answered",
    query,
    interpretation: interpretationOf(query, result, copy, locale),
    ...(result
      ? {
          result: {
            columns: result.columns.map((column) => ({ ...column, title: columnTitle(column, copy) })),
            rows: result.rows.map((row) => labelled(row, result.columns, copy, locale, names)),
            ...(result.compared
              ? { compared: result.compared.map((row) => labelled(row, result.columns, copy, locale, names)) }
              : {}),
          },
        }
      : {}),
    ...(reading.corrections.length ? { corrections: reading.corrections } : {}),
    notes: [...new Set([...reading.notes, ...(result?.notes ?? [])])].map((note) =>
      copy.notes[note].replace("{question}", reading.readOnly ?? ""),
    ),
    ...(result?.insights.length
      ? { insights: result.insights.map((insight) => insightText(insight, result, copy, locale, names)) }
      : {}),
    ...(result?.view ? { view: viewOf(result.view, copy, locale) } : {}),
  };
}

function viewOf(view: NonNullable<AskResult["view"]>, copy: Copy, locale: Locale): NonNullable<AskAnswer["view"]> {
  const label = view.page === "leads" ? copy.openInbox : view.exact ? copy.openDashboard : copy.openDashboardPeriod;
  const search = view.search ? `?${view.search}` : "";
  return { href: `${adminPath(view.page, locale)}${search}`, label, exact: view.exact };
}

const signed = (text: string, negative: boolean) => `${negative ? "−" : "+"}${text}`;

/** An insight in the asker's words; one about visits says how many it rests on. */
function insightText(
  insight: Insight,
  result: AskResult,
  copy: Copy,
  locale: Locale,
  names: ValueNames | undefined,
): string {
  const words = copy.insights;
  if (insight.kind === "unowned")
    return formatPlural(insight.leads, words.unowned, locale).replaceAll("{days}", String(insight.days));
  const measure = copy.measures[insight.measure];
  const rate = measureTerms[insight.measure].kind === "rate";
  const figure = (value: number) => (rate ? formatFigure(value * 100, "percent", locale) : formatCount(value, locale));
  const based = formatTemplate(copy.basedOn, { count: formatCount(insight.visits, locale) });
  let text: string;
  if (insight.kind === "change") {
    const delta = Math.abs(insight.now - insight.before);
    const down = insight.now < insight.before;
    const deltaText = rate
      ? formatTemplate(words.points, { value: formatFigure(delta * 100, "number", locale) })
      : formatCount(delta, locale);
    const relative = insight.before ? formatFigure((delta / insight.before) * 100, "percent", locale) : "";
    text = formatTemplate(down ? words.down : words.up, {
      measure,
      before: figure(insight.before),
      now: figure(insight.now),
      delta: signed(deltaText, down),
      relative: relative ? signed(relative, down) : "",
    }).replace(/, \)/, ")");
  } else if (insight.kind === "steady") text = formatTemplate(words.steady, { measure });
  else {
    const column = result.columns[0]!;
    const [label] = labelled([insight.label], [column], copy, locale, names);
    text = formatTemplate(insight.kind === "best" ? words.best : words.worst, {
      // Inside an English sentence a measure is lower case ("Highest conversion rate"); German nouns keep theirs.
      measure: locale === "en" ? measure.charAt(0).toLowerCase() + measure.slice(1) : measure,
      label: String(label),
      rate: figure(insight.rate),
      rest: figure(insight.rest),
    });
  }
  return `${text} ${based}`;
}

function columnTitle(column: ResultColumn, copy: Copy): string {
  if (column.name === "time") return "";
  if (column.kind === "label") return capitalized(copy.dimensions[column.name as Dimension]);
  return copy.measures[column.name as keyof Copy["measures"]];
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A row's labels in words: no value is "all others" (or nobody, for an owner); no referring site is "direct"; a
 * status, language and device class by the back office's names; a page by its address in the asker's language.
 */
function labelled(
  row: Cell[],
  columns: readonly ResultColumn[],
  copy: Copy,
  locale: Locale,
  names: ValueNames | undefined,
): Cell[] {
  return row.map((cell, index) => {
    const column = columns[index]!;
    if (column.kind !== "label") return cell;
    if (cell === null) return column.name === "owner" ? copy.nobody : copy.other;
    const value = String(cell);
    if (column.name === "source" && value === "") return copy.direct;
    if (column.name === "status" && names && value in names.statuses)
      return names.statuses[value as keyof ValueNames["statuses"]];
    if (column.name === "language" && names && value in names.analytics.languages)
      return names.analytics.languages[value as "en" | "de"];
    if (column.name === "device" && names && value in names.analytics.devices)
      return names.analytics.devices[value as keyof ValueNames["analytics"]["devices"]];
    if (column.name === "page" || column.name === "entryPage") return pageLabel(value, locale);
    return valueTitle(column.name as Dimension, value, locale);
  });
}

/** "Demo requests by referring site, 1–31 October 2026" */
export function interpretationOf(query: AskQuery, result: AskResult | undefined, copy: Copy, locale: Locale): string {
  const measures = query.measures.map((measure) => copy.measures[measure]).join(" + ");
  const parts = [measures];
  for (const dimension of query.dimensions)
    parts.push(formatTemplate(copy.by, { dimension: copy.dimensions[dimension] }));
  const filters = query.filters.map((filter) => filterText(filter, copy, locale));
  const time = query.timeDimensions[0];
  if (time?.granularity) parts.push(copy.grains[time.granularity]);
  const head = parts.join(" ");
  const period = time
    ? periodText(result?.dateRange ?? time.dateRange, locale)
    : query.measures.includes("visitorsNow")
      ? ""
      : copy.allTime;
  const compared = time?.compareDateRange
    ? formatTemplate(copy.compared, { period: periodText(time.compareDateRange, locale) })
    : "";
  return [head, ...filters, period, compared].filter(Boolean).join(", ");
}

/** A value the catalogue names ("direct", "LinkedIn") by its title in the asker's language; others as stored. */
function valueTitle(dimension: Dimension, value: string, locale: Locale): string {
  return dimensionTerms[dimension]?.values.find((term) => term.value === value)?.title?.[locale] ?? value;
}

function filterText(filter: Filter, copy: Copy, locale: Locale): string {
  const dimension = copy.dimensions[filter.member];
  if (filter.operator === "notSet") return formatTemplate(copy.where, { dimension, values: copy.nobody });
  const values = (filter.values ?? []).map((value) =>
    value === "me" ? copy.me : value === "" ? copy.direct : valueTitle(filter.member, value, locale),
  );
  const shown = filter.operator === "notEquals" ? values.map((value) => `≠ ${value}`) : values;
  return formatTemplate(copy.where, { dimension, values: shown.join(", ") });
}

function periodText([from, to]: [string, string], locale: Locale): string {
  return from === to ? formatLongDate(from, locale) : formatDateRange(from, to, locale);
}
