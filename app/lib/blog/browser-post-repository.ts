import { storageKeys } from "#app/lib/storage.ts";
import type { BlogMode } from "#app/lib/blog/blog-mode.ts";
import type { PostRepository } from "#app/lib/blog/post-repository.ts";

let repository: Promise<PostRepository> | undefined;

/**
 * The one post repository of this browser tab. Swapping the blog to a server means
 * returning another PostRepository here; the pages only know the interface. Its code
 * loads after the page is interactive: the pre-rendered posts need none of it.
 */
export function getPostRepository(): Promise<PostRepository> {
  repository ??= import("#app/lib/blog/post-repository.ts").then(({ createLocalPostRepository }) =>
    createLocalPostRepository({
      storage: () => window.localStorage,
      key: storageKeys.blogPosts,
      backupKey: storageKeys.blogPostsBackup,
      // The samples load only on a first visit (or to replace unreadable data).
      seeds: () => import("#app/lib/blog/seed-posts.ts").then((module) => module.seedPosts),
      events: window,
    }),
  );
  return repository;
}

const serverRepositories = new Map<string, Promise<PostRepository>>();

/** The repository of the blog's mode: this browser's (the demo), or the server's, through its API (publishing). */
export function postRepositoryFor(mode: BlogMode): Promise<PostRepository> {
  if (mode.kind === "browser") return getPostRepository();
  let repository = serverRepositories.get(mode.locale);
  if (!repository) {
    repository = import("#app/lib/blog/server-post-repository.ts").then(({ createServerPostRepository }) =>
      createServerPostRepository(mode.locale),
    );
    serverRepositories.set(mode.locale, repository);
  }
  return repository;
}
