'use client'

import { useEffect, useState } from 'react'

import { SESSION_ENDED } from '../session-client'

import { mailingProgress, type MailingProgress } from './announcements-api'

/** Every few seconds while a mailing is sending; twice a minute while one waits for its announcement's window. */
const SENDING_POLL_MS = 3000
const WAITING_POLL_MS = 30_000

/**
 * The mailing of each announcement on the page, refreshed every few seconds while one is waiting or
 * sending (and the tab is visible), so officers watch the counts move without reloading.
 */
export function useMailingProgress(ids: number[], version: number): Record<string, MailingProgress> {
  const [progress, setProgress] = useState<Record<string, MailingProgress>>({})
  const key = ids.join(',')
  useEffect(() => {
    if (!key) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    // Right after a save a visible announcement's email starts within seconds: watch closely for a while.
    const closelyUntil = Date.now() + 20_000
    const load = async () => {
      let stop = false
      const next = await mailingProgress(key.split(',').map(Number)).catch((err: unknown) => {
        // The session ended: the screen's next action says so (polling stops). Otherwise (network, server
        // restarting) what is shown stays and the progress is read again shortly.
        stop = err instanceof Error && err.message === SESSION_ENDED
        if (!stop) console.warn('[admin] could not read the emails\' progress; trying again shortly', err)
        return null
      })
      if (!live || stop) return
      if (!next) {
        timer = setTimeout(load, WAITING_POLL_MS)
        return
      }
      setProgress(next)
      const states = Object.values(next).map((p) => p.status)
      const waitingDelay = Date.now() < closelyUntil ? SENDING_POLL_MS : WAITING_POLL_MS
      const delay = states.includes('sending') ? SENDING_POLL_MS : states.includes('waiting') ? waitingDelay : 0
      if (delay) timer = setTimeout(load, document.hidden ? WAITING_POLL_MS : delay)
    }
    void load()
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [key, version])
  return progress
}
