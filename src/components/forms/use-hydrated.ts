import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server's HTML and until React has hydrated the form. Submit buttons stay disabled until
 * then, so an early click cannot send the form natively (as a GET, with what was typed in the URL).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
