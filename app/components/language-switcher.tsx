import { ChevronDown, Globe } from "lucide-react";
import { useRef } from "react";
import { languageNames } from "#app/i18n/locales.ts";
import { cn } from "#app/lib/cn.ts";
import { useDisclosure } from "#app/lib/browser/use-disclosure.ts";
import { useHeaderMenus } from "#app/components/header-menus-loader.ts";
import { useSite } from "#app/components/site-context.tsx";

/** The header's English / Deutsch menu. */
export function LanguageSwitcher() {
  const { locale, site } = useSite();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menu = useDisclosure(triggerRef, panelRef);
  const menus = useHeaderMenus(menu.open);
  return (
    <div className="relative">
      <button
        {...menu.triggerProps}
        ref={triggerRef}
        aria-label={`${site.header.changeLanguage}: ${languageNames[locale]}`}
        className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <Globe aria-hidden="true" className="size-4" />
        <span>{languageNames[locale]}</span>
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", menu.open && "rotate-180")} />
      </button>
      <div
        ref={panelRef}
        id={menu.panelId}
        hidden={!menu.open}
        className="absolute right-0 mt-2 w-44 rounded-xl border border-slate-200 bg-surface p-1.5 shadow-lg"
      >
        {/* Drawn only while open: the closed list would sit in every page's HTML for nothing. */}
        {menu.open && menus ? <menus.LanguageMenuItems onChoose={() => menu.close(false)} /> : null}
      </div>
    </div>
  );
}
