import type { RefObject } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { AutosaveState } from "#app/components/admin/editor/autosave.ts";
import { ProblemNotice } from "#app/components/admin/editor/problem-notice.tsx";
import type { Problem } from "#app/components/admin/editor/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/** The save button with, above it, why the last save was refused (focused, read out), and the autosave's word. */
export function SaveBar({
  problem,
  problemRef,
  problemId,
  onRetry,
  disabled,
  label,
  autosave,
}: {
  problem: Problem | null;
  problemRef: RefObject<HTMLDivElement | null>;
  problemId: string;
  onRetry: () => void;
  disabled: boolean;
  label: string;
  autosave: AutosaveState;
}) {
  return (
    <div className="grid gap-3">
      {problem ? <ProblemNotice ref={problemRef} problem={problem} id={problemId} onRetry={onRetry} /> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" disabled={disabled} aria-describedby={problem ? problemId : undefined}>
          {label}
        </Button>
        <AutosaveStatus state={autosave} />
      </div>
    </div>
  );
}

/** "Saved as a working copy at 14:05": quiet, beside the button, read out politely. */
function AutosaveStatus({ state }: { state: AutosaveState }) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.editor.autosave;
  const time = (at: Date) =>
    new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Berlin",
    }).format(at);
  const words =
    state.kind === "saving"
      ? text.saving
      : state.kind === "saved"
        ? formatTemplate(text.saved, { time: time(state.at) })
        : state.kind === "failed"
          ? text.failed
          : "";
  return (
    <p role="status" className="text-sm text-slate-600">
      {words}
    </p>
  );
}
