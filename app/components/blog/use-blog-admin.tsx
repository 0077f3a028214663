import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useRevalidator } from "react-router";
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import { setIsAdmin, useIsAdmin } from "#app/lib/blog/admin-session.ts";
import { browserMode, type BlogMode } from "#app/lib/blog/blog-mode.ts";
import { postStoreFor } from "#app/lib/blog/browser-post-store.ts";
import type { AdminDialogRequest, DialogOutcome } from "#app/lib/blog/admin-dialog.ts";
import { useToast } from "#app/components/toaster.tsx";

// Radix, the forms and the password check load on first use, never with the page.
const AdminDialogs = lazy(() => import("#app/components/blog/admin-dialogs.tsx"));

type DialogState = { request: AdminDialogRequest; open: boolean; serial: number } | null;

type BlogAdminOptions = {
  copy: BlogAdminCopy;
  /** Where focus goes when the button that opened a dialog is gone (after login, delete, logout). */
  focusFallback: () => HTMLElement | null;
  /** The demo in this browser, or the publishing blog with the operator's session. */
  mode?: BlogMode;
};

/** Moves focus once the element is in the page; React may still be swapping buttons. */
function focusWhenReady(target: () => HTMLElement | null | undefined, frames = 5): void {
  const element = target();
  if (element?.isConnected) element.focus();
  else if (frames > 0) requestAnimationFrame(() => focusWhenReady(target, frames - 1));
}

/**
 * The administrator mode of a blog page: the stored admin flag, the login,
 * post and delete dialogs (one at a time), logout, and focus management
 * around them.
 */
export function useBlogAdmin({ copy, focusFallback, mode = browserMode }: BlogAdminOptions) {
  const storedFlag = useIsAdmin();
  // The publishing blog: an operator's session, which the server knows and rendered the page with.
  const isAdmin = mode.kind === "server" ? mode.operator !== null : storedFlag;
  const revalidator = useRevalidator();
  /** After a change on the server, the page asks it again; the browser's store tells its pages itself. */
  const refresh = useCallback(() => {
    if (mode.kind === "server") void revalidator.revalidate();
  }, [mode.kind, revalidator]);
  const { toast } = useToast();
  const [dialog, setDialog] = useState<DialogState>(null);
  const opener = useRef<HTMLElement | null>(null);
  const serial = useRef(0);

  const show = useCallback((request: AdminDialogRequest) => {
    serial.current += 1;
    setDialog({ request, open: true, serial: serial.current });
  }, []);

  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };

  const openLogin = () => {
    rememberOpener();
    show({ kind: "login" });
  };
  const openCreate = () => {
    rememberOpener();
    show({ kind: "create" });
  };
  const openEdit = (id: string) => {
    rememberOpener();
    // The form starts from the stored post, which may be newer than what the page shows.
    void postStoreFor(mode)
      .then((store) => store.get(id))
      .then((post) => {
        if (post) show({ kind: "edit", post });
        else toast({ ...copy.toasts.notFound, variant: "destructive" });
      });
  };
  const openDelete = (id: string, title: string) => {
    rememberOpener();
    show({ kind: "delete", id, title });
  };

  const logout = () => {
    if (mode.kind === "server") {
      void import("#app/lib/blog/server-post-store.ts")
        .then(({ signOut }) => signOut(mode.locale))
        .then(async () => {
          await revalidator.revalidate();
          toast(copy.toasts.loggedOut);
          focusWhenReady(focusFallback);
        });
      return;
    }
    // Rendered at once, so the fallback below is the visitor's button, not the one being removed.
    flushSync(() => setIsAdmin(false));
    toast(copy.toasts.loggedOut);
    focusWhenReady(focusFallback);
  };

  const onClosed = (outcome: DialogOutcome) => {
    const back = opener.current;
    const openerStays = outcome === "cancelled" || dialog?.request.kind === "create" || dialog?.request.kind === "edit";
    focusWhenReady(() => (openerStays && back?.isConnected ? back : focusFallback()));
  };

  const dialogs: ReactNode = dialog ? (
    <Suspense fallback={null}>
      <AdminDialogs
        key={dialog.serial}
        request={dialog.request}
        open={dialog.open}
        copy={copy}
        mode={mode}
        onChanged={refresh}
        onOpenChange={(open) => setDialog((current) => (current ? { ...current, open } : current))}
        onClosed={onClosed}
      />
    </Suspense>
  ) : null;

  return { isAdmin, openLogin, openCreate, openEdit, openDelete, logout, dialogs };
}
