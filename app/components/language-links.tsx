import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { languageNames, locales, type Locale } from "#app/i18n/locales.ts";
import { switchLocalePath } from "#app/i18n/paths.ts";
import { storageKeys, writeStorage } from "#app/lib/storage.ts";
import { useSite } from "#app/components/site-context.tsx";

/** Remembers an explicit language choice; it wins over the browser's language from then on. */
export function rememberLanguage(locale: Locale): void {
  writeStorage("local", storageKeys.languageChoice, locale);
}

type LanguageLinksProps = {
  className?: (active: boolean) => string;
  renderLabel?: (locale: Locale) => ReactNode;
  onChoose?: () => void;
};

/** One link per language to the same page in that language (or its home page where there is none). */
export function LanguageLinks({ className, renderLabel, onChoose }: LanguageLinksProps) {
  const { locale: current } = useSite();
  const { pathname } = useLocation();
  return locales.map((locale) => (
    <Link
      key={locale}
      to={switchLocalePath(pathname, locale)}
      lang={locale}
      hrefLang={locale}
      aria-current={locale === current ? "true" : undefined}
      className={className?.(locale === current)}
      onClick={() => {
        rememberLanguage(locale);
        onChoose?.();
      }}
    >
      {renderLabel ? renderLabel(locale) : languageNames[locale]}
    </Link>
  ));
}
