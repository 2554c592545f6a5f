'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import { isDismissed, promoState, rememberDismissal } from '@/lib/popup-queue'
import type { PopupAnnouncement } from '@/features/announcements/public-shape'

import { AnnouncementDialog, type PopupLabels } from './announcement-dialog'

/** Delay after the page (or the promo) settles, so a pop-up never fights the first paint. */
const POPUP_DELAY_MS = 800

/** Shows each current, not-yet-dismissed pop-up in turn, once the promo pop-up is done. */
export function PopupQueue({ items, labels }: { items: PopupAnnouncement[]; labels: PopupLabels }) {
  const promo = useSyncExternalStore(promoState.subscribe, promoState.get, promoState.getServer)
  const [queue, setQueue] = useState<PopupAnnouncement[] | null>(null)

  useEffect(() => {
    if (promo !== 'done' || queue !== null) return
    const timer = window.setTimeout(() => {
      const now = Date.now()
      setQueue(items.filter((p) => (!p.visibleUntil || Date.parse(p.visibleUntil) > now) && !isDismissed(p.id, p.version)))
    }, POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [promo, queue, items])

  const current = queue?.[0]
  if (!current) return null
  const dismiss = () => {
    rememberDismissal(current.id, current.version)
    setQueue((q) => (q ? q.slice(1) : q))
  }
  return <AnnouncementDialog key={`${current.id}:${current.version}`} item={current} labels={labels} onDismiss={dismiss} />
}
