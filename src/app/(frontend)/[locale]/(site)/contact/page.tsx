import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ContactForm } from '@/components/forms/contact-form'
import { ContactCards } from '@/components/home/contact-cards'
import { PageHeader } from '@/components/ui/page-header'
import { getSiteSettings } from '@/lib/queries/site-settings'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'contact', '/contact')
}

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'contactPage' })
  const settings = await getSiteSettings(locale)
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_3fr] *:min-w-0">
        <section aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className="text-2xl font-extrabold text-navy-900">
            {t('reach')}
          </h2>
          <div className="mt-6 [&_ul]:lg:grid-cols-1">
            <ContactCards settings={settings} locale={locale} />
          </div>
        </section>
        <section aria-labelledby="contact-form-heading" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-heading" className="text-2xl font-extrabold text-navy-900">
            {t('form')}
          </h2>
          <p className="mt-2 text-slate-700">{t('formNote')}</p>
          <ContactForm />
        </section>
      </div>
    </>
  )
}
