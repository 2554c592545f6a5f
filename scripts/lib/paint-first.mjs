// Paint first, then hydrate (issue 12: LCP on a phone). Next puts every script of a page in its <head> as
// `<script src="/_next/static/…" async>`. Fetched over a fast link they run before the browser has painted
// the page's largest element (the home page's hero still), so a phone spends its first second on the
// framework (about 120 KB) while the page it already has stays blank. In a public page's HTML those tags
// are replaced by one small inline loader at the end of <body>, which adds the same scripts once the largest
// element is on screen: for a page with a hero image (`fetchpriority="high"`) when that image has been
// painted (reported as the largest paint, or decoded three frames ago: a card's picture is often not the
// largest element), otherwise after the first paint; at once on the first tap or key, after 3 s at the latest.
// (Kept as low-priority preloads instead, the files shared the phone's bandwidth with the hero still:
// Lighthouse's LCP went from 1.2 back to 2.2 s.)
// The scripts' order never mattered (they are async, and Next's runtime waits for all of them); React then
// hydrates the page as before. Pages stay the same for anyone without JavaScript.
// The page's React payload (Next's inline `self.__next_f.push([1,…])` scripts, which only hydration reads)
// leaves the HTML too, as a JSON file of its own (lib/flight-store.mjs): the loader fetches it first, with
// the framework's files preloaded beside it, hands its parts to `self.__next_f` as those scripts did, then
// adds the framework's files (Next's runtime reads the payload when it starts). A payload that cannot be had reloads the page once; a page that still cannot
// have it stays as it was painted, without the framework.
//
// The production server (scripts/server.mjs) asks Next for a public page's HTML unencoded, rewrites it here
// and encodes it itself (Brotli, else gzip), so what the page micro-cache keeps is the final answer.
import { encodeAs, encodingFor } from './encode.mjs'
import { isPageAddress, isSharedCacheable } from './page-cache.mjs'

/** Next's inline payload scripts (Next escapes `<` in them, so none holds `</script>`). */
const PAYLOAD_TAG = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const PRELOAD_TAG = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/
const MIN_COMPRESS_BYTES = 1024

/**
 * The inline loader for `urls` and the page's payload at `flight` ('' when it stayed inline; same-origin
 * paths, so JSON is safe inside a script element). It adds the scripts (g; a: the framework's, after the
 * payload has been handed over; x: a payload that failed reloads the page once per payload address) in the
 * task after (l: a message, the way React's scheduler yields, not a timer) the page's largest paint, as the
 * browser reports it (largest-contentful-paint entries): the hero image's, or else the first one. A hero is
 * not always the largest element (a news card's picture beside a longer paragraph is never reported), so
 * three frames after the hero is decoded will do too; where the browser reports no largest paint (Safari),
 * that, or three frames when there is no hero. After 3 s in any case. A tap or key loads them at once, and a
 * tap on a button React has not hydrated yet (the phone menu's, say) is held back from the page (q) and given
 * to the button again once React has hydrated it (c: polled, for at most 10 s), so it counts once; a form's
 * own buttons are left alone, since the forms keep early input themselves.
 */
function loader(urls, flight) {
  return (
    '<script>(function(){var u=' +
    JSON.stringify(urls) +
    ',w=' +
    JSON.stringify(flight) +
    ',d=0,q=[],h=document.querySelector(\'img[fetchpriority="high"]\'),r=requestAnimationFrame,m=new MessageChannel;' +
    'function y(b){return Object.keys(b).some(function(k){return k.indexOf("__reactProps")===0})}' +
    'function c(n){q=q.filter(function(b){if(!y(b))return 1;b.click()});if(q.length&&n<200)setTimeout(function(){c(n+1)},50)}' +
    'function a(){u.forEach(function(s){var e=document.createElement("script");e.src=s;e.async=true;document.head.appendChild(e)});c(0)}' +
    'function x(){try{if(sessionStorage.getItem("pta-flight")!==w){sessionStorage.setItem("pta-flight",w);location.reload()}}catch(z){}}' +
    'function g(){if(d)return;d=1;if(!w)return a();u.forEach(function(s){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=s;document.head.appendChild(l)});' +
    'fetch(w).then(function(r){return r.ok&&r.json()}).then(function(p){if(!p)return x();p.forEach(function(s){self.__next_f.push([1,s])});a()},x)}' +
    'm.port1.onmessage=g;function l(){m.port2.postMessage(0)}function f(){r(function(){r(l)})}' +
    'var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[],p=t.indexOf("largest-contentful-paint")>=0;' +
    'if(p)new PerformanceObserver(function(o){o.getEntries().forEach(function(e){if(!h||e.element===h)l()})}).observe({type:"largest-contentful-paint",buffered:true});' +
    'if(h&&h.decode)h.decode().then(function(){r(f)},g);else if(!p)f();' +
    'addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button");if(b&&!b.form&&!y(b)){e.stopPropagation();if(q.indexOf(b)<0)q.push(b);if(d)c(0)}},true);' +
    '["pointerdown","keydown"].forEach(function(n){addEventListener(n,g,{once:true,capture:true})});setTimeout(g,3000)})()</script>'
  )
}

/**
 * `html` with Next's async script tags moved into the paint-first loader; unchanged when it has none or no
 * `</body>`. With `keepPayload` (JSON text → address, lib/flight-store.mjs) its payload scripts move out too.
 * The same page always gives the same bytes (ETags stay valid).
 */
export function paintFirstHtml(html, keepPayload) {
  const end = html.lastIndexOf('</body>')
  if (end < 0) return html
  const urls = []
  const rest = html.slice(0, end).replace(SCRIPT_TAG, (_, url) => {
    if (!urls.includes(url)) urls.push(url)
    return ''
  })
  if (!urls.length) return html
  // Next also preloads its bootstrap script: that download waits for the loader too.
  let body = rest.replace(PRELOAD_TAG, (tag, url) => (urls.includes(url) ? '' : tag))
  const payload = []
  if (keepPayload) {
    body = body.replace(PAYLOAD_TAG, (_, script) => {
      payload.push(script)
      return ''
    })
  }
  // Each part is a JSON string as Next wrote it (JSON.stringify, then `<`, `>`, `&` escaped): a JSON array.
  const flight = payload.length ? keepPayload(`[${payload.join(',\n')}]`) : ''
  return body + loader(urls, flight) + html.slice(end)
}

/** A public page's GET (what the page micro-cache may also keep): not an API, the panel, assets or RSC. */
export function isPublicPageRequest(req) {
  return req.method === 'GET' && isPageAddress(req)
}

/**
 * For a public page's GET, takes Next's answer unencoded: HTML is rewritten by `paintFirstHtml` (the
 * payload of a shared-cacheable page kept by `flights`, a lib/flight-store.mjs store, when given), and any answer worth it is encoded for the
 * browser's Accept-Encoding. Everything else is left to Next.
 */
export function paintFirst(req, res, flights) {
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
      // Only a page that is the same for everyone (what Next caches) gives its payload to the store: the
      // store then holds one payload per cached page, and no run of made-up addresses (404s, queries on a
      // page rendered per request) can push the payloads of real pages out.
      const keep = flights && isSharedCacheable(res) ? flights.put : undefined
      if (type.startsWith('text/html')) body = Buffer.from(paintFirstHtml(body.toString('utf8'), keep))
      if (COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS_BYTES) {
        const encoded = encodeAs(body, encodingFor(accept))
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
