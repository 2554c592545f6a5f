// Dropping the test database and stopping its server end every connection still open (57P01
// "terminating connection due to administrator command", then "Connection terminated unexpectedly").
// A pool left open by a test would then crash Jest with an unhandled pool error after all tests passed;
// those expected disconnections are ignored while we tear down. Any other error still fails the run.
const isAdminShutdown = (err) => {
  const cause = err?.context ?? err
  return cause?.code === '57P01' || /Connection terminated unexpectedly/.test(String(cause?.message))
}

export default async function globalTeardown() {
  const ignore = (err) => {
    if (!isAdminShutdown(err)) throw err
  }
  process.on('uncaughtException', ignore)
  await globalThis.__PTA_TEST_DB__?.destroy()
  await new Promise((resolve) => setTimeout(resolve, 200))
}
