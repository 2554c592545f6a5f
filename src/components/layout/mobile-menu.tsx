'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import { useRef, useState } from 'react'

import type { NavItem } from '@/lib/navigation'

/** The sheet and its dialog library load when the visitor points at, focuses or taps the button. */
const MobileMenuSheet = dynamic(() => import('./mobile-menu-sheet').then((m) => m.MobileMenuSheet), { ssr: false })

export type MobileMenuLabels = { open: string; close: string; title: string; description: string; nav: string }

/** Phone and tablet navigation: a menu button opening a keyboard-usable sheet. */
export function MobileMenu({ items, labels, children }: { items: NavItem[]; labels: MobileMenuLabels; children?: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-navy-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-navy-700 xl:hidden"
        aria-label={labels.open}
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {wanted ? (
        <MobileMenuSheet items={items} labels={labels} open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()}>
          {children}
        </MobileMenuSheet>
      ) : null}
    </>
  )
}
