import { ChevronDown } from "lucide-react";
import { useEffect, useRef, type MouseEvent } from "react";
import { cn } from "#app/lib/cn.ts";
import { isModifiedClick } from "#app/lib/browser/scroll.ts";
import { useDisclosure } from "#app/lib/browser/use-disclosure.ts";

export type DocsNavItem = {
  id: string;
  /** What the link shows; may be shortened. */
  label: string;
  /** The full text when `label` is shortened: screen readers read it instead of the shortened one. */
  fullLabel?: string;
};

export type DocsNavGroup = { id: string; title: string; items: DocsNavItem[] };

type DocsNavProps = {
  label: string;
  toggleLabel: string;
  groups: DocsNavGroup[];
  active: string | null;
  /** Called for a plain click on an item; the page scrolls there. */
  onNavigate: (id: string) => void;
};

/**
 * The documentation's table of contents: a sticky sidebar on wide screens; on
 * narrow ones a sticky bar under the header that opens the same list over the
 * content (so opening it never moves the page). The current section carries
 * aria-current="location".
 */
export function DocsNav({ label, toggleLabel, groups, active, onNavigate }: DocsNavProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menu = useDisclosure(triggerRef, panelRef);
  const activeItem = groups.flatMap((group) => group.items).find((item) => item.id === active);

  // Keep the current item in view inside the sidebar's own scroll area, without moving the page.
  useEffect(() => {
    const panel = panelRef.current;
    const link = panel?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!panel || !link || panel.scrollHeight <= panel.clientHeight) return;
    const linkBox = link.getBoundingClientRect();
    const panelBox = panel.getBoundingClientRect();
    if (linkBox.top < panelBox.top) panel.scrollTop -= panelBox.top - linkBox.top + 8;
    else if (linkBox.bottom > panelBox.bottom) panel.scrollTop += linkBox.bottom - panelBox.bottom + 8;
  }, [active]);

  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    menu.close(false);
    onNavigate(id);
  };

  return (
    <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-surface/95 px-4 backdrop-blur sm:-mx-6 sm:px-6 lg:top-16 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:px-0 lg:py-8 lg:backdrop-blur-none">
      <button
        {...menu.triggerProps}
        ref={triggerRef}
        className="flex h-14 w-full items-center justify-between gap-3 text-left lg:hidden"
      >
        <span className="min-w-0 truncate">
          <span className="font-semibold text-slate-900">{toggleLabel}</span>
          {activeItem ? <span className="text-slate-600">: {activeItem.fullLabel ?? activeItem.label}</span> : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-5 shrink-0 text-slate-600 transition-transform", menu.open && "rotate-180")}
        />
      </button>
      <div
        ref={panelRef}
        id={menu.panelId}
        className={cn(
          "absolute inset-x-0 top-full max-h-[70dvh] overflow-y-auto border-b border-slate-200 bg-surface px-4 pb-6 shadow-lg sm:px-6",
          "lg:static lg:block lg:max-h-[calc(100dvh-8rem)] lg:border-0 lg:px-0 lg:pb-0 lg:shadow-none",
          menu.open ? "block" : "hidden",
        )}
      >
        <nav aria-label={label}>
          {groups.map((group) => (
            <div key={group.id} className="mt-5 first:mt-4 lg:first:mt-0">
              <p
                id={`docs-nav-${group.id}`}
                className="px-3 text-xs font-semibold tracking-wider text-slate-600 uppercase"
              >
                {group.title}
              </p>
              <ul aria-labelledby={`docs-nav-${group.id}`} className="mt-2 grid gap-0.5">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <a
                      href={`#${item.id}`}
                      title={item.fullLabel}
                      aria-current={item.id === active ? "location" : undefined}
                      onClick={(event) => follow(event, item.id)}
                      className="block rounded-lg px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=location]:bg-indigo-50 aria-[current=location]:font-semibold aria-[current=location]:text-indigo-800"
                    >
                      {item.fullLabel ? (
                        // The full text names the link; the shortened one is only seen. (An aria-label would
                        // hide the visible words from voice control users, who say what they see.)
                        <>
                          <span aria-hidden="true">{item.label}</span>
                          <span className="sr-only">{item.fullLabel}</span>
                        </>
                      ) : (
                        item.label
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
    </div>
  );
}
