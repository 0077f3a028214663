/**
 * The back office's blog editor (issue 33, decision 0024): the post's fields, a rich-text body written with a
 * toolbar or Markdown shortcuts (Tiptap), a status that the main button names, and saving through the blog's
 * JSON API (post-api.ts) with every refusal said in the operator's language. A post that could not be saved stays
 * in this browser (draft-copy.ts) and is offered back when the editor opens again. Back office only: nothing
 * here reaches a visitor's page.
 */
import { useId, useState } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { CoverImageField, type CoverValue } from "#app/components/admin/cover-image-field.tsx";
import { BodyField } from "#app/components/admin/editor/body-field.tsx";
import { KeptDraftNotice, useDraftCopy } from "#app/components/admin/editor/kept-draft.tsx";
import { checkLocally } from "#app/components/admin/editor/local-checks.ts";
import type { PostApi } from "#app/components/admin/editor/post-api.ts";
import { ScheduleFields, TextFields } from "#app/components/admin/editor/post-fields.tsx";
import { ProblemNotice } from "#app/components/admin/editor/problem-notice.tsx";
import { storedHtml, usePostTiptap } from "#app/components/admin/editor/tiptap.ts";
import type { EditorPost, Problem, SaveOutcome, UploadImage, Values } from "#app/components/admin/editor/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import { berlinToUtc } from "#app/lib/blog/editor/berlin-time.ts";
import { primaryAction } from "#app/lib/blog/editor/primary-action.ts";
import type { UploadMessages } from "#app/lib/blog/upload-post-image.ts";

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
  api,
  onSaved,
  uploadImage,
  coverCopy,
  uploadMessages,
}: {
  post: EditorPost;
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
  const problemId = useId();
  const uploadRefused = (message: string) => setProblem({ kind: "message", message });
  const editor = usePostTiptap(post, text, uploadImage, uploadRefused);
  const drafts = useDraftCopy(post);

  const publishAt = values.status === "scheduled" ? berlinToUtc(values.publishDate, values.publishTime) : undefined;
  const action = primaryAction({ status: values.status, live: post.live, publishAt });
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function restoreKept() {
    if (!drafts.kept) return;
    const { content, keptAt: _keptAt, ...rest } = drafts.kept;
    setValues(rest);
    editor?.commands.setContent(content);
    drafts.closeKept();
  }

  async function save() {
    if (!editor || saving) return;
    const content = storedHtml(editor);
    const local = checkLocally(values, content, text, post.live);
    if (local) return setProblem(local);
    setSaving(true);
    setProblem(null);
    const outcome = await api.save(post, values, content, cover);
    setSaving(false);
    if (outcome.ok) {
      drafts.copy.forget();
      onSaved(outcome);
      return;
    }
    // Whatever went wrong, what was typed stays here, and in this browser until it is saved.
    drafts.copy.keep({ ...values, content });
    setProblem(outcome.problem);
  }

  const fieldError = (field: string) =>
    problem?.kind === "fields" && problem.fieldErrors[field] ? problem.fieldErrors[field] : undefined;
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
      {drafts.kept ? (
        <KeptDraftNotice
          kept={drafts.kept}
          onRestore={restoreKept}
          onDiscard={() => {
            drafts.copy.forget();
            drafts.closeKept();
          }}
        />
      ) : null}
      {problem ? <ProblemNotice problem={problem} id={problemId} onRetry={() => void save()} /> : null}
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
        uploadImage={uploadImage}
        onUploadRefused={uploadRefused}
      />
      <ScheduleFields {...fields} />
      <div>
        <Button type="submit" disabled={saving || !editor} aria-describedby={problem ? problemId : undefined}>
          {saving ? text.saving : text.actions[action]}
        </Button>
      </div>
    </form>
  );
}
