import { Menu, X } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { Link, useLocation } from "react-router";
import { homePath } from "#app/i18n/paths.ts";
import { cn } from "#app/lib/cn.ts";
import { isModifiedClick, scrollToTop } from "#app/lib/browser/scroll.ts";
import { useDisclosure } from "#app/lib/browser/use-disclosure.ts";
import { useScrolled } from "#app/lib/browser/use-scrolled.ts";
import { BrandMark } from "#app/components/brand-logo.tsx";
import { useHeaderMenus } from "#app/components/header-menus-loader.ts";
import { LanguageSwitcher } from "#app/components/language-switcher.tsx";
import { ThemeSwitcher } from "#app/components/theme-switcher.tsx";
import { BlogLink, GetStartedLink, sectionItems } from "#app/components/header-links.tsx";
import { SectionLink } from "#app/components/section-link.tsx";
import { useSite } from "#app/components/site-context.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

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
          <HeaderMenu kind="tablet" />
        </div>
        <div className="md:hidden">
          <HeaderMenu kind="phone" />
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

/**
 * The two menus behind the menu button: what tells them apart. Their items come in a chunk of their own
 * (header-menus.tsx).
 */
const menuKinds = {
  /** Tablet widths: a grid of tiles under the header bar. */
  tablet: {
    label: "menuTitle",
    panelClass:
      "absolute inset-x-4 top-full mt-2 rounded-2xl border border-slate-200 bg-surface p-4 shadow-xl sm:inset-x-6",
    items: "TabletMenuItems",
    locksBackground: false,
  },
  /** Phone widths: a full-screen menu with the links and a flag button per language. */
  phone: {
    label: "phoneMenuTitle",
    panelClass: "fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto bg-surface px-4 pt-4 pb-8",
    items: "MobileMenuItems",
    locksBackground: true,
  },
} as const;

function HeaderMenu({ kind }: { kind: keyof typeof menuKinds }) {
  const { site } = useSite();
  const shape = menuKinds[kind];
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const menu = useDisclosure(triggerRef, panelRef);
  const Items = useHeaderMenus(menu.open)?.[shape.items];
  const close = () => menu.close(false);
  useBackgroundLocked(shape.locksBackground && menu.open);
  return (
    <>
      <MenuButton open={menu.open} buttonRef={triggerRef} triggerProps={menu.triggerProps} />
      <nav
        ref={panelRef}
        id={menu.panelId}
        aria-label={site.header[shape.label]}
        hidden={!menu.open}
        className={shape.panelClass}
      >
        {/* Drawn only while open: a closed menu's links would be the header's a second time in every page's HTML. */}
        {menu.open && Items ? <Items onNavigate={close} /> : null}
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
