import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { Toaster } from '@/components/ui/toaster'
import { clientMessages } from '@/i18n/client-messages'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'
import { getEnv } from '@/lib/env'

import '../globals.css'

/**
 * Nothing is prerendered at build (the build needs no database); each language's pages render on their
 * first request and are then cached like static pages (ISR), revalidated by tags.
 */
export function generateStaticParams(): Array<{ locale: string }> {
  return []
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: locale === 'es' ? 'es' : 'en', namespace: 'site' })
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t('name'), template: `%s · ${t('name')}` },
    description: t('description'),
  }
}

export const viewport: Viewport = { themeColor: '#172c50', width: 'device-width', initialScale: 1 }

/** Root of the public site in one language: `<html lang>` follows the path (`/es/...` is Spanish). */
export default async function LocaleLayout({ children, params }: LocaleParams & { children: React.ReactNode }) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'toaster' })
  return (
    <html lang={locale}>
      {/* overflow-wrap: a long address or word wraps instead of pushing the page sideways (large text on a
          phone); the public site only, the admin tables scroll instead. */}
      <body className="min-h-screen bg-white font-sans text-ink antialiased [overflow-wrap:anywhere]">
        <NextIntlClientProvider locale={locale} messages={await clientMessages()}>
          {children}
          <Toaster regionLabel={t('region')} closeLabel={t('close')} />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
