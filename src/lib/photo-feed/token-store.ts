import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { refreshToken } from './client'
import type { FeedConfig } from './config'
import { logOnce, logWarning } from './log'

const HOUR = 3_600_000
/** Long-lived tokens last 60 days and may be refreshed once 24 h old; refresh weekly, retry failures later. */
export const REFRESH_AFTER_MS = 7 * 24 * HOUR
export const RETRY_AFTER_MS = 6 * HOUR

type TokenState = { token: string; refreshedAt: number | null; retryAt: number; ready: Promise<void>; refreshing?: Promise<void> }
type Persisted = { seed: string; token: string; refreshedAt: number; expiresAt?: number }

/** Ties a saved token to the INSTAGRAM_ACCESS_TOKEN it descends from; a new env token starts afresh. */
const seedOf = (envToken: string) => createHash('sha256').update(envToken).digest('hex').slice(0, 16)

const states = new Map<string, TokenState>()

async function restore(state: TokenState, config: FeedConfig, seed: string): Promise<void> {
  try {
    const saved = JSON.parse(await readFile(config.tokenFile, 'utf8')) as Partial<Persisted>
    if (saved.seed === seed && typeof saved.token === 'string' && typeof saved.refreshedAt === 'number') {
      state.token = saved.token
      state.refreshedAt = saved.refreshedAt
    }
  } catch (err) {
    // No saved token yet: use the one from the environment. An unreadable or damaged file is said in the log.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      console.error('[photo-feed] could not read the saved Instagram token; using the one from the environment:', err instanceof Error ? err.message : err)
    }
  }
}

function stateFor(config: FeedConfig & { envToken: string }): TokenState {
  const key = `${config.tokenFile}\n${config.envToken}`
  let state = states.get(key)
  if (!state) {
    const created: TokenState = { token: config.envToken, refreshedAt: null, retryAt: 0, ready: Promise.resolve() }
    created.ready = restore(created, config, seedOf(config.envToken))
    states.set(key, (state = created))
  }
  return state
}

async function persist(config: FeedConfig & { envToken: string }, saved: Persisted): Promise<void> {
  try {
    await mkdir(path.dirname(config.tokenFile), { recursive: true })
    await writeFile(config.tokenFile, JSON.stringify(saved), { mode: 0o600 })
  } catch (err) {
    logOnce('token-file', `could not save the refreshed token to ${config.tokenFile} (${(err as Error).message}); keeping it in memory`)
  }
}

async function refresh(state: TokenState, config: FeedConfig & { envToken: string }, now: number): Promise<void> {
  try {
    const fresh = await refreshToken({ base: config.base, token: state.token, timeoutMs: config.timeoutMs })
    state.token = fresh.token
    state.refreshedAt = Date.now()
    const expiresAt = fresh.expiresInSeconds ? state.refreshedAt + fresh.expiresInSeconds * 1000 : undefined
    await persist(config, { seed: seedOf(config.envToken), token: fresh.token, refreshedAt: state.refreshedAt, expiresAt })
  } catch (err) {
    state.retryAt = now + RETRY_AFTER_MS
    logWarning(`token refresh failed (${(err as Error).message}); the current token stays in use, next try in 6 h`)
  }
}

/** The token to call Instagram with: the latest refreshed one, else INSTAGRAM_ACCESS_TOKEN. */
export async function currentToken(config: FeedConfig & { envToken: string }): Promise<string> {
  const state = stateFor(config)
  await state.ready
  return state.token
}

/**
 * Starts a refresh when the token was last refreshed over 7 days ago (or never, as far as this server
 * knows). Callers do not await it: visitors never wait for a refresh. Resolves when it is done.
 */
export async function refreshTokenIfDue(config: FeedConfig & { envToken: string }, now = Date.now()): Promise<void> {
  const state = stateFor(config)
  await state.ready
  const due = state.refreshedAt === null || now - state.refreshedAt >= REFRESH_AFTER_MS
  if (!due || now < state.retryAt) return state.refreshing
  state.refreshing ??= refresh(state, config, now).finally(() => {
    state.refreshing = undefined
  })
  return state.refreshing
}
