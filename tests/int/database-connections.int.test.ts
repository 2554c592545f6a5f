import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import pg from 'pg'

import { closeTestPayload, getTestPayload } from '@tests/helpers/payload'
import { waitFor } from '@tests/helpers/wait'

/**
 * DESIGN §4 Faults: the database ends the app's idle connections (a restart, a failover, an administrator,
 * a proxy's idle timeout). The process must not treat that as an uncaught error, and the next read works.
 */
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await closeTestPayload(payload)
})

/** Runs `work` and returns the uncaught exceptions the process saw meanwhile. */
async function uncaughtDuring(work: () => Promise<void>): Promise<unknown[]> {
  const uncaught: unknown[] = []
  const record = (err: unknown) => uncaught.push(err)
  process.on('uncaughtException', record)
  try {
    await work()
  } finally {
    process.off('uncaughtException', record)
  }
  return uncaught
}

/** Ends the given backends as an administrator would; true for each that was ended. */
async function terminate(pids: number[]): Promise<boolean[]> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ ended: boolean }>('SELECT pg_terminate_backend(pid) AS ended FROM unnest($1::int[]) AS pid', [pids])
    return rows.map((r) => r.ended)
  } finally {
    await admin.end()
  }
}

it('idle connections ended by the server are dropped without an uncaught error, and the next read reconnects', async () => {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  // Three of the pool's own connections, idle again once their pids are known (nothing else is touched).
  const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()])
  const pids = await Promise.all(clients.map(async (c) => (await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid))
  clients.forEach((c) => c.release())
  const idleBefore = pool.idleCount
  expect(idleBefore).toBeGreaterThanOrEqual(pids.length)

  const uncaught = await uncaughtDuring(async () => {
    expect(await terminate(pids)).toEqual(pids.map(() => true))
    // The pool hears of each ended connection and drops it.
    await waitFor(() => pool.idleCount <= idleBefore - pids.length, 5000)
  })
  expect(uncaught).toEqual([])
  const again = await payload.find({ collection: 'announcements', limit: 1, depth: 0, overrideAccess: true })
  expect(again.totalDocs).toBeGreaterThanOrEqual(0)
})

it('a connection ended while checked out between two queries (inside a transaction) is no uncaught error either', async () => {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const held = await pool.connect()
  await held.query('BEGIN')
  const { rows } = await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
  let failed: unknown = null
  const uncaught = await uncaughtDuring(async () => {
    try {
      const closed = new Promise((resolve) => held.once('end', resolve))
      await terminate([rows[0].pid])
      // The database's goodbye has reached the idle connection (it closes after the error message).
      await closed
      // The holder's next query fails (the connection is gone) instead of the process.
      failed = await held.query('SELECT 1').then(() => null, (err: unknown) => err)
    } finally {
      held.release(true)
    }
  })
  expect(failed).toBeInstanceOf(Error)
  expect(uncaught).toEqual([])
  const again = await payload.find({ collection: 'announcements', limit: 1, depth: 0, overrideAccess: true })
  expect(again.totalDocs).toBeGreaterThanOrEqual(0)
})

it('all ten of the pool connections serve queries: the reconnect watch of the adapter holds none of them for good', async () => {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  // Payload 3.90's adapter checked one out at start and never gave it back (payloadcms/payload#11727): a tenth
  // checkout then waited for good. Ten at once, each released when all ten are in hand.
  const inHand = Promise.all(Array.from({ length: 10 }, () => pool.connect()))
  const outcome = await Promise.race([inHand.then(() => 'all ten'), new Promise((resolve) => setTimeout(resolve, 5000, 'one short'))])
  expect(outcome).toBe('all ten')
  ;(await inHand).forEach((c) => c.release())
})
