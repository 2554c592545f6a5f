import type React from 'react'

type Props = { title: string; subtitle?: string; eyebrow?: string; children?: React.ReactNode }

/** The band at the top of every inner page: the page's single h1 and an optional subtitle. */
export function PageHeader({ title, subtitle, eyebrow, children }: Props) {
  return (
    <div className="relative overflow-hidden bg-navy-800 text-white">
      <div aria-hidden="true" className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-gradient-to-br from-brand-500/40 to-transparent" />
      <div aria-hidden="true" className="absolute -bottom-24 left-10 h-56 w-56 rounded-full bg-white/5" />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow ? <p className="text-sm font-bold uppercase tracking-wider text-brand-100">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-3 max-w-2xl text-lg text-slate-200">{subtitle}</p> : null}
        {children}
      </div>
    </div>
  )
}
