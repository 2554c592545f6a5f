import { getPayload, type SanitizedConfig } from 'payload'

import { ensureInitialAdminCodeOnBoot } from '@/lib/auth/ensure-initial-code'

import { seedDemoContent } from './seed-demo-content'

/**
 * `payload prepare-database` (run by scripts/run.mjs before Next starts): applies the committed
 * migrations (idempotent), ensures ADMIN_CODE once the tables exist and, for demo installs, seeds demo
 * content once.
 */
export const script = async (config: SanitizedConfig): Promise<void> => {
  const payload = await getPayload({ config, disableOnInit: true })
  await payload.db.migrate()
  await ensureInitialAdminCodeOnBoot(payload)
  if (process.env.PREPARE_SEED === 'true') await seedDemoContent(payload)
}
