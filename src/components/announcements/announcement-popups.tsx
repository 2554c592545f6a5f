import { getCurrentPopups } from '@/lib/queries/popups'

import { PopupQueue } from './popup-queue'

/** Current pop-up announcements (cached, tagged), shown one at a time after the promo pop-up. */
export async function AnnouncementPopups() {
  const items = await getCurrentPopups()
  return items.length ? <PopupQueue items={items} /> : null
}
