import { useCallback, useEffect, useRef, useState } from "react";

/** Pixels below the scroll padding at which a section counts as the one being read. */
const READING_SLACK_PX = 32;
/** A scroll that pauses this long has ended (the `scrollend` event is not everywhere yet). */
const SCROLL_IDLE_MS = 150;

function pixels(value: string): number {
  return Number.parseFloat(value) || 0;
}

/**
 * Which of the given sections the reader is at: the last one whose top has
 * passed the line where a scrolled-to section comes to rest (the page's
 * scroll padding plus the section's scroll margin). `pin(id)` marks a section
 * the visitor asked for as current until the scrolling it started has ended,
 * so short sections near the end of the page can be current too.
 */
export function useActiveSection(ids: readonly string[]) {
  const [active, setActive] = useState<string | null>(null);
  const pinned = useRef(false);
  const idleTimer = useRef<number | undefined>(undefined);

  const unpinWhenIdle = useCallback((delay: number) => {
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(() => {
      pinned.current = false;
    }, delay);
  }, []);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const padding = pixels(getComputedStyle(document.documentElement).scrollPaddingTop);
      let current: string | null = null;
      let currentTop = -Infinity;
      for (const id of ids) {
        const element = document.getElementById(id);
        if (!element) continue;
        const top = element.getBoundingClientRect().top - pixels(getComputedStyle(element).scrollMarginTop);
        if (top <= padding + READING_SLACK_PX && top > currentTop) {
          current = id;
          currentTop = top;
        }
      }
      setActive(current);
    };
    const onScroll = () => {
      if (pinned.current) {
        unpinWhenIdle(SCROLL_IDLE_MS);
        return;
      }
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(idleTimer.current);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [ids, unpinWhenIdle]);

  const pin = useCallback(
    (id: string) => {
      pinned.current = true;
      setActive(id);
      // If the page does not need to move, no scroll event comes to end the pin.
      unpinWhenIdle(SCROLL_IDLE_MS * 2);
    },
    [unpinWhenIdle],
  );

  return { active, pin };
}
