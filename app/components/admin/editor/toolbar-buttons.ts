/**
 * The toolbar's buttons: each named in the operator's language, with its icon, what it does and, for a format,
 * whether it is on where the cursor is.
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
import type { Editor, EditorStateSnapshot } from "@tiptap/react";
import type { EditorText } from "#app/components/admin/editor/types.ts";

type ToolbarText = EditorText["toolbar"];

export type ToolbarButton = {
  id: keyof ToolbarText;
  label: string;
  active?: boolean;
  run: () => void;
  icon: LucideIcon;
};

/** What the toolbar shows of the editor: the formats on at the cursor, a selected image's description, a link's address. */
export function toolbarState({ editor }: EditorStateSnapshot<Editor>) {
  return {
    paragraph: editor.isActive("paragraph"),
    heading2: editor.isActive("heading", { level: 2 }),
    heading3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    link: editor.isActive("link"),
    quote: editor.isActive("blockquote"),
    code: editor.isActive("code"),
    codeBlock: editor.isActive("codeBlock"),
    image: editor.isActive("image"),
    imageAlt: String(editor.getAttributes("image").alt ?? ""),
    href: String(editor.getAttributes("link").href ?? ""),
  };
}

export type ToolbarState = ReturnType<typeof toolbarState>;

/** The buttons in their order; the image button only where an upload is offered (`pickImage`). */
export function toolbarButtons(
  editor: Editor,
  state: ToolbarState,
  text: ToolbarText,
  { openLink, pickImage }: { openLink: () => void; pickImage?: () => void },
): ToolbarButton[] {
  const chain = () => editor.chain().focus();
  const format = (id: keyof ToolbarState & keyof ToolbarText, icon: LucideIcon, run: () => void) => ({
    id,
    label: text[id],
    active: Boolean(state[id]),
    run,
    icon,
  });
  return [
    format("paragraph", Pilcrow, () => chain().setParagraph().run()),
    format("heading2", Heading2, () => chain().toggleHeading({ level: 2 }).run()),
    format("heading3", Heading3, () => chain().toggleHeading({ level: 3 }).run()),
    format("bold", Bold, () => chain().toggleBold().run()),
    format("italic", Italic, () => chain().toggleItalic().run()),
    format("bulletList", List, () => chain().toggleBulletList().run()),
    format("orderedList", ListOrdered, () => chain().toggleOrderedList().run()),
    format("link", Link, openLink),
    format("quote", TextQuote, () => chain().toggleBlockquote().run()),
    format("code", Code, () => chain().toggleCode().run()),
    format("codeBlock", SquareCode, () => chain().toggleCodeBlock().run()),
    ...(pickImage ? [{ id: "image" as const, label: text.image, run: pickImage, icon: ImageIcon }] : []),
    { id: "undo", label: text.undo, run: () => chain().undo().run(), icon: Undo2 },
    { id: "redo", label: text.redo, run: () => chain().redo().run(), icon: Redo2 },
  ];
}
