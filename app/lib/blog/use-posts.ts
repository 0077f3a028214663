import { useCallback, useEffect, useState } from "react";
import { getPostRepository } from "#app/lib/blog/browser-post-repository.ts";
import type { BlogPost, PostSummary } from "#app/lib/blog/post.ts";
import { browserMode, type BlogMode } from "#app/lib/blog/blog-mode.ts";
import type { PostRepository } from "#app/lib/blog/post-repository.ts";

/**
 * The posts as the repository last gave them to this tab. Set only after the repository
 * has been read, which happens after hydration, so it never changes what a
 * hydrating page renders; later client-side navigations start from it instead
 * of flashing the server's sample posts first.
 */
let lastKnown: BlogPost[] | undefined;

let keepingCurrent: (() => void) | undefined;

/**
 * The stored posts, read once (a first visit seeds the repository): what a blog page kept as the server's HTML compares
 * with what it shows before it lets React take over (app/components/blog/live-blog.ts).
 */
export async function readStoredPosts(): Promise<BlogPost[]> {
  const repository = await getPostRepository();
  // The repository forgets what it read only while someone listens: a change in another tab must reach this tab's next read.
  keepingCurrent ??= repository.subscribe(() => undefined);
  const posts = await repository.list();
  lastKnown = posts;
  return posts;
}

/** Runs `read` now and after every change of the repository, until the component unmounts (browser blog only). */
function useRepositoryReader(read: (posts: BlogPost[]) => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const refresh = (repository: PostRepository) => {
      repository.list().then(
        (posts) => {
          lastKnown = posts;
          if (active) read(posts);
        },
        // The repository recovers from anything it reads; should it still fail, what is shown stays.
        () => undefined,
      );
    };
    void getPostRepository().then((repository) => {
      if (!active) return;
      refresh(repository);
      unsubscribe = repository.subscribe(() => refresh(repository));
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [read, enabled]);
}

/**
 * The posts of the list: first what the server rendered (the seeded samples),
 * then, after hydration, what the repository holds, kept current on every change.
 * When both agree, React changes nothing in the page.
 */
export function usePostList(initial: PostSummary[], mode: BlogMode = browserMode): PostSummary[] {
  const server = mode.kind === "server";
  const [posts, setPosts] = useState<PostSummary[]>(() => (server ? initial : (lastKnown ?? initial)));
  useRepositoryReader(setPosts, !server);
  // The publishing blog's posts come from the server with the page (and again after every change).
  return server ? initial : posts;
}

export type PostState =
  { status: "loading"; post: undefined } | { status: "ready"; post: BlogPost } | { status: "missing"; post: undefined };

function stateOf(post: BlogPost | undefined): PostState {
  return post ? { status: "ready", post } : { status: "missing", post: undefined };
}

/**
 * One post by id: the server's copy where it has one (a seeded sample), then
 * the stored post; "missing" when the repository has no such post.
 */
export function usePost(id: string, initial: BlogPost | null, mode: BlogMode = browserMode): PostState {
  const server = mode.kind === "server";
  const [state, setState] = useState<PostState>(() => {
    if (lastKnown && !server) return stateOf(lastKnown.find((post) => post.id === id));
    return initial ? { status: "ready", post: initial } : { status: "loading", post: undefined };
  });
  const read = useCallback((posts: BlogPost[]) => setState(stateOf(posts.find((post) => post.id === id))), [id]);
  useRepositoryReader(read, !server);
  // The publishing blog's post comes from the server with the page (a draft only for operators).
  return server ? stateOf(initial ?? undefined) : state;
}
