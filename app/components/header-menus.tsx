import { Check } from "lucide-react";
import { Link } from "react-router";
import { languageNames } from "#app/i18n/locales.ts";
import { homePath } from "#app/i18n/paths.ts";
import { cn } from "#app/lib/cn.ts";
import { FlagIcon } from "#app/components/flag-icon.tsx";
import { LanguageLinks } from "#app/components/language-links.tsx";
import { BlogLink, GetStartedLink, sectionItems } from "#app/components/header-links.tsx";
import { SectionLink } from "#app/components/section-link.tsx";
import { useSite } from "#app/components/site-context.tsx";
import { ThemeSwitcher } from "#app/components/theme-switcher.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

/**
 * What the header's menus show while they are open: code that no page needs before the visitor opens one, so it
 * comes in a chunk of its own, fetched in an idle moment once the page is live (app/components/site-header.tsx).
 */

const tileClass =
  "flex h-12 items-center justify-center rounded-xl bg-slate-50 px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:bg-indigo-50 hover:text-indigo-800 aria-[current=page]:text-indigo-700";

/** Home, the home sections and the blog, as list items of the tablet and phone menus. */
function MenuLinkItems({ linkClass, onNavigate }: { linkClass: string; onNavigate: () => void }) {
  const { locale, site } = useSite();
  return (
    <>
      <li>
        <Link to={homePath(locale)} className={linkClass} onClick={onNavigate}>
          {site.nav.home}
        </Link>
      </li>
      {sectionItems.map((item) => (
        <li key={item.anchor}>
          <SectionLink anchor={item.anchor} className={linkClass} onClick={onNavigate}>
            {site.nav[item.label]}
          </SectionLink>
        </li>
      ))}
      <li>
        <BlogLink className={linkClass} onClick={onNavigate} />
      </li>
    </>
  );
}

/** The tablet menu: a grid of tiles under the header bar. */
export function TabletMenuItems({ onNavigate }: { onNavigate: () => void }) {
  return (
    <ul className="grid grid-cols-3 gap-2">
      <MenuLinkItems linkClass={tileClass} onNavigate={onNavigate} />
      <li className="col-span-3">
        <GetStartedLink className={buttonClasses("primary", "md", "w-full")} onClick={onNavigate} />
      </li>
      <li className="col-span-3 pt-2">
        <ThemeSwitcher withLabels />
      </li>
    </ul>
  );
}

/** The phone menu: the links, and a flag button per language. */
export function MobileMenuItems({ onNavigate }: { onNavigate: () => void }) {
  const { site } = useSite();
  const linkClass =
    "block rounded-xl px-4 py-3 text-lg font-semibold text-slate-900 hover:bg-slate-100 aria-[current=page]:text-indigo-700";
  return (
    <>
      <ul className="grid gap-1">
        <MenuLinkItems linkClass={linkClass} onNavigate={onNavigate} />
      </ul>
      <GetStartedLink className={buttonClasses("primary", "lg", "mt-6 w-full")} onClick={onNavigate} />
      <p className="mt-8 text-sm font-semibold text-slate-600">{site.header.languageLabel}</p>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <LanguageLinks
          onChoose={onNavigate}
          className={(active) =>
            cn(
              "flex h-12 items-center justify-center gap-2 rounded-xl text-sm font-semibold ring-1",
              active
                ? "bg-indigo-50 text-indigo-800 ring-indigo-300"
                : "text-slate-800 ring-slate-200 hover:bg-slate-50",
            )
          }
          renderLabel={(target) => (
            <>
              <FlagIcon locale={target} className="h-4 w-6 rounded-sm shadow-sm" />
              {languageNames[target]}
            </>
          )}
        />
      </div>
      <ThemeSwitcher withLabels className="mt-8" />
    </>
  );
}

/** The language menu's list: English, Deutsch, the current one checked. */
export function LanguageMenuItems({ onChoose }: { onChoose: () => void }) {
  const { locale } = useSite();
  return (
    <LanguageLinks
      onChoose={onChoose}
      className={(active) =>
        cn(
          "flex items-center justify-between rounded-lg px-3 py-2 text-sm hover:bg-slate-100",
          active ? "font-semibold text-indigo-700" : "text-slate-700",
        )
      }
      renderLabel={(target) => (
        <>
          {languageNames[target]}
          {target === locale ? <Check aria-hidden="true" className="size-4" /> : null}
        </>
      )}
    />
  );
}
