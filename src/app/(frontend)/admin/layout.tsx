import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { Toaster } from '@/components/ui/toaster'
import { serverTranslator } from '@/i18n/server-translator'
import { getEnv } from '@/lib/env'

import '../globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: { default: 'Admin', template: '%s · PTA Admin' },
  robots: { index: false, follow: false },
}

export const viewport: Viewport = { themeColor: '#172c50', width: 'device-width', initialScale: 1 }

/** Root of the admin area (English, officers only): no public header or footer, a calm background. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  const t = serverTranslator('en')
  return (
    // scroll-pb: keyboard focus never lands under the sticky Save bar of long forms (Settings).
    <html lang="en" className="scroll-pb-28">
      <body className="min-h-screen bg-slate-100 font-sans text-ink antialiased">
        {children}
        <Toaster regionLabel={t('toaster.region')} closeLabel={t('toaster.close')} />
      </body>
    </html>
  )
}
