import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { type AppLocale, localizedPath } from '@/i18n/locales'

/** The 404 page's content in the page's language: its heading, message and a link home. */
export async function NotFoundContent({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-6xl font-bold text-navy-900">{t('heading')}</h1>
      <p className="mt-4 text-xl">{t('message')}</p>
      <Link
        href={localizedPath('/', locale)}
        className="mt-8 rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700"
      >
        {t('home')}
      </Link>
    </div>
  )
}
