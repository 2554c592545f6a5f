import type { ExternalToast } from 'sonner'

type Kind = 'success' | 'info' | 'error'
type Options = Pick<ExternalToast, 'id' | 'description'>

/**
 * The app's toasts. The toast library and its region load on the first toast (or when a form gets focus,
 * see `warmToasts`), not with every page: most visits never show one.
 */
let wanted = false
const listeners = new Set<() => void>()
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

/** For the Toaster: whether the region is wanted yet, and the signal that it is mounted and listening. */
export const toastRegion = {
  wanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  mounted: () => markMounted(),
}

/** Mount the toast region now (a form got focus), so a screen reader knows the live region before it speaks. */
export function warmToasts(): void {
  if (wanted) return
  wanted = true
  listeners.forEach((listener) => listener())
}

/** One promise for the library and its region, so toasts show in the order they were asked for. */
let ready: Promise<typeof import('sonner')> | undefined

function show(kind: Kind, title: string | undefined, options?: Options): void {
  warmToasts()
  ready ??= Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner)
  // A toast that replaces another (same id) keeps the fields it does not name: name the description always,
  // so "Too many attempts…" never stays under a later "Subscribed!".
  void ready.then(({ toast }) => toast[kind](title, { ...options, description: options?.description }))
}

export const toast = {
  success: (title: string | undefined, options?: Options) => show('success', title, options),
  info: (title: string | undefined, options?: Options) => show('info', title, options),
  error: (title: string | undefined, options?: Options) => show('error', title, options),
}
