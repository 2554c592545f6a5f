#!/usr/bin/env node
// `npm run bench`: requests per second of the cached public pages (both languages) as a ratio to a static
// file from the same server, in one run. The load comes from autocannon in its own process (never a fetch
// loop inside this one). Start the site first (`npm run build && npm start`), then run this.
// Loopback only, bounded in time and count. Reports numbers; asserts nothing (benchmarks report, tests check).
import { runAutocannon } from './bench/autocannon.mjs'
import { benchMail } from './bench/mail.mjs'
import { benchScale } from './bench/scale.mjs'

const mailAt = process.argv.indexOf('--mail')
if (mailAt !== -1) {
  await benchMail(Number(process.argv[mailAt + 1]) || 2000)
  process.exit(0)
}
if (process.argv.includes('--scale')) {
  await benchScale()
  process.exit(0)
}

const base = process.env.BENCH_URL || 'http://127.0.0.1:3000'
const seconds = Number(process.env.BENCH_SECONDS || 8)
const connections = Number(process.env.BENCH_CONNECTIONS || 20)
// --gzip asks for compressed answers, as every browser does (autocannon asks for none by default).
const headers = process.argv.includes('--gzip') ? { 'accept-encoding': 'gzip' } : {}
const STATIC = '/images/hero.svg'
const PAGES = ['/', '/news', '/calendar', '/contact', '/about-us']
const paths = process.env.BENCH_PATHS ? process.env.BENCH_PATHS.split(',') : [STATIC, ...PAGES, ...PAGES.map((p) => (p === '/' ? '/es' : `/es${p}`))]

if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  console.error(`bench targets loopback only; got ${base}`)
  process.exit(2)
}

console.log(`bench ${base}: autocannon, ${connections} connections, ${seconds} s per path${headers['accept-encoding'] ? ', gzip' : ''}`)
const results = []
for (const path of paths) {
  // One request first, so the page is in the cache (a cached page is what visitors get).
  // `served` says where the second answer came from: the server's page micro-cache, or Next (its ISR cache).
  const warm = await fetch(`${base}${path}`, { headers })
  await warm.arrayBuffer()
  const again = await fetch(`${base}${path}`, { headers })
  await again.arrayBuffer()
  const served = again.headers.get('x-page-cache') === 'hit' ? 'memory' : `next:${again.headers.get('x-nextjs-cache') ?? '-'}`
  results.push({ path, status: again.status, served, ...(await runAutocannon(`${base}${path}`, { connections, seconds, headers })) })
}
const reference = results[0].rps
for (const r of results) {
  console.log(
    `${r.path.padEnd(14)} status ${r.status} served ${r.served.padEnd(9)} ${r.rps.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}  ratio to ${results[0].path}: ${(r.rps / reference).toFixed(2)}`,
  )
}
