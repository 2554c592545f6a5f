/**
 * The last answer each public read gave, so that pages and feeds rendered while the database is unreachable
 * (an officer's edit expired the cache, then the database went away) show what they showed before instead of
 * an error or an empty list (issue 12, faults). Answers are kept in memory (on `globalThis`: Next loads a
 * separate copy of this module for each route) and written to Next's cache folder, so they also outlive a
 * restart. When the database is back, reads succeed again and replace them; nothing needs a restart.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

type Store = { answers: Map<string, string>; dir: string }

/** Distinct keys are few (a handful of reads × two languages × the news pages that exist); this bounds them anyway. */
const MAX_KEPT = 500
const STORE = Symbol.for('pta.lastGoodAnswers')
const holder = globalThis as typeof globalThis & { [STORE]?: Store }
const store: Store = (holder[STORE] ??= {
  answers: new Map(),
  dir: path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'cache', 'pta-last-good'),
})

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err))
const fileOf = (key: string) => path.join(store.dir, `${encodeURIComponent(key)}.json`)

function keep(key: string, value: unknown): void {
  const json = JSON.stringify(value)
  if (json === undefined || store.answers.get(key) === json) return
  store.answers.delete(key)
  store.answers.set(key, json)
  if (store.answers.size > MAX_KEPT) store.answers.delete(store.answers.keys().next().value as string)
  mkdir(store.dir, { recursive: true })
    .then(() => writeFile(fileOf(key), json))
    .catch((err: unknown) => console.error(`[queries] could not keep the last good answer of ${key}:`, reason(err)))
}

async function lastKept(key: string): Promise<string | undefined> {
  return store.answers.get(key) ?? (await readFile(fileOf(key), 'utf8').catch(() => undefined))
}

/**
 * `read()`'s answer, remembered under `key`. When it fails, the failure is logged (never shown) and the last
 * good answer is returned; with none, `empty` (SPEC §8: the page shows its empty state) or, without `empty`,
 * the error is thrown (a page cannot render without it, e.g. the site settings).
 */
export async function lastGood<T>(label: string, key: string, read: () => Promise<T>, empty?: T): Promise<T> {
  try {
    const value = await read()
    keep(key, value)
    return value
  } catch (err) {
    const kept = await lastKept(key)
    console.error(`[queries] could not read ${label}${kept === undefined ? '' : '; serving its last good answer'}:`, reason(err))
    if (kept !== undefined) return JSON.parse(kept) as T
    if (empty === undefined) throw err
    return empty
  }
}
