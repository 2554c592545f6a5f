import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { nodeFs as fs } from 'next/dist/server/lib/node-fs-methods.js'

import DurableTagsCache from '@scripts/lib/durable-tags-cache.mjs'

/**
 * A page render that began before an officer's save and ended after the save expired its tags read the old
 * texts; kept, the page showed them until its revalidate time. The page cache refuses to keep it, so the
 * next visitor gets a page built from the saved texts (scripts/lib/render-race.mjs).
 */
const root = mkdtempSync(path.join(tmpdir(), 'pta-page-race-'))
const serverDistDir = path.join(root, 'server')
mkdirSync(serverDistDir, { recursive: true })
writeFileSync(path.join(root, 'BUILD_ID'), 'race-build')
afterAll(() => rmSync(root, { recursive: true, force: true }))

type Entry = { value: { kind: string; html?: string; data?: { body: string } } } | null
type PageCache = {
  set(key: string, value: object, ctx: object): Promise<void>
  get(key: string, ctx: object): Promise<Entry>
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>
}
const cache = new DurableTagsCache({ fs, serverDistDir, flushToDisk: true, revalidatedTags: [] }) as unknown as PageCache

const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 31536000 } }
const page = (text: string, tags: string) => ({
  kind: 'APP_PAGE',
  html: `<html><body>${text}<script>"race-build"</script></body></html>`,
  rscData: Buffer.from('0:{}'),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
})
const dataCtx = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [], fetchIdx: 0, fetchUrl: 'unstable_cache' })
const data = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 31536000 })
/** Lets the clock move on, so "before" and "after" a save are different milliseconds. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
const save = async (tag: string) => {
  await tick()
  await cache.revalidateTag([tag], { expire: 0 })
  await tick()
}

it('does not keep a page whose render began before a save expired its tags, and keeps the next one', async () => {
  expect(await cache.get('/es', pageCtx)).toBeNull()
  await save('site-settings')
  await cache.set('/es', page('Cada segundo miércoles', 'site-settings,_N_T_/es'), pageCtx)
  expect(await cache.get('/es', pageCtx)).toBeNull()

  await cache.set('/es', page('El segundo martes', 'site-settings,_N_T_/es'), pageCtx)
  expect((await cache.get('/es', pageCtx))?.value.html).toContain('El segundo martes')
})

it('keeps a page whose render began before a save of something it does not show', async () => {
  expect(await cache.get('/es/news', pageCtx)).toBeNull()
  await save('announcements:popups')
  await cache.set('/es/news', page('Noticias', 'site-settings,announcements:news,_N_T_/es/news'), pageCtx)
  expect((await cache.get('/es/news', pageCtx))?.value.html).toContain('Noticias')
})

it('does not keep a cached database read that began before a save expired its tag', async () => {
  const ctx = dataCtx(['site-settings'])
  expect(await cache.get('settings-es', ctx)).toBeNull()
  await save('site-settings')
  await cache.set('settings-es', data('"old"'), { fetchCache: true, tags: ['site-settings'], fetchIdx: 0, fetchUrl: 'unstable_cache' })
  expect(await cache.get('settings-es', ctx)).toBeNull()

  await cache.set('settings-es', data('"new"'), { fetchCache: true, tags: ['site-settings'], fetchIdx: 0, fetchUrl: 'unstable_cache' })
  expect((await cache.get('settings-es', ctx))?.value.data?.body).toBe('"new"')
})
