import { readdir, readFile } from 'node:fs/promises'

import { decodedBodies } from './mail-text'

/**
 * The unsubscribe page link (path and query) in the mail the e2e server wrote to its outbox for `email`,
 * or null while it has not been written yet.
 */
export async function findUnsubscribeLink(email: string): Promise<string | null> {
  const dir = process.env.E2E_OUTBOX_DIR || '.data/test-outbox'
  const files = await readdir(dir).catch(() => [] as string[])
  for (const file of files) {
    const raw = await readFile(`${dir}/${file}`, 'utf8')
    if (!raw.includes(email)) continue
    const links = decodedBodies(raw).join('\n').match(/https?:\/\/[^\s"<>]+\/unsubscribe\?[^\s"<>]+/g) ?? []
    const page = links.find((l) => !l.includes('/api/'))
    if (!page) continue
    const url = new URL(page.replace(/&amp;/g, '&'))
    return url.pathname + url.search
  }
  return null
}
