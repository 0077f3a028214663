import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isHomePath } from "#app/i18n/paths.ts";
import { scrollToSection } from "#app/lib/browser/scroll.ts";
import { readStorage, storageKeys, writeStorage } from "#app/lib/storage.ts";
import { useSite } from "#app/components/site-context.tsx";
import { useToast } from "#app/components/toaster.tsx";
import { copyOf, loadCopy } from "#app/registry/copy.ts";

/** Long enough not to compete with the page's first paint, short enough to be noticed. */
export const WELCOME_DELAY_MS = 1200;

/**
 * Marks the first page view of a browser session; when that view is a home
 * page, greets the visitor with a toast that offers the demo.
 */
export function FirstVisitWelcome() {
  const { locale } = useSite();
  const { toast } = useToast();
  const { pathname } = useLocation();
  // Decided once per page load; a ref survives React's development double-run of effects.
  const welcome = useRef<boolean | null>(null);

  useEffect(() => {
    if (welcome.current === null) {
      const firstVisit = readStorage("session", storageKeys.firstVisit) === null;
      if (firstVisit) writeStorage("session", storageKeys.firstVisit, "1");
      welcome.current = firstVisit && isHomePath(pathname);
    }
    if (!welcome.current) return;
    const timer = window.setTimeout(() => {
      welcome.current = false;
      // Its words come with what the site shows on demand (decision 0031), as a rule long there by now.
      void loadCopy([{ id: "site-extras", locale }]).then(() => {
        const { welcome: copy } = copyOf("site-extras", locale);
        toast({
          title: copy.title,
          description: copy.description,
          action: { label: copy.action, onClick: () => scrollToSection("demo") },
        });
      });
    }, WELCOME_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only the first page view of the session counts, not later navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
