// Paint first, then hydrate (issue 12: LCP on a phone). Next puts every script of a page in its <head> as
// `<script src="/_next/static/…" async>`. Fetched over a fast link they run before the browser has painted
// the page's largest element (the home page's hero still), so a phone spends its first second on the
// framework (about 120 KB) while the page it already has stays blank. In a public page's HTML those tags
// become low-priority preloads (the files still download from the start), and one small inline loader at
// the end of <body> adds the same scripts, to run, once the largest element is on screen: for a page with
// a hero image (`fetchpriority="high"`) when that image has been painted, otherwise after the first paint;
// at once on the first tap or key, and after 3 s at the latest.
// The scripts' order never mattered (they are async, and Next's runtime waits for all of them); React then
// hydrates the page as before. Pages stay the same for anyone without JavaScript.
//
// The production server (scripts/server.mjs) asks Next for a public page's HTML unencoded, rewrites it here
// and encodes it itself (Brotli, else gzip), so what the page micro-cache keeps is the final answer.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { acceptsBrotli } from './static-brotli.mjs'

const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const SKIP_PREFIXES = ['/api/', '/cms', '/admin', '/_next/']
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/
const MIN_COMPRESS_BYTES = 1024

/**
 * The inline loader for `urls` (each a same-origin path, so JSON is safe inside a script element). It adds
 * the scripts (g) a moment after (l) the page's largest paint: the hero image's, else the first one, as the
 * browser reports them (largest-contentful-paint entries); where it reports none (Safari), or the hero is
 * not the largest element, two frames after the hero is decoded (or after the first frame).
 */
function loader(urls) {
  return (
    '<script>(function(){var u=' +
    JSON.stringify(urls) +
    ',d=0,h=document.querySelector(\'img[fetchpriority="high"]\'),r=requestAnimationFrame;' +
    'function g(){if(d)return;d=1;u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)})}' +
    'function l(){setTimeout(g,0)}function f(){r(function(){r(l)})}' +
    'var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[],p=t.indexOf("largest-contentful-paint")>=0;' +
    'if(p)new PerformanceObserver(function(o){o.getEntries().forEach(function(e){if(!h||e.element===h)l()})}).observe({type:"largest-contentful-paint",buffered:true});' +
    'if(h&&h.decode)h.decode().then(function(){r(f)},g);else if(!p)f();' +
    '["pointerdown","keydown"].forEach(function(n){addEventListener(n,g,{once:true,capture:true})});setTimeout(g,3000)})()</script>'
  )
}

/**
 * `html` with Next's async script tags moved into the paint-first loader; unchanged when it has none or no
 * `</body>`. Pure, so the same page always gives the same bytes (ETags stay valid).
 */
export function paintFirstHtml(html) {
  const end = html.lastIndexOf('</body>')
  if (end < 0) return html
  const urls = []
  const rest = html.slice(0, end).replace(SCRIPT_TAG, (_, url) => {
    if (urls.includes(url)) return ''
    urls.push(url)
    // Still fetched from the start, at low priority (after the stylesheet and the hero), so they are ready
    // when the loader adds them; only their running waits.
    return html.includes(`<link rel="preload" as="script" fetchPriority="low" href="${url}"/>`) ? '' : `<link rel="preload" as="script" fetchPriority="low" href="${url}"/>`
  })
  if (!urls.length) return html
  return rest + loader(urls) + html.slice(end)
}

/** A public page's GET (what the page micro-cache may also keep): not an API, the panel, assets or RSC. */
export function isPublicPageRequest(req) {
  const url = req.url ?? ''
  if (req.method !== 'GET' || !url.startsWith('/')) return false
  if (SKIP_PREFIXES.some((p) => url.startsWith(p))) return false
  return !ROUTER_HEADERS.some((h) => h in req.headers)
}

function encode(body, accept) {
  if (acceptsBrotli(accept)) {
    return { encoding: 'br', body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) }
  }
  if (/\bgzip\b/i.test(accept)) return { encoding: 'gzip', body: gzipSync(body) }
  return { encoding: null, body }
}

/**
 * For a public page's GET, takes Next's answer unencoded: HTML is rewritten by `paintFirstHtml`, and any
 * answer worth it is encoded for the browser's Accept-Encoding. Everything else is left to Next.
 */
export function paintFirst(req, res) {
  if (!isPublicPageRequest(req)) return
  const accept = String(req.headers['accept-encoding'] ?? '')
  delete req.headers['accept-encoding']
  const { writeHead, write, end, flushHeaders } = res
  // Next flushes a streamed page's headers before its first chunk; here they wait for the whole body.
  res.flushHeaders = () => {}
  const chunks = []
  res.writeHead = function (status, ...rest) {
    res.statusCode = status
    const headers = rest.find((r) => r && typeof r === 'object')
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    else if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
    return res
  }
  const take = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function') return
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
  }
  res.write = function (chunk, encoding, cb) {
    take(chunk, encoding)
    if (typeof encoding === 'function') encoding()
    else if (typeof cb === 'function') cb()
    return true
  }
  res.end = function (chunk, encoding, cb) {
    take(chunk, encoding)
    res.writeHead = writeHead
    res.write = write
    res.end = end
    res.flushHeaders = flushHeaders
    let body = Buffer.concat(chunks)
    const type = String(res.getHeader('content-type') ?? '')
    if (!res.hasHeader('content-encoding') && body.length) {
      if (type.startsWith('text/html')) body = Buffer.from(paintFirstHtml(body.toString('utf8')))
      if (COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS_BYTES) {
        const encoded = encode(body, accept)
        body = encoded.body
        if (encoded.encoding) res.setHeader('content-encoding', encoded.encoding)
      }
      const vary = String(res.getHeader('vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      res.setHeader('content-length', String(body.length))
    }
    const done = typeof encoding === 'function' ? encoding : cb
    return end.call(res, body, done)
  }
}
