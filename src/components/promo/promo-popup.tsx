'use client'

import * as Dialog from '@radix-ui/react-dialog'
import Image from 'next/image'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { type AppLocale, localizedPath } from '@/i18n/locales'
import { routeOf } from '@/lib/navigation'
import { promoState } from '@/lib/popup-queue'
import { DialogCloseX } from '@/components/ui/dialog-close-x'

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
  // Announcement pop-ups wait until the promo has closed or does not apply (src/lib/popup-queue).
  const setOpen = (next: boolean) => {
    setOpenState(next)
    promoState.set(next ? 'pending' : 'done')
  }
  const pathname = usePathname()
  const router = useRouter()

  useEffect(() => {
    const end = Date.parse(endsAt)
    if (!(Date.now() < end) || routeOf(pathname ?? '/') === '/bubble-run') return promoState.set('done')
    promoState.set('pending')
    const timer = window.setTimeout(() => setOpen(true), PROMO_DELAY_MS)
    return () => window.clearTimeout(timer)
    // Only on the first load of the site, not on every client-side navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endsAt])

  const watchVideo = () => {
    setOpen(false)
    router.push(localizedPath('/bubble-run', locale))
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-3xl bg-white shadow-2xl focus:outline-none">
          <Image src="/images/bubble-run-poster.svg" alt="" width={640} height={360} className="aspect-video w-full object-cover" />
          <div className="p-6">
            <Dialog.Title className="text-2xl font-extrabold text-navy-900">{labels.title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">{labels.text}</Dialog.Description>
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={watchVideo}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-500 px-5 font-bold text-navy-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
              >
                {labels.watch}
              </button>
              <Dialog.Close className="inline-flex min-h-11 items-center rounded-full border-2 border-navy-800 px-5 font-bold text-navy-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700">
                {labels.close}
              </Dialog.Close>
            </div>
          </div>
          <DialogCloseX label={labels.closeX} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
