import type { ReactNode } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { Problem } from "#app/components/admin/editor/types.ts";

/** Why the post was not saved, above the form: with the sign-in in a new tab, or a retry when the network failed. */
export function ProblemNotice({ problem, id, onRetry }: { problem: Problem; id: string; onRetry: () => void }) {
  const { copy } = useAdmin();
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{copy.blog.editor.errors.heading}</p>
      <p className="mt-1">
        <ProblemText problem={problem} onRetry={onRetry} />
      </p>
    </div>
  );
}

function ProblemText({ problem, onRetry }: { problem: Problem; onRetry: () => void }): ReactNode {
  const { copy, locale } = useAdmin();
  const text = copy.blog.editor.errors;
  if (problem.kind === "session")
    return (
      <>
        {text.sessionEnded}{" "}
        <a
          href={locale === "de" ? "/de/admin/login" : "/admin/login"}
          target="_blank"
          rel="noopener"
          className="font-semibold underline"
        >
          {text.signInAgain}
        </a>
      </>
    );
  if (problem.kind === "network")
    return (
      <>
        {text.network}{" "}
        <button type="button" onClick={onRetry} className="font-semibold underline">
          {text.retry}
        </button>
      </>
    );
  if (problem.kind === "message") return problem.message;
  if (problem.messages.length === 1) return problem.messages[0];
  return (
    <span className="grid gap-1">
      {problem.messages.map((message) => (
        <span key={message}>{message}</span>
      ))}
    </span>
  );
}
