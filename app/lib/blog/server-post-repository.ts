import type { Locale } from "#app/i18n/locales.ts";
import { blogApiPath } from "#app/lib/blog/blog-mode.ts";
import type { BlogPost, PostInput } from "#app/lib/blog/post.ts";
import { PostRepositoryError, type PostRepository } from "#app/lib/blog/post-repository.ts";

/** What the publishing blog adds to a post an editor writes. */
export type ServerPostInput = PostInput & { status?: "draft" | "published"; translationOf?: string | null };

export type ServerPost = BlogPost & { status: "draft" | "published"; translationOf: string | null };

/**
 * The publishing blog's posts (BLOG_STORE=server), through its JSON API with
 * the operator's session: the same interface as the browser's repository, so the
 * editors' dialogs work with either. After a change the pages ask the server
 * again (React Router revalidates); `subscribe` tells them when.
 */
export function createServerPostRepository(locale: Locale): PostRepository & { list(): Promise<ServerPost[]> } {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(blogApiPath(path, locale), {
      method,
      credentials: "same-origin",
      ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
    });
    if (response.status === 404) throw new PostRepositoryError("not-found", "no such post");
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      throw new PostRepositoryError("not-saved", answer.message ?? `the server answered ${response.status}`);
    }
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  return {
    list: () => call<ServerPost[]>("GET", "posts"),
    get: (id) =>
      call<ServerPost>("GET", `posts/${encodeURIComponent(id)}`).catch((error: unknown) => {
        if (error instanceof PostRepositoryError && error.reason === "not-found") return undefined;
        throw error;
      }),
    async create(input: ServerPostInput) {
      const post = await call<ServerPost>("POST", "posts", input);
      changed();
      return post;
    },
    async update(id, changes: Partial<ServerPostInput>) {
      const post = await call<ServerPost>("PATCH", `posts/${encodeURIComponent(id)}`, changes);
      changed();
      return post;
    },
    async delete(id) {
      await call<void>("DELETE", `posts/${encodeURIComponent(id)}`).catch((error: unknown) => {
        if (!(error instanceof PostRepositoryError && error.reason === "not-found")) throw error;
      });
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Signs an operator in from the blog's dialog (the back office's account); the message explains a refusal. */
export async function signIn(
  locale: Locale,
  email: string,
  password: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const response = await fetch(blogApiPath("session", locale), {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.ok) return { ok: true };
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  return { ok: false, message: answer.message ?? "" };
}

export async function signOut(locale: Locale): Promise<void> {
  await fetch(blogApiPath("session", locale), { method: "DELETE", credentials: "same-origin" });
}

/** Posts written in this browser (the demo) become drafts on the server; answers how many. */
export async function importPosts(locale: Locale, posts: BlogPost[]): Promise<number> {
  const response = await fetch(blogApiPath("import", locale), {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(posts),
  });
  if (!response.ok) throw new PostRepositoryError("not-saved", `the server answered ${response.status}`);
  return ((await response.json()) as { imported: number }).imported;
}
