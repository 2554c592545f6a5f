import { once } from 'node:events'
import http from 'node:http'

import { expect, test } from '@playwright/test'

import { E2E_PORT } from '@tests/helpers/admin-e2e'
import { BODY_CAPS } from '@/lib/http/body-caps'
import { treeRss } from '@tests/helpers/process-memory'

/**
 * Issue 13 item 1, black-box against the production server: a 64 MB chunked body (no Content-Length) is answered
 * 413 before more than a few MB were sent, and the server's memory grows by less than the body cap.
 * Memory is sampled while sending; the numbers are printed for the report. No timing is asserted.
 */
const MB = 1024 * 1024
const TOTAL = 64 * MB
const CHUNK = Buffer.alloc(64 * 1024, 0x61)

type Outcome = { status: number; sentBytes: number; peakRss: number }

async function sendChunked(path: string, contentType: string, pid: number): Promise<Outcome> {
  const req = http.request({ host: 'localhost', port: E2E_PORT, path, method: 'POST', headers: { 'content-type': contentType, 'transfer-encoding': 'chunked', origin: `http://localhost:${E2E_PORT}` } })
  let status = 0
  let peakRss = treeRss(pid)
  const answered = new Promise<void>((resolve) => {
    req.on('response', (res) => {
      status = res.statusCode ?? 0
      res.resume()
      resolve()
    })
    req.on('error', () => resolve())
  })
  let sentBytes = 0
  let done = false
  void answered.then(() => (done = true))
  while (!done && sentBytes < TOTAL) {
    const flushed = req.write(CHUNK)
    sentBytes += CHUNK.length
    if (sentBytes % MB === 0) peakRss = Math.max(peakRss, treeRss(pid))
    if (!flushed) await Promise.race([once(req, 'drain'), answered])
  }
  await answered
  peakRss = Math.max(peakRss, treeRss(pid))
  req.destroy()
  return { status, sentBytes, peakRss }
}

for (const [route, type, cap] of [
  ['/api/subscribe', 'application/json', BODY_CAPS.json],
  ['/api/announcements', 'application/json', BODY_CAPS.json],
  ['/api/media', 'multipart/form-data; boundary=x', BODY_CAPS.upload],
  ['/api/graphql', 'application/json', BODY_CAPS.graphql],
] as const) {
  test(`${route}: a 64 MB chunked body is refused early with bounded memory`, async () => {
    const pid = Number(process.env.E2E_SERVER_PID)
    expect(pid).toBeGreaterThan(0)
    // Warm the route first (the first request loads Payload's modules), then measure.
    await sendChunked(route, type, pid)
    const before = treeRss(pid)
    const outcome = await sendChunked(route, type, pid)
    const growth = outcome.peakRss - before
    console.log(`[body-caps] ${route}: ${outcome.status} after ${(outcome.sentBytes / MB).toFixed(1)} MB sent; server RSS ${(before / MB).toFixed(0)} MB → peak ${(outcome.peakRss / MB).toFixed(0)} MB (growth ${(growth / MB).toFixed(1)} MB, cap ${(cap / MB).toFixed(2)} MB)`)
    expect(outcome.status).toBe(413)
    expect(outcome.sentBytes).toBeLessThan(cap + 8 * MB)
    // RSS of the whole server tree also moves with the allocator and GC (a few MB either way), never with the body.
    expect(growth).toBeLessThan(cap + 8 * MB)
  })
}
