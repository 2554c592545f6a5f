'use client'

import Link from 'next/link'

import { isCurrentPath, type NavItem } from '@/lib/navigation'

import { usePagePath } from './use-page-path'

/** The header links on large screens; the current page is marked with aria-current. */
export function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  const pathname = usePagePath()
  return (
    <nav aria-label={label} className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item) => {
          const current = pathname !== null && isCurrentPath(pathname, item.href)
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`nav-link ${current ? 'nav-link-current' : 'nav-link-idle'}`}
              >
                {item.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
