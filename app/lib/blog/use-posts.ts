import { useCallback, useEffect, useState } from "react";
import { getPostStore } from "#app/lib/blog/browser-post-store.ts";
import type { BlogPost, PostSummary } from "#app/lib/blog/post.ts";
import { browserMode, type BlogMode } from "#app/lib/blog/blog-mode.ts";
import type { PostStore } from "#app/lib/blog/post-store.ts";

/**
 * The posts as the store last gave them to this tab. Set only after the store
 * has been read, which happens after hydration, so it never changes what a
 * hydrating page renders; later client-side navigations start from it instead
 * of flashing the server's sample posts first.
 */
let lastKnown: BlogPost[] | undefined;

let keepingCurrent: (() => void) | undefined;

/**
 * The stored posts, read once (a first visit seeds the store): what a blog page kept as the server's HTML compares
 * with what it shows before it lets React take over (app/components/blog/live-blog.ts).
 */
export async function readStoredPosts(): Promise<BlogPost[]> {
  const store = await getPostStore();
  // The store forgets what it read only while someone listens: a change in another tab must reach this tab's next read.
  keepingCurrent ??= store.subscribe(() => undefined);
  const posts = await store.list();
  lastKnown = posts;
  return posts;
}

/** Runs `read` now and after every change of the store, until the component unmounts (browser blog only). */
function useStoreReader(read: (posts: BlogPost[]) => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const refresh = (store: PostStore) => {
      store.list().then(
        (posts) => {
          lastKnown = posts;
          if (active) read(posts);
        },
        // The store recovers from anything it reads; should it still fail, what is shown stays.
        () => undefined,
      );
    };
    void getPostStore().then((store) => {
      if (!active) return;
      refresh(store);
      unsubscribe = store.subscribe(() => refresh(store));
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [read, enabled]);
}

/**
 * The posts of the list: first what the server rendered (the seeded samples),
 * then, after hydration, what the store holds, kept current on every change.
 * When both agree, React changes nothing in the page.
 */
export function usePostList(initial: PostSummary[], mode: BlogMode = browserMode): PostSummary[] {
  const server = mode.kind === "server";
  const [posts, setPosts] = useState<PostSummary[]>(() => (server ? initial : (lastKnown ?? initial)));
  useStoreReader(setPosts, !server);
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
 * the stored post; "missing" when the store has no such post.
 */
export function usePost(id: string, initial: BlogPost | null, mode: BlogMode = browserMode): PostState {
  const server = mode.kind === "server";
  const [state, setState] = useState<PostState>(() => {
    if (lastKnown && !server) return stateOf(lastKnown.find((post) => post.id === id));
    return initial ? { status: "ready", post: initial } : { status: "loading", post: undefined };
  });
  const read = useCallback((posts: BlogPost[]) => setState(stateOf(posts.find((post) => post.id === id))), [id]);
  useStoreReader(read, !server);
  // The publishing blog's post comes from the server with the page (a draft only for operators).
  return server ? stateOf(initial ?? undefined) : state;
}
