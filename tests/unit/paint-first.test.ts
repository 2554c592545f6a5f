import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { paintFirst, paintFirstHtml } from '@scripts/lib/paint-first.mjs'

/**
 * Public pages load Next's scripts after their first paint (scripts/lib/paint-first.mjs): the async script
 * tags move into one loader at the end of <body>, and the server encodes the page itself. Real HTTP on
 * loopback; the handlers below answer the way Next does (headers set or passed to writeHead, a body written
 * at once or streamed after flushHeaders).
 */
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/two.js"/>' +
  '<link rel="preload" as="image" href="/images/hero.webp" fetchPriority="high"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '<title>Home</title></head><body><main>Hello ' +
  'x'.repeat(2000) +
  '</main><script>self.__next_f.push([1,"a"])</script><script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></body></html>'

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void

async function get(handler: Handler, path: string, headers: Record<string, string> = {}) {
  const seen: Record<string, string | undefined> = {}
  const server = http.createServer((req, res) => {
    paintFirst(req, res)
    seen.acceptEncoding = req.headers['accept-encoding']
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; seen: typeof seen }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), seen }))
        })
        .on('error', reject)
    })
  } finally {
    server.close()
  }
}

const html = (body = PAGE): Handler => (_req, res) => {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('etag', '"abc"')
  res.end(body)
}

test('the async script tags leave the page; one loader at the end of <body> adds each once', () => {
  const out = paintFirstHtml(PAGE)
  expect(out).not.toMatch(/<script src="[^"]+" async="">/)
  // Not fetched before the loader asks (a preload would share the phone's bandwidth with the hero).
  expect(out).not.toContain('rel="preload" as="script"')
  const loader = out.match(/<script>\(function\(\)\{var u=(\[[^\]]*\])/)
  expect(JSON.parse(loader?.[1] ?? '[]')).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js'])
  expect(out.indexOf('<script>(function(){var u=')).toBeGreaterThan(out.indexOf('self.__next_f.push'))
  expect(out.endsWith('</script></body></html>')).toBe(true)
  // What is not an async chunk stays where it was: the stylesheet, the inline payload, the legacy polyfills.
  for (const kept of ['<link rel="stylesheet" href="/_next/static/chunks/a.css"/>', '<link rel="preload" as="image" href="/images/hero.webp" fetchPriority="high"/>', '<script>self.__next_f.push([1,"a"])</script>', 'noModule=""']) {
    expect(out).toContain(kept)
  }
  expect(paintFirstHtml(PAGE)).toBe(out)
})

test('a page without async scripts or without </body> is left as it is', () => {
  const plain = '<html><head></head><body><p>Hi</p></body></html>'
  expect(paintFirstHtml(plain)).toBe(plain)
  const cut = '<html><head><script src="/_next/static/chunks/one.js" async=""></script></head><body>'
  expect(paintFirstHtml(cut)).toBe(cut)
})

test('a public page is asked of Next unencoded, rewritten, and sent in Brotli or gzip as the browser accepts', async () => {
  const br = await get(html(), '/', { 'accept-encoding': 'gzip, deflate, br, zstd' })
  expect(br.seen.acceptEncoding).toBeUndefined()
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers.vary).toMatch(/accept-encoding/i)
  expect(br.headers.etag).toBe('"abc"')
  expect(brotliDecompressSync(br.body).toString('utf8')).toBe(paintFirstHtml(PAGE))
  expect(Number(br.headers['content-length'])).toBe(br.body.length)

  const gzip = await get(html(), '/es', { 'accept-encoding': 'gzip' })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gzip.body).toString('utf8')).toBe(paintFirstHtml(PAGE))

  const identity = await get(html(), '/news', {})
  expect(identity.headers['content-encoding']).toBeUndefined()
  expect(identity.body.toString('utf8')).toBe(paintFirstHtml(PAGE))
})

test('a streamed page (headers in writeHead, flushHeaders, chunks) arrives whole and rewritten', async () => {
  const streamed: Handler = (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
    res.flushHeaders()
    Readable.from([PAGE.slice(0, 150), PAGE.slice(150, 900), PAGE.slice(900)]).pipe(res)
  }
  const res = await get(streamed, '/no-such-page', { 'accept-encoding': 'br' })
  expect(res.status).toBe(404)
  expect(brotliDecompressSync(res.body).toString('utf8')).toBe(paintFirstHtml(PAGE))
})

test('feeds are encoded too; APIs, the panel, assets and router requests are left to Next', async () => {
  const feed: Handler = (_req, res) => {
    res.setHeader('content-type', 'application/rss+xml; charset=utf-8')
    res.end(`<rss>${'<item/>'.repeat(400)}</rss>`)
  }
  const rss = await get(feed, '/news/rss.xml', { 'accept-encoding': 'br' })
  expect(rss.headers['content-encoding']).toBe('br')
  for (const [path, headers] of [
    ['/api/announcements', { 'accept-encoding': 'br' }],
    ['/admin/login', { 'accept-encoding': 'br' }],
    ['/cms', { 'accept-encoding': 'br' }],
    ['/_next/static/chunks/one.js', { 'accept-encoding': 'br' }],
    ['/', { 'accept-encoding': 'br', rsc: '1' }],
  ] as const) {
    const res = await get(html(), path, headers)
    expect({ path, passedOn: res.seen.acceptEncoding, encoding: res.headers['content-encoding'] }).toEqual({ path, passedOn: 'br', encoding: undefined })
    expect(res.body.toString('utf8')).toBe(PAGE)
  }
})

test('an answer Next encoded itself is passed on unchanged', async () => {
  const encoded: Handler = (_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('content-encoding', 'gzip')
    res.end(Buffer.from('not really gzip'))
  }
  const res = await get(encoded, '/', { 'accept-encoding': 'gzip' })
  expect(res.headers['content-encoding']).toBe('gzip')
  expect(res.body.toString('utf8')).toBe('not really gzip')
})
