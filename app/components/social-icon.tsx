import type { SocialLink } from "~/content/site/types.ts";

/** Simple marks for the two networks: an X, and "in" on a rounded square. */
export function SocialIcon({ network, className }: { network: SocialLink["network"]; className?: string }) {
  if (network === "x") {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
        <path d="M5 4h3.6l10.4 16h-3.6z" fill="currentColor" />
        <path d="M18.2 4h1.9l-6.3 7.2-1-1.5zM10.4 13.1l1 1.5L5.8 20H3.9z" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
      <rect x="6" y="10" width="2.6" height="8" fill="#fff" />
      <circle cx="7.3" cy="6.9" r="1.5" fill="#fff" />
      <path
        d="M11 10h2.5v1.2c.6-.9 1.6-1.4 2.8-1.4 2 0 3.1 1.3 3.1 3.6V18h-2.6v-4.2c0-1.2-.5-1.8-1.4-1.8-1 0-1.8.7-1.8 2V18H11z"
        fill="#fff"
      />
    </svg>
  );
}
