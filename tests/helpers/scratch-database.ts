import { randomBytes } from 'node:crypto'

import { dropDatabase, ensureDatabase, splitDatabaseUri } from './test-database.mjs'

/**
 * A second, empty database on the server the integration tests already use (the machine's service or
 * the embedded one the global setup started), for tests that need a database of their own.
 */
export async function scratchDatabase(label: string): Promise<{ uri: string; destroy: () => Promise<void> }> {
  const { serverUri } = splitDatabaseUri(process.env.DATABASE_URI ?? '') as { serverUri: string }
  const name = `pta_${label}_${randomBytes(4).toString('hex')}`
  await ensureDatabase(serverUri, name)
  return { uri: `${serverUri}/${name}`, destroy: () => dropDatabase(serverUri, name) }
}
