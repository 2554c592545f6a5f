// `npm run migrate` / `npm run seed`, and the launcher before `npm run dev`: applies the committed
// migrations, ensures ADMIN_CODE and, with --seed, seeds demo content once per database.
import { prepareDatabase } from '@/seed/prepare-database'

import { withPayload } from './with-payload'

const seed = process.argv.slice(2).includes('--seed')
await withPayload((payload) => prepareDatabase(payload, { seed }))
