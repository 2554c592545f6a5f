import type { CollectionConfig } from 'payload'

import { isAdmin } from '@collections/access/isAdmin'

/**
 * Admin codes: the officers' sign-in. An auth collection with Payload's email/password strategy
 * switched off; codes are stored only as slow hashes and never readable through any API.
 */
export const AdminCodes: CollectionConfig = {
  slug: 'admin-codes',
  access: {
    create: isAdmin,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'active', 'expiresAt', 'lastUsedAt', 'createdAt'],
  },
  auth: {
    disableLocalStrategy: true,
  },
  fields: [
    { name: 'label', type: 'text', required: true, maxLength: 80 },
    {
      name: 'codeHash',
      type: 'text',
      required: true,
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    { name: 'active', type: 'checkbox', required: true, defaultValue: true },
    { name: 'expiresAt', type: 'date' },
    { name: 'lastUsedAt', type: 'date', admin: { readOnly: true } },
  ],
  timestamps: true,
}
