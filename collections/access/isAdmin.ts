import type { Access } from 'payload'

import { isAdminUser } from './isAdminUser'

/** Only a signed-in administrator (a request authenticated by an admin-code session). */
export const isAdmin: Access = ({ req }) => isAdminUser(req.user)
