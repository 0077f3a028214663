/**
 * The back office's blog editor (issue 33, decision 0024): the post's fields, a rich-text body written with a
 * toolbar or Markdown shortcuts (Tiptap), a status that the main button names, and saving through the blog's
 * JSON API (post-api.ts) with every refusal said in the operator's language, next to the button. What is typed is
 * kept as the operator's working copy every few seconds (autosave.ts; in this browser when the server cannot be
 * reached) and offered back when the editor opens again; leaving with unsaved changes asks first, and another
 * operator on the same post is named (presence.tsx; issue 48, decision 0067). Back office only: nothing here
 * reaches a visitor's page.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { CoverImageField, type CoverValue } from "#app/components/admin/cover-image-field.tsx";
import { useAutosave, type AutosaveState } from "#app/components/admin/editor/autosave.ts";
import { BodyField } from "#app/components/admin/editor/body-field.tsx";
import type { KeptDraft } from "#app/components/admin/editor/draft-copy.ts";
import { KeptDraftNotice, useDraftCopy, type Kept } from "#app/components/admin/editor/kept-draft.tsx";
import { checkLocally } from "#app/components/admin/editor/local-checks.ts";
import type { PostApi } from "#app/components/admin/editor/post-api.ts";
import { ScheduleFields, TextFields } from "#app/components/admin/editor/post-fields.tsx";
import { AltTextDialog, PostImagesList, type PendingImage } from "#app/components/admin/editor/post-images.tsx";
import { PresenceNotice, usePresence } from "#app/components/admin/editor/presence.tsx";
import { ProblemNotice } from "#app/components/admin/editor/problem-notice.tsx";
import { insertPostImage, storedHtml, usePostTiptap } from "#app/components/admin/editor/tiptap.ts";
import type {
  EditorPost,
  Problem,
  SaveOutcome,
  TakeImage,
  Typed,
  UploadImage,
  Values,
} from "#app/components/admin/editor/types.ts";
import { UnsavedDialog, useUnsavedGuard } from "#app/components/admin/unsaved-guard.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import { berlinToUtc } from "#app/lib/blog/editor/berlin-time.ts";
import { primaryAction } from "#app/lib/blog/editor/primary-action.ts";
import type { UploadMessages } from "#app/lib/blog/upload-post-image.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

export type { EditorPost, SaveOutcome } from "#app/components/admin/editor/types.ts";

const valuesOf = (post: EditorPost): Values => ({
  title: post.title,
  author: post.author,
  summary: post.summary,
  tags: post.tags,
  status: post.status,
  publishDate: post.publishDate,
  publishTime: post.publishTime,
});

export function PostEditor({
  post,
  workingCopy,
  api,
  onSaved,
  uploadImage,
  coverCopy,
  uploadMessages,
}: {
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
}) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.editor;
  const [values, setValues] = useState<Values>(() => valuesOf(post));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [cover, setCover] = useState<CoverValue | null>(post.cover);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<PendingImage | null>(null);
  // The files this page uploaded, by their address: an image is named by its file wherever it is talked about.
  const [names] = useState(() => new Map<string, string>());
  const problemId = useId();
  const problemRef = useRef<HTMLDivElement>(null);
  const uploadRefused = (message: string) => setProblem({ kind: "message", message });
  const takeImage: TakeImage | undefined = uploadImage
    ? (file, at) =>
        void uploadImage(file).then(
          (image) => setPending({ image, name: file.name, at }),
          (error: unknown) => uploadRefused(error instanceof Error ? error.message : String(error)),
        )
    : undefined;
  const editor = usePostTiptap(post, text, takeImage);
  const drafts = useDraftCopy(post, workingCopy);
  const body = useEditorBody(editor);
  // What the form holds, and what it held when the post was loaded: the difference is what a save would change.
  const typed: Typed | null = body.content === null ? null : { ...values, content: body.content, cover };
  const stored = useMemo(
    () =>
      body.initial === null ? null : JSON.stringify({ ...valuesOf(post), content: body.initial, cover: post.cover }),
    [body.initial, post],
  );
  const unsaved = typed !== null && stored !== null && JSON.stringify(typed) !== stored && !saving;
  const autosave = useAutosave({ post, typed, active: unsaved, api, local: drafts.copy });
  const blocker = useUnsavedGuard(unsaved);
  const presence = usePresence(post, api);

  useEffect(() => {
    // A refusal is said where the operator is looking: next to the button, and read out.
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const publishAt = values.status === "scheduled" ? berlinToUtc(values.publishDate, values.publishTime) : undefined;
  const action = primaryAction({ status: values.status, live: post.live, publishAt });
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function restoreKept(kept: Kept) {
    const { content, keptAt: _keptAt, where: _where, cover: keptCover, ...rest } = kept;
    setValues(rest);
    if (keptCover !== undefined) setCover(keptCover);
    editor?.commands.setContent(content);
    drafts.closeKept();
  }

  function discardKept(kept: Kept) {
    drafts.copy.forget();
    if (kept.where === "server") void api.discardWorkingCopy(post);
    drafts.closeKept();
  }

  async function save() {
    if (!editor || saving) return;
    const content = storedHtml(editor);
    const local = checkLocally(values, content, text, post.live, { locale, names });
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
  const imageErrors = new Map(
    Object.entries(problem?.kind === "fields" ? problem.fieldErrors : {}).flatMap(([field, message]) =>
      field.startsWith("image-") && message ? [[Number(field.slice(6)), message] as const] : [],
    ),
  );
  const fields = { values, set, fieldError, text };

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
          onDiscard={() => discardKept(drafts.kept!)}
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
        takeImage={takeImage}
      />
      <PostImagesList editor={editor} names={names} errors={imageErrors} />
      <ScheduleFields {...fields} />
      <div className="grid gap-3">
        {problem ? (
          <ProblemNotice ref={problemRef} problem={problem} id={problemId} onRetry={() => void save()} />
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" disabled={saving || !editor} aria-describedby={problem ? problemId : undefined}>
            {saving ? text.saving : text.actions[action]}
          </Button>
          <AutosaveStatus state={autosave.state} />
        </div>
      </div>
      <AltTextDialog
        pending={pending}
        onInsert={(image, alt) => {
          names.set(image.image.src, image.name);
          if (editor) insertPostImage(editor, { ...image.image, alt }, image.at);
          setPending(null);
        }}
      />
      <UnsavedDialog blocker={blocker} text={text.unsaved} onLeave={autosave.flush} />
    </form>
  );
}

/**
 * The body's HTML as typed (null until the writing area is ready), and as it was when it became ready: the
 * editor writes a stored post's HTML in its own way, so what it held first is what "unchanged" means.
 */
function useEditorBody(editor: ReturnType<typeof usePostTiptap>) {
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
