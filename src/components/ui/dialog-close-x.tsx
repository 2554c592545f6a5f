import * as Dialog from '@radix-ui/react-dialog'

/** The round × in a dialog's corner (pop-ups); `label` says what it closes. */
export function DialogCloseX({ label }: { label: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className="absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-navy-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-navy-700"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </Dialog.Close>
  )
}
