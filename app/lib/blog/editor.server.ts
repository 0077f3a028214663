/**
 * The back office's blog editor on the server (issue 33, decision 0024): what its page loads (the post, its
 * earlier versions, one of them compared with it) and restoring a version (audited). The page changes nothing
 * itself: saving and restoring both go through the blog's JSON API (blog.server.ts), so that its guard, validation,
 * sanitizer and checks stay the one set.
 */
import { coverOf, editorCover } from "#app/lib/blog/post-images.server.ts";
import { imageView } from "#app/lib/blog/post-images.ts";
import { parseTags } from "#app/lib/blog/post.ts";
import { sanitizePostHtmlOnServer } from "#app/lib/blog/sanitize-html.server.ts";
import { data } from "react-router";
import { formatDateTime } from "#app/i18n/format.ts";
import { isLocale, type Locale } from "#app/i18n/locales.ts";
import { pagePath } from "#app/i18n/paths.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { displayNames, type Operator } from "#app/lib/admin/operators.server.ts";
import { berlinDateAndTime } from "#app/lib/blog/editor/berlin-time.ts";
import type { EditorStatus } from "#app/lib/blog/editor/primary-action.ts";
import { compareVersions } from "#app/lib/blog/editor/revision-diff.ts";
import { authorProfile, postAuthor } from "#app/lib/blog/authors.server.ts";
import { currentSlug } from "#app/lib/blog/post-slugs.server.ts";
import { getRevision, listRevisions, restoredFields } from "#app/lib/blog/post-revisions.server.ts";
import { getPost, isLive, updatePost, type StoredPost } from "#app/lib/blog/posts.server.ts";
import { workingCopy, workingCopyKey } from "#app/lib/blog/working-copies.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";

/** What a post is to its editors: a draft, scheduled for later, or out. */
export function editorStatus(post: Pick<StoredPost, "status" | "publishedAt">, now = new Date()): EditorStatus {
  if (post.status === "draft") return "draft";
  return isLive(post, now) ? "published" : "scheduled";
}

/** Where a language's post pages are, up to the slug: `https://example.com/de/blog/`. */
const addressBase = (siteUrl: string, locale: Locale) =>
  `${siteUrl}${pagePath("blogPost", locale, { id: "-" })!.slice(0, -1)}`;

/**
 * The post as the editor's form starts: empty for a new one in the language asked for (`?lang=`), its author the
 * operator's display name (their author profile), which the post then keeps as typed (decision 0074).
 */
export async function editorPost(
  sql: Sql,
  id: string | undefined,
  url: URL,
  pageLocale: Locale,
  { operatorId, siteUrl }: { operatorId: string; siteUrl: string },
) {
  if (id === undefined) {
    const lang = url.searchParams.get("lang");
    const locale = isLocale(lang) ? lang : pageLocale;
    return {
      id: null,
      locale,
      title: "",
      author: (await authorProfile(sql, operatorId))?.displayName ?? "",
      summary: "",
      tags: "",
      content: "",
      status: "draft" as EditorStatus,
      publishDate: "",
      publishTime: "",
      revision: 0,
      live: false,
      publicPath: null,
      cover: null as Awaited<ReturnType<typeof editorCover>>,
      slug: "",
      metaTitle: "",
      metaDescription: "",
      addressBase: addressBase(siteUrl, locale),
    };
  }
  const post = await getPost(sql, id);
  if (!post) throw data(null, { status: 404 });
  const when = post.publishedAt ? berlinDateAndTime(post.publishedAt) : { date: "", time: "" };
  return {
    id: post.id,
    locale: post.locale,
    title: post.title,
    author: post.author,
    summary: post.summary,
    tags: post.tags.join(", "),
    content: post.content,
    status: editorStatus(post),
    publishDate: when.date,
    publishTime: when.time,
    revision: post.revision,
    live: isLive(post),
    cover: await editorCover(sql, post.id),
    publicPath: isLive(post) ? (pagePath("blogPost", post.locale, { id: post.id }) ?? null) : null,
    slug: (await currentSlug(sql, post.id)) ?? "",
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    addressBase: addressBase(siteUrl, post.locale),
  };
}

/**
 * The operator's working copy of the post (or of a new one in its language) when it is newer than the stored post
 * and says something else: the editor offers it back. Its fields as the editor sent them, and when it was kept.
 */
export async function editorWorkingCopy(sql: Sql, operatorId: string, post: { id: string | null; locale: Locale }) {
  const key = workingCopyKey(post.id ? { id: post.id } : { newIn: post.locale });
  const copy = await workingCopy(sql, operatorId, key);
  if (!copy) return null;
  const stored = post.id ? await getPost(sql, post.id) : undefined;
  const body = copy.body as { title?: string; content?: string };
  if (stored && (copy.savedAt <= stored.updatedAt || (body.content === stored.content && body.title === stored.title)))
    return null;
  return { ...(copy.body as Record<string, unknown>), keptAt: copy.savedAt.toISOString() };
}

/** The earlier versions of a post for its page, and the one asked for (`?compare=`) compared with the post. */
export async function editorRevisions(sql: Sql, id: string | undefined, url: URL, locale: Locale) {
  if (id === undefined) return { revisions: [], comparison: null };
  const post = (await getPost(sql, id))!;
  const names = await displayNames(sql);
  const revisions = (await listRevisions(sql, id)).map((revision) => ({
    revision: revision.revision,
    savedAt: formatDateTime(revision.savedAt, locale),
    // Kept by address; shown by the name the person goes by now.
    savedBy: names.of({ email: revision.savedBy }),
    title: revision.title,
  }));
  const asked = Number(url.searchParams.get("compare"));
  const earlier = url.searchParams.has("compare") ? await getRevision(sql, id, asked) : undefined;
  const comparison = earlier ? { revision: earlier.revision, ...compareVersions(earlier, post) } : null;
  return { revisions, comparison };
}

/**
 * Brings back an earlier version's words as a new save, made on `current` when the editor says which revision it
 * shows (PostConflictError when someone saved since), and writes it into the audit log. Undefined when the post
 * has no such version.
 */
export async function restoreRevision(
  sql: Sql,
  id: string,
  revisionNumber: number,
  operator: Operator,
  current?: number,
): Promise<StoredPost | undefined> {
  const revision = await getRevision(sql, id, revisionNumber);
  if (!revision) return undefined;
  const post = await updatePost(sql, id, restoredFields(revision), operator.email, new Date(), current);
  await recordAudit(sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action: "post-restore",
    target: post.id,
    details: { title: post.title, locale: post.locale, revision: revision.revision },
  });
  return post;
}

/** A picture as the preview shows it: what the stored cover or the working copy's cover field holds. */
type PreviewImage = { src: string; srcset?: string; width: number; height: number; alt: string };

/**
 * A post as its preview shows it to an operator (issue 48, item 4): the operator's working copy when it is newer
 * than the stored post (what they typed, not saved yet), else the stored post; a draft and a scheduled post too.
 * The body is sanitized here, as on the post's page: a working copy is what a browser sent. The byline as the page
 * shows it (decision 0074). Throws 404 for an unknown post.
 */
export async function previewPost(sql: Sql, id: string, operatorId: string, locale: Locale) {
  const post = await getPost(sql, id);
  if (!post) throw data(null, { status: 404 });
  const kept = (await editorWorkingCopy(sql, operatorId, post)) as Partial<PreviewTyped> | null;
  const typed = kept && typeof kept.title === "string" && typeof kept.content === "string" ? kept : null;
  const stored = await coverOf(sql, post.id);
  const cover: PreviewImage | null =
    typed && typed.cover !== undefined
      ? typed.cover && { ...typed.cover.image, alt: typed.cover.alt }
      : stored
        ? imageView(stored.image, stored.alt)
        : null;
  const author = typed?.author ?? post.author;
  const profile = await postAuthor(sql, post.id);
  const shown = asDated(post, locale);
  return {
    id: post.id,
    locale: post.locale,
    status: editorStatus(post),
    title: typed?.title ?? post.title,
    summary: typed?.summary ?? post.summary,
    tags: typed?.tags !== undefined ? parseTags(typed.tags) : post.tags,
    author,
    date: shown,
    content: await sanitizePostHtmlOnServer(typed?.content ?? post.content),
    cover,
    picture: profile && profile.displayName === author && profile.picture ? imageView(profile.picture, "") : undefined,
    keptAt: typed?.keptAt ?? null,
  };
}

/** What a working copy holds that the preview shows. */
type PreviewTyped = {
  title: string;
  author: string;
  summary: string;
  tags: string;
  content: string;
  cover: { image: Omit<PreviewImage, "alt">; alt: string } | null;
  keptAt: string;
};

/** The post's date as its page gives it: published (or due), else written. */
const asDated = (post: StoredPost, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-US", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(
    post.publishedAt ?? post.createdAt,
  );
