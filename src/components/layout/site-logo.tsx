/** The PTA mark: a golden acorn on navy. Decorative next to the PTA name. `size` (px) where Tailwind is absent (/cms). */
export function SiteLogo({ className = 'h-9 w-9', size }: { className?: string; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} className={`shrink-0 ${className}`} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#172c50" />
      <path d="M18 28c0-8 6-13 14-13s14 5 14 13H18z" fill="#8a6100" />
      <path d="M20 28h24c0 11-5 20-12 22-7-2-12-11-12-22z" fill="#f2b705" />
      <path d="M32 9v7" stroke="#8a6100" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}
