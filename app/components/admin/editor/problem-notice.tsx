import type { ReactNode, Ref } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { Problem } from "#app/components/admin/editor/types.ts";

/**
 * Why the post was not saved, next to the button that tried: with the sign-in in a new tab, or a retry when the
 * network failed. The editor focuses it (`ref`), so that the operator's eyes and their screen reader are on it.
 */
export function ProblemNotice({
  problem,
  id,
  onRetry,
  ref,
}: {
  problem: Problem;
  id: string;
  onRetry: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const { copy } = useAdmin();
  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
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
