import type { Metadata } from 'next'
import type React from 'react'

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s · PTA Admin' },
  robots: { index: false, follow: false },
}

/** The admin area's frame: no public header or footer, a calm background. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-screen bg-slate-100">{children}</div>
}
