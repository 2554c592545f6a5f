import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'

import { SubscriptionPreferencesForm } from '@/components/forms/subscription-preferences-form'
import { PageHeader } from '@/components/ui/page-header'
import { localizedPath } from '@/i18n/locales'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'
import { unsubscribeUrls } from '@/lib/email/unsubscribe-token'
import { queryText, type SearchParams } from '@/lib/http/query-text'
import { findSubscriptionByLink } from '@/lib/queries/subscription'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return { ...(await pageMetadata(await pageLocale(params), 'subscription', '/subscription')), robots: { index: false } }
}

/** Rendered per request: the address and signed token come from the link in one of our mails. */
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<SearchParams> }

/** Email preferences from a signed link: the language of our mails, and every update or a weekly summary. */
export default async function SubscriptionPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'subscriptionPage' })
  const query = await searchParams
  const [email, token] = [queryText(query, 'email'), queryText(query, 'token')]
  const link = await findSubscriptionByLink(email, token)
  const home = (chunks: React.ReactNode) => (
    <Link className="font-bold text-navy-800 underline" href={localizedPath('/', locale)}>
      {chunks}
    </Link>
  )
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {link.state === 'invalid' ? (
          <p className="text-lg">{t('invalid')}</p>
        ) : link.state === 'not-subscribed' ? (
          <p className="text-lg">{t.rich('notSubscribed', { home })}</p>
        ) : (
          <div className="space-y-6">
            <p className="text-lg">{t.rich('for', { email: link.email, strong: (chunks) => <strong className="break-all">{chunks}</strong> })}</p>
            <SubscriptionPreferencesForm
              email={link.email}
              token={token}
              language={link.language}
              frequency={link.frequency}
              locale={locale}
              notSubscribed={t.rich('notSubscribed', { home })}
              texts={{
                language: t('language'),
                english: t('english'),
                spanish: t('spanish'),
                frequency: t('frequency'),
                every: t('every'),
                weekly: t('weekly'),
                save: t('save'),
                saving: t('saving'),
                saved: t('saved'),
                failure: t('failure'),
              }}
            />
            <p className="text-slate-700">
              {t.rich('unsubscribeInstead', {
                link: (chunks) => (
                  <a className="font-bold text-navy-800 underline" href={unsubscribeUrls(link.email, locale).page}>
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </div>
        )}
      </div>
    </>
  )
}
