import type React from 'react'

/**
 * A link's words as shown, and as a screen reader says them: `shown`, then `more` in the same phrase
 * ("Add to calendar: Coffee with the Principal"). The whole spoken name sits in one visually hidden element:
 * a separate hidden `: …` after the visible words made Chrome read "Add to calendar : …".
 */
export function SpokenName({ shown, more }: { shown: React.ReactNode; more: React.ReactNode }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">
        {shown}
        {more}
      </span>
    </>
  )
}
