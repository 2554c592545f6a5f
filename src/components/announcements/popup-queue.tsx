'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'

import { routeOf } from '@/lib/navigation'
import { isDismissed, isErrandRoute, POPUPS_PER_VISIT, promoState, rememberDismissal } from '@/lib/popup-queue'
import type { PopupAnnouncement } from '@/features/announcements/public-shape'

import type { PopupLabels } from './announcement-dialog'
import { useLoadedWhen } from '@/components/ui/use-loaded-when'

import { useQuietMoment } from './use-quiet-moment'

/** The dialog (and its dialog library) loads when there is a pop-up to show, never with the page. */
const loadDialog = () => import('./announcement-dialog').then((m) => m.AnnouncementDialog)

/**
 * Shows the current, not-yet-dismissed pop-ups in turn (at most POPUPS_PER_VISIT of them), once the promo
 * pop-up is done and the visitor has left the page alone for a moment (see useQuietMoment), never on an
 * errand page (unsubscribe, preferences). Closing the last one puts focus back where it was.
 */
export function PopupQueue({ items, labels }: { items: PopupAnnouncement[]; labels: PopupLabels }) {
  const promo = useSyncExternalStore(promoState.subscribe, promoState.get, promoState.getServer)
  const quiet = useQuietMoment()
  const errand = isErrandRoute(routeOf(usePathname() ?? '/'))
  const [queue, setQueue] = useState<PopupAnnouncement[] | null>(null)
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null)

  useEffect(() => {
    if (errand || promo !== 'done' || !quiet || queue !== null) return
    // Deferred a tick: the queue is read from the visitor's storage, which the server render cannot know.
    const timer = window.setTimeout(() => {
      const now = Date.now()
      const active = document.activeElement
      setReturnFocusTo(active instanceof HTMLElement && active !== document.body ? active : null)
      setQueue(items.filter((p) => (!p.visibleUntil || Date.parse(p.visibleUntil) > now) && !isDismissed(p.id, p.version)).slice(0, POPUPS_PER_VISIT))
    }, 0)
    return () => window.clearTimeout(timer)
  }, [errand, promo, quiet, queue, items])

  const current = queue?.[0]
  const AnnouncementDialog = useLoadedWhen(Boolean(current), loadDialog)
  if (!current || !AnnouncementDialog) return null
  const dismiss = () => {
    rememberDismissal(current.id, current.version)
    setQueue((q) => (q ? q.slice(1) : q))
  }
  // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once: never re-created
  return <AnnouncementDialog key={`${current.id}:${current.version}`} item={current} labels={labels} onDismiss={dismiss} returnFocusTo={returnFocusTo} />
}
