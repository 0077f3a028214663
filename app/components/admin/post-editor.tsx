/**
 * The back office's blog editor (issue 33, decision 0024): the post's fields, a rich-text body written with a
 * toolbar or Markdown shortcuts (Tiptap), a status that the main button names, and saving through the blog's
 * JSON API with every refusal said in the operator's language. A post that could not be saved stays in this
 * browser (`blog-editor-drafts`) and is offered back when the editor opens again. Back office only: nothing
 * here reaches a visitor's page.
 */
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Image as ImageIcon,
  Italic,
  Link,
  List,
  ListOrdered,
  Pilcrow,
  Redo2,
  SquareCode,
  TextQuote,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useAdmin } from "#app/components/admin/admin-context.tsx";
import { Notice } from "#app/components/admin/admin-shell.tsx";
import { CoverImageField, type CoverValue } from "#app/components/admin/cover-image-field.tsx";
import proseStyles from "#app/components/blog/post-body.css?inline";
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import type { UploadMessages } from "#app/lib/blog/upload-post-image.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FormField, controlClasses } from "#app/components/ui/form-field.tsx";
import type { AdminBlogContent } from "#app/content/admin/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { berlinToUtc } from "#app/lib/blog/editor/berlin-time.ts";
import {
  missingAltText,
  PostImage,
  postEditorOptions,
  type PostImageAttributes,
} from "#app/lib/blog/editor/extensions.ts";
import { primaryAction, type EditorStatus, type PrimaryAction } from "#app/lib/blog/editor/primary-action.ts";
import { backOfficeStorageKeys } from "#app/lib/back-office-storage.ts";
import { readStorage, writeStorage } from "#app/lib/storage.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";
import { cn } from "#app/lib/cn.ts";

export type EditorPost = {
  id: string | null;
  locale: Locale;
  title: string;
  author: string;
  summary: string;
  tags: string;
  content: string;
  status: EditorStatus;
  publishDate: string;
  publishTime: string;
  revision: number;
  live: boolean;
  /** Its cover image, or null (app/components/admin/cover-image-field.tsx). */
  cover: CoverValue | null;
};

type TextField = "title" | "author" | "summary" | "tags";
type Values = Record<TextField, string> & { status: EditorStatus; publishDate: string; publishTime: string };

/** What a save came to: done (with the post's id), or a problem to show above the form. */
export type SaveOutcome =
  { ok: true; id: string; action: PrimaryAction; publishAt: Date | null } | { ok: false; problem: Problem };

type Problem =
  | { kind: "session" }
  | { kind: "network" }
  | { kind: "fields"; messages: string[]; fieldErrors: Partial<Record<string, string>> }
  | { kind: "message"; message: string };

/** The post's key in this browser's kept drafts: its id, or the language of a new one. */
const draftKey = (post: EditorPost) => post.id ?? `new-${post.locale}`;

type KeptDraft = Values & { content: string; keptAt: string };

function keptDrafts(): Record<string, KeptDraft> {
  try {
    const parsed: unknown = JSON.parse(readStorage("local", backOfficeStorageKeys.blogEditorDrafts) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, KeptDraft>) : {};
  } catch {
    return {};
  }
}

function keepDraft(key: string, draft: KeptDraft | undefined) {
  const drafts = keptDrafts();
  if (draft) drafts[key] = draft;
  else delete drafts[key];
  writeStorage("local", backOfficeStorageKeys.blogEditorDrafts, JSON.stringify(drafts));
}

/** The editor's HTML as it is stored: without the empty paragraph the editor keeps at the end to type in. */
const storedHtml = (editor: Editor) => editor.getHTML().replace(/(<p><\/p>)+$/, "");

export function PostEditor({
  post,
  onSaved,
  uploadImage,
  coverCopy,
  uploadMessages,
}: {
  post: EditorPost;
  onSaved: (outcome: Extract<SaveOutcome, { ok: true }>) => void;
  /** The cover-image field's words, in the operator's language. */
  coverCopy: BlogAdminCopy["coverImage"];
  /** What the cover-image field says when an upload is refused before it is sent or never arrives. */
  uploadMessages: UploadMessages;
  /**
   * The toolbar's image upload: `(file) => uploadPostImage(…)`, answering `{ src, srcset, width, height }`.
   * Without it the toolbar offers no image button.
   */
  uploadImage?: (file: File) => Promise<Omit<PostImageAttributes, "alt">>;
}) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.editor;
  const [values, setValues] = useState<Values>({
    title: post.title,
    author: post.author,
    summary: post.summary,
    tags: post.tags,
    status: post.status,
    publishDate: post.publishDate,
    publishTime: post.publishTime,
  });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [cover, setCover] = useState<CoverValue | null>(post.cover);
  const [saving, setSaving] = useState(false);
  const [kept, setKept] = useState<KeptDraft | null>(null);
  const problemId = useId();
  // A picture dropped into the text, or pasted as a file, is uploaded as the toolbar's button uploads a picked one.
  const editorRef = useRef<Editor | null>(null);
  const takeFiles = (files: FileList | undefined, at?: number) => {
    const file = files?.[0];
    const target = editorRef.current;
    if (!file || !uploadImage || !target) return false;
    uploadImage(file).then(
      (image) => insertPostImage(target, { ...image, alt: "" }, at),
      (error: unknown) =>
        setProblem({ kind: "message", message: error instanceof Error ? error.message : String(error) }),
    );
    return true;
  };
  const editor = useEditor({
    ...postEditorOptions(post.content),
    // Drawn in the browser only: the server's page has the form around it, the editor arrives with hydration.
    immediatelyRender: false,
    editorProps: {
      ...postEditorOptions(post.content).editorProps,
      attributes: {
        "aria-label": text.contentLabel,
        "aria-multiline": "true",
        role: "textbox",
        // The typography of the published post (post-body.css), so the editor shows the post as visitors read it.
        class: "post-editor-content post-body min-h-72 max-w-none px-4 py-3 focus:outline-none",
        lang: post.locale,
      },
      // Where it was dropped (ProseMirror calls this only for a drop it can place).
      handleDrop: (view, event) =>
        takeFiles(
          (event as DragEvent).dataTransfer?.files,
          view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.to,
        ),
      // Word puts a picture of the copied text beside its HTML: a paste with HTML is text, whatever files it holds.
      handlePaste: (_view, event) =>
        !event.clipboardData?.types.includes("text/html") && takeFiles(event.clipboardData?.files),
    },
  });
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  // A version this browser kept because it could not be saved is offered back, unless it is what is stored.
  useEffect(() => {
    const draft = keptDrafts()[draftKey(post)];
    // Local storage is read after hydration, so that the server's page and the first render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft && (draft.content !== post.content || draft.title !== post.title)) setKept(draft);
  }, [post]);

  const publishAt = values.status === "scheduled" ? berlinToUtc(values.publishDate, values.publishTime) : undefined;
  const action = primaryAction({ status: values.status, live: post.live, publishAt });
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function restoreKept() {
    if (!kept) return;
    const { content, keptAt: _keptAt, ...rest } = kept;
    setValues(rest);
    editor?.commands.setContent(content);
    setKept(null);
  }

  function discardKept() {
    keepDraft(draftKey(post), undefined);
    setKept(null);
  }

  async function save() {
    if (!editor || saving) return;
    const content = storedHtml(editor);
    const local = checkLocally(values, content, text, post.live);
    if (local) return setProblem(local);
    setSaving(true);
    setProblem(null);
    const outcome = await sendPost(post, values, content, cover, locale, text);
    setSaving(false);
    if (outcome.ok) {
      keepDraft(draftKey(post), undefined);
      onSaved(outcome);
      return;
    }
    // Whatever went wrong, what was typed stays here, and in this browser until it is saved.
    keepDraft(draftKey(post), { ...values, content, keptAt: new Date().toISOString() });
    setProblem(outcome.problem);
  }

  const fieldError = (field: string) =>
    problem?.kind === "fields" && problem.fieldErrors[field] ? problem.fieldErrors[field] : undefined;

  return (
    <form
      className="mt-6 grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {kept ? (
        <Notice tone="info">
          {formatTemplate(text.localDraft.found, { time: new Date(kept.keptAt).toLocaleString(locale) })}{" "}
          <span className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" onClick={restoreKept}>
              {text.localDraft.restore}
            </Button>
            <Button size="sm" variant="secondary" onClick={discardKept}>
              {text.localDraft.discard}
            </Button>
          </span>
        </Notice>
      ) : null}
      {problem ? <ProblemNotice problem={problem} id={problemId} onRetry={() => void save()} /> : null}
      <FormField label={text.fields.title} error={fieldError("title")}>
        {(control) => <input {...control} className={controlClasses()} value={values.title} onChange={set("title")} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={text.fields.author} error={fieldError("author")}>
          {(control) => (
            <input {...control} className={controlClasses()} value={values.author} onChange={set("author")} />
          )}
        </FormField>
        <FormField label={text.fields.tags} hint={text.fields.tagsHint} error={fieldError("tags")}>
          {(control) => <input {...control} className={controlClasses()} value={values.tags} onChange={set("tags")} />}
        </FormField>
      </div>
      <FormField label={text.fields.summary} error={fieldError("summary")}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            className={controlClasses()}
            value={values.summary}
            onChange={set("summary")}
          />
        )}
      </FormField>
      <CoverImageField
        copy={coverCopy}
        lang={locale}
        uploadMessages={uploadMessages}
        value={cover}
        onChange={setCover}
        error={fieldError("cover")}
      />
      <fieldset className="grid gap-1" aria-describedby={fieldError("content") ? `${problemId}-content` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">{text.fields.content}</legend>
        <style href="post-body" precedence="default">
          {proseStyles}
        </style>
        <div
          className={cn(
            "rounded-lg border bg-surface shadow-sm focus-within:border-indigo-600",
            fieldError("content") ? "border-red-700" : "border-slate-300",
          )}
        >
          {editor ? (
            <Toolbar
              editor={editor}
              text={text.toolbar}
              uploadImage={uploadImage}
              onUploadRefused={(message) => setProblem({ kind: "message", message })}
            />
          ) : null}
          <EditorContent editor={editor} />
        </div>
        <p className="text-sm text-slate-600">{text.shortcuts}</p>
        {fieldError("content") ? (
          <p id={`${problemId}-content`} className="text-sm font-medium text-red-700">
            {fieldError("content")}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label={text.fields.status}>
          {(control) => (
            <select {...control} className={controlClasses()} value={values.status} onChange={set("status")}>
              {(["draft", "published", "scheduled"] as const).map((status) => (
                <option key={status} value={status}>
                  {text.statusOptions[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {values.status === "scheduled" ? (
          <>
            <FormField label={text.fields.publishDate} hint={text.fields.timeZone} error={fieldError("publishAt")}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  className={controlClasses()}
                  value={values.publishDate}
                  onChange={set("publishDate")}
                />
              )}
            </FormField>
            <FormField label={text.fields.publishTime} hint={text.fields.timeZone}>
              {(control) => (
                <input
                  {...control}
                  type="time"
                  className={controlClasses()}
                  value={values.publishTime}
                  onChange={set("publishTime")}
                />
              )}
            </FormField>
          </>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={saving || !editor} aria-describedby={problem ? problemId : undefined}>
          {saving ? text.saving : text.actions[action]}
        </Button>
      </div>
    </form>
  );
}

/** What the browser can tell before asking the server: required fields, images' descriptions, the time. */
function checkLocally(
  values: Values,
  content: string,
  text: AdminBlogContent["editor"],
  live: boolean,
): Problem | null {
  const empty = (["title", "author", "summary"] as const).filter((field) => values[field].trim() === "");
  const missing = [...empty.map((field) => text.fields[field]), ...(content.trim() ? [] : [text.fields.content])];
  const messages: string[] = [];
  const fieldErrors: Record<string, string> = {};
  if (missing.length) messages.push(formatTemplate(text.errors.required, { fields: missing.join(", ") }));
  if (values.status !== "draft" && missingAltText(content) > 0) {
    messages.push(formatTemplate(text.errors.altMissing, { count: String(missingAltText(content)) }));
  }
  if (values.status === "scheduled") {
    const at = berlinToUtc(values.publishDate, values.publishTime);
    if (!at) fieldErrors.publishAt = text.errors.badTime;
    else if (at <= new Date() && !live) fieldErrors.publishAt = text.errors.pastTime;
    if (fieldErrors.publishAt) messages.push(fieldErrors.publishAt);
  }
  return messages.length ? { kind: "fields", messages, fieldErrors } : null;
}

/** Sends the post to the blog's API: a new one by POST, a change by PATCH with the revision it was loaded at. */
async function sendPost(
  post: EditorPost,
  values: Values,
  content: string,
  cover: CoverValue | null,
  locale: Locale,
  text: AdminBlogContent["editor"],
): Promise<SaveOutcome> {
  const publishAt = values.status === "scheduled" ? berlinToUtc(values.publishDate, values.publishTime)! : null;
  const body = {
    title: values.title,
    author: values.author,
    summary: values.summary,
    tags: values.tags,
    content,
    cover: cover ? { image: cover.image.id, alt: cover.alt } : null,
    status: values.status === "draft" ? "draft" : "published",
    // A draft keeps whatever time it had; publishing without a time is now (or when it first appeared).
    ...(values.status === "draft" ? {} : { publishAt: publishAt?.toISOString() ?? null }),
    ...(post.id ? { revision: post.revision } : { locale: post.locale }),
  };
  const address = post.id ? `/api/blog/posts/${encodeURIComponent(post.id)}` : "/api/blog/posts";
  let response: Response;
  try {
    response = await fetch(`${address}?lang=${locale}`, {
      method: post.id ? "PATCH" : "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, problem: { kind: "network" } };
  }
  const answer = (await response.json().catch(() => ({}))) as {
    id?: string;
    message?: string;
    fieldErrors?: Record<string, string>;
    limits?: Record<string, number>;
  };
  const action = primaryAction({ status: values.status, live: post.live, publishAt: publishAt ?? undefined });
  if (response.ok && answer.id) return { ok: true, id: answer.id, action, publishAt };
  if (response.status === 401) return { ok: false, problem: { kind: "session" } };
  if (response.status === 422 && answer.fieldErrors) {
    const label = (field: string) => (field in text.fields ? text.fields[field as keyof typeof text.fields] : field);
    const fieldErrors = Object.fromEntries(
      Object.entries(answer.fieldErrors).map(([field, message]) => {
        const max = answer.limits?.[field];
        return [
          field,
          max ? formatTemplate(text.errors.tooLong, { field: label(field), max: max.toLocaleString(locale) }) : message,
        ];
      }),
    );
    return { ok: false, problem: { kind: "fields", messages: Object.values(fieldErrors), fieldErrors } };
  }
  if (response.status >= 500 && !answer.message)
    return { ok: false, problem: { kind: "message", message: text.errors.unexpected } };
  return { ok: false, problem: { kind: "message", message: answer.message ?? text.errors.unexpected } };
}

function ProblemNotice({ problem, id, onRetry }: { problem: Problem; id: string; onRetry: () => void }) {
  const { copy, locale } = useAdmin();
  const text = copy.blog.editor.errors;
  let body: ReactNode;
  if (problem.kind === "session") {
    body = (
      <>
        {text.sessionEnded}{" "}
        <a
          href={locale === "de" ? "/de/admin/login" : "/admin/login"}
          target="_blank"
          rel="noopener"
          className="font-semibold underline"
        >
          {text.signInAgain}
        </a>
      </>
    );
  } else if (problem.kind === "network") {
    body = (
      <>
        {text.network}{" "}
        <button type="button" onClick={onRetry} className="font-semibold underline">
          {text.retry}
        </button>
      </>
    );
  } else if (problem.kind === "fields") {
    body =
      problem.messages.length === 1 ? (
        problem.messages[0]
      ) : (
        <span className="grid gap-1">
          {problem.messages.map((message) => (
            <span key={message}>{message}</span>
          ))}
        </span>
      );
  } else body = problem.message;
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{text.heading}</p>
      <p className="mt-1">{body}</p>
    </div>
  );
}

/** The formatting buttons, each named in the operator's language and saying whether it is on. */
function Toolbar({
  editor,
  text,
  uploadImage,
  onUploadRefused,
}: {
  editor: Editor;
  text: AdminBlogContent["editor"]["toolbar"];
  uploadImage?: (file: File) => Promise<Omit<PostImageAttributes, "alt">>;
  /** An upload the server refused (not an image, too large) or that never arrived: its message. */
  onUploadRefused: (message: string) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      paragraph: current.isActive("paragraph"),
      heading2: current.isActive("heading", { level: 2 }),
      heading3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      link: current.isActive("link"),
      quote: current.isActive("blockquote"),
      code: current.isActive("code"),
      codeBlock: current.isActive("codeBlock"),
      image: current.isActive("image"),
      imageAlt: String(current.getAttributes("image").alt ?? ""),
      href: String(current.getAttributes("link").href ?? ""),
    }),
  });
  const [linking, setLinking] = useState(false);
  const fileInputId = useId();
  const chain = () => editor.chain().focus();
  const buttons: { id: keyof typeof text; label: string; active?: boolean; run: () => void; icon: LucideIcon }[] = [
    {
      id: "paragraph",
      label: text.paragraph,
      active: state.paragraph,
      run: () => chain().setParagraph().run(),
      icon: Pilcrow,
    },
    {
      id: "heading2",
      label: text.heading2,
      active: state.heading2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
      icon: Heading2,
    },
    {
      id: "heading3",
      label: text.heading3,
      active: state.heading3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
      icon: Heading3,
    },
    { id: "bold", label: text.bold, active: state.bold, run: () => chain().toggleBold().run(), icon: Bold },
    { id: "italic", label: text.italic, active: state.italic, run: () => chain().toggleItalic().run(), icon: Italic },
    {
      id: "bulletList",
      label: text.bulletList,
      active: state.bulletList,
      run: () => chain().toggleBulletList().run(),
      icon: List,
    },
    {
      id: "orderedList",
      label: text.orderedList,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
      icon: ListOrdered,
    },
    {
      id: "link",
      label: text.link,
      active: state.link,
      run: () => setLinking(true),
      icon: Link,
    },
    {
      id: "quote",
      label: text.quote,
      active: state.quote,
      run: () => chain().toggleBlockquote().run(),
      icon: TextQuote,
    },
    { id: "code", label: text.code, active: state.code, run: () => chain().toggleCode().run(), icon: Code },
    {
      id: "codeBlock",
      label: text.codeBlock,
      active: state.codeBlock,
      run: () => chain().toggleCodeBlock().run(),
      icon: SquareCode,
    },
    ...(uploadImage
      ? [
          {
            id: "image" as const,
            label: text.image,
            run: () => document.getElementById(fileInputId)?.click(),
            icon: ImageIcon,
          },
        ]
      : []),
    { id: "undo", label: text.undo, run: () => chain().undo().run(), icon: Undo2 },
    { id: "redo", label: text.redo, run: () => chain().redo().run(), icon: Redo2 },
  ];

  function applyLink(href: string) {
    const address = href.trim();
    if (address) chain().extendMarkRange("link").setLink({ href: address }).run();
    else chain().extendMarkRange("link").unsetLink().run();
    setLinking(false);
  }

  return (
    <div className="border-b border-slate-300">
      <div role="toolbar" aria-label={text.label} className="flex flex-wrap gap-1 p-2">
        {buttons.map((button) => (
          <button
            key={button.id}
            type="button"
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.active === undefined ? undefined : button.active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
            className={cn(
              "min-h-9 min-w-9 rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600",
              button.active && "bg-indigo-100 text-indigo-900",
            )}
          >
            <button.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
      {linking ? (
        <LinkForm
          key={state.href}
          initial={state.href}
          text={text}
          onApply={applyLink}
          onCancel={() => setLinking(false)}
        />
      ) : null}
      {state.image ? (
        <div className="px-2 pb-2">
          <FormField label={text.imageAlt}>
            {(control) => (
              <input
                {...control}
                className={controlClasses()}
                value={state.imageAlt}
                onChange={(event) => editor.commands.updateAttributes("image", { alt: event.target.value })}
              />
            )}
          </FormField>
        </div>
      ) : null}
      {uploadImage ? (
        <input
          id={fileInputId}
          type="file"
          accept="image/*"
          hidden
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            try {
              insertPostImage(editor, { ...(await uploadImage(file)), alt: "" });
            } catch (error) {
              onUploadRefused(error instanceof Error ? error.message : String(error));
            } finally {
              // The same file picked again is a new choice.
              event.target.value = "";
            }
          }}
        />
      ) : null}
    </div>
  );
}

/** The link's address, asked for beside the toolbar: Enter applies it, an empty address removes the link. */
function LinkForm({
  initial,
  text,
  onApply,
  onCancel,
}: {
  initial: string;
  text: AdminBlogContent["editor"]["toolbar"];
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [href, setHref] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  // Opened from the toolbar: the address is what comes next.
  useEffect(() => inputRef.current?.focus(), []);
  return (
    <div className="flex flex-wrap items-end gap-2 px-2 pb-2">
      <FormField label={text.linkAddress} className="min-w-60 flex-1">
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="url"
            inputMode="url"
            className={controlClasses()}
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                onApply(href);
              } else if (event.key === "Escape") onCancel();
            }}
          />
        )}
      </FormField>
      <Button size="sm" onClick={() => onApply(href)}>
        {text.linkApply}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onApply("")}>
        {text.linkRemove}
      </Button>
    </div>
  );
}

/** Puts an uploaded image where the cursor is; its description is asked for in the toolbar once it is selected. */
export function insertPostImage(editor: Editor, image: PostImageAttributes, at?: number) {
  if (at === undefined) editor.chain().focus().setImage(image).run();
  else editor.chain().focus().insertContentAt(at, { type: PostImage.name, attrs: image }).run();
}
