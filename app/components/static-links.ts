import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { isHomePath } from "#app/i18n/paths.ts";
import { isModifiedClick, scrollToSection } from "#app/lib/browser/scroll.ts";
import { STATIC_ACTION_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { useContactPopup } from "#app/components/contact-popup.tsx";
import { CONTACT_POPUP_ACTION, pageStaticActions } from "#app/components/static-actions.ts";

type ActionPage = keyof typeof pageStaticActions;
type ActionHandler = (button: HTMLElement) => void;
/** What the buttons of a page's static content do, by their action's name (`staticAction(name)`). */
export type StaticActions<Page extends ActionPage> = Record<(typeof pageStaticActions)[Page][number], ActionHandler>;

/**
 * What the links and buttons of static content do while it is the server's HTML, kept without React
 * (app/lib/rendering/static-content.tsx, decision 0031): the same as once React renders them. A link that React
 * Router drew as a `<Link>` (it carries `data-discover`) navigates client-side, and one to a home section scrolls
 * there on the home page, as a `<SectionLink>` does; links within the page, to files and to other sites keep their
 * browser meaning, as they do when React renders them. A button names its action: the contact popup's opener
 * (`contact-popup`) on every page, others where a page says what they do (`actions`).
 */
export function useStaticLinks(): (event: MouseEvent<HTMLElement>) => void;
export function useStaticLinks<Page extends ActionPage>(
  page: Page,
  actions: StaticActions<Page>,
): (event: MouseEvent<HTMLElement>) => void;
export function useStaticLinks(
  _page?: ActionPage,
  actions: Partial<Record<string, ActionHandler>> = {},
): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { openContactPopup } = useContactPopup();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLElement>(`[${STATIC_ACTION_ATTRIBUTE}]`);
    if (button) {
      const action = button.getAttribute(STATIC_ACTION_ATTRIBUTE);
      if (action === CONTACT_POPUP_ACTION) openContactPopup();
      else if (action) actions[action]?.(button);
      return;
    }
    const link = event.target.closest("a[data-discover]");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || isModifiedClick(event)) return;
    const url = new URL(href, window.location.href);
    if (url.hash && url.pathname === pathname && isHomePath(pathname) && scrollToSection(url.hash.slice(1))) {
      event.preventDefault();
      return;
    }
    event.preventDefault();
    void navigate(href);
  };
}
