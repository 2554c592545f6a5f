import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import type { AppLocale } from '@/i18n/locales'

import { NotFoundContent } from './not-found-content'

function Missing(): never {
  notFound()
}

/**
 * A page that does not exist: answers 404 and shows the site's 404 page inside the public layout, in the
 * server's HTML too. A bare `notFound()` from a page escapes to Next's root, and with one root layout per
 * language there is no root 404 page, so the HTML was Next's empty error shell (no `lang`, no header,
 * nothing without JavaScript). Here `notFound()` is thrown inside a Suspense boundary whose fallback is
 * the 404 content: the server sends that content, and in the browser the boundary's `not-found.tsx` shows
 * the same page.
 */
export function NotFoundPage({ locale }: { locale: AppLocale }) {
  return (
    <Suspense fallback={<NotFoundContent locale={locale} />}>
      <Missing />
    </Suspense>
  )
}
