import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** How long "Copied" stays visible after a successful copy. */
export const COPIED_FEEDBACK_MS = 2500;

type CodeExampleProps = {
  code: string;
  /** Caption above the code, e.g. "Example request". */
  label: string;
  labels: { copy: string; copyLabel: string; copied: string; copyFailed: string };
};

function selectContents(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * A code sample with a copy button. The result is announced in a status line;
 * where the clipboard is not available, the code is selected instead so the
 * visitor can copy it with the keyboard.
 */
export function CodeExample({ code, label, labels }: CodeExampleProps) {
  const [status, setStatus] = useState<"idle" | "copied" | "failed">("idle");
  const codeRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (status !== "copied") return;
    const timer = window.setTimeout(() => setStatus("idle"), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus("copied");
    } catch {
      selectContents(codeRef.current);
      setStatus("failed");
    }
  };

  return (
    <figure className="keep-colors overflow-hidden rounded-xl bg-slate-900 shadow-sm ring-1 ring-slate-800">
      <figcaption className="flex items-center justify-between gap-3 border-b border-slate-700 px-4 py-2">
        <span className="text-sm font-medium text-slate-200">{label}</span>
        <span className="flex items-center gap-3">
          <span role="status" className="text-sm font-medium text-emerald-300">
            {status === "copied" ? labels.copied : null}
          </span>
          <button
            type="button"
            aria-label={labels.copyLabel}
            onClick={() => void copy()}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-100 ring-1 ring-slate-600 hover:bg-slate-800 focus-visible:outline-indigo-300"
          >
            {status === "copied" ? (
              <Check aria-hidden="true" className="size-4 text-emerald-300" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {labels.copy}
          </button>
        </span>
      </figcaption>
      <pre className="px-4 py-4 text-[0.8125rem] leading-6 whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere] sm:text-sm">
        <code ref={codeRef}>{code}</code>
      </pre>
      {status === "failed" ? (
        <p role="alert" className="border-t border-slate-700 px-4 py-2 text-sm text-amber-200">
          {labels.copyFailed}
        </p>
      ) : null}
    </figure>
  );
}
