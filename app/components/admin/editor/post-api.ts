/**
 * The editor's one client of the blog's JSON API (`/api/blog/posts…`, app/lib/blog/blog.server.ts): every write
 * of the editor goes through it, so that each is checked by the same guard on the server (session, our own
 * origin, a role with the blog) and each refusal reaches the operator as the same kind of problem, in their
 * language.
 */
import type { CoverValue } from "#app/components/admin/cover-image-field.tsx";
import type {
  EditorPost,
  EditorText,
  Presence,
  Problem,
  RestoreOutcome,
  SaveOutcome,
  TranslateOutcome,
  Typed,
  Values,
} from "#app/components/admin/editor/types.ts";
import type { AdminBlogContent } from "#app/content/admin/types.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { berlinToUtc } from "#app/lib/blog/editor/berlin-time.ts";
import { primaryAction } from "#app/lib/blog/editor/primary-action.ts";
import { formatTemplate } from "#app/lib/text/format-template.ts";

/** What the API answers besides a post's fields: its id, or why not. */
type Answer = {
  id?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
  limits?: Record<string, number>;
};

export type PostApi = {
  /** A new post by POST, a change by PATCH with the revision it was loaded at. */
  save: (post: EditorPost, values: Values, content: string, cover: CoverValue | null) => Promise<SaveOutcome>;
  /** An earlier version of a stored post brought back, on the revision the page shows (`current`). */
  restore: (id: string, revision: number, current: number) => Promise<RestoreOutcome>;
  /** The post's draft in the other language, made from its words and linked to it. */
  translate: (id: string) => Promise<TranslateOutcome>;
  /**
   * What was typed, kept as the operator's working copy (not the post): when it was kept, or null when the server
   * could not be reached or refused it. `leaving`: sent as the page goes, so the browser finishes it anyway.
   */
  keepWorkingCopy: (post: EditorPost, typed: Typed, leaving?: boolean) => Promise<Date | null>;
  /** The working copy given up (restored into the form, or discarded). */
  discardWorkingCopy: (post: EditorPost) => Promise<void>;
  /** This editor is there (or leaving): who else has the post open, and a newer save since the page loaded. */
  presence: (post: EditorPost, leaving?: boolean) => Promise<Presence | null>;
};

/** The client, answering in the operator's language (`?lang=`) and naming problems with the editor's words. */
export function postApi(locale: Locale, copy: AdminBlogContent): PostApi {
  const text = copy.editor;
  async function send(method: string, address: string, body: unknown, keepalive = false) {
    try {
      const response = await fetch(`${address}${address.includes("?") ? "&" : "?"}lang=${locale}`, {
        method,
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        keepalive,
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      return { response, answer };
    } catch {
      return undefined;
    }
  }

  return {
    async save(post, values, content, cover) {
      const publishAt = values.status === "scheduled" ? berlinToUtc(values.publishDate, values.publishTime)! : null;
      const address = post.id ? `/api/blog/posts/${encodeURIComponent(post.id)}` : "/api/blog/posts";
      const sent = await send(post.id ? "PATCH" : "POST", address, postBody(post, values, content, cover, publishAt));
      if (!sent) return { ok: false, problem: { kind: "network" } };
      const action = primaryAction({ status: values.status, live: post.live, publishAt: publishAt ?? undefined });
      if (sent.response.ok && sent.answer.id) return { ok: true, id: sent.answer.id, action, publishAt };
      return { ok: false, problem: problemOf(sent.response, sent.answer, locale, text, copy.publishing) };
    },

    async restore(id, revision, current) {
      const sent = await send("POST", `/api/blog/posts/${encodeURIComponent(id)}/restore`, { revision, current });
      if (!sent) return { ok: false, message: copy.revisions.network };
      if (sent.response.ok && sent.answer.id) return { ok: true, revision };
      // Every refusal of the API says why in the operator's language: the session, the role, someone else's save.
      return { ok: false, message: sent.answer.message ?? copy.revisions.failed };
    },

    async translate(id) {
      const sent = await send("POST", `/api/blog/posts/${encodeURIComponent(id)}/translate`, undefined);
      if (!sent) return { ok: false, message: copy.translation.network };
      if (sent.response.ok && sent.answer.id) return { ok: true, id: sent.answer.id };
      // The session, the role, a translation made meanwhile: the API says which, in the operator's language.
      return { ok: false, message: sent.answer.message ?? copy.translation.failed };
    },

    async keepWorkingCopy(post, typed, leaving = false) {
      const body = { revision: post.revision, ...typed };
      // A page that is going may send at most 64 kB this way: a longer post is kept by the last autosave.
      const sent = await send("POST", workingCopyAddress(post), body, leaving && JSON.stringify(body).length < 60_000);
      const savedAt = sent?.response.ok ? (sent.answer as { savedAt?: string }).savedAt : undefined;
      return savedAt ? new Date(savedAt) : null;
    },

    async discardWorkingCopy(post) {
      await send("DELETE", workingCopyAddress(post), undefined);
    },

    async presence(post, leaving = false) {
      if (!post.id) return null;
      const address = `/api/blog/presence?post=${encodeURIComponent(post.id)}`;
      const sent = await send("POST", address, { revision: post.revision, ...(leaving ? { leaving } : {}) }, leaving);
      return sent?.response.status === 200 ? (sent.answer as unknown as Presence) : null;
    },
  };
}

/** Where a post's working copy is kept: by its id, or a new one's language. */
const workingCopyAddress = (post: EditorPost) =>
  post.id ? `/api/blog/working-copy?post=${encodeURIComponent(post.id)}` : `/api/blog/working-copy?new=${post.locale}`;

/** The post as the API takes it: the status it will have, its time, and the revision a change was made on. */
function postBody(post: EditorPost, values: Values, content: string, cover: CoverValue | null, publishAt: Date | null) {
  return {
    title: values.title,
    author: values.author,
    summary: values.summary,
    tags: values.tags,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    // Empty: a new post gets its title's address, a stored one keeps its own.
    ...(values.slug.trim() ? { slug: values.slug } : {}),
    content,
    cover: cover ? { image: cover.image.id, alt: cover.alt } : null,
    status: values.status === "draft" ? "draft" : "published",
    // A draft keeps whatever time it had; publishing without a time is now (or when it first appeared).
    ...(values.status === "draft" ? {} : { publishAt: publishAt?.toISOString() ?? null }),
    ...(post.id ? { revision: post.revision } : { locale: post.locale }),
  };
}

/** A field as the editor's form names it. */
function fieldLabel(field: string, text: EditorText, publishing: AdminBlogContent["publishing"]): string {
  if (field in text.fields) return text.fields[field as keyof typeof text.fields];
  if (field === "slug") return publishing.slug.label;
  if (field === "metaTitle" || field === "metaDescription")
    return publishing.meta[field === "metaTitle" ? "title" : "description"];
  return field;
}

/** A refusal as the operator reads it: the session to renew, the fields to correct, or the server's message. */
function problemOf(
  response: Response,
  answer: Answer,
  locale: Locale,
  text: EditorText,
  publishing: AdminBlogContent["publishing"],
): Problem {
  if (response.status === 401) return { kind: "session" };
  if (response.status === 422 && answer.fieldErrors) {
    const label = (field: string) => fieldLabel(field, text, publishing);
    const fieldErrors = Object.fromEntries(
      Object.entries(answer.fieldErrors).map(([field, message]) => {
        const max = answer.limits?.[field];
        return [
          field,
          max ? formatTemplate(text.errors.tooLong, { field: label(field), max: max.toLocaleString(locale) }) : message,
        ];
      }),
    );
    return { kind: "fields", messages: Object.values(fieldErrors), fieldErrors };
  }
  return { kind: "message", message: answer.message ?? text.errors.unexpected };
}
