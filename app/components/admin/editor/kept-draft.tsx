import { useEffect, useMemo, useState } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { draftCopy, type KeptDraft } from "#app/components/admin/editor/draft-copy.ts";
import type { EditorPost } from "#app/components/admin/editor/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/** A version of the post kept apart from it: the operator's working copy on the server, or this browser's copy. */
export type Kept = KeptDraft & { where: "server" | "browser" };

/**
 * This browser's copy of the post (draft-copy.ts), and what to offer back when the editor opens: the newer of the
 * operator's working copy (autosave, handed in by the page when it is newer than the stored post) and this
 * browser's copy (kept when the server could not be reached), when it differs from what is stored. Offered until
 * it is restored or discarded.
 */
export function useDraftCopy(post: EditorPost, working: KeptDraft | null) {
  const copy = useMemo(() => draftCopy(post), [post]);
  const [kept, setKept] = useState<Kept | null>(working ? { ...working, where: "server" } : null);
  useEffect(() => {
    const draft = copy.read();
    // Local storage is read after hydration, so that the server's page and the first render agree.
    if (!draft || (draft.content === post.content && draft.title === post.title)) return;
    if (working && working.keptAt >= draft.keptAt) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKept({ ...draft, where: "browser" });
  }, [copy, post, working]);
  return { copy, kept, closeKept: () => setKept(null) };
}

/**
 * "Your working copy of this post from … is newer than the saved post", or "A version of this post that could not
 * be saved was kept in this browser (…)": restore it, or discard it.
 */
export function KeptDraftNotice({
  kept,
  onRestore,
  onDiscard,
}: {
  kept: Kept;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.editor.localDraft;
  const time = new Date(kept.keptAt).toLocaleString(locale === "de" ? "de-DE" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  });
  return (
    <Notice tone="info">
      {formatTemplate(kept.where === "server" ? text.foundWorkingCopy : text.found, { time })}{" "}
      <span className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={onRestore}>
          {text.restore}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          {text.discard}
        </Button>
      </span>
    </Notice>
  );
}
