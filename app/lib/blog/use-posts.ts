import { useEffect, useState } from "react";
import { getPostStore } from "./browser-post-store.ts";
import type { BlogPost, PostSummary } from "./post.ts";
import type { PostStore } from "./post-store.ts";

/** Runs `read` now and after every change of the store, until the component unmounts. */
function useStore(read: (store: PostStore, isActive: () => boolean) => void, deps: unknown[]): void {
  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const isActive = () => active;
    void getPostStore().then((store) => {
      if (!active) return;
      read(store, isActive);
      unsubscribe = store.subscribe(() => read(store, isActive));
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
    // The caller lists what `read` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/**
 * The posts of the list: first what the server rendered (the seeded samples),
 * then, after hydration, what the store holds, kept current on every change.
 * When both agree, React changes nothing in the page.
 */
export function usePostList(initial: PostSummary[]): PostSummary[] {
  const [posts, setPosts] = useState<PostSummary[]>(initial);
  useStore((store, isActive) => {
    store.list().then(
      (stored) => {
        if (isActive()) setPosts(stored);
      },
      // The store recovers from anything it reads; should it still fail, the rendered posts stay.
      () => undefined,
    );
  }, []);
  return posts;
}

export type PostState =
  { status: "loading"; post: undefined } | { status: "ready"; post: BlogPost } | { status: "missing"; post: undefined };

/**
 * One post by id: the server's copy where it has one (a seeded sample), then
 * the stored post; "missing" when the store has no such post.
 */
export function usePost(id: string, initial: BlogPost | null): PostState {
  const [state, setState] = useState<PostState>(
    initial ? { status: "ready", post: initial } : { status: "loading", post: undefined },
  );
  useStore(
    (store, isActive) => {
      const missing = { status: "missing", post: undefined } as const;
      store.get(id).then(
        (post) => {
          if (isActive()) setState(post ? { status: "ready", post } : missing);
        },
        () => {
          if (isActive()) setState(missing);
        },
      );
    },
    [id],
  );
  return state;
}
