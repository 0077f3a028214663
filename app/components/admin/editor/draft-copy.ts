/**
 * This browser's copy of a post the editor could not save (network down, session ended): kept in local storage
 * (`blog-editor-drafts`, app/lib/back-office-storage.ts, named in the privacy policy) until the post is saved or
 * the copy discarded, and offered back when the editor opens the post again. One copy per post, under its id or,
 * for a post not stored yet, `new-<language>`. The one place that reads and writes that key. The autosave keeps
 * its copies on the server (a working copy, autosave.ts); this browser's copy is its fallback when the server
 * cannot be reached.
 */
import type { CoverValue } from "#app/components/admin/cover-image-field.tsx";
import type { EditorPost, Values } from "#app/components/admin/editor/types.ts";
import { backOfficeStorageKeys } from "#app/lib/back-office-storage.ts";
import { readStorage, writeStorage } from "#app/lib/storage.ts";

/** A copy as kept: the form's fields, the body's HTML, the cover (copies since issue 48) and when (ISO 8601). */
export type KeptDraft = Values & { content: string; cover?: CoverValue | null; keptAt: string };

/** One post's copy in this browser. */
export type DraftCopy = {
  /** The copy kept for this post, if any. */
  read: () => KeptDraft | undefined;
  /** Keeps what was typed, replacing an earlier copy. */
  keep: (draft: Omit<KeptDraft, "keptAt">, at?: Date) => void;
  /** Forgets the copy (saved, or discarded by the operator). */
  forget: () => void;
};

/** The post's key among the kept copies: its id, or the language of a new one. */
export const draftKey = (post: Pick<EditorPost, "id" | "locale">) => post.id ?? `new-${post.locale}`;

/** Every kept copy; an unreadable value counts as none (it is replaced by the next copy kept). */
function allCopies(): Record<string, KeptDraft> {
  try {
    const parsed: unknown = JSON.parse(readStorage("local", backOfficeStorageKeys.blogEditorDrafts) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, KeptDraft>) : {};
  } catch {
    return {};
  }
}

function write(key: string, draft: KeptDraft | undefined) {
  const copies = allCopies();
  if (draft) copies[key] = draft;
  else delete copies[key];
  writeStorage("local", backOfficeStorageKeys.blogEditorDrafts, JSON.stringify(copies));
}

/** The kept copy of one post (by its id, or a new one's language). */
export function draftCopy(post: Pick<EditorPost, "id" | "locale">): DraftCopy {
  const key = draftKey(post);
  return {
    read: () => allCopies()[key],
    keep: (draft, at = new Date()) => write(key, { ...draft, keptAt: at.toISOString() }),
    forget: () => write(key, undefined),
  };
}
