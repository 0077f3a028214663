import type { Locale } from "#app/i18n/locales.ts";

/** Small flags for the language buttons: the United Kingdom for English, Germany for German. */
export function FlagIcon({ locale, className }: { locale: Locale; className?: string }) {
  if (locale === "de") {
    return (
      <svg viewBox="0 0 30 18" aria-hidden="true" className={className}>
        <rect width="30" height="6" fill="#000" />
        <rect y="6" width="30" height="6" fill="#dd0000" />
        <rect y="12" width="30" height="6" fill="#ffce00" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 30 18" aria-hidden="true" className={className}>
      <rect width="30" height="18" fill="#012169" />
      <path d="M0 0l30 18M30 0L0 18" stroke="#fff" strokeWidth="3.6" />
      <path d="M0 0l30 18M30 0L0 18" stroke="#c8102e" strokeWidth="1.2" />
      <path d="M15 0v18M0 9h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v18M0 9h30" stroke="#c8102e" strokeWidth="3.6" />
    </svg>
  );
}
