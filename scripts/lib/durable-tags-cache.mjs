// Next's own file-system page cache, plus one thing it lacks: the cache tags an officer's change expired
// outlive a restart. Next 16 keeps tag expiries only in memory, while the pages it built stay on disk; after
// a restart (a deploy, a crash) a page built before an edit looked current and was served unchanged for up
// to its revalidate time. Each expiry is written to `<distDir>/cache/pta-expired-tags.json` and read back
// when the server starts, so such a page is built again on its next request (from the database, or from
// the last good answers when the database is down: src/lib/queries/last-good.ts).
// Used through `cacheHandler` in next.config.ts; tests/e2e/database-outage checks the restart.
//
// It also refuses a page another build made. A server still running while `npm run build` replaces its
// folder goes on writing the pages it renders into the new build's cache; after the restart those pages
// named the old build's script and style files, which no longer exist (a page without its styles until
// its next edit). A cached page's HTML names its build (Next's build id), so one that does not name this
// build is treated as not cached and built again. tests/unit/page-cache-build.test.ts checks it.
//
// And it refuses to keep a render that began before an edit expired its tags (render-race.mjs).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'

import { CLEAR_KEY } from './page-cache.mjs'
import { createRenderRaceGuard, tagsOfEntry } from './render-race.mjs'

const FileSystemCache = fileSystemCache.default
const { tagsManifest } = tagsManifestModule
const FILE_NAME = 'pta-expired-tags.json'
/** One for the process: Next makes a cache handler per request. */
const renderRace = createRenderRaceGuard()

/** The file of this build's folder, fixed by the first cache Next makes (one per request, same folder). */
let file = null
/** This build's id (`<distDir>/BUILD_ID`), read with `file`. */
let buildId = null

/** A cached page whose HTML names another build (null when there is nothing to compare). */
export function isOtherBuildsPage(entry, currentBuildId) {
  const value = entry?.value
  if (!currentBuildId || value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return false
  return !value.html.includes(currentBuildId)
}

/** Keeps only numeric `stale` / `expired` times, whatever the file holds. */
function entryOf(value) {
  if (!value || typeof value !== 'object') return null
  const entry = {}
  for (const key of ['stale', 'expired']) if (Number.isFinite(value[key])) entry[key] = value[key]
  return Object.keys(entry).length > 0 ? entry : null
}

function load() {
  let saved
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    if (err?.code !== 'ENOENT') console.error(`[cache] could not read ${FILE_NAME}; cached pages may be older than the last edit until they revalidate:`, err)
    return
  }
  for (const [tag, value] of Object.entries(saved ?? {})) {
    const entry = entryOf(value)
    if (!entry) continue
    const current = tagsManifest.get(tag) ?? {}
    tagsManifest.set(tag, {
      ...current,
      ...Object.fromEntries(Object.entries(entry).map(([key, at]) => [key, Math.max(at, current[key] ?? 0)])),
    })
  }
}

function save() {
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(tagsManifest)))
    renameSync(temporary, file)
  } catch (err) {
    console.error(`[cache] could not save ${FILE_NAME}; after a restart, pages may show what they showed before the last edit:`, err)
  }
}

/** Whether Next will render `entry` again in the background (its revalidate time has passed). */
function isPastRevalidateTime(entry) {
  const seconds = entry.cacheControl?.revalidate ?? entry.value?.revalidate
  return typeof seconds === 'number' && seconds > 0 && Date.now() - entry.lastModified > seconds * 1000
}

export default class DurableTagsCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    if (file === null && ctx.serverDistDir) {
      file = path.join(ctx.serverDistDir, '..', 'cache', FILE_NAME)
      const idFile = path.join(ctx.serverDistDir, '..', 'BUILD_ID')
      buildId = existsSync(idFile) ? readFileSync(idFile, 'utf8').trim() : null
      load()
    }
  }

  async get(key, ctx) {
    const found = await super.get(key, ctx)
    const entry = isOtherBuildsPage(found, buildId) ? null : found
    if (!entry || isPastRevalidateTime(entry)) renderRace.began(key)
    return entry
  }

  /** Refuses an entry whose render began before one of its tags expired (scripts/lib/render-race.mjs). */
  async set(key, data, ctx) {
    if (data && renderRace.isOutdated(key, tagsOfEntry(data, ctx))) return
    return super.set(key, data, ctx)
  }

  /**
   * Next expires tags here when the request that asked for it ends (a server action's, a Payload save's);
   * the server's page micro-cache (scripts/lib/page-cache.mjs) is emptied at that moment too, so no answer
   * read before the expiry is kept there.
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    globalThis[CLEAR_KEY]?.()
    if (file !== null) save()
  }
}
