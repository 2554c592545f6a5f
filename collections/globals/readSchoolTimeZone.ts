import type { PayloadRequest } from 'payload'

import { DEFAULT_TIME_ZONE, isTimeZone } from '@/lib/school-clock'

/** The school clock's zone inside a Payload hook (same request and transaction). */
export async function readSchoolTimeZone(req: PayloadRequest): Promise<string> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: false })
  return isTimeZone(settings.timeZone) ? settings.timeZone : DEFAULT_TIME_ZONE
}
