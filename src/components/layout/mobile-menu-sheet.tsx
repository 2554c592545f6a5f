'use client'

import * as Dialog from '@radix-ui/react-dialog'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useRef } from 'react'
import type React from 'react'

import { isCurrentPath, type NavItem } from '@/lib/navigation'

import type { MobileMenuLabels } from './mobile-menu'

type Props = {
  items: NavItem[]
  labels: MobileMenuLabels
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back to when the sheet closes (the menu button). */
  returnFocus: () => void
  children?: React.ReactNode
}

/** The menu's sheet (loaded when the visitor reaches for the button): focus is trapped, Escape closes. */
export function MobileMenuSheet({ items, labels, open, onOpenChange, returnFocus, children }: Props) {
  const pathname = usePathname()
  const setOpen = onOpenChange
  // Closed by following a link to another page: focus goes to that page's heading (PageStart), not back to
  // the menu button for a moment first (a screen reader would read the button between the two pages).
  const leaving = useRef(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!leaving.current) returnFocus()
            leaving.current = false
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-5 shadow-xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-navy-900">{labels.title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-navy-700"
              aria-label={labels.close}
            >
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{labels.description}</Dialog.Description>
          <nav aria-label={labels.nav} className="mt-4">
            <ul className="space-y-1">
              {items.map((item) => {
                const current = isCurrentPath(pathname, item.href)
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={() => {
                        leaving.current = !current
                        setOpen(false)
                      }}
                      aria-current={current ? 'page' : undefined}
                      className={`block rounded-md px-3 py-3 text-base font-semibold ${
                        current ? 'bg-navy-800 text-white' : 'text-slate-800 hover:bg-slate-100'
                      }`}
                    >
                      {item.name}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </nav>
          {children ? <div className="mt-4 border-t border-slate-200 pt-4">{children}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
