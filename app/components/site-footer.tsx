import { Link } from "react-router";
import { homePath } from "#app/i18n/paths.ts";
import { BrandMark } from "#app/components/brand-logo.tsx";
import { useCopy, useSite } from "#app/components/site-context.tsx";
import { SocialIcon } from "#app/components/social-icon.tsx";
import { TargetLink } from "#app/components/target-link.tsx";

const linkClass = "rounded text-left text-sm text-slate-300 hover:text-white";

/**
 * What the footer of every page holds (app/components/site-shell.tsx draws the <footer> around it): static content
 * with code and copy of its own (decision 0031), rendered only when a client-side navigation changes the language.
 */
export function FooterContent() {
  const { locale, site } = useSite();
  const footer = useCopy("footer");
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
      <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 md:col-span-3 lg:col-span-2">
          <Link
            to={homePath(locale)}
            className="inline-flex items-center gap-2 rounded-lg text-lg font-bold text-white"
          >
            <BrandMark className="size-8" />
            {site.brand.name}
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">{footer.tagline}</p>
          <ul aria-label={footer.socialLabel} className="mt-6 flex gap-3">
            {footer.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="inline-flex size-10 items-center justify-center rounded-lg bg-slate-800 text-slate-200 hover:bg-slate-700 hover:text-white"
                >
                  <SocialIcon network={link.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footer.columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white">{column.title}</h2>
            <ul className="mt-4 grid gap-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <TargetLink target={link.target} className={linkClass}>
                    {link.label}
                  </TargetLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-12 flex flex-col gap-3 border-t border-slate-800 pt-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
        <p>{footer.copyright}</p>
        <TargetLink target={footer.legalNotice.target} className={linkClass}>
          {footer.legalNotice.label}
        </TargetLink>
      </div>
    </div>
  );
}
