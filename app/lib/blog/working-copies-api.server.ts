/**
 * The editor's autosave and presence on the blog's JSON API (issue 48, decision 0067), behind the same guard as
 * every change of the blog (`editor`: session, our own origin, a role with the blog, the two-factor rule):
 *
 * - `POST /api/blog/working-copy?post=<id>` (or `?new=<language>` for a post not stored yet) keeps what the
 *   operator typed as their working copy; `DELETE` discards it. Neither touches the post.
 * - `POST /api/blog/presence?post=<id>` says the operator has the post open (`{ revision }`, or
 *   `{ revision, leaving: true }` when the page is left) and answers who else has it open and whether someone
 *   saved a newer revision than the one the page shows.
 */
import * as z from "zod/mini";
import { isLocale } from "#app/i18n/locales.ts";
import { editor, type BlogServices } from "#app/lib/blog/blog.server.ts";
import { POST_LIMITS } from "#app/lib/blog/post-fields.server.ts";
import { getPost, isPostId } from "#app/lib/blog/posts.server.ts";
import { sanitizePostHtmlOnServer } from "#app/lib/blog/sanitize-html.server.ts";
import {
  forgetWorkingCopy,
  keepWorkingCopy,
  markGone,
  markPresent,
  nameOfOperator,
  othersPresent,
  workingCopyKey,
} from "#app/lib/blog/working-copies.server.ts";
import { jsonOf } from "#app/lib/server/form.server.ts";

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const text = (max: number) => z.string().check(z.maxLength(max));

/** The editor's form as typed: its fields as strings, the body's HTML, the cover as the cover field holds it. */
const workingCopyBody = z.object({
  revision: z.int().check(z.nonnegative()),
  title: text(POST_LIMITS.title * 2),
  author: text(POST_LIMITS.author * 2),
  summary: text(POST_LIMITS.summary * 2),
  tags: text(POST_LIMITS.tags * (POST_LIMITS.tag + 2) * 2),
  // Optional: copies kept before the address and the link preview were fields of the form (issue 48).
  slug: z.optional(text(400)),
  metaTitle: z.optional(text(POST_LIMITS.metaTitle * 2)),
  metaDescription: z.optional(text(POST_LIMITS.metaDescription * 2)),
  status: z.enum(["draft", "published", "scheduled"]),
  publishDate: text(20),
  publishTime: text(20),
  content: text(POST_LIMITS.content),
  cover: z.nullable(
    z.object({
      image: z.object({
        id: text(100),
        // An upload of ours, never another site's address.
        src: z.string().check(z.regex(/^\/blog\/images\/[\w.-]{1,100}$/)),
        srcset: z.optional(text(2_000)),
        width: z.int().check(z.positive()),
        height: z.int().check(z.positive()),
      }),
      alt: text(1_000),
    }),
  ),
});

const presenceBody = z.object({ revision: z.int().check(z.nonnegative()), leaving: z.optional(z.boolean()) });

/** Which post the request is about: `?post=<id>` (a stored post), `?new=<language>`, or nothing readable. */
function postOf(url: URL): { id: string } | { newIn: "en" | "de" } | undefined {
  const id = url.searchParams.get("post");
  const language = url.searchParams.get("new");
  if (id !== null) return isPostId(id) ? { id } : undefined;
  return isLocale(language) ? { newIn: language } : undefined;
}

/** POST (keep) and DELETE (discard) /api/blog/working-copy: the operator's working copy of one post. */
export async function workingCopyResponse(services: BlogServices, request: Request, url: URL): Promise<Response> {
  const { operator, copy } = await editor(services, request, url);
  if (request.method !== "POST" && request.method !== "DELETE")
    return json({ message: copy.api.methodNotAllowed }, 405, { Allow: "POST, DELETE" });
  const post = postOf(url);
  if (!post) return json({ message: copy.api.malformed }, 400);
  if ("id" in post && !(await getPost(services.db.sql, post.id)))
    return json({ message: copy.toasts.notFound.description }, 404);
  const postKey = workingCopyKey(post);
  if (request.method === "DELETE") {
    await forgetWorkingCopy(services.db.sql, operator.id, postKey);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }
  const read = await jsonOf(request, workingCopyBody);
  if (!("data" in read)) return json({ message: copy.api.malformed }, 400);
  const { revision, ...typed } = read.data;
  // Shown back only to its author, in the editor; sanitized all the same, as everything the blog keeps.
  const body = { ...typed, content: await sanitizePostHtmlOnServer(typed.content) };
  const savedAt = new Date();
  await keepWorkingCopy(services.db.sql, { operatorId: operator.id, postKey, baseRevision: revision, body }, savedAt);
  return json({ savedAt: savedAt.toISOString() });
}

/** POST /api/blog/presence?post=<id>: the operator is there (or leaving); who else is, and who saved since. */
export async function presenceResponse(services: BlogServices, request: Request, url: URL): Promise<Response> {
  const { operator, copy } = await editor(services, request, url);
  if (request.method !== "POST") return json({ message: copy.api.methodNotAllowed }, 405, { Allow: "POST" });
  const post = postOf(url);
  if (!post || !("id" in post)) return json({ message: copy.api.malformed }, 400);
  const read = await jsonOf(request, presenceBody);
  if (!("data" in read)) return json({ message: copy.api.malformed }, 400);
  const sql = services.db.sql;
  const stored = await getPost(sql, post.id);
  if (!stored) return json({ message: copy.toasts.notFound.description }, 404);
  if (read.data.leaving) {
    await markGone(sql, post.id, operator.id);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }
  await markPresent(sql, post.id, operator.id);
  const others = await othersPresent(sql, post.id, operator.id);
  const newer =
    stored.revision > read.data.revision
      ? {
          revision: stored.revision,
          by: stored.updatedBy ? await nameOfOperator(sql, stored.updatedBy) : null,
          at: stored.updatedAt.toISOString(),
        }
      : null;
  return json({ others: others.map((other) => ({ name: other.name, at: other.at.toISOString() })), newer });
}
