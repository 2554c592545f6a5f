import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { Fragment } from 'react'

import { type AppLocale, localizedPath } from '@/i18n/locales'
import type { PublicSiteSettings } from '@/lib/site-settings-locale'
import { EXTERNAL, instagramProfileUrl, mailtoUrl, mapsUrl, telUrl } from '@/lib/links'

type Card = { title: string; text: React.ReactNode; href: string; kind: 'external' | 'internal' | 'plain'; icon: React.ReactNode }

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
)

/** An address that may wrap only after the @ and before a dot, never in the middle of a word. */
function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=[.@])|(?<=@)/)
  return (
    <span data-breakable-email className="[overflow-wrap:normal] [word-break:normal]">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i ? <wbr /> : null}
          <span>{part}</span>
        </Fragment>
      ))}
    </span>
  )
}

/** Home 'Contact Us': email, phone, address (maps), meeting schedule (calendar), photo profile. */
export async function ContactCards({ settings, locale }: { settings: PublicSiteSettings; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'contactCards' })
  const common = await getTranslations({ locale, namespace: 'common' })
  const { contact, instagram } = settings
  const cards: Card[] = [
    { title: t('email'), text: <BreakableEmail email={contact.email} />, href: mailtoUrl(contact.email), kind: 'plain', icon: icon('M4 6h16v12H4z M4 7l8 6 8-6') },
    { title: t('phone'), text: contact.phone, href: telUrl(contact.phone), kind: 'plain', icon: icon('M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2') },
    { title: t('address'), text: contact.address, href: mapsUrl(contact.address), kind: 'external', icon: icon('M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11z M12 10m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0') },
    { title: t('meetings'), text: contact.meetingSchedule, href: localizedPath('/calendar', locale), kind: 'internal', icon: icon('M4 5h16v15H4z M4 9h16 M8 3v4 M16 3v4') },
    { title: t('follow'), text: `@${instagram.username}`, href: instagramProfileUrl(instagram.username), kind: 'external', icon: icon('M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8 M17.5 6.5h.01') },
  ]
  const cardClass = 'contact-card'
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {cards.map((c) => {
        const body = (
          <>
            <span className="contact-icon">{c.icon}</span>
            <span className="min-w-0">
              <span className="block font-bold text-navy-900">{c.title}</span>
              <span className="mt-1 block break-words text-sm text-slate-700">{c.text}</span>
              {c.kind === 'external' ? <span className="sr-only">{common('opensInNewTab')}</span> : null}
            </span>
          </>
        )
        return (
          <li key={c.title}>
            {c.kind === 'internal' ? (
              <Link href={c.href} className={cardClass}>
                {body}
              </Link>
            ) : (
              <a href={c.href} className={cardClass} {...(c.kind === 'external' ? EXTERNAL : {})}>
                {body}
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
