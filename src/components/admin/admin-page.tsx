import type React from 'react'

import { BackLink } from './back-link'

type Props = { title: string; description?: string; back?: boolean; children: React.ReactNode }

/** The body of an admin screen: optional back link, the page's h1, a short description. */
export function AdminPage({ title, description, back = true, children }: Props) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      {back ? <BackLink /> : null}
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-navy-900 sm:text-3xl">{title}</h1>
      {description ? <p className="mt-1 max-w-3xl text-slate-700">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </main>
  )
}
