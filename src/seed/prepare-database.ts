import { getPayload, type SanitizedConfig } from 'payload'

import { seedDemoContent } from './seed-demo-content'

/**
 * `payload prepare-database` (run by scripts/run.mjs before Next starts): applies the committed
 * migrations (idempotent) and, for demo installs, seeds demo content once.
 */
export const script = async (config: SanitizedConfig): Promise<void> => {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  if (process.env.PREPARE_SEED === 'true') await seedDemoContent(payload)
}
