/**
 * A tiny client store so announcement pop-ups wait for the promo pop-up: 'unknown' until the promo decides,
 * 'pending' while it may still open or is open, 'done' once it closed or does not apply.
 */
export type PromoState = 'unknown' | 'pending' | 'done'

let state: PromoState = 'unknown'
const listeners = new Set<() => void>()

export const promoState = {
  get: (): PromoState => state,
  getServer: (): PromoState => 'unknown',
  set(next: PromoState): void {
    if (state === next) return
    state = next
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** Pages a family opens from a mail for one errand (unsubscribe, preferences): no pop-up interrupts them. */
const ERRAND_ROUTES: ReadonlySet<string> = new Set(['/unsubscribe', '/subscription'])
export const isErrandRoute = (route: string): boolean => ERRAND_ROUTES.has(route)

/**
 * At most this many pop-ups open on one page load: a family is not met by a wall of dialogs. The others
 * (each dismissal is remembered) open on a later visit.
 */
export const POPUPS_PER_VISIT = 2

/** Dismissals are remembered per announcement version: an edited announcement shows again. */
export const dismissalKey = (id: number, version: string): string => `pta-popup-dismissed:${id}:${version}`

export function isDismissed(id: number, version: string): boolean {
  try {
    return window.localStorage.getItem(dismissalKey(id, version)) === '1'
  } catch {
    return false
  }
}

export function rememberDismissal(id: number, version: string): void {
  try {
    window.localStorage.setItem(dismissalKey(id, version), '1')
  } catch {
    // Storage disabled (private mode): the pop-up may show again next time.
  }
}
