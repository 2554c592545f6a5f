import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { type AppLocale, localizedPath } from '@/i18n/locales'

/** The 404 page's content in the page's language: its heading, message and a link home. */
export async function NotFoundContent({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      {/* One heading with both lines: someone moving by headings hears what happened, not only "404". */}
      <h1 className="text-navy-900">
        <span className="block text-6xl font-bold">{t('heading')}</span>
        <span className="mt-4 block text-xl font-normal text-ink">{t('message')}</span>
      </h1>
      <Link
        href={localizedPath('/', locale)}
        className="mt-8 rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700"
      >
        {t('home')}
      </Link>
    </div>
  )
}
