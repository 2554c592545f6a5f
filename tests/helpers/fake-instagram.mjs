// A stand-in for the Instagram API (Instagram API with Instagram Login) on 127.0.0.1, for tests only.
// GET {prefix}/me/media and {prefix}/refresh_access_token answer according to the mode of their prefix
// (the path before /me/media; '' for none), else the global mode. POST /__mode {mode, prefix?} switches
// it, GET /__stats reports the calls it saw. No test ever talks to the real Instagram.
import { createServer } from 'node:http'

/** @typedef {'ok' | 'video' | 'empty' | 'error' | 'slow' | 'malformed' | 'wrong-shape'} FakeMode */
export const FAKE_MODES = ['ok', 'video', 'empty', 'error', 'slow', 'malformed', 'wrong-shape']
export const FAKE_CDN = 'https://cdn.fake-instagram.test'

const CAPTIONS = [
  'Golden Bubble Run 2025: 30 laps of bubbles, smiles and one very soapy principal! Thank you to every family who came out.',
  'Reindeer Lane is open — come shop for the holidays.',
  '',
  'Our fifth graders planted the new STEAM garden beds this week. Next up: tomatoes, beans and a scarecrow contest judged by the kindergarten classes.',
  'Book Fair volunteers, you rock! 📚',
  'Teacher Appreciation Week: thank you notes from every classroom.',
  'VIP Dance photo booth highlights',
  'Walking Program: 1,000 miles and counting.',
]

/** @param {number} count @param {boolean} withVideo */
export function fakeMedia(count, withVideo = false) {
  return Array.from({ length: count }, (_, i) => {
    const video = withVideo && i % 2 === 1
    const id = String(17900000000000000 + i)
    return {
      id,
      caption: CAPTIONS[i % CAPTIONS.length] || undefined,
      media_type: video ? 'VIDEO' : 'IMAGE',
      media_url: video ? `${FAKE_CDN}/video/${i + 1}.mp4` : `${FAKE_CDN}/image/${i + 1}.jpg`,
      ...(video ? { thumbnail_url: `${FAKE_CDN}/thumb/${i + 1}.jpg` } : {}),
      permalink: `https://www.instagram.com/p/FAKE${i + 1}/`,
      timestamp: new Date(Date.UTC(2025, 9, 30 - i)).toISOString().replace('.000Z', '+0000'),
    }
  })
}

/** @param {{ port?: number, slowMs?: number }} [options] */
export async function startFakeInstagram({ port = 0, slowMs = 10_000 } = {}) {
  /** @type {FakeMode} */
  let globalMode = 'ok'
  /** @type {Map<string, FakeMode>} */
  const modes = new Map()
  const stats = { media: 0, refresh: 0, tokens: /** @type {string[]} */ ([]), byPrefix: /** @type {Record<string, number>} */ ({}) }
  let refreshes = 0

  const send = (res, status, body, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type })
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (req.method === 'POST' && url.pathname === '/__mode') {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        const { mode, prefix } = JSON.parse(raw || '{}')
        if (!FAKE_MODES.includes(mode)) return send(res, 400, { error: `unknown mode ${mode}` })
        if (prefix === undefined) globalMode = mode
        else modes.set(prefix, mode)
        send(res, 200, { mode })
      })
      return
    }
    if (url.pathname === '/__stats') return send(res, 200, stats)
    const match = /^(.*)\/(me\/media|refresh_access_token)$/.exec(url.pathname)
    if (!match) return send(res, 404, { error: { message: 'Unknown path', type: 'IGApiException', code: 100 } })
    const [, prefix, endpoint] = match
    const token = url.searchParams.get('access_token')
    if (!token) return send(res, 400, { error: { message: 'An active access token must be used', type: 'OAuthException', code: 2500 } })
    const mode = modes.get(prefix) ?? globalMode
    if (endpoint === 'refresh_access_token') {
      stats.refresh += 1
      if (url.searchParams.get('grant_type') !== 'ig_refresh_token') return send(res, 400, { error: { message: 'bad grant_type' } })
      refreshes += 1
      return send(res, 200, {
        access_token: `IGQVJfake-refreshed-${refreshes}-${'x'.repeat(24)}`,
        token_type: 'bearer',
        expires_in: 5_184_000,
      })
    }
    stats.media += 1
    stats.byPrefix[prefix] = (stats.byPrefix[prefix] ?? 0) + 1
    stats.tokens.push(token)
    const limit = Math.min(Number(url.searchParams.get('limit') || 25), 25)
    const ok = () =>
      send(res, 200, { data: fakeMedia(Math.min(limit, 8), mode === 'video'), paging: { cursors: { before: 'a', after: 'b' } } })
    switch (mode) {
      case 'empty':
        return send(res, 200, { data: [] })
      case 'error':
        return send(res, 500, {
          error: { message: 'An unexpected error has occurred. Please retry your request later.', type: 'OAuthException', code: 2 },
        })
      case 'malformed':
        return send(res, 200, '{"data": [{"id": "1", "caption": "cut off', 'application/json')
      case 'wrong-shape':
        return send(res, 200, { data: [{ id: 1, permalink: 'javascript:alert(1)' }] })
      case 'slow': {
        const timer = setTimeout(ok, slowMs)
        res.on('close', () => clearTimeout(timer))
        return
      }
      default:
        return ok()
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    stats,
    /** @param {FakeMode} mode @param {string} [prefix] */
    setMode(mode, prefix) {
      if (prefix === undefined) globalMode = mode
      else modes.set(prefix, mode)
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve(undefined))
      }),
  }
}
