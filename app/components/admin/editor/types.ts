import type { CoverValue } from "#app/components/admin/cover-image-field.tsx";
import type { AdminBlogContent } from "#app/content/admin/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { editorRevisions } from "#app/lib/blog/editor.server.ts";
import type { PostImageAttributes } from "#app/lib/blog/editor/extensions.ts";
import type { EditorStatus, PrimaryAction } from "#app/lib/blog/editor/primary-action.ts";

/** A post as the editor's form starts (the page's loader, app/lib/blog/editor.server.ts). */
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
  /** Its address in words (`/blog/<slug>`); empty for a new post, which gets its title's. */
  slug: string;
  /** What search results and shared links show; empty: the title and the summary. */
  metaTitle: string;
  metaDescription: string;
  /** Where the post's pages are, up to the slug (`https://example.com/de/blog/`), for the address and the card. */
  addressBase: string;
};

export type TextField = "title" | "author" | "summary" | "tags" | "slug" | "metaTitle" | "metaDescription";

/** The form's fields besides the body and the cover, as typed. */
export type Values = Record<TextField, string> & { status: EditorStatus; publishDate: string; publishTime: string };

/** The whole form as typed: the fields, the body's HTML and the cover (what a working copy keeps). */
export type Typed = Values & { content: string; cover: CoverValue | null };

/** Who else has the post open (their name, last seen), and a save since the page loaded (who, when), if any. */
export type Presence = {
  others: { name: string; at: string }[];
  newer: { revision: number; by: string | null; at: string } | null;
};

/** Something to show above the form: an ended session, no network, fields to correct, or the server's word. */
export type Problem =
  | { kind: "session" }
  | { kind: "network" }
  | { kind: "fields"; messages: string[]; fieldErrors: Partial<Record<string, string>> }
  | { kind: "message"; message: string };

/** What a save came to: done (with the post's id), or a problem to show above the form. */
export type SaveOutcome =
  { ok: true; id: string; action: PrimaryAction; publishAt: Date | null } | { ok: false; problem: Problem };

/** What a restore of an earlier version came to: the version brought back, or why not (the server's words). */
export type RestoreOutcome = { ok: true; revision: number } | { ok: false; message: string };

/** A post's translation made: the new draft's id, or why not (in the operator's language). */
export type TranslateOutcome = { ok: true; id: string } | { ok: false; message: string };

/** The editor's words in the operator's language. */
export type EditorText = AdminBlogContent["editor"];

/** The toolbar's image upload, answering the stored image's `{ src, srcset, width, height }`. */
export type UploadImage = (file: File) => Promise<Omit<PostImageAttributes, "alt">>;

/** A picture picked, dropped (`at`: where) or pasted as a file: uploaded, described, then put in the text. */
export type TakeImage = (file: File, at?: number) => void;

/** The post's earlier versions as its page lists them, and the one compared with it (`?compare=`), if any. */
export type RevisionsView = Awaited<ReturnType<typeof editorRevisions>>;
