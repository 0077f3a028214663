/**
 * The header's links, shared by the header (app/components/site-header.tsx) and its menus, which load later
 * (header-menus.tsx): kept apart so that the menus' module need not import the header that loads it.
 */
import { Link, useLocation } from "react-router";
import type { HomeAnchor } from "#app/i18n/links.ts";
import { pagePath } from "#app/i18n/paths.ts";
import { SectionLink } from "#app/components/section-link.tsx";
import { useSite } from "#app/components/site-context.tsx";

export const sectionItems: { anchor: HomeAnchor; label: "features" | "howItWorks" | "useCases" | "pricing" }[] = [
  { anchor: "features", label: "features" },
  { anchor: "how-it-works", label: "howItWorks" },
  { anchor: "use-cases", label: "useCases" },
  { anchor: "pricing", label: "pricing" },
];

export function GetStartedLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const { site } = useSite();
  return (
    <SectionLink anchor="contact" className={className} onClick={onClick}>
      {site.nav.getStarted}
    </SectionLink>
  );
}

export function BlogLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const { locale, site } = useSite();
  const { pathname } = useLocation();
  const blog = pagePath("blog", locale) ?? "/blog";
  return (
    <Link to={blog} className={className} aria-current={pathname === blog ? "page" : undefined} onClick={onClick}>
      {site.nav.blog}
    </Link>
  );
}
