import { Menu, X } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import type { HomeAnchor } from "#app/i18n/links.ts";
import { languageNames } from "#app/i18n/locales.ts";
import { homePath, pagePath } from "#app/i18n/paths.ts";
import { cn } from "#app/lib/cn.ts";
import { isModifiedClick, scrollToTop } from "#app/lib/browser/scroll.ts";
import { useDisclosure } from "#app/lib/browser/use-disclosure.ts";
import { useScrolled } from "#app/lib/browser/use-scrolled.ts";
import { BrandMark } from "#app/components/brand-logo.tsx";
import { FlagIcon } from "#app/components/flag-icon.tsx";
import { LanguageLinks } from "#app/components/language-links.tsx";
import { LanguageSwitcher } from "#app/components/language-switcher.tsx";
import { ThemeSwitcher } from "#app/components/theme-switcher.tsx";
import { SectionLink } from "#app/components/section-link.tsx";
import { useSite } from "#app/components/site-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

const sectionItems: { anchor: HomeAnchor; label: "features" | "howItWorks" | "useCases" | "pricing" }[] = [
  { anchor: "features", label: "features" },
  { anchor: "how-it-works", label: "howItWorks" },
  { anchor: "use-cases", label: "useCases" },
  { anchor: "pricing", label: "pricing" },
];

export function SiteHeader({ scrollThreshold }: { scrollThreshold: number }) {
  const scrolled = useScrolled(scrollThreshold);
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200",
        scrolled ? "border-slate-200 bg-surface shadow-sm" : "border-transparent bg-surface/0",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <HomeLogo />
        <DesktopNav />
        <div className="hidden items-center gap-2 lg:flex">
          <ThemeSwitcher />
          <LanguageSwitcher />
          <GetStartedLink className={buttonClasses("primary", "sm")} />
        </div>
        <div className="hidden items-center gap-2 md:flex lg:hidden">
          <LanguageSwitcher />
          <TabletMenu />
        </div>
        <div className="md:hidden">
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

function HomeLogo() {
  const { locale, site } = useSite();
  const { pathname } = useLocation();
  const home = homePath(locale);
  return (
    <Link
      to={home}
      aria-label={site.brand.homeLabel}
      className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900"
      onClick={(event) => {
        if (pathname !== home || isModifiedClick(event)) return;
        event.preventDefault();
        scrollToTop();
      }}
    >
      <BrandMark className="size-8" />
      <span>{site.brand.name}</span>
    </Link>
  );
}

function GetStartedLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const { site } = useSite();
  return (
    <SectionLink anchor="contact" className={className} onClick={onClick}>
      {site.nav.getStarted}
    </SectionLink>
  );
}

function BlogLink({ className, onClick }: { className: string; onClick?: () => void }) {
  const { locale, site } = useSite();
  const { pathname } = useLocation();
  const blog = pagePath("blog", locale) ?? "/blog";
  return (
    <Link to={blog} className={className} aria-current={pathname === blog ? "page" : undefined} onClick={onClick}>
      {site.nav.blog}
    </Link>
  );
}

const desktopLinkClass =
  "rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-indigo-700";

function DesktopNav() {
  const { site } = useSite();
  return (
    <nav aria-label={site.header.primaryNavLabel} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {sectionItems.map((item) => (
          <li key={item.anchor}>
            <SectionLink anchor={item.anchor} className={desktopLinkClass}>
              {site.nav[item.label]}
            </SectionLink>
          </li>
        ))}
        <li>
          <BlogLink className={desktopLinkClass} />
        </li>
      </ul>
    </nav>
  );
}

type MenuButtonProps = {
  open: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  triggerProps: ReturnType<typeof useDisclosure>["triggerProps"];
};

function MenuButton({ open, buttonRef, triggerProps }: MenuButtonProps) {
  const { site } = useSite();
  return (
    <button
      {...triggerProps}
      ref={buttonRef}
      aria-label={open ? site.header.closeMenu : site.header.openMenu}
      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900"
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </button>
  );
}

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

/** Tablet widths: a grid of tiles under the header bar. */
function TabletMenu() {
  const { site } = useSite();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const menu = useDisclosure(triggerRef, panelRef);
  const close = () => menu.close(false);
  return (
    <>
      <MenuButton open={menu.open} buttonRef={triggerRef} triggerProps={menu.triggerProps} />
      <nav
        ref={panelRef}
        id={menu.panelId}
        aria-label={site.header.menuTitle}
        hidden={!menu.open}
        className="absolute inset-x-4 top-full mt-2 rounded-2xl border border-slate-200 bg-surface p-4 shadow-xl sm:inset-x-6"
      >
        {/* Drawn only while open: a closed menu's links would be the header's a second time in every page's HTML. */}
        {menu.open ? (
          <ul className="grid grid-cols-3 gap-2">
            <MenuLinkItems linkClass={tileClass} onNavigate={close} />
            <li className="col-span-3">
              <GetStartedLink className={buttonClasses("primary", "md", "w-full")} onClick={close} />
            </li>
            <li className="col-span-3 pt-2">
              <ThemeSwitcher withLabels />
            </li>
          </ul>
        ) : null}
      </nav>
    </>
  );
}

/** Phone widths: a full-screen menu with the links and a flag button per language. */
function MobileMenu() {
  const { site } = useSite();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const menu = useDisclosure(triggerRef, panelRef);
  const close = () => menu.close(false);
  useBackgroundLocked(menu.open);
  const linkClass =
    "block rounded-xl px-4 py-3 text-lg font-semibold text-slate-900 hover:bg-slate-100 aria-[current=page]:text-indigo-700";
  return (
    <>
      <MenuButton open={menu.open} buttonRef={triggerRef} triggerProps={menu.triggerProps} />
      <nav
        ref={panelRef}
        id={menu.panelId}
        aria-label={site.header.phoneMenuTitle}
        hidden={!menu.open}
        className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto bg-surface px-4 pt-4 pb-8"
      >
        {/* Drawn only while open, as the tablet menu. */}
        {menu.open ? (
          <>
            <ul className="grid gap-1">
              <MenuLinkItems linkClass={linkClass} onNavigate={close} />
            </ul>
            <GetStartedLink className={buttonClasses("primary", "lg", "mt-6 w-full")} onClick={close} />
            <p className="mt-8 text-sm font-semibold text-slate-600">{site.header.languageLabel}</p>
            <div className="mt-3 grid grid-cols-2 gap-3">
              <LanguageLinks
                onChoose={close}
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
        ) : null}
      </nav>
    </>
  );
}

/** While the full-screen menu is open the page behind it neither scrolls nor takes focus. */
function useBackgroundLocked(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const background = document.querySelectorAll<HTMLElement>("main, footer");
    document.documentElement.style.overflow = "hidden";
    background.forEach((element) => (element.inert = true));
    return () => {
      document.documentElement.style.overflow = "";
      background.forEach((element) => (element.inert = false));
    };
  }, [locked]);
}
