import { createContext, useCallback, useContext, useMemo, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { homeAnchorHref, homePath } from "#app/i18n/paths.ts";
import { whenIdle } from "#app/lib/rendering/idle.ts";
import { scrollToSection } from "#app/lib/browser/scroll.ts";
import { useSite } from "#app/components/site-context.tsx";
import { copyOf, loadCopy } from "#app/registry/copy.ts";
import type ContactDialogComponent from "#app/components/contact-dialog.tsx";

const loadContactDialog = () => import("#app/components/contact-dialog.tsx");

// Long enough for the page's own scripts to settle first, short enough that even a visitor on a slow
// connection rarely clicks an opener before the popup's code is there.
const PRELOAD_TIMEOUT_MS = 3_000;

type ContactPopupApi = { openContactPopup: () => void };

const ContactPopupContext = createContext<ContactPopupApi | null>(null);

/** The one contact popup of the site; any component opens it with useContactPopup(). */
export function ContactPopupProvider({ children }: { children: ReactNode }) {
  const { locale } = useSite();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The dialog is rendered, closed, as soon as its code is there (fetched ahead, below), so that opening it is a
  // state change like any other, the first time too. Not React.lazy: a first open through a lazy boundary
  // waited for React's Suspense reveal (up to 300 ms) even with the code long loaded (decision 0030).
  const [ContactDialog, setContactDialog] = useState<typeof ContactDialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  // With its words, which no page needs before the popup opens (decision 0031).
  const loadDialog = useCallback(
    () =>
      Promise.all([loadContactDialog(), loadCopy([{ id: "site-extras", locale }])]).then(([{ default: dialog }]) =>
        setContactDialog(() => dialog),
      ),
    [locale],
  );

  // Whatever opened the popup gets focus back when it closes (the openers are not Radix triggers).
  const opener = useRef<HTMLElement | null>(null);
  const openContactPopup = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
    // Its code is usually there already (then this is no request); an open before that fetches it, and a
    // fetch that fails leaves the popup closed, so that the next open asks again.
    loadDialog().catch(() => setOpen(false));
  }, [loadDialog]);
  const api = useMemo(() => ({ openContactPopup }), [openContactPopup]);

  // The popup must open at once (SPEC), also the first time: its code is fetched ahead, when the browser is
  // idle after the page has started, not on the first click.
  // A fetch that fails (the visitor went offline, or left) is no error: opening the popup asks again.
  useEffect(() => whenIdle(() => void loadDialog().catch(() => undefined), PRELOAD_TIMEOUT_MS), [loadDialog]);

  const goToContactSection = () => {
    if (pathname === homePath(locale) && scrollToSection("contact")) return;
    void navigate(homeAnchorHref(locale, "contact"));
  };

  return (
    <ContactPopupContext.Provider value={api}>
      {children}
      {ContactDialog ? (
        <ContactDialog
          open={open}
          onOpenChange={setOpen}
          copy={copyOf("site-extras", locale).contactPopup}
          onContactUs={goToContactSection}
          returnFocus={() => opener.current?.focus()}
        />
      ) : null}
    </ContactPopupContext.Provider>
  );
}

export function useContactPopup(): ContactPopupApi {
  const api = useContext(ContactPopupContext);
  if (!api) throw new Error("useContactPopup must be used inside <ContactPopupProvider>");
  return api;
}
