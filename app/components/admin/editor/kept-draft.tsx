import { useEffect, useMemo, useState } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { draftCopy, type KeptDraft } from "#app/components/admin/editor/draft-copy.ts";
import type { EditorPost } from "#app/components/admin/editor/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/**
 * This browser's copy of the post (draft-copy.ts), and the one kept from a failed save when it differs from what
 * is stored: offered back until it is restored or discarded.
 */
export function useDraftCopy(post: EditorPost) {
  const copy = useMemo(() => draftCopy(post), [post]);
  const [kept, setKept] = useState<KeptDraft | null>(null);
  useEffect(() => {
    const draft = copy.read();
    // Local storage is read after hydration, so that the server's page and the first render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft && (draft.content !== post.content || draft.title !== post.title)) setKept(draft);
  }, [copy, post]);
  return { copy, kept, closeKept: () => setKept(null) };
}

/** "A version of this post that could not be saved was kept in this browser at …": restore it, or discard it. */
export function KeptDraftNotice({
  kept,
  onRestore,
  onDiscard,
}: {
  kept: KeptDraft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.editor.localDraft;
  return (
    <Notice tone="info">
      {formatTemplate(text.found, { time: new Date(kept.keptAt).toLocaleString(locale) })}{" "}
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
