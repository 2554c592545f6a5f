import type { CollectionConfig } from 'payload'

import { nobody } from '@collections/access/nobody'

/**
 * Server-side admin sessions (DESIGN §2.2). The browser holds the random token in an HttpOnly cookie;
 * only its SHA-256 is stored here. No API can read or change a session: the sign-in endpoints and the
 * auth strategy use the local API with overrideAccess.
 */
export const AdminSessions: CollectionConfig = {
  slug: 'admin-sessions',
  // Private: not in the GraphQL schema at all (officers and the app use REST and the Local API), so its
  // field names and types cannot be worked out from GraphQL's error messages either.
  graphQL: false,
  access: {
    create: nobody,
    read: nobody,
    update: nobody,
    delete: nobody,
  },
  admin: {
    hidden: true,
  },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'adminCode', type: 'relationship', relationTo: 'admin-codes', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
  timestamps: true,
}
