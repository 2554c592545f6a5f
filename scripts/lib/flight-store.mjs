// A public page's React Server Components payload, served as a JSON file of its own (issue 12: home HTML ≤ 60 KB,
// no inline payload repeating what the HTML already says). Next writes the payload React hydrates from into the
// page's HTML as inline `self.__next_f.push([1,"…"])` scripts: on the home page 62 KB of the 97 KB, most of it
// the same markup again as JSON. lib/paint-first.mjs takes those scripts out of the HTML and keeps their
// strings here (a JSON array), under the hash of its content; the page's loader fetches
// `/_next/flight/<hash>.json` when it loads the framework (after the first paint) and gives each string to
// `self.__next_f` as the scripts did. The HTML a phone parses before it paints is a third of the size, and the
// payload is data, not code: nothing the server wrote is run as a script.
//
// - Content-addressed: the same render always gives the same address, which is then safe to cache for good
//   (`immutable`); a new render (an officer's change) gives a new one.
// - Bounded: at most MAX_ENTRIES payloads and MAX_BYTES in all, least recently used first out. Every time a
//   page's HTML is served from Next's cache its payload is put again, so a page being served keeps its payload.
// - A payload no longer here (the server restarted between a page and its payload, say) is a 404; the loader
//   then reloads the page once (lib/paint-first.mjs).
// - One process, like the page micro-cache: several servers behind one address would each need the same
//   renders (a shared Next cache) for a page from one and its payload from another.
import { createHash } from 'node:crypto'

import { encodeAs, encodingFor } from './encode.mjs'

export const FLIGHT_PREFIX = '/_next/flight/'
const ADDRESS = /^\/_next\/flight\/([A-Za-z0-9_-]{22})\.json$/
const MAX_ENTRIES = 400
const MAX_BYTES = 48 * 1024 * 1024

export function createFlightStore({ maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES } = {}) {
  /** @type {Map<string, { body: Buffer, encoded: Map<string | null, { encoding: string | null, body: Buffer }> }>} */
  const entries = new Map()
  let bytes = 0

  return {
    /** Keeps `json` (a page's payload: a JSON array of strings) and returns the address the page fetches it from. */
    put(json) {
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 22)
      const entry = entries.get(hash)
      entries.delete(hash)
      if (entry) entries.set(hash, entry)
      else {
        const body = Buffer.from(json)
        entries.set(hash, { body, encoded: new Map() })
        bytes += body.length
        for (const [oldest, old] of entries) {
          if ((entries.size <= maxEntries && bytes <= maxBytes) || oldest === hash) break
          entries.delete(oldest)
          bytes -= old.body.length
        }
      }
      return `${FLIGHT_PREFIX}${hash}.json`
    },
    /** Answers `GET /_next/flight/<hash>.json` (encoded for the browser) and returns true; false for anything else. */
    handle(req, res) {
      const url = req.url ?? ''
      if (!url.startsWith(FLIGHT_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false
      const entry = entries.get(ADDRESS.exec(url)?.[1] ?? '')
      if (!entry) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : 'Not found')
        return true
      }
      const kind = encodingFor(req.headers['accept-encoding'])
      let encoded = entry.encoded.get(kind)
      if (!encoded) entry.encoded.set(kind, (encoded = encodeAs(entry.body, kind)))
      const headers = {
        'content-type': 'application/json; charset=UTF-8',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
        'content-length': String(encoded.body.length),
      }
      if (encoded.encoding) headers['content-encoding'] = encoded.encoding
      res.writeHead(200, headers)
      res.end(req.method === 'HEAD' ? undefined : encoded.body)
      return true
    },
    get size() {
      return entries.size
    },
  }
}
