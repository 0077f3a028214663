/** The editor's state that is no field of its own: uploads waiting for a description, what is unsaved, the body. */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { useDraftCopy } from "#app/components/admin/editor/kept-draft.tsx";
import type { PostApi } from "#app/components/admin/editor/post-api.ts";
import type { PendingImage } from "#app/components/admin/editor/post-images.tsx";
import { storedHtml, type usePostTiptap } from "#app/components/admin/editor/tiptap.ts";
import type { EditorPost, Problem, TakeImage, Typed, UploadImage, Values } from "#app/components/admin/editor/types.ts";

/** The form's fields as a post was loaded. */
export const valuesOf = (post: EditorPost): Values => ({
  title: post.title,
  author: post.author,
  summary: post.summary,
  tags: post.tags,
  slug: post.slug,
  metaTitle: post.metaTitle,
  metaDescription: post.metaDescription,
  status: post.status,
  publishDate: post.publishDate,
  publishTime: post.publishTime,
});

/** The images this page uploads: the one waiting for its description, and each file's name by its address. */
export function useImageUploads(uploadImage: UploadImage | undefined, refused: (message: string) => void) {
  const [pending, setPending] = useState<PendingImage | null>(null);
  // The files this page uploaded, by their address: an image is named by its file wherever it is talked about.
  const [names] = useState(() => new Map<string, string>());
  const takeImage: TakeImage | undefined = uploadImage
    ? (file, at) =>
        void uploadImage(file).then(
          (image) => setPending({ image, name: file.name, at }),
          (error: unknown) => refused(error instanceof Error ? error.message : String(error)),
        )
    : undefined;
  return { pending, setPending, names, takeImage };
}

/** Whether the form holds something else than when the post was loaded: what a save would change. */
export function useUnsaved(post: EditorPost, typed: Typed | null, initialBody: string | null): boolean {
  const stored = useMemo(
    () =>
      initialBody === null ? null : JSON.stringify({ ...valuesOf(post), content: initialBody, cover: post.cover }),
    [initialBody, post],
  );
  return typed !== null && stored !== null && JSON.stringify(typed) !== stored;
}

/** A refusal's words for images, by the image's place in the text (`image-2`). */
export function imageErrorsOf(problem: Problem | null): Map<number, string> {
  return new Map(
    Object.entries(problem?.kind === "fields" ? problem.fieldErrors : {}).flatMap(([field, message]) =>
      field.startsWith("image-") && message ? [[Number(field.slice(6)), message] as const] : [],
    ),
  );
}

/**
 * The body's HTML as typed (null until the writing area is ready), and as it was when it became ready: the
 * editor writes a stored post's HTML in its own way, so what it held first is what "unchanged" means.
 */
export function useEditorBody(editor: ReturnType<typeof usePostTiptap>) {
  const [body, setBody] = useState<{ initial: string | null; content: string | null }>({
    initial: null,
    content: null,
  });
  useEffect(() => {
    if (!editor) return;
    const first = storedHtml(editor);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBody({ initial: first, content: first });
    const update = () => setBody((current) => ({ ...current, content: storedHtml(editor) }));
    editor.on("update", update);
    return () => {
      editor.off("update", update);
    };
  }, [editor]);
  return body;
}

/** Why the last save was refused, said where the operator is looking: next to the button, focused, read out. */
export function useProblem() {
  const [problem, setProblem] = useState<Problem | null>(null);
  const problemId = useId();
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  return { problem, setProblem, problemId, problemRef };
}

/** Forgets the copy the editor offered back: this browser's, and the server's working copy if it was that. */
export function discardKept(drafts: ReturnType<typeof useDraftCopy>, api: PostApi, post: EditorPost): void {
  drafts.copy.forget();
  if (drafts.kept?.where === "server") void api.discardWorkingCopy(post);
  drafts.closeKept();
}
