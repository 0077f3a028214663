/**
 * A page's guard for what was typed and not saved: leaving for another page of the app is held for the operator's
 * answer (React Router's blocker), and closing or reloading the tab asks the browser's own question. The lead's
 * note and the blog editor both use it, each with its own words.
 */
import { useEffect } from "react";
import { useBlocker, type Blocker } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "#app/components/ui/dialog.tsx";

/** The dialog's words: what would be lost, staying, leaving, and the close button's name. */
export type UnsavedText = { heading: string; body: string; stay: string; leave: string; close: string };

/** While `unsaved`, leaving for another page is held for the operator's answer, and closing the tab asks too. */
export function useUnsavedGuard(unsaved: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
  return blocker;
}

/** The question while a navigation is held: stay (the default), or leave (`onLeave` runs first). */
export function UnsavedDialog({
  blocker,
  text,
  onLeave,
}: {
  blocker: Blocker;
  text: UnsavedText;
  onLeave?: () => void;
}) {
  return (
    <Dialog open={blocker.state === "blocked"} onOpenChange={(open) => (open ? undefined : blocker.reset?.())}>
      <DialogContent closeLabel={text.close}>
        <DialogTitle>{text.heading}</DialogTitle>
        <DialogDescription>{text.body}</DialogDescription>
        <DialogFooter>
          <button type="button" className={buttonClasses("secondary", "md")} onClick={() => blocker.reset?.()}>
            {text.stay}
          </button>
          <button
            type="button"
            className={buttonClasses("destructive", "md")}
            onClick={() => {
              onLeave?.();
              blocker.proceed?.();
            }}
          >
            {text.leave}
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
