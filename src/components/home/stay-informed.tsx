import { getTranslations } from 'next-intl/server'
import type React from 'react'

import type { AppLocale } from '@/i18n/locales'

/** Home 'Stay Informed': the subscribe form's place (SPEC §2 item 9). */
export async function StayInformed({ locale, children }: { locale: AppLocale; children?: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'home.stayInformed' })
  return (
    <section aria-labelledby="stay-informed-heading" className="bg-navy-800 py-12 text-white sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="stay-informed-heading" className="section-title">
            {t('title')}
          </h2>
          <p className="mt-3 text-lg text-slate-200">{t('intro')}</p>
        </div>
        <div>{children}</div>
      </div>
    </section>
  )
}
