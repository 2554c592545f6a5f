import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { Fragment } from 'react'

import { type AppLocale, localizedPath } from '@/i18n/locales'
import type { PublicSiteSettings } from '@/lib/site-settings-locale'
import { EXTERNAL, instagramProfileUrl, mailtoUrl, mapsUrl, telUrl } from '@/lib/links'

type Card = {
  title: string
  text: React.ReactNode
  href: string
  kind: 'external' | 'internal' | 'plain'
  /** A CSS icon (page-parts.css): `icon-<name>`. */
  icon: 'mail' | 'phone' | 'map-pin' | 'calendar' | 'instagram'
}


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
    { title: t('email'), text: <BreakableEmail email={contact.email} />, href: mailtoUrl(contact.email), kind: 'plain', icon: 'mail' },
    { title: t('phone'), text: contact.phone, href: telUrl(contact.phone), kind: 'plain', icon: 'phone' },
    { title: t('address'), text: contact.address, href: mapsUrl(contact.address), kind: 'external', icon: 'map-pin' },
    { title: t('meetings'), text: contact.meetingSchedule, href: localizedPath('/calendar', locale), kind: 'internal', icon: 'calendar' },
    { title: t('follow'), text: `@${instagram.username}`, href: instagramProfileUrl(instagram.username), kind: 'external', icon: 'instagram' },
  ]
  const cardClass = 'contact-card'
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 *:min-w-0">
      {cards.map((c) => {
        const body = (
          <>
            <span className="contact-icon">
              <span className={`icon icon-${c.icon}`} aria-hidden="true" />
            </span>
            {/* Beside the icon, or below it when large text leaves it under 5rem there. */}
            <span className="min-w-0 grow basis-20">
              <span className="contact-title">{c.title}</span>
              <span className="contact-text">{c.text}</span>
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
