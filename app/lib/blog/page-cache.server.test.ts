import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blogCacheKey, blogPageCache } from "#app/lib/blog/page-cache.server.ts";
import type { PageRenderer } from "#app/lib/server/http-policy.ts";

/** A blog whose version and published posts a test moves, and a renderer that counts its renders. */
function blog() {
  const state = {
    version: 1,
    published: new Set(["1", "2"]),
    operators: new Set<string>(),
    versionChecks: 0,
    scheduled: null as Date | null,
  };
  const cache = blogPageCache({
    version: async () => (state.versionChecks++, state.version),
    publishedIds: async () => new Set(state.published),
    isOperator: async (request) => state.operators.has(request.headers.get("Cookie") ?? ""),
    nextScheduled: async () => state.scheduled,
  });
  let renders = 0;
  const renderer = (status = 200, encoding = "br"): PageRenderer => ({
    render: async () =>
      new Response(`render ${++renders} of version ${state.version}`, {
        status,
        headers: status === 301 ? { Location: "/blog/current-slug" } : {},
      }),
    notFound: async () => new Response("the one not-found page", { status: 404 }),
    routeIds: () => ["root", "routes/blog-post"],
    variant: () => encoding,
  });
  const visit = async (path: string, init: RequestInit & { status?: number; encoding?: string } = {}) => {
    const response = await cache.respond(
      path.split("?")[0]!,
      new Request(`http://localhost${path}`, init),
      renderer(init.status, init.encoding),
    );
    return {
      status: response.status,
      body: await response.text(),
      cacheControl: response.headers.get("Cache-Control"),
      location: response.headers.get("Location"),
      length: response.headers.get("Content-Length"),
    };
  };
  return { state, cache, visit, renders: () => renders };
}

describe("the publishing blog's page cache", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("renders a page once per version, whatever cookie or query string a visitor brings", async () => {
    const { visit, renders } = blog();
    const first = await visit("/blog/1");
    expect(await visit("/blog/1?utm_source=newsletter", { headers: { Cookie: "cbi_session=nobody" } })).toEqual(first);
    expect(renders()).toBe(1);
  });

  it("serves no page made before a scheduled post's time after it, though the blog's version stays", async () => {
    const { state, visit, renders } = blog();
    vi.setSystemTime(new Date("2026-12-01T08:59:59.500Z"));
    state.scheduled = new Date("2026-12-01T09:00:00Z");
    expect((await visit("/blog")).body).toBe("render 1 of version 1");
    expect((await visit("/blog")).body).toBe("render 1 of version 1");
    // Half a second later, well within the two seconds between version checks, the post is due.
    vi.setSystemTime(new Date("2026-12-01T09:00:00Z"));
    state.published.add("3");
    state.scheduled = null;
    expect((await visit("/blog")).body).toBe("render 2 of version 1");
    expect((await visit("/blog/3")).status).toBe(200);
    expect(renders()).toBe(3);
  });

  it("shows a scheduled post once its time comes, though the time passed while the store was being asked", async () => {
    const goesLive = new Date("2026-12-01T09:00:00Z");
    const posts = new Map([
      ["1", new Date("2026-11-01T09:00:00Z")],
      ["3", goesLive],
    ]);
    let version = 1;
    let slowLookup = false;
    const cache = blogPageCache({
      version: async () => version,
      publishedIds: async (now) => {
        const ids = new Set([...posts].filter(([, at]) => at <= now).map(([id]) => id));
        // A slow lookup: the post's time passes before the next question is asked.
        if (slowLookup) vi.setSystemTime(goesLive.getTime() + 10);
        return ids;
      },
      isOperator: async () => false,
      nextScheduled: async (now) => [...posts.values()].find((at) => at > now) ?? null,
    });
    const renderer: PageRenderer = {
      render: async () => new Response("a post"),
      notFound: async () => new Response("not found", { status: 404 }),
      routeIds: () => ["root", "routes/blog-post"],
      variant: () => "br",
    };
    const visit = async (path: string) =>
      (await cache.respond(path, new Request(`http://localhost${path}`), renderer)).status;
    vi.setSystemTime(goesLive.getTime() - 3_000);
    expect(await visit("/blog/1")).toBe(200);
    version = 2; // a change elsewhere, found by the check just before the post's time
    slowLookup = true;
    vi.setSystemTime(goesLive.getTime() - 50);
    expect(await visit("/blog/1")).toBe(200);
    slowLookup = false;
    vi.setSystemTime(goesLive.getTime() + 100);
    expect(await visit("/blog/3")).toBe(200);
    vi.setSystemTime(goesLive.getTime() + 60_000);
    expect(await visit("/blog/3")).toBe(200);
  });

  it("gives an operator a fresh page every time, kept by no cache", async () => {
    const { state, visit, renders } = blog();
    state.operators.add("session=editor");
    await visit("/blog/1");
    const editor = await visit("/blog/1", { headers: { Cookie: "session=editor" } });
    expect(editor.cacheControl).toBe("private, no-store");
    await visit("/blog/1", { headers: { Cookie: "session=editor" } });
    expect(renders()).toBe(3);
    expect((await visit("/blog/1")).body).toBe("render 1 of version 1");
  });

  it("answers an id that is no published post with the one not-found page, without a render", async () => {
    const { visit, renders } = blog();
    for (const id of ["draft", "no-such-post"])
      expect(await visit(`/blog/${id}`)).toMatchObject({ status: 404, body: "the one not-found page" });
    expect(renders()).toBe(0);
  });

  it("keeps one answer per language for the data of every unpublished id", async () => {
    const { visit, renders } = blog();
    await visit("/blog/a.data?_routes=routes/blog-post");
    await visit("/blog/b.data?_routes=routes/blog-post");
    await visit("/de/blog/a.data?_routes=routes/blog-post");
    expect(renders()).toBe(2);
  });

  it("shows a change made through this process at once, and one made elsewhere within 2 s", async () => {
    const { state, cache, visit } = blog();
    await visit("/blog");
    state.version = 2;
    expect((await visit("/blog")).body).toBe("render 1 of version 1");
    cache.forget();
    expect((await visit("/blog")).body).toBe("render 2 of version 2");
    state.version = 3;
    vi.advanceTimersByTime(2_001);
    expect((await visit("/blog")).body).toBe("render 3 of version 3");
  });

  it("asks the store for the version at most every 2 s, however many visitors come", async () => {
    const { state, visit } = blog();
    for (let i = 0; i < 20; i++) await visit(`/blog/${i % 2 ? "1" : "2"}`);
    expect(state.versionChecks).toBe(1);
  });

  it("publishes a post for visitors once the version moves", async () => {
    const { state, visit } = blog();
    expect((await visit("/blog/3")).status).toBe(404);
    state.published.add("3");
    state.version = 2;
    vi.advanceTimersByTime(2_001);
    expect((await visit("/blog/3")).status).toBe(200);
  });

  it("keeps a redirect (an old slug, a post's id) as it keeps a page: one render per version", async () => {
    const { visit, renders } = blog();
    const first = await visit("/blog/1", { status: 301 });
    expect(first).toMatchObject({ status: 301, location: "/blog/current-slug" });
    expect(await visit("/blog/1?utm_source=x", { status: 301 })).toEqual(first);
    expect(renders()).toBe(1);
  });

  it("keeps each content encoding apart, and never keeps an answer other than 200, 301 or 404", async () => {
    const { visit, renders } = blog();
    await visit("/blog", { encoding: "br" });
    await visit("/blog", { encoding: "gzip" });
    expect(renders()).toBe(2);
    await visit("/blog/1", { status: 500 });
    await visit("/blog/1", { status: 500 });
    expect(renders()).toBe(4);
  });

  it("answers a HEAD with the GET's page without its body, from the cache and into it", async () => {
    const { state, visit, renders } = blog();
    const head = await visit("/blog", { method: "HEAD" });
    expect(head).toMatchObject({ status: 200, body: "", length: String("render 1 of version 1".length) });
    expect((await visit("/blog")).body).toBe("render 1 of version 1");
    expect(await visit("/blog", { method: "HEAD" })).toEqual(head);
    expect(renders()).toBe(1);
    // An operator's HEAD is rendered afresh, and has no body either.
    state.operators.add("session=editor");
    expect((await visit("/blog", { method: "HEAD", headers: { Cookie: "session=editor" } })).body).toBe("");
    expect(renders()).toBe(2);
  });

  it("answers data requests that name routes the page does not have from the one cached answer", async () => {
    const { visit, renders } = blog();
    const first = await visit("/blog/1.data?_routes=routes/blog-post");
    for (const junk of ["routes/blog-post,x1", "x2,routes/blog-post", "routes/blog-post,routes/blog-post,zz"])
      expect(await visit(`/blog/1.data?_routes=${junk}`), junk).toEqual(first);
    const none = await visit("/blog/1.data?_routes=nothing-here");
    for (const junk of ["x1", "x2", "x3,x4", "blog.de"])
      expect(await visit(`/blog/1.data?_routes=${junk}`)).toEqual(none);
    expect(renders()).toBe(2);
  });
});

describe("blogCacheKey", () => {
  const keyOf = (path: string, unpublished = false) =>
    blogCacheKey(path.split("?")[0]!, new URL(`http://localhost${path}`), unpublished, ["root", "a", "b"]);

  it("reads no query string for a document, and only React Router's _routes for its data", () => {
    expect(keyOf("/blog/1?utm_source=x")).toBe("/blog/1");
    expect(keyOf("/blog/1.data?_routes=a&x=1")).toBe("/blog/1.data?a");
    expect(keyOf("/blog/1.data")).toBe("/blog/1.data");
    expect(keyOf("/blog/1.data?_routes=")).toBe("/blog/1.data");
  });

  it("keeps of _routes only the page's own routes, in the page's order", () => {
    expect(keyOf("/blog/1.data?_routes=b,junk,a,a")).toBe("/blog/1.data?a,b");
    expect(keyOf("/blog/1.data?_routes=junk")).toBe("/blog/1.data?");
    expect(keyOf("/blog/1.data?_routes=other,junk2")).toBe("/blog/1.data?");
  });

  it("files the data of every unpublished post under the not-found answer of its language", () => {
    expect(keyOf("/de/blog/x.data?_routes=a", true)).toBe("not-found:de.data?a");
    expect(keyOf("/blog/y.data?_routes=a", true)).toBe("not-found:en.data?a");
  });
});
