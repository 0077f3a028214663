/**
 * The publishing blog on the server (BLOG_STORE=server): its mode, its sample
 * posts, what a page's loader reads, and the JSON API the editors' dialogs
 * talk to (`/api/blog/…`: session, posts, translations, import). Every change needs an
 * operator's session and a request from our own site; every message speaks
 * the page's language.
 */
import * as z from "zod/mini";
import backOfficeDe from "#app/content/admin/de.ts";
import backOfficeEn from "#app/content/admin/en.ts";
import type { AdminContent } from "#app/content/admin/types.ts";
import adminDe from "#app/content/blog-admin/de.ts";
import adminEn from "#app/content/blog-admin/en.ts";
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import { formatPlural } from "#app/i18n/format.ts";
import { isLocale, type Locale } from "#app/i18n/locales.ts";
import { recordAudit } from "#app/lib/admin/audit.server.ts";
import { may } from "#app/vocabulary/roles.ts";
import {
  admit,
  login,
  logout,
  minutesToWait,
  mustEnrolFirst,
  sessionOperator,
  type AdmissionRefusal,
  type AuthServices,
} from "#app/lib/admin/auth.server.ts";
import { signInForm } from "#app/lib/admin/sign-in-form.ts";
import { displayNames, type Operator } from "#app/lib/admin/operators.server.ts";
import type { BlogMode } from "#app/lib/blog/blog-mode.ts";
import { formatPostDate, isoPostDate, type BlogPost } from "#app/lib/blog/post.ts";
import {
  createPost,
  deletePost,
  getPost,
  isLive,
  listPosts,
  PostConflictError,
  PostNotFoundError,
  seedOnce,
  updatePost,
  type PostFields,
  type SeedPost,
  type StoredPost,
} from "#app/lib/blog/posts.server.ts";
import type { BlogStore } from "#app/lib/blog/blog-store.ts";
import { restoreRevision } from "#app/lib/blog/editor.server.ts";
import { TranslationExistsError, translatePost } from "#app/lib/blog/translations.server.ts";
import { currentSlug, currentSlugs, ensureSlugs, SlugTakenError } from "#app/lib/blog/post-slugs.server.ts";
import { coverOf, editorCover, type CoverChoice } from "#app/lib/blog/post-images.server.ts";
import { POST_LIMITS, readPost, type FieldErrors, type Refused } from "#app/lib/blog/post-fields.server.ts";
import { sanitizePostHtmlOnServer } from "#app/lib/blog/sanitize-html.server.ts";
import { seedPostsDe } from "#app/lib/blog/seed-posts-de.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";
import type { Client } from "#app/lib/server/client.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";
import { isCrossSite } from "#app/lib/server/cross-site.ts";
import { jsonOf } from "#app/lib/server/form.server.ts";
import { bodyImageName, bodyImages, imagesWithoutAlt } from "#app/lib/blog/body-images.ts";
import { ordinal } from "#app/i18n/ordinal.ts";
import { forgetWorkingCopy, workingCopyKey } from "#app/lib/blog/working-copies.server.ts";

/** What the blog needs of the site's services (the composition root in app/site hands it in). */
export type BlogServices = AuthServices & {
  log: (line: Record<string, unknown>) => void;
  /** Where the blog lives (BLOG_STORE): its API answers only when it is published from the store. */
  blogStore: BlogStore;
};

const publishedHere = (services: Pick<BlogServices, "blogStore">) => services.blogStore === "server";

const adminCopy: Record<Locale, BlogAdminCopy> = { en: adminEn, de: adminDe };
/** The back office's words, for what only its editor asks of the API (restoring a version). */
const backOfficeCopy: Record<Locale, AdminContent> = { en: backOfficeEn, de: backOfficeDe };

/** The sample posts in both languages, each German one linked to its English original. */
export async function serverSeeds(): Promise<SeedPost[]> {
  const seeds: SeedPost[] = [];
  for (const [locale, posts] of [
    ["en", seedPosts],
    ["de", seedPostsDe],
  ] as const) {
    for (const post of posts) {
      const original = post.id.replace(/-de$/, "");
      const english = seedPosts.find((seed) => seed.id === original)!;
      seeds.push({
        id: post.id,
        locale,
        translationOf: locale === "de" ? original : null,
        title: post.title,
        author: post.author,
        summary: post.summary,
        content: await sanitizePostHtmlOnServer(post.content),
        tags: post.tags,
        publishedAt: new Date(`${isoPostDate(english.date)}T09:00:00Z`),
      });
    }
  }
  return seeds;
}

/** Stores the sample posts once, the first time the server starts in this mode. */
export async function seedServerBlog(services: BlogServices): Promise<void> {
  const stored = await seedOnce(services.db.sql, await serverSeeds());
  if (stored) services.log({ level: "info", msg: "blog seeded", posts: stored });
  // The samples, and posts stored before slugs existed, get their title's.
  const slugged = await ensureSlugs(services.db.sql);
  if (slugged) services.log({ level: "info", msg: "blog slugs made", posts: slugged });
}

/** The operator of this request, if any (the session cookie of the back office). */
export async function operatorOf(request: Request, services: Pick<BlogServices, "db" | "siteOrigin">) {
  const operator = await sessionOperator(services, request);
  // Drafts and editing are for operators whose role includes the blog and who met the owner's two-factor rule;
  // anyone else reads it as a visitor does.
  if (!operator || !may(operator.role, "blog")) return undefined;
  return (await mustEnrolFirst(services.db.sql, operator)) ? undefined : operator;
}

/** A post as the pages show it: SPEC's fields, its date in the page's language. */
export function asBlogPost(post: StoredPost, locale: Locale): BlogPost {
  const date = post.publishedAt ?? post.createdAt;
  const formatted =
    locale === "de"
      ? new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(date)
      : formatPostDate(date);
  return {
    id: post.id,
    title: post.title,
    author: post.author,
    date: formatted,
    summary: post.summary,
    content: post.content,
    tags: post.tags,
  };
}

/** What the blog pages' loaders need in server mode: the mode for the page, and the operator (drafts, editing). */
export async function serverBlogContext<S extends BlogServices>(services: S, request: Request, locale: Locale) {
  const operator = await operatorOf(request, services);
  const mode: BlogMode = { kind: "server", locale, operator: operator?.email ?? null };
  return { services, operator, mode };
}

// ----- The JSON API -----

const jsonHeaders = { "Cache-Control": "no-store" };
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...jsonHeaders, ...headers } });

function localeOf(url: URL): Locale {
  const lang = url.searchParams.get("lang");
  return isLocale(lang) ? lang : "en";
}

/**
 * A change to the blog (a post, an image) is let in where the blog is published from here, by the back office's
 * own guard (`admit`: our own pages, an operator, a role with the blog, the owner's two-factor rule), answered in
 * JSON in the page's language.
 */
export async function editor(services: BlogServices, request: Request, url: URL) {
  if (!publishedHere(services)) throw json({ message: "Not found" }, 404);
  const copy = adminCopy[localeOf(url)];
  const operator = await sessionOperator(services, request);
  const admission = await admit(services, request, url, operator, {
    mayOpen: (role) => may(role, "blog"),
    page: "blog",
  });
  if ("refused" in admission)
    throw json({ message: copy.api[editorRefusals[admission.refused]] }, editorRefusalStatus(admission.refused));
  return { services, operator: admission.operator, copy };
}

const editorRefusals = {
  "cross-site": "crossSite",
  "sign-in": "signIn",
  role: "notYourRole",
  "enrol-first": "enrolFirst",
} as const satisfies Record<AdmissionRefusal, keyof BlogAdminCopy["api"]>;

const editorRefusalStatus = (refused: AdmissionRefusal) => (refused === "sign-in" ? 401 : 403);

/** The JSON of a post for its editors: SPEC's fields, and what the editor needs to save it again. */
function editorJson(post: StoredPost) {
  return {
    ...asBlogPost(post, post.locale),
    status: post.status,
    translationOf: post.translationOf,
    locale: post.locale,
    revision: post.revision,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    scheduled: post.status === "published" && !isLive(post),
  };
}

/**
 * Alt text is required before a post is published: on its cover and on every image in its body. Answers the
 * field errors of a post that would be published without it (its stored fields merged with the change).
 */
export function missingAltText(
  post: { status: string; content: string; cover?: CoverChoice | null },
  copy: BlogAdminCopy,
  locale: Locale,
) {
  if (post.status !== "published") return {};
  const errors: FieldErrors = {};
  if (post.cover && !post.cover.alt) errors.cover = copy.api.altMissing;
  // The body is sanitized: every attribute is written as name="value". The first image without one is named.
  const [first] = imagesWithoutAlt(bodyImages(post.content));
  if (first)
    errors.content = copy.api.altMissingImage
      .replace("{name}", () => bodyImageName(first.src))
      .replace("{position}", () => ordinal(first.position, locale));
  return errors;
}

/** What the editor gets back for a post: its fields as editorJson has them, its address and its cover. */
async function editorAnswer(services: BlogServices, post: StoredPost) {
  return {
    ...editorJson(post),
    slug: await currentSlug(services.db.sql, post.id),
    cover: await coverForEditor(services, post.id),
  };
}

function refusal(result: Refused | { malformed: true }, copy: BlogAdminCopy): Response {
  return "malformed" in result
    ? json({ message: copy.api.malformed }, 400)
    : json(
        {
          message: copy.api.invalid,
          fieldErrors: result.errors,
          // The limit of each field that was too long, for the editor to name.
          ...(Object.keys(result.limits ?? {}).length ? { limits: result.limits } : {}),
        },
        422,
      );
}

/** The audit log's row of a change to a post: who, which post, and its title then. */
function auditPost(
  services: BlogServices,
  operator: Operator,
  action: "post-create" | "post-update" | "post-delete",
  post: StoredPost,
) {
  return recordAudit(services.db.sql, {
    operatorId: operator.id,
    operatorEmail: operator.email,
    action,
    target: post.id,
    // Its language too: the log names a post deleted since by its title and language then.
    details: { title: post.title, locale: post.locale },
  });
}

/** A post's cover as the editor's field takes it (app/components/admin/cover-image-field.tsx), or null. */
const coverForEditor = (services: BlogServices, id: string) => editorCover(services.db.sql, id);

async function storedCover(services: BlogServices, id: string): Promise<CoverChoice | null> {
  const cover = await coverOf(services.db.sql, id);
  return cover ? { image: cover.image.id, alt: cover.alt } : null;
}

/** GET /api/blog/posts?lang=…: visitors see the published posts of that language, operators drafts too. */
export async function listPostsResponse(services: BlogServices, request: Request, url: URL): Promise<Response> {
  if (!publishedHere(services)) return json({ message: "Not found" }, 404);
  const operator = await operatorOf(request, services);
  const locale = localeOf(url);
  const posts = await listPosts(services.db.sql, { locale, drafts: Boolean(operator) });
  const slugs = await currentSlugs(services.db.sql);
  return json(
    posts.map((post) => ({
      ...asBlogPost(post, locale),
      slug: slugs.get(post.id),
      status: post.status,
      translationOf: post.translationOf,
    })),
  );
}

/** POST /api/blog/posts: a new post in the page's language. */
export async function createPostResponse(services: BlogServices, request: Request, url: URL): Promise<Response> {
  const { operator, copy } = await editor(services, request, url);
  const read = await readPost(services.db.sql, request, copy, false);
  if (!("fields" in read)) return refusal(read, copy);
  const withoutAlt = missingAltText(read.fields as PostFields, copy, localeOf(url));
  if (Object.keys(withoutAlt).length) return refusal({ errors: withoutAlt }, copy);
  const post = await slugChecked(copy, () =>
    createPost(
      services.db.sql,
      { ...(read.fields as PostFields), locale: read.fields.locale ?? localeOf(url), authorId: operator.id },
      operator.email,
    ),
  );
  if (post instanceof Response) return post;
  await auditPost(services, operator, "post-create", post);
  // Saved: the operator's working copy of a new post in this language has done its work.
  await forgetWorkingCopy(services.db.sql, operator.id, workingCopyKey({ newIn: post.locale }));
  return json(await editorAnswer(services, post), 201);
}

/** GET, PATCH and DELETE /api/blog/posts/:id. Drafts exist for operators only. */
export async function postResponse(services: BlogServices, request: Request, url: URL, id: string): Promise<Response> {
  if (request.method === "GET") {
    if (!publishedHere(services)) return json({ message: "Not found" }, 404);
    const operator = await operatorOf(request, services);
    const post = await getPost(services.db.sql, id);
    if (!post || (!isLive(post) && !operator)) return json({ message: adminCopy[localeOf(url)].api.notFound }, 404);
    return json(await editorAnswer(services, post));
  }
  const { operator, copy } = await editor(services, request, url);
  if (request.method === "DELETE") {
    const post = await getPost(services.db.sql, id);
    if (!post || !(await deletePost(services.db.sql, id))) return json({ message: copy.api.notFound }, 404);
    await auditPost(services, operator, "post-delete", post);
    return new Response(null, { status: 204, headers: jsonHeaders });
  }
  if (request.method !== "PATCH")
    return json({ message: copy.api.methodNotAllowed }, 405, { Allow: "GET, PATCH, DELETE" });
  const read = await readPost(services.db.sql, request, copy, true);
  if (!("fields" in read)) return refusal(read, copy);
  const stored = await getPost(services.db.sql, id);
  if (stored) {
    const cover = read.fields.cover !== undefined ? read.fields.cover : await storedCover(services, id);
    const withoutAlt = missingAltText({ ...stored, ...read.fields, cover }, copy, localeOf(url));
    if (Object.keys(withoutAlt).length) return refusal({ errors: withoutAlt }, copy);
  }
  return storedChange(services.db.sql, copy, copy.api.conflict, async () => {
    const post = await slugChecked(copy, () =>
      updatePost(services.db.sql, id, read.fields, operator.email, new Date(), read.revision),
    );
    if (post instanceof Response) return post;
    await auditPost(services, operator, "post-update", post);
    await forgetWorkingCopy(services.db.sql, operator.id, workingCopyKey(post));
    return json(await editorAnswer(services, post));
  });
}

/** A save whose typed address another post has: 422 naming the address field, nothing stored. */
async function slugChecked(copy: BlogAdminCopy, save: () => Promise<StoredPost>): Promise<StoredPost | Response> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof SlugTakenError)) throw error;
    return refusal({ errors: { slug: copy.api.slugTaken.replace("{slug}", error.slug) } }, copy);
  }
}

/**
 * A change to a stored post, answered: a post that is gone is 404, and one saved by someone else since the editor
 * loaded it is 409, naming them (`conflict`, with `{operator}`) and the revision it is at now.
 */
async function storedChange(sql: Sql, copy: BlogAdminCopy, conflict: string, change: () => Promise<Response>) {
  try {
    return await change();
  } catch (error) {
    if (error instanceof PostNotFoundError) return json({ message: copy.api.notFound }, 404);
    if (error instanceof PostConflictError) {
      // Who saved meanwhile, by the name they go by (the post keeps their address).
      const by = (await displayNames(sql)).of({ email: error.current.updatedBy }) ?? "?";
      const message = conflict.replace("{operator}", by);
      return json({ message, conflict: { by: error.current.updatedBy, revision: error.current.revision } }, 409);
    }
    throw error;
  }
}

/** Which earlier version to bring back, and the revision the editor shows (for a 409 when someone saved since). */
const restoreBody = z.object({ revision: z.int().check(z.positive()), current: z.optional(z.int()) });

/**
 * POST /api/blog/posts/:id/restore: an earlier version's words brought back as a save of its own (audited as
 * `post-restore`), behind the same guard as every other change; answers the post as a save does.
 */
export async function restoreResponse(services: BlogServices, request: Request, url: URL, id: string) {
  if (request.method !== "POST")
    return json({ message: adminCopy[localeOf(url)].api.methodNotAllowed }, 405, { Allow: "POST" });
  const { operator, copy } = await editor(services, request, url);
  const read = await jsonOf(request, restoreBody);
  if (!("data" in read)) return json({ message: copy.api.malformed }, 400);
  const { revision, current } = read.data;
  const text = backOfficeCopy[localeOf(url)].blog.revisions;
  return storedChange(services.db.sql, copy, text.conflict, async () => {
    const post = await restoreRevision(services.db.sql, id, revision, operator, current);
    if (!post) return json({ message: text.notFound }, 404);
    // The editor is drawn anew with the version brought back: what was typed before is given up, as with a save.
    await forgetWorkingCopy(services.db.sql, operator.id, workingCopyKey(post));
    return json(await editorAnswer(services, post));
  });
}

/**
 * POST /api/blog/posts/:id/translate: the post's draft in the other language, made from its words and linked to it
 * (translations.server.ts), behind the same guard as every other change and audited as a new post; answered as a
 * new post is (201). A post that has a translation already is 409, naming it: a second would be linked to nothing.
 */
export async function translateResponse(services: BlogServices, request: Request, url: URL, id: string) {
  if (request.method !== "POST")
    return json({ message: adminCopy[localeOf(url)].api.methodNotAllowed }, 405, { Allow: "POST" });
  const { operator } = await editor(services, request, url);
  const text = backOfficeCopy[localeOf(url)].blog.translation;
  try {
    const post = await translatePost(services.db.sql, id, operator);
    await auditPost(services, operator, "post-create", post);
    return json(await editorAnswer(services, post), 201);
  } catch (error) {
    if (error instanceof PostNotFoundError) return json({ message: text.notFound }, 404);
    if (!(error instanceof TranslationExistsError)) throw error;
    const { id: existing, title } = error.existing;
    return json({ message: text.exists.replace("{title}", () => title), translation: { id: existing } }, 409);
  }
}

/** POST /api/blog/import: posts found in an editor's browser (the demo's `blog-posts`), stored as drafts. */
export async function importResponse(services: BlogServices, request: Request, url: URL): Promise<Response> {
  const { operator, copy } = await editor(services, request, url);
  let posts: unknown;
  try {
    posts = await request.json();
  } catch {
    return json({ message: copy.api.malformed }, 400);
  }
  if (!Array.isArray(posts) || posts.length > 200) return json({ message: copy.api.malformed }, 400);
  const imported: string[] = [];
  for (const candidate of posts) {
    if (!candidate || typeof candidate !== "object") continue;
    const post = candidate as Record<string, unknown>;
    const fields = {
      title: String(post.title ?? "")
        .trim()
        .slice(0, POST_LIMITS.title),
      author: String(post.author ?? "")
        .trim()
        .slice(0, POST_LIMITS.author),
      summary: String(post.summary ?? "")
        .trim()
        .slice(0, POST_LIMITS.summary),
      content: await sanitizePostHtmlOnServer(String(post.content ?? "").slice(0, POST_LIMITS.content)),
      tags: Array.isArray(post.tags)
        ? post.tags.filter((tag): tag is string => typeof tag === "string").slice(0, POST_LIMITS.tags)
        : [],
    };
    if (!fields.title || !fields.author || !fields.summary || !fields.content) continue;
    const stored = await createPost(
      services.db.sql,
      { ...fields, locale: localeOf(url), status: "draft" },
      operator.email,
    );
    imported.push(stored.id);
  }
  if (imported.length) {
    await recordAudit(services.db.sql, {
      operatorId: operator.id,
      operatorEmail: operator.email,
      action: "post-import",
      target: null,
      details: { count: imported.length },
    });
  }
  return json({ imported: imported.length, ids: imported }, 201);
}

/** POST /api/blog/session: the operator login of the back office, from the blog's dialog; DELETE: sign out. */
export async function sessionResponse(
  services: BlogServices,
  request: Request,
  url: URL,
  client: Client,
): Promise<Response> {
  if (!publishedHere(services)) return json({ message: "Not found" }, 404);
  const locale = localeOf(url);
  const copy = adminCopy[locale];
  if (isCrossSite(request, url, services.siteOrigin)) return json({ message: copy.api.crossSite }, 403);
  if (request.method === "DELETE") {
    const answer = await logout(services, request, locale);
    return new Response(null, {
      status: 204,
      headers: { ...jsonHeaders, "Set-Cookie": answer.headers.get("Set-Cookie") ?? "" },
    });
  }
  if (request.method !== "POST") return json({ message: copy.api.methodNotAllowed }, 405, { Allow: "POST, DELETE" });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ message: copy.api.malformed }, 400);
  }
  const sent = signInForm.safeParse(body ?? {});
  const credentials = sent.success ? sent.data : { email: "", password: "" };
  // The blog's dialog asks for no code: an operator with two factors signs in on the back office's page.
  const result = await login(services, request, credentials, client, locale, { codeStep: "none" });
  if (result instanceof Response) {
    return json({ operator: result.headers.get("Location") ? credentials.email : null }, 200, {
      "Set-Cookie": result.headers.get("Set-Cookie") ?? "",
    });
  }
  if (result.error === "throttled") {
    const message = formatPlural(minutesToWait(result), copy.api.throttled, locale);
    return json({ message }, 429, { "Retry-After": String(result.retryAfterSeconds) });
  }
  if (result.error === "code-elsewhere") return json({ message: copy.api.twoFactorFirst }, 401);
  if (result.error === "enrol-first") return json({ message: copy.api.enrolFirst }, 401);
  return result.error === "missing"
    ? json({ message: copy.api.missingLogin }, 400)
    : json({ message: copy.api.invalidLogin }, 401);
}
