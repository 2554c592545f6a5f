'use client'

import * as Dialog from '@radix-ui/react-dialog'
import Image from 'next/image'

import { DialogCloseX } from '@/components/ui/dialog-close-x'

import type { PromoLabels } from './promo-popup'

/** `returnFocusTo`: what had focus when it opened (a dialog without a trigger would leave focus on the body). */
type Props = { labels: PromoLabels; onClose: () => void; onWatch: () => void; returnFocusTo?: HTMLElement | null }

/**
 * The open Golden Bubble Run dialog (loaded only when it opens): Escape and both close buttons close it and
 * put focus back where it was. On a short or zoomed screen it scrolls, so its buttons stay reachable.
 */
export function PromoDialog({ labels, onClose, onWatch, returnFocusTo }: Props) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // 'Watch the video' leaves the page: the new page's focus applies there.
            if (!returnFocusTo?.isConnected) return
            event.preventDefault()
            returnFocusTo.focus({ preventScroll: true })
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white shadow-2xl focus:outline-none"
        >
          <Image src="/images/bubble-run-poster.svg" alt="" width={640} height={360} className="aspect-video w-full object-cover" />
          <div className="p-6">
            <Dialog.Title className="text-2xl font-extrabold text-navy-900">{labels.title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">{labels.text}</Dialog.Description>
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={onWatch}
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
