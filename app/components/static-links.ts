import { useCallback, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { isHomePath } from "#app/i18n/paths.ts";
import { isModifiedClick, scrollToSection } from "#app/lib/browser/scroll.ts";
import { CONTACT_POPUP_ATTRIBUTE } from "#app/lib/rendering/markers.ts";
import { useContactPopup } from "#app/components/contact-popup.tsx";

/**
 * What the links and buttons of static content do while it is the server's HTML, kept without React
 * (app/lib/rendering/static-content.tsx, decision 0031): the same as once React renders them. A link to a page of
 * the site navigates client-side, as a `<Link>` does, and a link to a home section scrolls there on the home page,
 * as a `<SectionLink>` does; a button marked as the contact popup's opener opens it. Links within the page and to
 * other sites keep their browser meaning, as they do when React renders them.
 */
export function useStaticLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { openContactPopup } = useContactPopup();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      if (event.target.closest(`[${CONTACT_POPUP_ATTRIBUTE}]`)) {
        openContactPopup();
        return;
      }
      const link = event.target.closest("a");
      const href = link?.getAttribute("href");
      if (!link || !href?.startsWith("/") || link.target || link.hasAttribute("download") || isModifiedClick(event)) {
        return;
      }
      const url = new URL(href, window.location.href);
      if (url.hash && url.pathname === pathname && isHomePath(pathname) && scrollToSection(url.hash.slice(1))) {
        event.preventDefault();
        return;
      }
      event.preventDefault();
      void navigate(href);
    },
    [navigate, pathname, openContactPopup],
  );
}
