export default async function globalTeardown() {
  await globalThis.__PTA_TEST_DB__?.destroy()
}
