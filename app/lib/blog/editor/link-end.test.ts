// @vitest-environment jsdom
/**
 * A link ends where the typed text leaves it (issue 48, item 4): typing at a link's end, a full stop say, writes
 * plain text after it, as in Google Docs or WordPress, in the real editor (Tiptap's schema in jsdom).
 */
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { postEditorOptions } from "#app/lib/blog/editor/extensions.ts";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** Types `text` where the cursor is, as a key press does (ProseMirror carries on the marks the cursor is in). */
function typeAt(html: string, where: (editor: Editor) => number, text: string): string {
  editor = new Editor({ ...postEditorOptions(html), element: document.createElement("div") });
  editor.commands.setTextSelection(where(editor));
  const { state, dispatch } = editor.view;
  dispatch(state.tr.insertText(text));
  return editor.getHTML();
}

describe("a link in the editor", () => {
  it("does not take in what is typed after its end", () => {
    const html = typeAt(
      '<p>See <a href="https://example.com/study">the study</a></p>',
      (e) => e.state.doc.content.size - 1,
      ".",
    );
    expect(html).toBe('<p>See <a rel="noopener" href="https://example.com/study">the study</a>.</p>');
  });

  it("still takes in what is typed inside it", () => {
    const html = typeAt('<p><a href="https://example.com/">the study</a></p>', () => 5, "new ");
    expect(html).toContain(">the new study</a>");
  });
});
