import type { CollectionBeforeChangeHook } from 'payload'

/**
 * `activatedAt`: when the announcement last came onto the site by being switched on (or created on). The
 * weekly digest counts news as new from then too, so news written weeks ago and switched on today is still
 * news to the families. Always computed here: whatever a request sends for it is replaced.
 */
export const stampActivation: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const active = data.active !== false
  const turnedOn = operation === 'create' ? active : active && originalDoc?.active === false
  const previous: unknown = originalDoc?.activatedAt ?? null
  return { ...data, activatedAt: turnedOn ? new Date().toISOString() : operation === 'create' ? null : previous }
}
