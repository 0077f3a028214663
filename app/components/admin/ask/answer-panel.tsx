import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { AskAnswer } from "#app/lib/ask/answer.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { Result, type Text } from "./result.tsx";

/** An answer: what the question was read as, a refusal or a question back, the result, and its JSON. */
export function AnswerPanel({
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
