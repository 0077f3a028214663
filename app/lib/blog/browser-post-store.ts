import { storageKeys } from "#app/lib/storage.ts";
import type { BlogMode } from "#app/lib/blog/blog-mode.ts";
import type { PostStore } from "#app/lib/blog/post-store.ts";

let store: Promise<PostStore> | undefined;

/**
 * The one post store of this browser tab. Swapping the blog to a server means
 * returning another PostStore here; the pages only know the interface. Its code
 * loads after the page is interactive: the pre-rendered posts need none of it.
 */
export function getPostStore(): Promise<PostStore> {
  store ??= import("#app/lib/blog/post-store.ts").then(({ createLocalPostStore }) =>
    createLocalPostStore({
      storage: () => window.localStorage,
      key: storageKeys.blogPosts,
      backupKey: storageKeys.blogPostsBackup,
      // The samples load only on a first visit (or to replace unreadable data).
      seeds: () => import("#app/lib/blog/seed-posts.ts").then((module) => module.seedPosts),
      events: window,
    }),
  );
  return store;
}

const serverStores = new Map<string, Promise<PostStore>>();

/** The store of the blog's mode: this browser's (the demo), or the server's, through its API (publishing). */
export function postStoreFor(mode: BlogMode): Promise<PostStore> {
  if (mode.kind === "browser") return getPostStore();
  let store = serverStores.get(mode.locale);
  if (!store) {
    store = import("#app/lib/blog/server-post-store.ts").then(({ createServerPostStore }) =>
      createServerPostStore(mode.locale),
    );
    serverStores.set(mode.locale, store);
  }
  return store;
}
