/**
 * The editor's autosave (issue 48, decision 0067): after a few seconds without typing, and when the page is hidden
 * or left, what was typed is kept on the server as the operator's working copy of the post (never the post itself,
 * never a revision). When the server cannot be reached, this browser keeps it instead (draft-copy.ts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftCopy } from "#app/components/admin/editor/draft-copy.ts";
import type { PostApi } from "#app/components/admin/editor/post-api.ts";
import type { EditorPost, Typed } from "#app/components/admin/editor/types.ts";
import { AUTOSAVE_QUIET_MS } from "#app/lib/blog/editor/working-copy.ts";

/** What the autosave last did: nothing yet, keeping a copy, kept (when), or kept in this browser only. */
export type AutosaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "failed" };

/**
 * Keeps `typed` as a working copy once it rests for AUTOSAVE_QUIET_MS while `active` (it differs from the stored
 * post and no save is under way), and at once when the page is hidden or left (`flush`).
 */
export function useAutosave({
  post,
  typed,
  active,
  api,
  local,
}: {
  post: EditorPost;
  /** The form as typed, or null while the writing area is not ready. */
  typed: Typed | null;
  active: boolean;
  api: PostApi;
  local: DraftCopy;
}) {
  const [state, setState] = useState<AutosaveState>({ kind: "idle" });
  const latest = useRef<{ typed: Typed | null; active: boolean }>({ typed, active });
  const lastKept = useRef<string | null>(null);
  const key = typed ? JSON.stringify(typed) : null;

  useEffect(() => {
    latest.current = { typed, active };
  });

  const keep = useCallback(
    async (leaving: boolean) => {
      const { typed: now, active: wanted } = latest.current;
      if (!now || !wanted) return;
      const nowKey = JSON.stringify(now);
      if (nowKey === lastKept.current) return;
      lastKept.current = nowKey;
      if (!leaving) setState({ kind: "saving" });
      const at = await api.keepWorkingCopy(post, now, leaving);
      if (at) {
        // The server holds the newest words now: this browser's fallback copy is not needed.
        local.forget();
        setState({ kind: "saved", at });
        return;
      }
      lastKept.current = null;
      local.keep(now);
      setState({ kind: "failed" });
    },
    [api, post, local],
  );

  useEffect(() => {
    if (!active || key === null || key === lastKept.current) return;
    const timer = setTimeout(() => void keep(false), AUTOSAVE_QUIET_MS);
    return () => clearTimeout(timer);
  }, [key, active, keep]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === "hidden") void keep(true);
    };
    const leaving = () => void keep(true);
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", leaving);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", leaving);
    };
  }, [keep]);

  // keepNow: kept before the preview opens, so that it shows the last word typed.
  return { state, flush: () => void keep(true), keepNow: () => keep(false) };
}
