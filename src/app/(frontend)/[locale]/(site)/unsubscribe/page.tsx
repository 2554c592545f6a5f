import type { Metadata } from 'next'
import Link from 'next/link'

import { PageHeader } from '@/components/ui/page-header'
import { pageMetadata } from '@/i18n/metadata'
import { type LocaleParams, pageLocale } from '@/i18n/page-locale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'unsubscribe', '/unsubscribe')
}

type Props = LocaleParams & { searchParams: Promise<{ email?: string; token?: string; done?: string }> }

/** Confirms an unsubscribe link from our emails (the POST does the work; a GET never changes anything). */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  await pageLocale(params)
  const { email = '', token = '', done } = await searchParams
  const action = `/api/unsubscribe?${new URLSearchParams({ email, token, from: 'page' }).toString()}`
  return (
    <>
      <PageHeader title="Unsubscribe" subtitle="Manage PTA update emails" />
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {done ? (
          <p className="text-lg" role="status">
            You have been unsubscribed and will not receive PTA update emails any more. You can subscribe again on the{' '}
            <Link className="font-bold text-navy-800 underline" href="/">
              home page
            </Link>{' '}
            at any time.
          </p>
        ) : email && token ? (
          <form method="post" action={action} className="space-y-6">
            <p className="text-lg">
              Stop sending PTA updates to <strong className="break-all">{email}</strong>?
            </p>
            <button
              type="submit"
              className="min-h-11 rounded-full bg-navy-800 px-6 font-bold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
            >
              Unsubscribe
            </button>
          </form>
        ) : (
          <p className="text-lg">This unsubscribe link is incomplete. Please use the link from one of our emails.</p>
        )}
      </div>
    </>
  )
}
