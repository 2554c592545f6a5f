'use client'

import { useEffect, useState, useSyncExternalStore } from 'react'

import { isDismissed, promoState, rememberDismissal } from '@/lib/popup-queue'
import type { PopupAnnouncement } from '@/features/announcements/public-shape'

import type { PopupLabels } from './announcement-dialog'
import { useLoadedWhen } from '@/components/ui/use-loaded-when'

import { useVisitorEngaged } from './use-visitor-engaged'

/** The dialog (and its dialog library) loads when there is a pop-up to show, never with the page. */
const loadDialog = () => import('./announcement-dialog').then((m) => m.AnnouncementDialog)

/** Delay after the visitor engages (or the promo closes), so a pop-up never lands on a tap in progress. */
const POPUP_DELAY_MS = 800

/**
 * Shows each current, not-yet-dismissed pop-up in turn, once the promo pop-up is done and the visitor has
 * engaged with the page (see useVisitorEngaged).
 */
export function PopupQueue({ items, labels }: { items: PopupAnnouncement[]; labels: PopupLabels }) {
  const promo = useSyncExternalStore(promoState.subscribe, promoState.get, promoState.getServer)
  const engaged = useVisitorEngaged()
  const [queue, setQueue] = useState<PopupAnnouncement[] | null>(null)

  useEffect(() => {
    if (promo !== 'done' || !engaged || queue !== null) return
    const timer = window.setTimeout(() => {
      const now = Date.now()
      setQueue(items.filter((p) => (!p.visibleUntil || Date.parse(p.visibleUntil) > now) && !isDismissed(p.id, p.version)))
    }, POPUP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [promo, engaged, queue, items])

  const current = queue?.[0]
  const AnnouncementDialog = useLoadedWhen(Boolean(current), loadDialog)
  if (!current || !AnnouncementDialog) return null
  const dismiss = () => {
    rememberDismissal(current.id, current.version)
    setQueue((q) => (q ? q.slice(1) : q))
  }
  // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once: never re-created
  return <AnnouncementDialog key={`${current.id}:${current.version}`} item={current} labels={labels} onDismiss={dismiss} />
}
