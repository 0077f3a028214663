// @vitest-environment jsdom
import { act, StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaticContent, staticPart } from "#app/lib/rendering/static-content.tsx";

// React warns about act() outside a test environment it knows unless told.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** What the server rendered for the page at /posts/1: the static part's own element holds its children. */
const serverHtml = `<main><p id="live">live</p><div class="contents"><h1>Post 1</h1><a href="/posts/2">next</a></div></main>`;

function setUp({ of }: { of?: string } = {}) {
  const loads = vi.fn<() => void>();
  const renders = vi.fn<(path: string) => void>();
  function PostText() {
    const { pathname } = useLocation();
    renders(pathname);
    return (
      <>
        <h1>Post {pathname.slice("/posts/".length)}</h1>
        <a href="/posts/3">next</a>
      </>
    );
  }
  const Text = staticPart(async () => {
    loads();
    return PostText;
  });
  const onKeptClick = vi.fn<() => void>();
  function Page() {
    return (
      <main>
        <p id="live">live</p>
        <StaticContent className="contents" of={of} onKeptClick={onKeptClick}>
          <Text />
        </StaticContent>
      </main>
    );
  }
  const router = createMemoryRouter([{ path: "/posts/:id", element: <Page /> }], { initialEntries: ["/posts/1"] });
  const container = document.createElement("div");
  // jsdom cannot follow a link to another document.
  container.addEventListener("click", (event) => event.preventDefault(), { capture: true });
  container.innerHTML = serverHtml;
  document.body.append(container);
  const serverElement = container.querySelector("div.contents");
  const errors: unknown[] = [];
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  cleanups.push(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return { container, router, serverElement, loads, renders, errors, onKeptClick, Text };
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe("StaticContent", () => {
  it("hydrates as the server's HTML: the very elements stay, and its code is neither loaded nor run", () => {
    const { container, serverElement, loads, renders, errors } = setUp();
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector("div.contents")).toBe(serverElement);
    expect(serverElement?.querySelector("h1")?.textContent).toBe("Post 1");
    expect(loads).not.toHaveBeenCalled();
    expect(renders).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it("passes clicks on the kept HTML to its handler", () => {
    const { container, onKeptClick } = setUp();
    act(() => container.querySelector<HTMLAnchorElement>('a[href="/posts/2"]')!.click());
    expect(onKeptClick).toHaveBeenCalledTimes(1);
  });

  it("renders its children once it shows another page, with their code fetched ahead", async () => {
    const { container, router, Text, loads, renders, onKeptClick } = setUp();
    await act(() => Text.preload());
    expect(loads).toHaveBeenCalledTimes(1);
    await act(() => router.navigate("/posts/2"));
    expect(container.querySelector("h1")?.textContent).toBe("Post 2");
    expect(container.querySelectorAll("h1")).toHaveLength(1);
    expect(renders).toHaveBeenLastCalledWith("/posts/2");
    // React's own elements handle their clicks now.
    act(() => container.querySelector<HTMLAnchorElement>('a[href="/posts/3"]')!.click());
    expect(onKeptClick).not.toHaveBeenCalled();
    // And it never goes back to the server's HTML, which is gone.
    await act(() => router.navigate("/posts/1"));
    expect(container.querySelector("h1")?.textContent).toBe("Post 1");
    expect(renders).toHaveBeenLastCalledWith("/posts/1");
  });

  it("keeps the server's HTML across pages while what it shows stays the same (`of`)", async () => {
    const { container, router, serverElement, renders } = setUp({ of: "en" });
    await act(() => router.navigate("/posts/2"));
    expect(container.querySelector("div.contents")).toBe(serverElement);
    expect(container.querySelector("h1")?.textContent).toBe("Post 1");
    expect(renders).not.toHaveBeenCalled();
  });
});
