/**
 * The editor's writing area (Tiptap): the published post's typography, and pictures dropped into the text or
 * pasted as files uploaded as the toolbar's button uploads a picked one.
 */
import { useEditor, type Editor } from "@tiptap/react";
import type { EditorPost, EditorText, TakeImage } from "#app/components/admin/editor/types.ts";
import { PostImage, postEditorOptions, type PostImageAttributes } from "#app/lib/blog/editor/extensions.ts";

/** The editor's HTML as it is stored: without the empty paragraph the editor keeps at the end to type in. */
export const storedHtml = (editor: Editor) => editor.getHTML().replace(/(<p><\/p>)+$/, "");

/** Puts an uploaded image, described, where the cursor is or where it was dropped (`at`). */
export function insertPostImage(editor: Editor, image: PostImageAttributes, at?: number) {
  if (at === undefined) editor.chain().focus().setImage(image).run();
  else editor.chain().focus().insertContentAt(at, { type: PostImage.name, attrs: image }).run();
}

/** The post's body in an editor; a picture dropped or pasted as a file goes to `takeImage` (upload, description). */
export function usePostTiptap(
  post: Pick<EditorPost, "content" | "locale">,
  text: EditorText,
  takeImage: TakeImage | undefined,
) {
  const takeFiles = (files: FileList | undefined, at?: number) => {
    const file = files?.[0];
    if (!file || !takeImage) return false;
    takeImage(file, at);
    return true;
  };
  const options = postEditorOptions(post.content);
  const editor = useEditor({
    ...options,
    // Drawn in the browser only: the server's page has the form around it, the editor arrives with hydration.
    immediatelyRender: false,
    editorProps: {
      ...options.editorProps,
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
  return editor;
}
