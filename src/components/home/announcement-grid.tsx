import { getTranslations } from 'next-intl/server'
import type { ComponentType } from 'react'

import type { PublicAnnouncement } from '@/features/announcements'
import type { AppLocale } from '@/i18n/locales'

type CardProps = { item: PublicAnnouncement; timeZone: string; locale: AppLocale }
type Props = { items: PublicAnnouncement[]; timeZone: string; locale: AppLocale; namespace: 'home.events' | 'home.news'; Card: ComponentType<CardProps> }

/** A home block's announcement cards in a responsive grid, or the block's empty text. */
export async function AnnouncementGrid({ items, timeZone, locale, namespace, Card }: Props) {
  if (!items.length) {
    const t = await getTranslations({ locale, namespace })
    return <p className="text-lg text-slate-700">{t('empty')}</p>
  }
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.id}>
          <Card item={item} timeZone={timeZone} locale={locale} />
        </li>
      ))}
    </ul>
  )
}
