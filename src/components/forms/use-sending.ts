'use client'

import { useCallback, useState } from 'react'

/**
 * True while a form's request is out, for its button's "Sending..." / "Subscribing...". Not the form library's
 * `isSubmitting`, which is also true while the fields are checked: an empty form flashed "Sending..." before
 * its errors showed, though nothing was sent.
 */
export function useSending(): [boolean, <T>(send: () => Promise<T>) => Promise<T>] {
  const [sending, setSending] = useState(false)
  const track = useCallback(async <T,>(send: () => Promise<T>): Promise<T> => {
    setSending(true)
    try {
      return await send()
    } finally {
      setSending(false)
    }
  }, [])
  return [sending, track]
}
