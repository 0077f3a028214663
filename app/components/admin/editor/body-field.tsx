import { EditorContent, type Editor } from "@tiptap/react";
import { Toolbar } from "#app/components/admin/editor/toolbar.tsx";
import type { EditorText, TakeImage } from "#app/components/admin/editor/types.ts";
import proseStyles from "#app/components/blog/post-body.css?inline";
import { cn } from "#app/lib/cn.ts";

/** The post's body: the toolbar over the writing area, the Markdown shortcuts under it, and what is wrong with it. */
export function BodyField({
  editor,
  text,
  error,
  errorId,
  takeImage,
}: {
  editor: Editor | null;
  text: EditorText;
  error: string | undefined;
  errorId: string;
  takeImage?: TakeImage;
}) {
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{text.fields.content}</legend>
      <style href="post-body" precedence="default">
        {proseStyles}
      </style>
      <div
        className={cn(
          "rounded-lg border bg-surface shadow-sm focus-within:border-indigo-600",
          error ? "border-red-700" : "border-slate-300",
        )}
      >
        {editor ? <Toolbar editor={editor} text={text.toolbar} takeImage={takeImage} /> : null}
        <EditorContent editor={editor} />
      </div>
      <p className="text-sm text-slate-600">{text.shortcuts}</p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
