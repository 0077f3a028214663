/**
 * The back office's blog editor (issue 33, decision 0024): the post's fields, a rich-text body written with a
 * toolbar or Markdown shortcuts (Tiptap), a status that the main button names, and saving through the blog's
 * JSON API (post-api.ts) with every refusal said in the operator's language, next to the button. What is typed is
 * kept as the operator's working copy every few seconds (autosave.ts; in this browser when the server cannot be
 * reached) and offered back when the editor opens again; leaving with unsaved changes asks first, and another
 * operator on the same post is named (presence.tsx; issue 48, decision 0067). Back office only: nothing here
 * reaches a visitor's page.
 */
import { useState } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { CoverImageField, type CoverValue } from "#app/components/admin/cover-image-field.tsx";
import { useAutosave } from "#app/components/admin/editor/autosave.ts";
import { BodyField } from "#app/components/admin/editor/body-field.tsx";
import type { KeptDraft } from "#app/components/admin/editor/draft-copy.ts";
import { KeptDraftNotice, useDraftCopy, type Kept } from "#app/components/admin/editor/kept-draft.tsx";
import { checkLocally } from "#app/components/admin/editor/local-checks.ts";
import type { PostApi } from "#app/components/admin/editor/post-api.ts";
import { ScheduleFields, TextFields } from "#app/components/admin/editor/post-fields.tsx";
import { AltTextDialog, PostImagesList } from "#app/components/admin/editor/post-images.tsx";
import { PresenceNotice, usePresence } from "#app/components/admin/editor/presence.tsx";
import { insertPostImage, storedHtml, usePostTiptap } from "#app/components/admin/editor/tiptap.ts";
import type { EditorPost, SaveOutcome, Typed, UploadImage, Values } from "#app/components/admin/editor/types.ts";
import {
  discardKept,
  imageErrorsOf,
  useEditorBody,
  useImageUploads,
  useProblem,
  useUnsaved,
  valuesOf,
} from "#app/components/admin/editor/editor-state.ts";
import { SaveBar } from "#app/components/admin/editor/save-bar.tsx";
import { ShareFields } from "#app/components/admin/editor/share-fields.tsx";
import { UnsavedDialog, useUnsavedGuard } from "#app/components/admin/unsaved-guard.tsx";
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import { berlinToUtc } from "#app/lib/blog/editor/berlin-time.ts";
import { primaryAction } from "#app/lib/blog/editor/primary-action.ts";
import type { UploadMessages } from "#app/lib/blog/upload-post-image.ts";

export type { EditorPost, SaveOutcome } from "#app/components/admin/editor/types.ts";

export type PostEditorProps = {
  post: EditorPost;
  /** The operator's working copy of this post, when it is newer than the stored post (the page's loader). */
  workingCopy: KeptDraft | null;
  /** The page's client of the blog's API (post-api.ts), which its other writes use too. */
  api: PostApi;
  onSaved: (outcome: Extract<SaveOutcome, { ok: true }>) => void;
  /** The cover-image field's words, in the operator's language. */
  coverCopy: BlogAdminCopy["coverImage"];
  /** What the cover-image field says when an upload is refused before it is sent or never arrives. */
  uploadMessages: UploadMessages;
  /**
   * The toolbar's image upload: `(file) => uploadPostImage(…)`, answering `{ src, srcset, width, height }`.
   * Without it the toolbar offers no image button.
   */
  uploadImage?: UploadImage;
};

export function PostEditor({
  post,
  workingCopy,
  api,
  onSaved,
  uploadImage,
  coverCopy,
  uploadMessages,
}: PostEditorProps) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.editor;
  const [values, setValues] = useState<Values>(() => valuesOf(post));
  const [cover, setCover] = useState<CoverValue | null>(post.cover);
  const [saving, setSaving] = useState(false);
  const { problem, setProblem, problemId, problemRef } = useProblem();
  const images = useImageUploads(uploadImage, (message) => setProblem({ kind: "message", message }));
  const editor = usePostTiptap(post, text, images.takeImage);
  const drafts = useDraftCopy(post, workingCopy);
  const body = useEditorBody(editor);
  const typed: Typed | null = body.content === null ? null : { ...values, content: body.content, cover };
  const unsaved = useUnsaved(post, typed, body.initial) && !saving;
  const autosave = useAutosave({ post, typed, active: unsaved, api, local: drafts.copy });
  const blocker = useUnsavedGuard(unsaved);
  const presence = usePresence(post, api);

  const publishAt = values.status === "scheduled" ? berlinToUtc(values.publishDate, values.publishTime) : undefined;
  const action = primaryAction({ status: values.status, live: post.live, publishAt });
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function restoreKept(kept: Kept) {
    const { content, keptAt: _keptAt, where: _where, cover: keptCover, ...rest } = kept;
    setValues((current) => ({ ...current, ...rest })); // a copy older than a field leaves that field as it is
    if (keptCover !== undefined) setCover(keptCover);
    editor?.commands.setContent(content);
    drafts.closeKept();
  }

  async function save() {
    if (!editor || saving) return;
    const content = storedHtml(editor);
    const local = checkLocally(values, content, text, post.live, { locale, names: images.names });
    if (local) return setProblem(local);
    setSaving(true);
    setProblem(null);
    const outcome = await api.save(post, values, content, cover);
    if (outcome.ok) {
      drafts.copy.forget();
      // Left as saving: the page draws the editor anew with the stored post, and nothing is left to guard.
      onSaved(outcome);
      return;
    }
    setSaving(false);
    // Whatever went wrong, what was typed stays here, and in this browser until it is saved.
    drafts.copy.keep({ ...values, content, cover });
    setProblem(outcome.problem);
  }

  const fieldError = (field: string) =>
    problem?.kind === "fields" && problem.fieldErrors[field] ? problem.fieldErrors[field] : undefined;
  const fields = { values, set, fieldError, text, addressBase: post.addressBase };

  return (
    <form
      className="mt-6 grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <PresenceNotice presence={presence} />
      {drafts.kept ? (
        <KeptDraftNotice
          kept={drafts.kept}
          onRestore={() => restoreKept(drafts.kept!)}
          onDiscard={() => discardKept(drafts, api, post)}
        />
      ) : null}
      <TextFields {...fields} />
      <CoverImageField
        copy={coverCopy}
        lang={locale}
        uploadMessages={uploadMessages}
        value={cover}
        onChange={setCover}
        error={fieldError("cover")}
      />
      <BodyField
        editor={editor}
        text={text}
        error={fieldError("content")}
        errorId={`${problemId}-content`}
        takeImage={images.takeImage}
      />
      <PostImagesList editor={editor} names={images.names} errors={imageErrorsOf(problem)} />
      <ShareFields {...fields} cover={cover} />
      <ScheduleFields {...fields} />
      <SaveBar
        problem={problem}
        problemRef={problemRef}
        problemId={problemId}
        onRetry={() => void save()}
        disabled={saving || !editor}
        label={saving ? text.saving : text.actions[action]}
        autosave={autosave.state}
        preview={post.id ? { id: post.id, keep: autosave.keepNow } : undefined}
      />
      <AltTextDialog
        pending={images.pending}
        onInsert={(image, alt) => {
          images.names.set(image.image.src, image.name);
          if (editor) insertPostImage(editor, { ...image.image, alt }, image.at);
          images.setPending(null);
        }}
      />
      <UnsavedDialog blocker={blocker} text={text.unsaved} onLeave={autosave.flush} />
    </form>
  );
}
