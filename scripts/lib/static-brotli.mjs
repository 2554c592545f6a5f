// Sends the build's precompressed scripts and styles (lib/precompress.mjs) to browsers that accept Brotli.
// Only GET/HEAD of `/_next/static/…​.js|.css` without a query, only files inside `<distDir>/static` that have
// a `.br` copy; everything else (and every browser without `br`) goes to Next as before. The answer carries
// the headers next.config.ts sets for the path (routes-manifest.json: CSP, nosniff, …) and Next's own
// headers for these immutable files.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const PREFIX = '/_next/static/'
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }
/** Bound on what is kept in memory (the whole build's copies are about 1 MB). */
const MAX_CACHED_BYTES = 32 * 1024 * 1024

/** True when `accept-encoding` lists `br` with a non-zero weight. */
export function acceptsBrotli(header) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';')
      if (name.trim() !== 'br') return false
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return q === undefined || Number(q.slice(2)) > 0
    })
}

/** The headers next.config.ts gives `pathname`, in Next's order (later rules win). */
function configuredHeaders(distDir, pathname) {
  const manifest = path.join(distDir, 'routes-manifest.json')
  if (!existsSync(manifest)) return {}
  const rules = JSON.parse(readFileSync(manifest, 'utf8')).headers ?? []
  const out = {}
  for (const rule of rules) {
    if (!new RegExp(rule.regex).test(pathname)) continue
    for (const { key, value } of rule.headers) out[key] = value
  }
  return out
}

export function createStaticBrotli({ distDir }) {
  const staticDir = path.resolve(distDir, 'static')
  /** @type {Map<string, { headers: Record<string, string>, body: Buffer }>} */
  const cache = new Map()
  let cachedBytes = 0

  function entryFor(url) {
    const hit = cache.get(url)
    if (hit) return hit
    let rel
    try {
      rel = decodeURIComponent(url.slice(PREFIX.length))
    } catch {
      return null
    }
    const type = TYPES[path.extname(rel)]
    const file = path.resolve(staticDir, rel)
    if (!type || rel.includes('\0') || !file.startsWith(staticDir + path.sep) || !existsSync(`${file}.br`)) return null
    const body = readFileSync(`${file}.br`)
    const entry = {
      body,
      headers: {
        ...configuredHeaders(distDir, url),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Type': type,
        'Content-Encoding': 'br',
        'Content-Length': String(body.length),
        Vary: 'Accept-Encoding',
      },
    }
    if (cachedBytes + body.length <= MAX_CACHED_BYTES) {
      cache.set(url, entry)
      cachedBytes += body.length
    }
    return entry
  }

  /** Answers `req` and returns true, or returns false and leaves it to Next. */
  function handle(req, res) {
    const url = req.url ?? ''
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith(PREFIX) || url.includes('?')) return false
    if (!acceptsBrotli(req.headers['accept-encoding'])) return false
    const entry = entryFor(url)
    if (!entry) return false
    res.writeHead(200, entry.headers)
    res.end(req.method === 'HEAD' ? undefined : entry.body)
    return true
  }

  return { handle }
}
