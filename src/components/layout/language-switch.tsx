'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'

import { localizedPath } from '@/i18n/locales'
import { routeOf } from '@/lib/navigation'

import { usePagePath } from './use-page-path'
import { useQueryAndHash } from './use-query-and-hash'

/**
 * "Español" on English pages, "English" on Spanish ones: the same page in the other language. A plain
 * link (no cookie, no redirect), so both languages stay static and shareable. Not prefetched: few visitors
 * switch, so every page view would download the other language for nothing (and on a 404 page, its 404).
 * The shared 404 page links the other language's home (usePagePath: it linked another visitor's address).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const locale = useLocale()
  const t = useTranslations('language')
  const other = locale === 'es' ? 'en' : 'es'
  const pathname = usePagePath()
  const href = localizedPath(pathname === null ? '/' : routeOf(pathname), other)
  const rest = useQueryAndHash()
  const router = useRouter()
  return (
    <Link
      href={pathname === null ? href : `${href}${rest}`}
      // A tap just after the page hydrated, before the query and fragment were read into the link, still
      // takes them along (the address as it is at the tap).
      onClick={(event) => {
        const now = `${window.location.search}${window.location.hash}`
        if (pathname === null || now === rest || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        router.push(`${href}${now}`, { scroll: false })
      }}
      prefetch={false}
      // The other language's layout mounts anew: PageStart starts it at the top (Next's own scrolling
      // would bring its first changed block into view, below the page's title).
      scroll={false}
      hrefLang={other}
      lang={other}
      title={t('switchTitle')}
      className={`language-switch ${className}`}
    >
      {t('switchLabel')}
    </Link>
  )
}
