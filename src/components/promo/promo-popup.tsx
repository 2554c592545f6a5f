'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { type AppLocale, localizedPath } from '@/i18n/locales'
import { routeOf } from '@/lib/navigation'
import { isErrandRoute, promoState } from '@/lib/popup-queue'
import { useLoadedWhen } from '@/components/ui/use-loaded-when'

/** The dialog (and its dialog library) loads only while a campaign runs, not with every page. */
const loadDialog = () => import('./promo-dialog').then((m) => m.PromoDialog)

/** SPEC §9: the promo pop-up opens 1000 ms after load, only while now is before the campaign end. */
export const PROMO_DELAY_MS = 1000

/** The pop-up's words in the page's language (passed from the server layout). */
export type PromoLabels = { title: string; text: string; watch: string; close: string; closeX: string }

type Props = { endsAt: string; locale: AppLocale; labels: PromoLabels }

/**
 * The Golden Bubble Run pop-up. Closes with its close button, Escape, or 'Watch the video' (→ /bubble-run
 * in the page's language).
 */
export function PromoPopup({ endsAt, locale, labels }: Props) {
  const [open, setOpenState] = useState(false)
  const [returnFocusTo, setReturnFocusTo] = useState<HTMLElement | null>(null)
  const PromoDialog = useLoadedWhen(open, loadDialog)
  // Announcement pop-ups wait until the promo has closed or does not apply (src/lib/popup-queue).
  const setOpen = (next: boolean) => {
    setOpenState(next)
    promoState.set(next ? 'pending' : 'done')
  }
  const pathname = usePathname()
  const router = useRouter()

  useEffect(() => {
    const end = Date.parse(endsAt)
    const route = routeOf(pathname ?? '/')
    if (!(Date.now() < end) || route === '/bubble-run' || isErrandRoute(route)) return promoState.set('done')
    promoState.set('pending')
    const timer = window.setTimeout(() => {
      const active = document.activeElement
      setReturnFocusTo(active instanceof HTMLElement && active !== document.body ? active : null)
      setOpen(true)
    }, PROMO_DELAY_MS)
    return () => window.clearTimeout(timer)
    // Only on the first load of the site, not on every client-side navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endsAt])

  const watchVideo = () => {
    setOpen(false)
    router.push(localizedPath('/bubble-run', locale))
  }

  // eslint-disable-next-line react-hooks/static-components -- a module's export, loaded once: never re-created
  return open && PromoDialog ? <PromoDialog labels={labels} onClose={() => setOpen(false)} onWatch={watchVideo} returnFocusTo={returnFocusTo} /> : null
}
