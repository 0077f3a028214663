import type { ComponentProps } from "react";
import { Link, useLocation } from "react-router";
import type { HomeAnchor } from "#app/i18n/links.ts";
import { homeAnchorHref, homePath } from "#app/i18n/paths.ts";
import { isModifiedClick, scrollToSection } from "#app/lib/browser/scroll.ts";
import { useSite } from "#app/components/site-context.tsx";

type SectionLinkProps = Omit<ComponentProps<typeof Link>, "to"> & { anchor: HomeAnchor };

/**
 * A link to a section of the home page: on the home page it scrolls there
 * smoothly; elsewhere it opens the home page at that section.
 */
export function SectionLink({ anchor, onClick, ...props }: SectionLinkProps) {
  const { locale } = useSite();
  const { pathname } = useLocation();
  return (
    <Link
      to={homeAnchorHref(locale, anchor)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event)) return;
        if (pathname === homePath(locale) && scrollToSection(anchor)) event.preventDefault();
      }}
      {...props}
    />
  );
}
