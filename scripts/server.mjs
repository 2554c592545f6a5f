#!/usr/bin/env node
// The production server behind `npm start` (scripts/run.mjs) and the container: Next's own request handler
// (the same one `next start` uses: routes, rewrites, headers, ISR) behind the page micro-cache
// (lib/page-cache.mjs), the build's Brotli copies of its scripts and styles (lib/static-brotli.mjs) and public
// pages that load their scripts and their React payload (lib/flight-store.mjs) after their first paint
// (lib/paint-first.mjs);
// first of all the request guard (lib/request-guard.mjs: security headers, malformed addresses, methods).
// PORT (3000) and HOSTNAME (all interfaces, so 127.0.0.1 and localhost both answer).
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { handleAction } from './lib/action-arguments.mjs'
import { createFlightStore } from './lib/flight-store.mjs'
import { CLEAR_KEY, createPageCache } from './lib/page-cache.mjs'
import { paintFirst } from './lib/paint-first.mjs'
import { createRequestGuard } from './lib/request-guard.mjs'
import { createStaticBrotli } from './lib/static-brotli.mjs'

const root = process.env.APP_ROOT || path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
process.env.NODE_ENV = 'production'
process.chdir(root)

// In the standalone build (the container), next.config.ts is not loaded: like the server.js Next writes
// there, hand Next the config the build resolved (required-server-files.json).
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
const resolvedConfig = path.join(distDir, 'required-server-files.json')
if (existsSync(path.join(root, 'server.js')) && existsSync(resolvedConfig)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ||= JSON.stringify(JSON.parse(readFileSync(resolvedConfig, 'utf8')).config)
}

const { default: next } = await import('next')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || undefined
const app = next({ dev: false, dir: root, hostname: hostname ?? 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const guard = createRequestGuard()
const cache = createPageCache()
const brotli = createStaticBrotli({ distDir })
const flights = createFlightStore()
globalThis[CLEAR_KEY] = () => cache.clear()

const server = http.createServer((req, res) => {
  if (guard(req, res) || brotli.handle(req, res) || flights.handle(req, res) || cache.handle(req, res)) return
  paintFirst(req, res, flights)
  handleAction(req, res, () => handle(req, res)).catch((err) => {
    console.error(err)
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Internal Server Error')
  })
})
// Longer than a proxy's idle timeout, like `next start`'s default.
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT || 65_000)
server.listen(port, hostname, () => console.log(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
