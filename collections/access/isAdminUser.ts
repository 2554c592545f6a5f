import type { PayloadRequest } from 'payload'

/** True when the request's user came from the admin-codes auth collection. */
export const isAdminUser = (user: PayloadRequest['user']): boolean => user?.collection === 'admin-codes'
