// A micro-cache in front of Next's request handler (issue 12 item 3): a public page Next itself declares
// shared-cacheable (`Cache-Control: s-maxage=…`, status 200, no Set-Cookie) is kept in memory for a second
// and answered from there, so a busy page costs about what a static file does. Like a CDN's or nginx's
// micro-cache, nothing decides here what is public: Next's own answer does.
//
// - Only GET/HEAD of a page address without a query and without Next's RSC/router headers; never /api, /cms,
//   /admin or /_next. Anything else goes to Next untouched.
// - Entries vary by Accept-Encoding (the stored body is what Next sent: gzip or not) and live TTL_MS.
// - `clear()` runs whenever the app expires a cache tag (src/lib/revalidate.ts, same process): an officer's
//   change shows on the very next request. A render that started before a clear is not stored.
// - Bounded: MAX_ENTRIES answers of at most MAX_BODY bytes, oldest first out.

/** PAGE_CACHE_MS overrides (0 turns the micro-cache off, e.g. behind a CDN that does the same). */
export const TTL_MS = process.env.PAGE_CACHE_MS === undefined ? 1000 : Number(process.env.PAGE_CACHE_MS)
const MAX_ENTRIES = 200
const MAX_BODY = 1024 * 1024
/** Where src/lib/revalidate.ts finds the cache (both run in the server process). */
export const CLEAR_KEY = Symbol.for('pta.page-cache.clear')
const SKIP_PREFIXES = ['/api/', '/cms', '/admin', '/_next/']
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url']
/** What Next's cacheable pages vary on: the router headers (never cached here) and the encoding (in the key). */
const KNOWN_VARY = new Set([...ROUTER_HEADERS, 'accept-encoding'])
/** Per-connection headers Node writes itself. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date'])

/** A request for a page's HTML: a path outside /api, /cms, /admin and /_next, without Next's router headers. */
export function isPageAddress(req) {
  const url = req.url ?? ''
  if (!url.startsWith('/') || SKIP_PREFIXES.some((p) => url.startsWith(p))) return false
  return !ROUTER_HEADERS.some((h) => h in req.headers)
}

/** An answer Next marked the same for everyone: 200, `s-maxage` above 0, not private, no cookie set. */
export function isSharedCacheable(res) {
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return false
  return /\bs-maxage=\d*[1-9]/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl)
}

export function createPageCache({ ttlMs = TTL_MS, now = Date.now } = {}) {
  /** @type {Map<string, { status: number, headers: Record<string, string | string[]>, body: Buffer, expires: number }>} */
  const entries = new Map()
  let generation = 0

  const keyOf = (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null
    const url = req.url ?? ''
    if (!isPageAddress(req) || url.includes('?') || req.headers.authorization) return null
    return `${url}\n${req.headers['accept-encoding'] ?? ''}`
  }

  function answer(entry, req, res) {
    const etag = entry.headers.etag
    const notModified = etag && req.headers['if-none-match'] === etag
    res.writeHead(notModified ? 304 : entry.status, { ...entry.headers, 'x-page-cache': 'hit' })
    res.end(notModified || req.method === 'HEAD' ? undefined : entry.body)
  }

  /** Watches Next's answer to `res` and stores it if Next marked it shared-cacheable. */
  function record(key, req, res) {
    const started = generation
    const chunks = []
    let size = 0
    const write = res.write
    const end = res.end
    const take = (chunk, encoding) => {
      if (chunk == null || typeof chunk === 'function' || size > MAX_BODY) return
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
      size += buf.length
      chunks.push(buf)
    }
    res.write = function (chunk, encoding, cb) {
      take(chunk, encoding)
      return write.call(this, chunk, encoding, cb)
    }
    res.end = function (chunk, encoding, cb) {
      take(chunk, encoding)
      const result = end.call(this, chunk, encoding, cb)
      if (started === generation && size <= MAX_BODY) store(key, res, Buffer.concat(chunks))
      return result
    }
  }

  function store(key, res, body) {
    if (!isSharedCacheable(res)) return
    // An answer that varies on anything else (a cookie, say) is not the same for every visitor: not kept.
    const vary = String(res.getHeader('vary') ?? '').toLowerCase().split(',').map((h) => h.trim()).filter(Boolean)
    if (vary.some((h) => !KNOWN_VARY.has(h))) return
    const headers = {}
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!HOP_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value : String(value)
    }
    headers['content-length'] = String(body.length)
    entries.delete(key)
    entries.set(key, { status: 200, headers, body, expires: now() + ttlMs })
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value)
  }

  return {
    /** Answers from the cache and returns true, or arranges to store Next's answer and returns false. */
    handle(req, res) {
      const key = ttlMs > 0 ? keyOf(req) : null
      if (!key) return false
      const entry = entries.get(key)
      if (entry && entry.expires > now()) {
        answer(entry, req, res)
        return true
      }
      if (entry) entries.delete(key)
      if (req.method === 'GET') record(key, req, res)
      return false
    },
    clear() {
      generation += 1
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
