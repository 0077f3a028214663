import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { readIsAdmin } from "#app/lib/blog/admin-session.ts";
import type { BlogMode } from "#app/lib/blog/blog-mode.ts";
import { whenIdle } from "#app/lib/rendering/idle.ts";
import { readStorage, storageKeys } from "#app/lib/storage.ts";

/** As the sanitizer and the popup's code wait: the page's own scripts settle first. */
const LIVE_CODE_MS = 2_000;

/** What the live page does first, when a click on the kept HTML brought it. */
export type BlogOpening = "login" | null;

type LiveBlogOptions = {
  mode: BlogMode;
  /** The live page's code and copy (the route's static part). */
  load: () => Promise<unknown>;
  /** Whether the visitor's storage or the administrator mode shows something else than the server's HTML. */
  differs: () => Promise<boolean>;
  /** The page cannot be the server's HTML at all (a post made in a browser: the server sent a neutral shell). */
  never?: boolean;
};

/**
 * Whether a blog page is kept as the server's HTML (decision 0031) or rendered by React. The demo blog shows the
 * visitor's own stored posts and changes its buttons in the administrator mode; the publishing blog's operators
 * have buttons of their own. So the page hydrates with its code at once where the browser knows it differs (the
 * blog's storage key or the admin flag is set, an operator is signed in: `atOnce`), and otherwise as static
 * content, whose code loads in an idle moment, reads the store (a first visit seeds it) and takes over only if it
 * shows something else; so does a change in another tab, or a click on the administrator's login button.
 */
export function useLiveBlog({ mode, load, differs, never = false }: LiveBlogOptions) {
  const [atOnce] = useState(() => typeof document !== "undefined" && (never || mustBeLive(mode)));
  const [live, setLive] = useState(atOnce);
  const [opening, setOpening] = useState<BlogOpening>(null);
  const check = useRef(differs);
  useEffect(() => {
    check.current = differs;
  });

  const goLive = useCallback(
    (next: BlogOpening = null) => {
      void load().then(
        // A transition: the kept HTML stays until React has rendered what replaces it.
        () =>
          startTransition(() => {
            setLive(true);
            setOpening(next);
          }),
        // Its code could not be fetched: the page stays what the server sent.
        () => undefined,
      );
    },
    [load],
  );

  useEffect(() => {
    if (live) return;
    let active = true;
    const look = () =>
      void load()
        .then(() => check.current())
        .then(
          (changed) => active && changed && goLive(),
          () => undefined,
        );
    const cancel = whenIdle(look, LIVE_CODE_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeys.blogPosts || event.key === storageKeys.adminAuth) look();
    };
    if (mode.kind === "browser") window.addEventListener("storage", onStorage);
    return () => {
      active = false;
      cancel();
      window.removeEventListener("storage", onStorage);
    };
  }, [live, load, goLive, mode.kind]);

  // Done once: a later post's page (a fresh view) must not open the dialog again.
  const opened = useCallback(() => setOpening(null), []);

  return { atOnce, live, opening, opened, goLive };
}

/** The browser already says the page differs from the server's HTML: two storage reads, no store code. */
function mustBeLive(mode: BlogMode): boolean {
  if (mode.kind === "server") return mode.operator !== null;
  return readStorage("local", storageKeys.blogPosts) !== null || readIsAdmin();
}
