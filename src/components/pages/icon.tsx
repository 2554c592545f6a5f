import type React from 'react'

import type { IconName } from '@/content/ui-types'

export type { IconName }

/** Simple line icons (24×24, stroke = currentColor). Decorative only: always hidden from screen readers. */
const paths: Record<IconName, React.ReactNode> = {
  book: <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2z M22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />,
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.8-.8 1.8-1.8 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8z" />
      <circle cx="7.5" cy="11" r="1.2" />
      <circle cx="10.5" cy="7" r="1.2" />
      <circle cx="15.5" cy="8" r="1.2" />
    </>
  ),
  walk: (
    <>
      <path d="m9 21 3-7 3 3v4 M7 12l3-4 4 1 3 3 M12 14l-1-6" />
      <circle cx="13" cy="4" r="2" />
    </>
  ),
  camera: (
    <>
      <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  bag: <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4z M3 6h18 M16 10a4 4 0 0 1-8 0" />,
  star: <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />,
  tree: <path d="m12 2-6 9h3.5L5 17h14l-4.5-6H18z M12 17v5" />,
  gift: (
    <>
      <path d="M12 8v13 M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7 M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
      <rect x="3" y="8" width="18" height="4" rx="1" />
    </>
  ),
  dollar: <path d="M12 2v20 M17 5H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6" />,
  heart: <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z" />,
  users: (
    <>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2 M22 21v-2a4 4 0 0 0-3-3.9 M16 3.1a4 4 0 0 1 0 7.8" />
      <circle cx="9" cy="7" r="4" />
    </>
  ),
  calendar: (
    <>
      <path d="M16 2v4M8 2v4M3 10h18" />
      <rect x="3" y="4" width="18" height="18" rx="2" />
    </>
  ),
  clock: (
    <>
      <path d="M12 6v6l4 2" />
      <circle cx="12" cy="12" r="10" />
    </>
  ),
  mail: (
    <>
      <path d="m22 7-10 6L2 7" />
      <rect x="2" y="4" width="20" height="16" rx="2" />
    </>
  ),
  laptop: (
    <>
      <path d="M2 19h20" />
      <rect x="4" y="4" width="16" height="11" rx="1.5" />
    </>
  ),
  printer: (
    <>
      <path d="M6 9V2h12v7 M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
      <rect x="6" y="14" width="12" height="8" />
    </>
  ),
  pencil: <path d="M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z" />,
  flask: <path d="M9 3h6 M10 3v6L4.3 19a2 2 0 0 0 1.7 3h12a2 2 0 0 0 1.7-3L14 9V3 M7 16h10" />,
  monitor: (
    <>
      <path d="M8 21h8M12 17v4" />
      <rect x="2" y="3" width="20" height="14" rx="2" />
    </>
  ),
  trophy: <path d="M8 21h8M12 16v5 M7 3h10v6a5 5 0 0 1-10 0z M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />,
  share: (
    <>
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
    </>
  ),
  trendingUp: <path d="m22 7-8.5 8.5-5-5L2 17 M16 7h6v6" />,
  wrench: <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />,
  box: <path d="M21 8 12 3 3 8v8l9 5 9-5z M3 8l9 5 9-5M12 13v8" />,
  shield: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />,
  file: <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z M14 2v6h6M8 13h8M8 17h5" />,
  idCard: (
    <>
      <path d="M14 10h5M14 14h5" />
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <circle cx="8" cy="12" r="2" />
    </>
  ),
  building: <path d="M3 21h18 M5 21V8l7-5 7 5v13 M10 21v-5h4v5M9 10h.01M15 10h.01" />,
  megaphone: <path d="M3 11v3l15 5V6z M11.6 16.8a3 3 0 1 1-5.8-1.6" />,
  check: <path d="M20 6 9 17l-5-5" />,
} satisfies Record<string, React.ReactNode>


type Props = { name: IconName; className?: string }

export function Icon({ name, className = 'h-6 w-6' }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name]}
    </svg>
  )
}
