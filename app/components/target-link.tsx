import type { ReactNode } from "react";
import { Link } from "react-router";
import { hrefFor, type LinkTarget } from "#app/i18n/links.ts";
import { useContactPopup } from "#app/components/contact-popup.tsx";
import { SectionLink } from "#app/components/section-link.tsx";
import { useSite } from "#app/components/site-context.tsx";
import { staticAction } from "#app/lib/rendering/markers.ts";
import { CONTACT_POPUP_ACTION } from "#app/components/static-actions.ts";

type TargetLinkProps = { target: LinkTarget; className?: string; children: ReactNode };

/** Renders whatever a content module's link target asks for: a page, a home section, the contact popup or another site. */
export function TargetLink({ target, className, children }: TargetLinkProps) {
  const { locale } = useSite();
  const { openContactPopup } = useContactPopup();
  switch (target.kind) {
    case "contact-popup":
      return (
        <button
          type="button"
          className={className}
          aria-haspopup="dialog"
          onClick={openContactPopup}
          {...staticAction(CONTACT_POPUP_ACTION)}
        >
          {children}
        </button>
      );
    case "home":
      return (
        <SectionLink anchor={target.anchor} className={className}>
          {children}
        </SectionLink>
      );
    case "external":
      return (
        <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    case "page": {
      const otherLanguage = target.locale && target.locale !== locale ? target.locale : undefined;
      return (
        <Link to={hrefFor(target, locale)} className={className} lang={otherLanguage} hrefLang={otherLanguage}>
          {children}
        </Link>
      );
    }
  }
}
