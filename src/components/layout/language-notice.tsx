'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'

import { localizedPath } from '@/i18n/locales'
import { routeOf } from '@/lib/navigation'

import { useQueryAndHash } from './use-query-and-hash'

const DISMISSED_KEY = 'pta-language-notice-dismissed'
const noop = () => () => {}

/** True in a browser whose first preferred language is Spanish and that has not dismissed the notice. */
function prefersSpanish(): boolean {
  try {
    if (window.localStorage.getItem(DISMISSED_KEY) === '1') return false
  } catch {
    // Storage blocked: still offer the notice.
  }
  const first = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase()
  return first.startsWith('es')
}

/**
 * On English pages, a Spanish-preferring browser is offered the Spanish page in a small dismissible notice
 * (client-side only: the server never redirects or varies by Accept-Language, so pages stay cached).
 */
export function LanguageNotice() {
  const locale = useLocale()
  const t = useTranslations('language')
  const pathname = usePathname() ?? '/'
  const wanted = useSyncExternalStore(noop, prefersSpanish, () => false)
  const [dismissed, setDismissed] = useState(false)
  const rest = useQueryAndHash()
  if (locale !== 'en' || !wanted || dismissed) return null
  const dismiss = () => {
    setDismissed(true)
    // The button goes away with the notice: the keyboard goes on from the page's content, not from the top.
    document.getElementById('main')?.focus()
    try {
      window.localStorage.setItem(DISMISSED_KEY, '1')
    } catch {
      // Storage blocked: hidden for this page view only.
    }
  }
  return (
    <aside lang="es" aria-label={t('noticeText')} className="border-b border-brand-100 bg-brand-50 text-sm text-navy-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6">
        <p>{t('noticeText')}</p>
        <Link hrefLang="es" scroll={false} href={`${localizedPath(routeOf(pathname), 'es')}${rest}`} className="font-semibold underline underline-offset-4">
          {t('noticeLink')}
        </Link>
        <button
          type="button"
          onClick={dismiss}
          className="ml-auto inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-navy-700"
          aria-label={t('noticeDismiss')}
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </aside>
  )
}
