import { ChevronDown } from "lucide-react";
import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { isModifiedClick } from "#app/lib/browser/scroll.ts";
import { useDisclosure } from "#app/lib/browser/use-disclosure.ts";

type DocsNavProps = {
  /** What the button on narrow screens says (static content). */
  toggleLabel: ReactNode;
  /** The contents: a <nav> of in-page links, one per section (static content). */
  children: ReactNode;
  active: string | null;
  /** The sections the contents link to, in their order, once they are known (read from the links). */
  onSections: (ids: string[]) => void;
  /** Called for a plain click on an item; the page scrolls there. */
  onNavigate: (id: string) => void;
};

/** The section a contents link leads to. */
const targetOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));

/**
 * The documentation's table of contents: a sticky sidebar on wide screens; on narrow ones a sticky bar under the
 * header that opens the same list over the content (so opening it never moves the page). The current section
 * carries aria-current="location". Its links are static content (decision 0031), hydrated as the server's HTML:
 * this component finds them, marks the current one and handles their clicks in the page, whether React rendered
 * them or not.
 */
export function DocsNav({ toggleLabel, children, active, onSections, onNavigate }: DocsNavProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menu = useDisclosure(triggerRef, panelRef);
  const { pathname } = useLocation();
  const activeLabel = useRef<HTMLSpanElement>(null);

  const links = () => [...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a[href^="#"]') ?? [])];

  // The contents of this page, once they are in it (again when a navigation renders another language's).
  useEffect(() => onSections(links().map(targetOf)), [onSections, pathname]);

  // The current item: marked, named on the narrow screens' button, and kept in view in the sidebar's own scroll
  // area without moving the page.
  useEffect(() => {
    const panel = panelRef.current;
    let current: HTMLAnchorElement | undefined;
    for (const link of links()) {
      if (targetOf(link) === active) {
        link.setAttribute("aria-current", "location");
        current = link;
      } else {
        link.removeAttribute("aria-current");
      }
    }
    // Named after the link, as the link is not React's to read: a shortened label's full text, as screen readers hear it.
    if (activeLabel.current) {
      activeLabel.current.textContent = current
        ? `: ${(current.querySelector(".sr-only") ?? current).textContent}`
        : "";
    }
    if (!panel || !current || panel.scrollHeight <= panel.clientHeight) return;
    const linkBox = current.getBoundingClientRect();
    const panelBox = panel.getBoundingClientRect();
    if (linkBox.top < panelBox.top) panel.scrollTop -= panelBox.top - linkBox.top + 8;
    else if (linkBox.bottom > panelBox.bottom) panel.scrollTop += linkBox.bottom - panelBox.bottom + 8;
  }, [active, pathname]);

  const follow = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    if (!link || isModifiedClick(event)) return;
    event.preventDefault();
    menu.close(false);
    onNavigate(targetOf(link));
  };

  return (
    <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-surface/95 px-4 backdrop-blur sm:-mx-6 sm:px-6 lg:top-16 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:px-0 lg:py-8 lg:backdrop-blur-none">
      <button
        {...menu.triggerProps}
        ref={triggerRef}
        className="flex h-14 w-full items-center justify-between gap-3 text-left lg:hidden"
      >
        <span className="min-w-0 truncate">
          {toggleLabel}
          <span ref={activeLabel} className="text-slate-600" />
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-5 shrink-0 text-slate-600 transition-transform", menu.open && "rotate-180")}
        />
      </button>
      {/* Clicks are handled for the links inside; the panel itself is not interactive. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={panelRef}
        id={menu.panelId}
        onClick={follow}
        className={cn(
          "absolute inset-x-0 top-full max-h-[70dvh] overflow-y-auto border-b border-slate-200 bg-surface px-4 pb-6 shadow-lg sm:px-6",
          "lg:static lg:block lg:max-h-[calc(100dvh-8rem)] lg:border-0 lg:px-0 lg:pb-0 lg:shadow-none",
          menu.open ? "block" : "hidden",
        )}
      >
        {children}
      </div>
    </div>
  );
}
