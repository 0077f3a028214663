import type { RefObject } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import type { AutosaveState } from "#app/components/admin/editor/autosave.ts";
import { ProblemNotice } from "#app/components/admin/editor/problem-notice.tsx";
import type { Problem } from "#app/components/admin/editor/types.ts";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { adminPath } from "#app/i18n/admin-pages.ts";
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
  preview,
}: {
  problem: Problem | null;
  problemRef: RefObject<HTMLDivElement | null>;
  problemId: string;
  onRetry: () => void;
  disabled: boolean;
  label: string;
  autosave: AutosaveState;
  /** A stored post's preview, opened in a new tab once what was typed is kept (`keep`). */
  preview?: { id: string; keep: () => Promise<void> };
}) {
  return (
    // Always in view at the bottom of the screen, however long the post (issue 48); the refusal with it.
    <div className="sticky bottom-0 z-10 -mx-2 grid gap-3 border-t border-slate-200 bg-surface px-2 py-3">
      {problem ? <ProblemNotice ref={problemRef} problem={problem} id={problemId} onRetry={onRetry} /> : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" disabled={disabled} aria-describedby={problem ? problemId : undefined}>
          {label}
        </Button>
        {preview ? <PreviewLink {...preview} /> : null}
        <AutosaveStatus state={autosave} />
      </div>
    </div>
  );
}

/**
 * "Preview", beside the button: a new tab, opened at once (a tab opened after waiting may be taken for a pop-up),
 * that goes to the preview once the working copy is kept.
 */
function PreviewLink({ id, keep }: { id: string; keep: () => Promise<void> }) {
  const { copy, locale } = useAdmin();
  const href = adminPath("blogPreview", locale, { id });
  return (
    <a
      href={href}
      target="_blank"
      className={buttonClasses("secondary", "md")}
      onClick={(event) => {
        const tab = window.open("", "_blank");
        if (!tab) return;
        event.preventDefault();
        void keep().finally(() => tab.location.replace(href));
      }}
    >
      {copy.blog.publishing.preview.open}
    </a>
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
