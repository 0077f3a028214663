import { lazy, Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useRevalidator } from "react-router";
import type { BlogAdminCopy } from "#app/content/blog/types.ts";
import { copyOf, isCopyLoaded, loadCopy } from "#app/registry/copy.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { setIsAdmin, useIsAdmin } from "#app/lib/blog/admin-session.ts";
import { browserMode, type BlogMode } from "#app/lib/blog/blog-mode.ts";
import { postRepositoryFor } from "#app/lib/blog/browser-post-repository.ts";
import type { AdminDialogRequest, DialogOutcome } from "#app/lib/blog/admin-dialog.ts";
import { useSite } from "#app/components/site-context.tsx";
import { useToast } from "#app/components/toaster.tsx";

// Radix, the forms and the password check load on first use, never with the page.
const loadAdminDialogs = () => import("#app/components/blog/admin-dialogs.tsx");
const AdminDialogs = lazy(loadAdminDialogs);

const loadingAdminCopy = new Map<Locale, Promise<BlogAdminCopy>>();

/**
 * The administrator mode's words (copy id `blog-admin`): no blog page needs them before it is live (decision
 * 0031), so they come with the dialogs' code, or when a toast needs them; a client-side navigation to a blog page
 * brings them along. One promise per language, as React's `use` wants.
 */
export function loadAdminCopy(locale: Locale): Promise<BlogAdminCopy> {
  let loading = loadingAdminCopy.get(locale);
  if (!loading) {
    loading = loadCopy([{ id: "blog-admin", locale }]).then(() => copyOf("blog-admin", locale));
    loading.catch(() => loadingAdminCopy.delete(locale));
    loadingAdminCopy.set(locale, loading);
  }
  return loading;
}

/**
 * What a page renders with the administrator mode's words at once: an operator's drafts in the publishing blog.
 * On the server and after a client-side navigation they are there; while a document hydrates, the nearest
 * `<Suspense>` keeps the server's HTML until they are.
 */
export function WithAdminCopy({ children }: { children: (copy: BlogAdminCopy) => ReactNode }) {
  const { locale } = useSite();
  const copy = isCopyLoaded([{ id: "blog-admin", locale }]) ? copyOf("blog-admin", locale) : use(loadAdminCopy(locale));
  return children(copy);
}

type DialogState = { request: AdminDialogRequest; open: boolean; serial: number } | null;

type BlogAdminOptions = {
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
export function useBlogAdmin({ focusFallback, mode = browserMode }: BlogAdminOptions) {
  const { locale } = useSite();
  const storedFlag = useIsAdmin();
  // The publishing blog: an operator's session, which the server knows and rendered the page with.
  const isAdmin = mode.kind === "server" ? mode.operator !== null : storedFlag;
  const revalidator = useRevalidator();
  /** After a change on the server, the page asks it again; the browser's repository tells its pages itself. */
  const refresh = useCallback(() => {
    if (mode.kind === "server") void revalidator.revalidate();
  }, [mode.kind, revalidator]);
  const { toast } = useToast();
  const [dialog, setDialog] = useState<DialogState>(null);
  const opener = useRef<HTMLElement | null>(null);
  const serial = useRef(0);

  // Shown once its words are there, its code fetched meanwhile.
  const show = useCallback(
    (request: AdminDialogRequest) => {
      void loadAdminDialogs().catch(() => undefined);
      void loadAdminCopy(locale).then(() => {
        serial.current += 1;
        setDialog({ request, open: true, serial: serial.current });
      });
    },
    [locale],
  );

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
    void postRepositoryFor(mode)
      .then((repository) => repository.get(id))
      .then((post) => {
        if (post) show({ kind: "edit", post });
        else void loadAdminCopy(locale).then((copy) => toast({ ...copy.toasts.notFound, variant: "destructive" }));
      });
  };
  const openDelete = (id: string, title: string) => {
    rememberOpener();
    show({ kind: "delete", id, title });
  };

  const logout = () => {
    if (mode.kind === "server") {
      void import("#app/lib/blog/server-post-repository.ts")
        .then(({ signOut }) => signOut(mode.locale))
        .then(async () => {
          await revalidator.revalidate();
          toast((await loadAdminCopy(locale)).toasts.loggedOut);
          focusWhenReady(focusFallback);
        });
      return;
    }
    // Rendered at once, so the fallback below is the visitor's button, not the one being removed.
    flushSync(() => setIsAdmin(false));
    focusWhenReady(focusFallback);
    void loadAdminCopy(locale).then((copy) => toast(copy.toasts.loggedOut));
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
        copy={copyOf("blog-admin", locale)}
        mode={mode}
        onChanged={refresh}
        onOpenChange={(open) => setDialog((current) => (current ? { ...current, open } : current))}
        onClosed={onClosed}
      />
    </Suspense>
  ) : null;

  return { isAdmin, openLogin, openCreate, openEdit, openDelete, logout, dialogs };
}

/**
 * A blog page's administrator mode with its primary button ("New Post" / "Edit Post" for the administrator, links
 * to the back office's editor in the publishing blog; the login button for everyone else), the element focus returns to when its opener is gone. When the login button of
 * the server's HTML was clicked before React took over (`opening`, app/components/blog/live-blog.ts), its rendered
 * twin takes focus (to return to) and the login opens.
 */
export function useBlogAdminPage(mode: BlogMode, opening: "login" | null, onOpened: () => void) {
  const primaryAction = useRef<HTMLElement>(null);
  const admin = useBlogAdmin({ focusFallback: () => primaryAction.current, mode });
  // A button, or in the publishing blog the link to the editor (editor-link.tsx): one callback takes either.
  const primaryRef = useCallback((element: HTMLElement | null) => {
    primaryAction.current = element;
  }, []);
  const { openLogin } = admin;
  useEffect(() => {
    if (opening !== "login") return;
    primaryAction.current?.focus();
    openLogin();
    onOpened();
  }, [opening, openLogin, onOpened]);
  return { admin, primaryAction: primaryRef };
}
