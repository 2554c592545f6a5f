import type { Metadata, Viewport } from 'next'
import type React from 'react'

import { Toaster } from '@/components/ui/toaster'
import { getEnv } from '@/lib/env'

import './globals.css'

const description = 'Join the PTA, read news, see events, volunteer and sponsor at our K-5 elementary school.'

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: { default: 'Golden Oak Elementary PTA', template: '%s · Golden Oak Elementary PTA' },
  description,
  openGraph: { type: 'website', siteName: 'Golden Oak Elementary PTA', locale: 'en_US' },
  twitter: { card: 'summary_large_image' },
}

export const viewport: Viewport = { themeColor: '#172c50', width: 'device-width', initialScale: 1 }

export default function FrontendLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  )
}
