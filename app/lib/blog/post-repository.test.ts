import { describe, expect, it, vi } from "vitest";
import type { BlogPost, PostInput } from "#app/lib/blog/post.ts";
import {
  createLocalPostRepository,
  parsePosts,
  PostRepositoryError,
  type StorageLike,
} from "#app/lib/blog/post-repository.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";

const KEY = "blog-posts";
const BACKUP = "blog-posts-backup";

/** A Map-backed Storage whose writes can be made to fail like a full quota. */
class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.data.set(key, value);
  }
}

const input: PostInput = {
  title: "Churn in plain language",
  author: "Ada Example",
  summary: "Why customers leave, asked in one sentence.",
  content: "<p>Body</p>",
  tags: ["Churn"],
};

function setup({ stored, now = () => Date.UTC(2026, 10, 22, 12) }: { stored?: string; now?: () => number } = {}) {
  const storage = new MemoryStorage();
  if (stored !== undefined) storage.data.set(KEY, stored);
  const events = new EventTarget();
  const seeds = vi.fn(async () => seedPosts);
  const repository = createLocalPostRepository({
    storage: () => storage,
    key: KEY,
    backupKey: BACKUP,
    seeds,
    events,
    now,
  });
  const saved = () => JSON.parse(storage.data.get(KEY) ?? "null") as BlogPost[] | null;
  return { storage, events, seeds, repository, saved };
}

function storageEvent(key: string | null): Event {
  return Object.assign(new Event("storage"), { key });
}

describe("local post repository: seeding", () => {
  it("starts a first visit with the two sample posts, ids 1 and 2, and saves them", async () => {
    const { repository, saved, seeds } = setup();
    const posts = await repository.list();
    expect(posts.map((post) => post.id)).toEqual(["1", "2"]);
    expect(saved()).toEqual(posts);
    expect(seeds).toHaveBeenCalledTimes(1);
  });

  it("does not load the samples when posts are stored", async () => {
    const stored: BlogPost = { ...input, id: "1700000000000", date: "November 14, 2023" };
    const { repository, seeds } = setup({ stored: JSON.stringify([stored]) });
    expect(await repository.list()).toEqual([stored]);
    expect(seeds).not.toHaveBeenCalled();
  });

  it("keeps an empty list empty: deleting every post is not damage", async () => {
    const { repository, seeds } = setup({ stored: "[]" });
    expect(await repository.list()).toEqual([]);
    expect(seeds).not.toHaveBeenCalled();
  });

  it("reads storage once, however many callers ask at the same time", async () => {
    const { repository, seeds } = setup();
    await Promise.all([repository.list(), repository.get("1"), repository.list()]);
    expect(seeds).toHaveBeenCalledTimes(1);
  });
});

describe("local post repository: changes", () => {
  it("creates a post on top, with the creation time in ms as id and a long US English date", async () => {
    const time = Date.UTC(2026, 10, 22, 12);
    const { repository, saved } = setup({ now: () => time });
    const post = await repository.create(input);
    expect(post).toEqual({ ...input, id: String(time), date: "November 22, 2026" });
    expect((await repository.list()).map((p) => p.id)).toEqual([String(time), "1", "2"]);
    expect(saved()?.[0]).toEqual(post);
  });

  it("gives posts made in the same millisecond different ids", async () => {
    const { repository } = setup({ now: () => 1_800_000_000_000 });
    const first = await repository.create(input);
    const second = await repository.create(input);
    expect(first.id).toBe("1800000000000");
    expect(second.id).toBe("1800000000001");
    expect((await repository.list()).map((p) => p.id).slice(0, 2)).toEqual([second.id, first.id]);
  });

  it("merges changed fields into the post with the same id; id, date and other posts stay", async () => {
    const { repository, saved } = setup();
    const before = await repository.list();
    const updated = await repository.update("2", { title: "New title", tags: ["A"] });
    expect(updated).toEqual({ ...before[1], title: "New title", tags: ["A"] });
    expect(await repository.list()).toEqual([before[0], updated]);
    expect(saved()).toEqual([before[0], updated]);
  });

  it("ignores fields given as undefined and stray properties in an update", async () => {
    const { repository } = setup();
    const before = (await repository.get("1"))!;
    const updated = await repository.update("1", { title: undefined, id: "99", extra: 1 } as Partial<PostInput>);
    expect(updated).toEqual(before);
  });

  it("refuses to update a post that does not exist", async () => {
    const { repository } = setup();
    await expect(repository.update("404", { title: "x" })).rejects.toMatchObject({ reason: "not-found" });
  });

  it("deletes by id and saves; deleting a missing post changes nothing", async () => {
    const { repository, saved } = setup();
    await repository.delete("1");
    expect((await repository.list()).map((p) => p.id)).toEqual(["2"]);
    expect(saved()?.map((p) => p.id)).toEqual(["2"]);
    await repository.delete("1");
    expect((await repository.list()).map((p) => p.id)).toEqual(["2"]);
  });

  it("hands out copies: changing a returned post changes nothing stored", async () => {
    const { repository } = setup();
    const post = (await repository.get("1"))!;
    post.title = "mutated";
    post.tags.push("mutated");
    expect((await repository.get("1"))!.title).toBe(seedPosts[0]!.title);
    expect((await repository.get("1"))!.tags).toEqual(seedPosts[0]!.tags);
  });

  it("tells subscribers about each change, and stops after unsubscribe", async () => {
    const { repository } = setup();
    const listener = vi.fn();
    const unsubscribe = repository.subscribe(listener);
    await repository.create(input);
    await repository.update("1", { title: "x" });
    await repository.delete("2");
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    await repository.delete("1");
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe("local post repository: a full quota", () => {
  it("rejects a create with a not-saved error and changes nothing", async () => {
    const { repository, storage, saved } = setup();
    const before = await repository.list();
    storage.full = true;
    const listener = vi.fn();
    repository.subscribe(listener);
    const error = await repository.create(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostRepositoryError);
    expect(error).toMatchObject({ reason: "not-saved" });
    expect((error as Error).cause).toBeInstanceOf(DOMException);
    expect(await repository.list()).toEqual(before);
    expect(saved()).toEqual(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it("rejects an update and a delete the same way", async () => {
    const { repository, storage } = setup();
    const before = await repository.list();
    storage.full = true;
    await expect(repository.update("1", { title: "x" })).rejects.toMatchObject({ reason: "not-saved" });
    await expect(repository.delete("1")).rejects.toMatchObject({ reason: "not-saved" });
    expect(await repository.list()).toEqual(before);
  });

  it("still shows the samples when storage is switched off or throws", async () => {
    const repository = createLocalPostRepository({
      storage: () => {
        throw new DOMException("denied", "SecurityError");
      },
      key: KEY,
      backupKey: BACKUP,
      seeds: async () => seedPosts,
    });
    expect((await repository.list()).map((p) => p.id)).toEqual(["1", "2"]);
    await expect(repository.create(input)).rejects.toMatchObject({ reason: "not-saved" });
  });
});

describe("local post repository: recovery from unreadable data", () => {
  for (const [label, raw] of [
    ["broken JSON", "[{not json"],
    ["an object instead of a list", '{"posts":[]}'],
    ["a list of strings", '["a","b"]'],
    ["posts with missing fields", '[{"id":"5","title":"Only a title"}]'],
    ["a number", "42"],
    ["null", "null"],
  ] as const) {
    it(`keeps ${label} under the backup key and shows the samples`, async () => {
      const { repository, storage, saved } = setup({ stored: raw });
      expect((await repository.list()).map((p) => p.id)).toEqual(["1", "2"]);
      expect(storage.data.get(BACKUP)).toBe(raw);
      expect(saved()?.map((p) => p.id)).toEqual(["1", "2"]);
    });
  }

  it("keeps the readable posts of a partly damaged list and backs up the whole value", async () => {
    const good: BlogPost = { ...input, id: "1700000000000", date: "November 14, 2023" };
    const raw = JSON.stringify([good, { id: 3 }, { ...good, id: "1700000000001", tags: "x" }]);
    const { repository, storage, seeds } = setup({ stored: raw });
    expect(await repository.list()).toEqual([good]);
    expect(storage.data.get(BACKUP)).toBe(raw);
    expect(seeds).not.toHaveBeenCalled();
  });

  it("leaves storage alone when the backup cannot be written, and still shows the samples", async () => {
    const { repository, storage } = setup({ stored: "garbage" });
    storage.full = true;
    expect((await repository.list()).map((p) => p.id)).toEqual(["1", "2"]);
    expect(storage.data.get(KEY)).toBe("garbage");
    expect(storage.data.has(BACKUP)).toBe(false);
  });

  it("drops stray properties of stored posts", async () => {
    const raw = JSON.stringify([{ ...input, id: "7", date: "May 1, 2025", isAdmin: true }]);
    const { repository } = setup({ stored: raw });
    expect(await repository.get("7")).toEqual({ ...input, id: "7", date: "May 1, 2025" });
  });
});

describe("local post repository: other tabs", () => {
  it("re-reads storage and notifies when another tab changes the posts", async () => {
    const { repository, storage, events } = setup();
    await repository.list();
    const listener = vi.fn();
    repository.subscribe(listener);
    const fromOtherTab: BlogPost = { ...input, id: "1900000000000", date: "March 17, 2030" };
    storage.data.set(KEY, JSON.stringify([fromOtherTab]));
    events.dispatchEvent(storageEvent(KEY));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(await repository.list()).toEqual([fromOtherTab]);
  });

  it("ignores changes of other keys, and reacts to a cleared storage", async () => {
    const { repository, storage, events } = setup();
    await repository.list();
    const listener = vi.fn();
    repository.subscribe(listener);
    events.dispatchEvent(storageEvent("preferred-language"));
    expect(listener).not.toHaveBeenCalled();
    storage.data.clear();
    events.dispatchEvent(storageEvent(null));
    expect(listener).toHaveBeenCalledTimes(1);
    expect((await repository.list()).map((p) => p.id)).toEqual(["1", "2"]);
  });

  it("stops listening to the window when the last subscriber leaves", () => {
    const { repository, events } = setup();
    const add = vi.spyOn(events, "addEventListener");
    const remove = vi.spyOn(events, "removeEventListener");
    const a = repository.subscribe(() => undefined);
    const b = repository.subscribe(() => undefined);
    expect(add).toHaveBeenCalledTimes(1);
    a();
    expect(remove).not.toHaveBeenCalled();
    b();
    expect(remove).toHaveBeenCalledTimes(1);
  });
});

describe("parsePosts", () => {
  it("drops a repeated id", () => {
    const post: BlogPost = { ...input, id: "1", date: "May 1, 2025" };
    expect(parsePosts(JSON.stringify([post, post]))).toEqual({ posts: [post], complete: false });
  });
});
