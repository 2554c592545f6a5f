import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { PageHeader } from '@/components/ui/page-header'
import { localizedPath } from '@/i18n/locales'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'
import { isValidUnsubscribeToken } from '@/lib/email/unsubscribe-token'
import { queryText, type SearchParams } from '@/lib/http/query-text'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'unsubscribe', '/unsubscribe')
}

/**
 * Rendered per request: the address and token come from the link's query string. (The [locale] layout
 * renders pages on demand and caches them; a cached render may not read the query, so this page opts out.)
 */
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<SearchParams> }

/**
 * Confirms an unsubscribe link from our emails, in the mail's language (the POST does the work and comes
 * back here in the same language; a GET never changes anything).
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'unsubscribe' })
  const query = await searchParams
  const [email, token, done] = [queryText(query, 'email'), queryText(query, 'token'), queryText(query, 'done')]
  // A damaged link (a character lost in copying) gets the same answer as an incomplete one, before the button.
  const valid = Boolean(email && token) && isValidUnsubscribeToken(email.toLowerCase().slice(0, 254), token.slice(0, 100))
  const action = `/api/unsubscribe?${new URLSearchParams({ email, token, locale, from: 'page' }).toString()}`
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {done ? (
          <p className="text-lg" role="status">
            {t.rich('done', {
              home: (chunks) => (
                <Link className="font-bold text-navy-800 underline" href={localizedPath('/', locale)}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : valid ? (
          <form method="post" action={action} className="space-y-6">
            <p className="text-lg">{t.rich('confirm', { email, strong: (chunks) => <strong className="break-all">{chunks}</strong> })}</p>
            <button
              type="submit"
              className="min-h-11 rounded-full bg-navy-800 px-6 font-bold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
            >
              {t('button')}
            </button>
          </form>
        ) : (
          <p className="text-lg">{t('incomplete')}</p>
        )}
      </div>
    </>
  )
}
