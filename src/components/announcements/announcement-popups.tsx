import { getTranslations } from 'next-intl/server'

import { POPUP_TYPES } from '@/features/announcements'
import type { AppLocale } from '@/i18n/locales'
import { getCurrentPopups } from '@/lib/queries/popups'

import type { PopupLabels } from './announcement-dialog'
import { PopupQueue } from './popup-queue'

/**
 * Current pop-up announcements (cached, tagged), shown one at a time after the promo pop-up. The fixed
 * words go down as props, so no message namespace has to be shipped to every browser.
 */
export async function AnnouncementPopups({ locale }: { locale: AppLocale }) {
  const items = await getCurrentPopups(locale)
  if (!items.length) return null
  const t = await getTranslations({ locale, namespace: 'announcementPopup' })
  const cards = await getTranslations({ locale, namespace: 'cards' })
  const labels: PopupLabels = {
    gotIt: t('gotIt'),
    close: t('close'),
    types: Object.fromEntries(POPUP_TYPES.map((type) => [type, t(`types.${type}`)])) as PopupLabels['types'],
    onlyInEnglish: cards('onlyInEnglish'),
    detailsInEnglish: cards('detailsInEnglish'),
  }
  return <PopupQueue items={items} labels={labels} />
}
