import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'

import { localizedPath } from '@/i18n/locales'

/** The 404 page in the language of the path that was not found. */
export default async function NotFound() {
  const locale = await getLocale()
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
