import type { AdminContext } from '@/lib/auth/server-session'

/** The admin codes for /admin/codes, newest first, read as the signed-in officer (access rules apply). */
export async function listAdminCodes({ payload, user }: AdminContext) {
  const { docs } = await payload.find({ collection: 'admin-codes', sort: '-createdAt', limit: 200, overrideAccess: false, user })
  return docs
}
