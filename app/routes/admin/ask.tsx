import { useState } from "react";
import { data, Form, Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { AskChart } from "#app/components/admin/ask-chart.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import { formatCount, formatLongDate } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { may } from "#app/lib/admin/roles.ts";
import type { AskAnswer, AnswerColumn } from "#app/lib/ask/answer.ts";
import { QUESTION_LIMIT } from "#app/lib/ask/query.ts";
import { completionsOf } from "#app/lib/ask/complete.ts";
import type { Cell } from "#app/lib/ask/run.server.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { ask, askProposed, AskTooSlowError, askVocabulary } from "#app/site/ask.server.ts";
import { operatorContext } from "#app/site/back-office.server.ts";
import type { Route } from "./+types/ask";

/**
 * Ask (issue 45): a question in plain English or German over the statistics and the leads, by a GET form, so an
 * answer's address can be sent to a colleague and the page works without JavaScript.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const request = context.get(operatorContext);
  const { copy, operator } = request;
  const question = url.searchParams.get("q")?.trim().slice(0, QUESTION_LIMIT) ?? "";
  const suggestions = [
    ...copy.ask.suggestions.statistics,
    ...(may(operator.role, "leads") ? copy.ask.suggestions.leads : []),
  ];
  // A language model's proposal run on one click: the query comes back from the browser and is checked again.
  const proposed = url.searchParams.get("query");
  let answer: AskAnswer | undefined;
  let tooSlow = false;
  try {
    answer =
      proposed !== null ? await askProposed(proposed, request) : question ? await ask(question, request) : undefined;
  } catch (error) {
    if (!(error instanceof AskTooSlowError)) throw error;
    tooSlow = true;
  }
  const page = {
    question,
    answer,
    tooSlow,
    invalidQuery: proposed !== null && !answer && !tooSlow,
    suggestions,
    completions: await askVocabulary(request),
    meta: adminMeta(copy.titles.ask),
  };
  if (tooSlow) return data(page, { status: 503 });
  return page.invalidQuery ? data(page, { status: 400 }) : page;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AdminAskPage({ loaderData }: Route.ComponentProps) {
  const { copy, locale } = useAdmin();
  const { question, answer, suggestions, completions, invalidQuery, tooSlow } = loaderData;
  const text = copy.ask;
  // Typed so far: the list under the box completes its last word (without JavaScript, it lists the known words).
  const [typing, setTyping] = useState({ question, text: question });
  const typed = typing.question === question ? typing.text : question;
  const offered = typed.trim() ? completionsOf(typed, completions) : [];
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{text.heading}</h1>
      <p className="mt-1 max-w-3xl text-slate-600">{text.intro}</p>
      <Form method="get" role="search" className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex-1">
          <span className="block text-sm font-medium text-slate-800">{text.label}</span>
          <input
            type="search"
            name="q"
            defaultValue={question}
            key={question}
            onInput={(event) => setTyping({ question, text: event.currentTarget.value })}
            maxLength={QUESTION_LIMIT}
            list="ask-words"
            placeholder={text.placeholder}
            autoComplete="off"
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-surface px-3.5 py-2.5 text-slate-900 placeholder:text-slate-500"
          />
        </label>
        <button type="submit" className={buttonClasses("primary", "md")}>
          {text.submit}
        </button>
        <datalist id="ask-words">
          {(offered.length ? offered : completions).map((word) => (
            <option key={word} value={word} />
          ))}
        </datalist>
      </Form>
      {tooSlow ? (
        <p role="alert" className="mt-8 text-slate-800" data-testid="ask-too-slow">
          {text.tooSlow}
        </p>
      ) : null}
      {invalidQuery ? (
        <p role="alert" className="mt-8 text-slate-800" data-testid="ask-invalid-query">
          {text.proposal.invalid}
        </p>
      ) : null}
      {answer ? <AnswerPanel answer={answer} question={question} locale={locale} text={text} /> : null}
      {/* Before a question, what can be asked; after an answer, below it, so that the answer comes first on a phone. */}
      <div className={`${answer ? "mt-6" : "mt-3"} flex flex-wrap items-center gap-2 text-sm`}>
        <span className="text-slate-600">{text.suggestionsLabel}</span>
        {suggestions.map((suggestion) => (
          <Link
            key={suggestion}
            to={`?q=${encodeURIComponent(suggestion)}`}
            className="rounded-full bg-indigo-50 px-3 py-1 text-indigo-800 ring-1 ring-indigo-200 hover:bg-indigo-100"
          >
            {suggestion}
          </Link>
        ))}
      </div>
    </>
  );
}

type Text = ReturnType<typeof useAdmin>["copy"]["ask"];

function AnswerPanel({
  answer,
  question,
  locale,
  text,
}: {
  answer: AskAnswer;
  question: string;
  locale: Locale;
  text: Text;
}) {
  return (
    <section aria-labelledby="ask-answer" className="mt-8 rounded-2xl border border-slate-200 bg-surface p-5 sm:p-6">
      <h2 id="ask-answer" className="text-lg font-semibold text-slate-900">
        {answer.interpretation ?? text.answer}
      </h2>
      {answer.corrections?.map((correction) => (
        <p key={correction.typed} className="mt-1 text-sm text-slate-600">
          {formatTemplate(text.corrected, correction)}
        </p>
      ))}
      {answer.status === "refused" ? (
        <div className="mt-3 text-slate-800" data-testid="ask-refusal" data-reason={answer.reason}>
          <p>{text.refusals[answer.reason!]}</p>
          {answer.reason === "unknown_term" && answer.unknown?.length ? (
            <p className="mt-1 text-slate-600">
              {formatTemplate(text.unknownWords, { words: answer.unknown.join(", ") })}
            </p>
          ) : null}
        </div>
      ) : null}
      {answer.proposal ? <ProposalOffer proposal={answer.proposal} question={question} text={text} /> : null}
      {answer.status === "clarify" ? (
        <div className="mt-3" data-testid="ask-clarify">
          <p className="text-slate-800">{text.clarify}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {answer.options?.map((option) => (
              <li key={option.q}>
                <Link to={`?q=${encodeURIComponent(option.q)}`} className={buttonClasses("secondary", "sm")}>
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer.status === "answered" && answer.result ? (
        <Result result={answer.result} locale={locale} text={text} />
      ) : null}
      {answer.insights?.length ? (
        <div className="mt-4" data-testid="ask-insights">
          <h3 className="text-sm font-semibold text-slate-900">{text.insights.heading}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
            {answer.insights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer.notes?.length ? (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-600">
          {answer.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {answer.view ? (
          <Link to={answer.view.href} className="text-indigo-700 underline" data-testid="ask-view">
            {answer.view.label}
          </Link>
        ) : null}
        <a
          href={`${adminPath("askJson", locale)}?q=${encodeURIComponent(question)}${answer.proposed && answer.query ? `&query=${encodeURIComponent(JSON.stringify(answer.query))}` : ""}`}
          className="text-indigo-700 underline"
        >
          {text.jsonLink}
        </a>
      </p>
    </section>
  );
}

/**
 * "Did you mean …? (interpreted by a language model)": a link that runs the proposed query (decision 0045); the
 * server checks it again before it runs, and the model is not asked again.
 */
function ProposalOffer({
  proposal,
  question,
  text,
}: {
  proposal: NonNullable<AskAnswer["proposal"]>;
  question: string;
  text: Text;
}) {
  const to = `?q=${encodeURIComponent(question)}&query=${encodeURIComponent(JSON.stringify(proposal.query))}`;
  return (
    <div className="mt-4 rounded-lg bg-indigo-50 p-4 ring-1 ring-indigo-200" data-testid="ask-proposal">
      <p className="text-slate-900">
        {formatTemplate(text.proposal.didYouMean, { interpretation: proposal.interpretation })}{" "}
        <span className="text-sm text-slate-600">{text.proposal.byModel}</span>
      </p>
      <Link to={to} className={`${buttonClasses("secondary", "sm")} mt-2`}>
        {text.proposal.run}
      </Link>
    </div>
  );
}

function formatCell(cell: Cell, column: AnswerColumn, locale: Locale): string {
  if (cell === null) return "";
  if (column.kind === "count") return formatCount(Number(cell), locale);
  if (column.kind === "rate")
    return new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB", {
      style: "percent",
      maximumFractionDigits: 1,
    }).format(Number(cell));
  if (column.kind === "period")
    return /^\d{4}-\d{2}-\d{2}$/.test(String(cell)) ? formatLongDate(String(cell), locale) : String(cell);
  return String(cell);
}

function Result({ result, locale, text }: { result: NonNullable<AskAnswer["result"]>; locale: Locale; text: Text }) {
  const { columns, rows, compared } = result;
  const labels = columns.filter((column) => column.kind === "label" || column.kind === "period");
  const figures = columns.filter((column) => column.kind === "count" || column.kind === "rate");
  if (!rows.length) return <p className="mt-3 text-slate-700">{text.empty}</p>;
  if (!labels.length && rows.length === 1) {
    return (
      <dl className="mt-4 flex flex-wrap gap-8" data-testid="ask-figures">
        {figures.map((column, index) => (
          <div key={column.name}>
            <dt className="text-sm text-slate-600">{column.title}</dt>
            <dd className="text-4xl font-bold text-slate-900 tabular-nums">
              {formatCell(rows[0]![index]!, column, locale)}
            </dd>
            {compared?.[0] ? (
              <dd className="text-sm text-slate-600">
                {text.previous}: {formatCell(compared[0][index]!, column, locale)}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    );
  }
  // A breakdown compared with another period: each row's figures then, beside its figures now.
  const before =
    compared && columns[0]?.kind === "label"
      ? (row: Cell[]) => compared.find((other) => other[0] === row[0])
      : undefined;
  const figureClass = "py-1.5 pr-4 text-right tabular-nums";
  return (
    <>
      <AskChart
        columns={columns}
        rows={rows}
        label={(row) => formatCell(row[0]!, columns[0]!, locale)}
        value={(row) => Number(row[labels.length] ?? 0)}
        formatValue={(value) => formatCell(value, figures[0]!, locale)}
        line={columns[0]?.kind === "period"}
        compared={compared}
        comparedLabel={text.previous}
      />
      <table className="mt-4 w-full text-left text-sm" data-testid="ask-table">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {columns.map((column) => (
              <th
                key={column.name}
                scope="col"
                className={column.kind === "label" || column.kind === "period" ? "py-2 pr-4" : "py-2 pr-4 text-right"}
              >
                {column.title || (column.kind === "period" ? "" : column.name)}
              </th>
            ))}
            {before
              ? figures.map((column) => (
                  <th key={`before-${column.name}`} scope="col" className="py-2 pr-4 text-right">
                    {column.title} ({text.previous})
                  </th>
                ))
              : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-slate-100">
              {row.map((cell, index) => (
                <td
                  key={index}
                  className={
                    columns[index]!.kind === "count" || columns[index]!.kind === "rate" ? figureClass : "py-1.5 pr-4"
                  }
                >
                  {formatCell(cell, columns[index]!, locale)}
                </td>
              ))}
              {before
                ? figures.map((column, index) => {
                    const then = before(row)?.[labels.length + index];
                    return (
                      <td key={`before-${column.name}`} className={`${figureClass} text-slate-600`}>
                        {then === undefined ? "–" : formatCell(then, column, locale)}
                      </td>
                    );
                  })
                : null}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
