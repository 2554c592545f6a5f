'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { isCurrentPath, type NavItem } from '@/lib/navigation'

/** The header links on large screens; the current page is marked with aria-current. */
export function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  const pathname = usePathname()
  return (
    <nav aria-label={label} className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {items.map((item) => {
          const current = isCurrentPath(pathname, item.href)
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-semibold 2xl:px-2 transition focus-visible:outline-2 focus-visible:outline-navy-700 ${
                  current ? 'bg-navy-800 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-navy-900'
                }`}
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
