/**
 * The blog editor's schema (Tiptap, decision 0024): exactly what the sanitizer's one allow-list keeps
 * (sanitize-html.ts), so that what an author sees while writing is what the post shows. Headings start at <h2>
 * (the title is the post's <h1>); no underline or strike-through, which the allow-list drops.
 */
import type { EditorOptions, Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import StarterKit from "@tiptap/starter-kit";
import { cleanPastedHtml } from "#app/lib/blog/editor/paste-cleaning.ts";

/**
 * A post's image: src, alt, srcset, width and height. The alt text is required before publishing
 * (missingAltText). Part B of issue 33 brings the upload (`uploadPostImage(file, lang)` → `{ src, srcset, width,
 * height }`), whose answer becomes this node's attributes (see insertPostImage).
 */
export const PostImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), srcset: { default: null } };
  },
});

export type PostImageAttributes = { src: string; alt: string; srcset?: string; width?: number; height?: number };

export const postEditorExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    underline: false,
    strike: false,
    link: false,
  }),
  // Not inclusive: what is typed at a link's end (a full stop) is plain text after it, as in Google Docs or
  // WordPress. Tiptap makes a link inclusive whenever autolink is on (issue 48, item 4).
  Link.extend({ inclusive: () => false }).configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: "https",
    protocols: ["http", "https", "mailto"],
    HTMLAttributes: { rel: "noopener", target: null },
  }),
  PostImage.configure({ inline: false, allowBase64: false }),
];

/** The editor's options apart from where it is mounted: its schema, and pasted HTML cleaned before it is read. */
export function postEditorOptions(content: string): Partial<EditorOptions> {
  return {
    extensions: postEditorExtensions,
    content,
    editorProps: {
      transformPastedHTML: (html) => cleanPastedHtml(html, document),
    },
  };
}

/** Images of the post without the alternative text a screen reader needs (publishing waits for it). */
export function missingAltText(html: string): number {
  return [...html.matchAll(/<img\b[^>]*>/gi)].filter((tag) => !/\balt="[^"]*\S[^"]*"/i.test(tag[0])).length;
}
