import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { nodeFs as fs } from 'next/dist/server/lib/node-fs-methods.js'

import DurableTagsCache from '@scripts/lib/durable-tags-cache.mjs'

/**
 * A server still running while `npm run build` replaced its folder wrote pages into the new build's cache;
 * after the restart they named the old build's script and style files (a page without its styles). The
 * page cache (Next's own file-system cache, scripts/lib/durable-tags-cache.mjs) serves only this build's.
 */
const root = mkdtempSync(path.join(tmpdir(), 'pta-page-cache-'))
const serverDistDir = path.join(root, 'server')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const page = (buildId: string) => ({
  kind: 'APP_PAGE',
  html: `<html><body><script>self.__next_f.push([1,"0:{\\"b\\":\\"${buildId}\\"}"])</script></body></html>`,
  rscData: Buffer.from(`0:{"b":"${buildId}"}`),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
})
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, tags: [] }
/** The part of Next's cache-handler interface used here (the class extends Next's untyped file-system cache). */
type PageCache = {
  set(key: string, value: ReturnType<typeof page>, ctx: object): Promise<void>
  get(key: string, ctx: object): Promise<{ value: unknown } | null>
}
const open = () => new DurableTagsCache({ fs, serverDistDir, flushToDisk: true, revalidatedTags: [] }) as unknown as PageCache

it('serves a cached page of this build and treats one naming another build as not cached', async () => {
  mkdirSync(serverDistDir, { recursive: true })
  writeFileSync(path.join(root, 'BUILD_ID'), 'this-build-id')
  const cache = open()
  await cache.set('/es/news', page('this-build-id'), { ...ctx, cacheControl: { revalidate: 300, expire: 31536000 } })
  await cache.set('/es', page('an-older-build'), { ...ctx, cacheControl: { revalidate: 300, expire: 31536000 } })
  const fresh = open()
  expect((await fresh.get('/es/news', ctx))?.value).toMatchObject({ kind: 'APP_PAGE', status: 200 })
  expect(await fresh.get('/es', ctx)).toBeNull()
})
