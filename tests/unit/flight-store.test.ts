import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { createFlightStore } from '@scripts/lib/flight-store.mjs'
import { paintFirst, paintFirstHtml } from '@scripts/lib/paint-first.mjs'

/**
 * A public page's React payload leaves its HTML for a script of its own (scripts/lib/flight-store.mjs): the
 * HTML keeps what the page shows, the loader names the payload's address, and the store serves the same
 * strings as JSON, in the same order, under an address that only that content has. Real HTTP on loopback.
 */
const PUSHES = ['self.__next_f.push([1,"0:{\\"a\\":1}\\n"])', 'self.__next_f.push([1,"1:\\"\\u003cb\\u003e\\"\\n"])']
const PAGE =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></head><body><main>Hello</main>' +
  PUSHES.map((p) => `<script>${p}</script>`).join('<!-- -->') +
  '<script>$RC("B:0","S:0")</script></body></html>'

type Page = (req: http.IncomingMessage, res: http.ServerResponse) => void
type Init = { method?: string; headers?: Record<string, string>; page?: Page }

/** A server as scripts/server.mjs arranges it: the store's addresses, then pages through paint-first. */
async function get(store: ReturnType<typeof createFlightStore>, path: string, init: Init = {}) {
  const server = http.createServer((req, res) => {
    if (store.handle(req, res)) return
    if (!init.page) return void res.writeHead(418).end()
    paintFirst(req, res, store)
    init.page(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
        .end()
    })
  } finally {
    server.close()
  }
}

/** The strings the inline payload scripts in `html` hand to Next's runtime, in order (run as a browser would). */
function inlinePushes(html: string): string[] {
  const pushes: string[] = []
  const self = { __next_f: { push: ([, s]: [number, string]) => pushes.push(s) } }
  for (const [, script] of html.matchAll(/<script>(self\.__next_f\.push\(.*?\))<\/script>/g)) new Function('self', script)(self)
  return pushes
}

test('the payload scripts leave the HTML; the loader names the address that serves them, in order', async () => {
  const store = createFlightStore()
  const out = paintFirstHtml(PAGE, store.put)
  expect(out).not.toContain('<script>self.__next_f.push([1,')
  // What the page needs before the framework stays: the payload's start and Next's streaming scripts.
  for (const kept of ['<script>(self.__next_f=self.__next_f||[]).push([0])</script>', '<script>$RC("B:0","S:0")</script>', '<main>Hello</main>']) {
    expect(out).toContain(kept)
  }
  const address = out.match(/,w="(\/_next\/flight\/[A-Za-z0-9_-]{22}\.json)"/)?.[1] ?? ''
  expect(address).not.toBe('')
  // The same render, the same address (ETags and the browser's cache stay valid).
  expect(paintFirstHtml(PAGE, store.put)).toBe(out)
  expect(store.size).toBe(1)

  const res = await get(store, address, { headers: { 'accept-encoding': 'gzip, br' } })
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=UTF-8')
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(res.headers['content-encoding']).toBe('br')
  const script = brotliDecompressSync(res.body).toString('utf8')
  // The same strings the inline scripts gave, in their order.
  expect(JSON.parse(script)).toEqual(inlinePushes(PAGE))
  expect(JSON.parse(script)).toEqual(['0:{"a":1}\n', '1:"<b>"\n'])

  const gzip = await get(store, address, { headers: { 'accept-encoding': 'gzip' } })
  expect(gunzipSync(gzip.body).toString('utf8')).toBe(script)
  const plain = await get(store, address)
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.body.toString('utf8')).toBe(script)
  const head = await get(store, address, { method: 'HEAD' })
  expect({ status: head.status, length: head.body.length }).toEqual({ status: 200, length: 0 })
})

test('without a store, or on a page without a payload, the HTML keeps it inline and the loader names none', () => {
  const inline = paintFirstHtml(PAGE)
  for (const p of PUSHES) expect(inline).toContain(`<script>${p}</script>`)
  expect(inline).toContain(',w="",')
  const store = createFlightStore()
  const bare = '<html><head><script src="/_next/static/chunks/one.js" async=""></script></head><body>Hi</body></html>'
  expect(paintFirstHtml(bare, store.put)).toContain(',w="",')
  expect(store.size).toBe(0)
})

test('an unknown or malformed address is a 404 that is not cached; other methods and addresses are not its business', async () => {
  const store = createFlightStore()
  for (const path of ['/_next/flight/AAAAAAAAAAAAAAAAAAAAAA.json', '/_next/flight/../../etc/passwd', '/_next/flight/x.json?y', '/_next/flight/']) {
    const res = await get(store, path)
    expect({ path, status: res.status, cache: res.headers['cache-control'] }).toEqual({ path, status: 404, cache: 'no-store' })
  }
  expect((await get(store, '/_next/flight/AAAAAAAAAAAAAAAAAAAAAA.json', { method: 'POST' })).status).toBe(418)
  expect((await get(store, '/_next/static/chunks/one.js')).status).toBe(418)
})

test('the store is bounded: the least recently served payload goes first', async () => {
  const store = createFlightStore({ maxEntries: 2 })
  const first = store.put('["first"]')
  const second = store.put('["second"]')
  // Served again (its page was): now the most recent.
  expect(store.put('["first"]')).toBe(first)
  const third = store.put('["third"]')
  expect(store.size).toBe(2)
  expect((await get(store, first)).status).toBe(200)
  expect((await get(store, third)).status).toBe(200)
  expect((await get(store, second)).status).toBe(404)

  const small = createFlightStore({ maxBytes: 30 })
  const a = small.put(`["${'a'.repeat(20)}"]`)
  small.put(`["${'b'.repeat(20)}"]`)
  expect(small.size).toBe(1)
  expect((await get(small, a)).status).toBe(404)
})

/** Next's answer for a page: its status and Cache-Control as given. */
const page =
  (status: number, cacheControl: string): Page =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl })
    res.end(PAGE)
  }

test('only a page that is the same for everyone gives up its payload: a 404 or a per-request page keeps it inline', async () => {
  const store = createFlightStore()
  const cached = await get(store, '/', { page: page(200, 's-maxage=300, stale-while-revalidate=31535700') })
  expect(cached.body.toString('utf8')).not.toContain('<script>self.__next_f.push([1,')
  expect(store.size).toBe(1)
  for (const [status, cacheControl] of [
    [404, 's-maxage=300'],
    [200, 'private, no-cache, no-store, max-age=0, must-revalidate'],
    [200, 's-maxage=0'],
  ] as const) {
    const res = await get(store, '/no-such-page', { page: page(status, cacheControl) })
    const html = res.body.toString('utf8')
    expect({ status, cacheControl, inline: html.includes('<script>self.__next_f.push([1,'), named: html.includes(',w="",') }).toEqual({ status, cacheControl, inline: true, named: true })
  }
  expect(store.size).toBe(1)
})
