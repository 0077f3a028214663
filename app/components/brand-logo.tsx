import { useId } from "react";

/**
 * The logo mark: a speech bubble holding a rising bar chart. The header and the
 * footer both draw it, so its gradient's id is its own per instance: a shared
 * one would be a duplicate id, and a logo whose copy is hidden could lose its fill.
 */
export function BrandMark({ className }: { className?: string }) {
  const gradient = `${useId()}-gradient`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <path
        d="M6 3h20a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H14l-6.5 5.2A.9.9 0 0 1 6 29.5V25a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z"
        fill={`url(#${gradient})`}
      />
      <rect x="9" y="14" width="3" height="6" rx="1" fill="#fff" />
      <rect x="14.5" y="10.5" width="3" height="9.5" rx="1" fill="#fff" />
      <rect x="20" y="7.5" width="3" height="12.5" rx="1" fill="#fff" />
    </svg>
  );
}
