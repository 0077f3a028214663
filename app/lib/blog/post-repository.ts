import { formatPostDate, isBlogPost, pickPost, type BlogPost, type PostInput } from "#app/lib/blog/post.ts";

/**
 * Where blog posts live. Pages talk to this interface only, and every call is
 * asynchronous, so a server-backed repository can replace the browser one without
 * touching them.
 */
export interface PostRepository {
  /** All posts, newest first. */
  list(): Promise<BlogPost[]>;
  get(id: string): Promise<BlogPost | undefined>;
  /** Adds a post on top; its id is the creation time in milliseconds. */
  create(input: PostInput): Promise<BlogPost>;
  /** Merges the given fields into the post with this id; id and date stay. */
  update(id: string, changes: Partial<PostInput>): Promise<BlogPost>;
  /** Removes the post with this id; removing one that is already gone is no error. */
  delete(id: string): Promise<void>;
  /** Called after every change, made here or (for the browser repository) in another tab. */
  subscribe(listener: () => void): () => void;
}

export type PostRepositoryErrorReason = "not-found" | "not-saved";

/** A change that did not happen; nothing was changed. */
export class PostRepositoryError extends Error {
  readonly reason: PostRepositoryErrorReason;
  constructor(reason: PostRepositoryErrorReason, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "PostRepositoryError";
    this.reason = reason;
  }
}

/** The part of the Web Storage API the repository needs. */
export type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** Where storage events arrive (the window, in a browser). */
export type StorageEventSource = Pick<EventTarget, "addEventListener" | "removeEventListener">;

type LocalPostRepositoryOptions = {
  /** Returns the storage, or throws or returns undefined where it is switched off. */
  storage: () => StorageLike | undefined;
  key: string;
  backupKey: string;
  /** The sample posts of a first visit; loaded only when they are needed. */
  seeds: () => Promise<BlogPost[]>;
  events?: StorageEventSource;
  now?: () => number;
};

type Loaded = { posts: BlogPost[] };

/**
 * The blog as SPEC describes it: a JSON list in local storage, seeded with the
 * sample posts on a first visit and written back after every change. Whatever
 * is found under the key, the blog still shows: a value that is not a list of
 * posts is copied to the backup key before the seeds replace it.
 */
export function createLocalPostRepository(options: LocalPostRepositoryOptions): PostRepository {
  const { key, backupKey, seeds, events } = options;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let loading: Promise<Loaded> | undefined;

  function storage(): StorageLike | undefined {
    try {
      return options.storage();
    } catch {
      return undefined;
    }
  }

  function read(): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function write(name: string, value: string): void {
    const target = storage();
    if (!target) throw new PostRepositoryError("not-saved", "Browser storage is not available.");
    try {
      target.setItem(name, value);
    } catch (cause) {
      // Usually a full quota (QuotaExceededError); the caller keeps what the user typed.
      throw new PostRepositoryError("not-saved", "The browser did not store the posts.", { cause });
    }
  }

  async function load(): Promise<Loaded> {
    const raw = read();
    if (raw === null) {
      const posts = (await seeds()).map(pickPost);
      tryWrite(key, JSON.stringify(posts));
      return { posts };
    }
    const parsed = parsePosts(raw);
    if (parsed.complete) return { posts: parsed.posts };
    // Keep the unreadable value before anything replaces it; if even that fails,
    // leave storage alone and show the readable (or sample) posts from memory only.
    const posts = parsed.posts.length > 0 ? parsed.posts : (await seeds()).map(pickPost);
    if (tryWrite(backupKey, raw)) tryWrite(key, JSON.stringify(posts));
    return { posts };
  }

  function tryWrite(name: string, value: string): boolean {
    try {
      write(name, value);
      return true;
    } catch {
      return false;
    }
  }

  function loaded(): Promise<Loaded> {
    loading ??= load();
    return loading;
  }

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  async function save(posts: BlogPost[]): Promise<void> {
    write(key, JSON.stringify(posts));
    (await loaded()).posts = posts;
    notify();
  }

  async function find(id: string): Promise<BlogPost> {
    const post = (await loaded()).posts.find((candidate) => candidate.id === id);
    if (!post) throw new PostRepositoryError("not-found", `There is no post with id ${id}.`);
    return post;
  }

  function onStorage(event: Event): void {
    const changedKey = (event as StorageEvent).key;
    // null: another tab cleared the whole storage.
    if (changedKey !== key && changedKey !== null) return;
    loading = undefined;
    notify();
  }

  return {
    async list() {
      return (await loaded()).posts.map(pickPost);
    },

    async get(id) {
      const post = (await loaded()).posts.find((candidate) => candidate.id === id);
      return post ? pickPost(post) : undefined;
    },

    async create(input) {
      const { posts } = await loaded();
      let time = now();
      // Two posts in the same millisecond must still differ.
      while (posts.some((post) => post.id === String(time))) time += 1;
      const post: BlogPost = pickPost({ ...input, id: String(time), date: formatPostDate(new Date(time)) });
      await save([post, ...posts]);
      return pickPost(post);
    },

    async update(id, changes) {
      const existing = await find(id);
      const merged = pickPost({ ...existing, ...definedFields(changes), id: existing.id, date: existing.date });
      const { posts } = await loaded();
      await save(posts.map((post) => (post.id === id ? merged : post)));
      return pickPost(merged);
    },

    async delete(id) {
      const { posts } = await loaded();
      if (!posts.some((post) => post.id === id)) return;
      await save(posts.filter((post) => post.id !== id));
    },

    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener("storage", onStorage);
      };
    },
  };
}

function definedFields(changes: Partial<PostInput>): Partial<PostInput> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

type Parsed = {
  posts: BlogPost[];
  /** The value was a list and every entry a post; an empty list (every post deleted) is complete too. */
  complete: boolean;
};

/** Reads the stored JSON; keeps every entry that is a post and says whether anything else was there. */
export function parsePosts(raw: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { posts: [], complete: false };
  }
  if (!Array.isArray(value)) return { posts: [], complete: false };
  const posts: BlogPost[] = [];
  const ids = new Set<string>();
  for (const entry of value) {
    if (isBlogPost(entry) && !ids.has(entry.id)) {
      ids.add(entry.id);
      posts.push(pickPost(entry));
    }
  }
  return { posts, complete: posts.length === value.length };
}
