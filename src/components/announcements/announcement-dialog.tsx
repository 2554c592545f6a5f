'use client'

import * as Dialog from '@radix-ui/react-dialog'

import type { PopupType } from '@/features/announcements'
import { englishOnlyNote, type PopupAnnouncement } from '@/features/announcements/public-shape'
import { ANNOUNCEMENT_TYPE_TABLE } from '@/features/announcements/types'

import { HideableImage } from './hideable-image'

/** The dialog is `min(30rem, 100vw - 2rem)` wide. */
const DIALOG_IMAGE_SIZES = '(min-width: 32rem) 30rem, calc(100vw - 2rem)'
import { DialogCloseX } from '@/components/ui/dialog-close-x'

/** The pop-up's fixed words, in the page's language. */
export type PopupLabels = { gotIt: string; close: string; types: Record<PopupType, string>; onlyInEnglish: string; detailsInEnglish: string }

/** `returnFocusTo`: what had focus before the pop-ups opened (a dialog without a trigger would leave focus on the page's body). */
type Props = { item: PopupAnnouncement; labels: PopupLabels; onDismiss: () => void; returnFocusTo?: HTMLElement | null }

/**
 * One announcement pop-up: a modal dialog (focus trapped, Escape closes). Warnings and errors are alert
 * dialogs, so screen readers announce them assertively. Content is text, never HTML.
 */
export function AnnouncementDialog({ item, labels, onDismiss, returnFocusTo }: Props) {
  const style = ANNOUNCEMENT_TYPE_TABLE[item.type]
  const urgent = style.urgent
  const note = englishOnlyNote(item)
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-900/60" />
        <Dialog.Content
          role={urgent ? 'alertdialog' : 'dialog'}
          data-testid="announcement-popup"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return
            event.preventDefault()
            returnFocusTo.focus({ preventScroll: true })
          }}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border-t-8 bg-white shadow-2xl focus:outline-none ${style.accent}`}
        >
          {item.imageUrl ? <HideableImage
              src={item.imageUrl}
              alt={item.imageAlt}
              sources={item.imageSources}
              sizes={DIALOG_IMAGE_SIZES}
              className="aspect-video w-full object-cover"
            /> : null}
          <div className="p-6">
            <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${style.badge}`}>{labels.types[item.type]}</span>
            {note ? <span className="ml-2 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{labels[note]}</span> : null}
            <Dialog.Title lang={item.titleLang} className="mt-2 pr-8 text-2xl font-extrabold text-navy-900">{item.title}</Dialog.Title>
            <Dialog.Description lang={item.content ? item.contentLang : item.titleLang} className="mt-2 whitespace-pre-line text-slate-700">{item.content || item.title}</Dialog.Description>
            <div className="mt-6 flex justify-end">
              <Dialog.Close className="inline-flex min-h-11 items-center rounded-full bg-navy-800 px-5 font-bold text-white hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700">
                {labels.gotIt}
              </Dialog.Close>
            </div>
          </div>
          <DialogCloseX label={labels.close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
