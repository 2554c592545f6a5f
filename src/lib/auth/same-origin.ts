const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A site on loopback (development, or `npm start` before SITE_URL names the real address) is one origin at
 * localhost, 127.0.0.1 and [::1] on the same port and scheme: all three reach this very server and nothing
 * else. A site with a real host name only ever matches itself exactly.
 */
const loopbackTwin = (a: string, b: string): boolean => {
  const [x, y] = [new URL(a), new URL(b)]
  return x.protocol === y.protocol && x.port === y.port && LOOPBACK_HOSTS.has(x.hostname) && LOOPBACK_HOSTS.has(y.hostname)
}

/** The site's origin and, for a loopback site, its loopback twins (for Payload's `cors`/`csrf` lists). */
export function siteOrigins(siteUrl: string): string[] {
  const site = originOf(siteUrl)
  if (!site) return [siteUrl]
  const url = new URL(site)
  if (!LOOPBACK_HOSTS.has(url.hostname)) return [site]
  return [...LOOPBACK_HOSTS].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`)
}

/** Same origin as the site (exactly; a loopback site also at its loopback twins). */
export const isSiteOrigin = (value: string, siteUrl: string): boolean => {
  const origin = originOf(value)
  const site = originOf(siteUrl)
  if (!origin || !site) return false
  return origin === site || loopbackTwin(origin, site)
}

/** What a state-changing request from another origin is told (our endpoints, Payload's method override). */
export const CROSS_SITE_REFUSED = 'Cross-site request refused.'

/**
 * CSRF rule for cookie-authenticated requests: a request that can change something and says it comes
 * from another origin (Origin, or Referer when there is no Origin) gets no session.
 * `method` is unknown for server-component and server-action renders: then only Origin is checked
 * (browsers send it on every POST, including server actions), so a link from another site still works.
 */
export function isForeignRequest(headers: Headers, method: string | undefined, siteUrl: string): boolean {
  const upper = method?.toUpperCase()
  if (upper && SAFE_METHODS.has(upper)) return false
  const origin = headers.get('origin')
  if (origin) return origin === 'null' || !isSiteOrigin(origin, siteUrl)
  const referer = upper ? headers.get('referer') : null
  if (referer) return !isSiteOrigin(referer, siteUrl)
  return false
}
