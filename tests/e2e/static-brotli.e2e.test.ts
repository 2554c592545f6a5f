import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

/** The production server (scripts/server.mjs) sends the build's Brotli copies of scripts and styles. */
const E2E_PORT = Number(process.env.E2E_PORT || 3100)
type Bytes = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

const get = (path: string, acceptEncoding: string): Promise<Bytes> =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: E2E_PORT, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })

test('a browser that accepts Brotli gets every script and style of a page in it: the same bytes, the same headers', async () => {
  const page = await get('/', 'identity')
  const assets = [...new Set([...page.body.toString('utf8').matchAll(/"(\/_next\/static\/[^"?]+\.(?:js|css))"/g)].map((m) => m[1]))]
  expect(assets.length).toBeGreaterThan(4)
  for (const path of assets) {
    const plain = await get(path, 'identity')
    const brotli = await get(path, 'gzip, deflate, br, zstd')
    expect({ path, status: brotli.status, encoding: brotli.headers['content-encoding'] }).toEqual({ path, status: 200, encoding: 'br' })
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
    expect(brotli.body.length).toBeLessThan(plain.body.length)
    for (const header of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
      expect({ path, header, value: brotli.headers[header] }).toEqual({ path, header, value: plain.headers[header] })
    }
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
  }
})

test('without Brotli (or refused with q=0) Next answers as before', async () => {
  const page = await get('/', 'identity')
  const script = page.body.toString('utf8').match(/"(\/_next\/static\/[^"?]+\.js)"/)?.[1] ?? ''
  const gzip = await get(script, 'gzip')
  expect(gzip.headers['content-encoding']).toBe('gzip')
  const refused = await get(script, 'gzip, br;q=0')
  expect(refused.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(refused.body).equals((await get(script, 'identity')).body)).toBe(true)
})

test('only the build\'s own static files are sent: no way out of the static folder, nothing made up', async () => {
  for (const path of ['/_next/static/..%2f..%2fpackage.json', '/_next/static/%2e%2e/%2e%2e/package.json', '/_next/static/chunks/%00.js', '/_next/static/chunks/not-a-chunk.js']) {
    const res = await get(path, 'br')
    expect({ path, encoding: res.headers['content-encoding'] }).toEqual({ path, encoding: undefined })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.body.toString('utf8')).not.toContain('"name": "pta-site"')
  }
})
