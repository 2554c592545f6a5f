const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/**
 * CSRF rule for cookie-authenticated requests: a request that can change something and says it comes
 * from another origin (Origin, or Referer when there is no Origin) gets no session.
 * `method` is unknown for server-component and server-action renders: then only Origin is checked
 * (browsers send it on every POST, including server actions), so a link from another site still works.
 */
export function isForeignRequest(headers: Headers, method: string | undefined, siteUrl: string): boolean {
  const upper = method?.toUpperCase()
  if (upper && SAFE_METHODS.has(upper)) return false
  const site = originOf(siteUrl)
  const origin = headers.get('origin')
  if (origin) return origin === 'null' || originOf(origin) !== site
  const referer = upper ? headers.get('referer') : null
  if (referer) return originOf(referer) !== site
  return false
}
