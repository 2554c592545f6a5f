#!/usr/bin/env node
// Payload's CLI (`payload <command>`), with the event loop kept alive while it runs. Payload loads its
// TypeScript through tsx's off-thread module loader; on Node 20 the main thread can run out of work while
// it waits for that loader and exit early with code 0, having done nothing (seen here: migrations and
// seeds silently skipped about one run in three). The CLI ends the process itself when it is done.
// tsx's on-disk transform cache is shared by every process on the machine; several Payload processes
// starting at once (tests, builds, a dev server) are where the stalls were seen, so skip the cache.
process.env.TSX_DISABLE_CACHE ??= '1'
const keepAlive = setInterval(() => {}, 1 << 30)
process.on('exit', () => clearInterval(keepAlive))
await import('../node_modules/payload/bin.js')
