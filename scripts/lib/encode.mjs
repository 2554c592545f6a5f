// How the production server's own answers are compressed (a public page's HTML in lib/paint-first.mjs, a
// page's payload in lib/flight-store.mjs): Brotli at quality 5 (near gzip's speed, smaller), else gzip, else
// as is, by the browser's Accept-Encoding.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { acceptsBrotli } from './static-brotli.mjs'

/** 'br', 'gzip' or null (identity) for an Accept-Encoding header. */
export function encodingFor(accept) {
  if (acceptsBrotli(accept)) return 'br'
  if (/\bgzip\b/i.test(String(accept ?? ''))) return 'gzip'
  return null
}

/** `body` in `encoding` (from `encodingFor`). */
export function encodeAs(body, encoding) {
  if (encoding === 'br') return { encoding, body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) }
  if (encoding === 'gzip') return { encoding, body: gzipSync(body) }
  return { encoding: null, body }
}
