import pg from 'pg'

const warn = (err: Error) =>
  console.warn(`[db] the database ended a connection (${err.message}); the pool drops it and the next query opens a new one`)

/**
 * A connection's 'error' event (the database ended it: a restart, a failover, an administrator's
 * `pg_terminate_backend`, a proxy's idle timeout) has no listener in pg unless someone adds one: for an idle
 * pooled connection the Pool re-emits it, for a checked-out one between two queries (inside a transaction,
 * say) the Client emits it. Unheard, either is an uncaught exception, which ends any process without a global
 * handler (the jobs worker, the tasks) and fills the server's log with a stack. The pool drops a broken
 * connection by itself and a query that was waiting fails on its own, so one line is all it takes. Handed to
 * the Postgres adapter as its `pg` (payload.config.ts).
 */
class LoggedPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('connect', (client) => client.on('error', warn))
    // Already logged by the connection's own listener above.
    this.on('error', () => undefined)
  }
}

export const pgWithLoggedPool: typeof pg = { ...pg, Pool: LoggedPool }
