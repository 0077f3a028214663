import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollToSection } from "#app/lib/browser/scroll.ts";

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scrolls to the element the URL's hash names when the page loads and when
 * the hash changes, and tells `onTarget` which one it was. A hash that names
 * nothing on the page is only logged: the visitor stays where they are.
 */
export function useHashScroll(onTarget: (id: string) => void) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    const id = decodeHash(hash);
    if (!document.getElementById(id)) {
      console.info(`No section "#${id}" on this page; nothing to scroll to.`);
      return;
    }
    onTarget(id);
    scrollToSection(id);
  }, [hash, key, onTarget]);
}
