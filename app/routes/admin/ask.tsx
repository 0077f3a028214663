import { useState } from "react";
import { data, Form, Link } from "react-router";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { AnswerPanel } from "#app/components/admin/ask/answer-panel.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { may } from "#app/vocabulary/roles.ts";
import type { AskAnswer } from "#app/lib/ask/answer.ts";
import { QUESTION_LIMIT } from "#app/lib/ask/query.ts";
import { completionsOf } from "#app/lib/ask/complete.ts";
import { adminMeta } from "#app/lib/admin/page.server.ts";
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
