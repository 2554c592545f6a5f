import pg from 'pg'

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void

/** The adapter's function that checks a connection out to watch it (see `connect` below). */
const ADAPTER_WATCH = 'connectWithReconnect'

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

  /**
   * The adapter's reconnect watch (`connectWithReconnect` in @payloadcms/db-postgres 3.90) checks a connection
   * out when it starts, and again after each reset, to listen on it, and never gives it back
   * (payloadcms/payload#11727; the fix merged upstream, #17831, is not in 3.90): the pool kept 9 of its 10
   * for queries, one fewer after every reset. Its checkout is recognised by the caller's name and handed
   * back once the adapter has added its listener (in the same turn), so it stays a pooled connection that
   * still hears a reset. `tests/int/database-connections` fails if the name ever changes.
   */
  override connect(): Promise<pg.PoolClient>
  override connect(callback: ConnectCallback): void
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback)
    const checkout = super.connect()
    if (!new Error().stack?.includes(ADAPTER_WATCH)) return checkout
    return checkout.then((client) => {
      setImmediate(() => client.release())
      return client
    })
  }
}

export const pgWithLoggedPool: typeof pg = { ...pg, Pool: LoggedPool }
