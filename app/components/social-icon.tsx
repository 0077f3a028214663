import type { SocialLink } from "#app/content/footer/types.ts";

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
  // An "in" in a rounded frame, drawn in the current colour so it shows on any background.
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <rect x="2.75" y="2.75" width="18.5" height="18.5" rx="3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="6.5" y="10" width="2.4" height="7.5" rx="0.4" fill="currentColor" />
      <circle cx="7.7" cy="7.2" r="1.45" fill="currentColor" />
      <path
        d="M11 10h2.3v1.1c.55-.8 1.45-1.3 2.6-1.3 1.9 0 3 1.2 3 3.4v4.3h-2.4v-3.9c0-1.1-.45-1.7-1.3-1.7-.95 0-1.75.65-1.75 1.9v3.7H11z"
        fill="currentColor"
      />
    </svg>
  );
}
