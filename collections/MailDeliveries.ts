import type { CollectionConfig } from 'payload'

import { isAdmin } from '@collections/access/isAdmin'
import { nobody } from '@collections/access/nobody'
import { DELIVERY_STATUSES } from '@/features/mailings/constants'

/**
 * One message to one subscriber in one mailing. The unique `key` makes delivery exactly-once: a row is
 * created once per recipient and round, and a send job only mails rows still `queued`.
 */
export const MailDeliveries: CollectionConfig = {
  slug: 'mail-deliveries',
  // Private: not in the GraphQL schema at all (officers and the app use REST and the Local API), so its
  // field names and types cannot be worked out from GraphQL's error messages either.
  graphQL: false,
  access: { create: nobody, read: isAdmin, update: nobody, delete: nobody },
  admin: {
    group: 'Mail',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'attempts', 'sentAt', 'mailing'],
    description: 'Each subscriber’s copy of a mailing: queued, sent, failed (after every retry) or skipped (unsubscribed meanwhile).',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'mailing', type: 'relationship', relationTo: 'mailings', required: true, index: true },
    { name: 'email', type: 'email', required: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'queued', options: [...DELIVERY_STATUSES] },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'lastError', type: 'text', maxLength: 500 },
    { name: 'sentAt', type: 'date' },
  ],
  indexes: [{ fields: ['mailing', 'status'] }],
  timestamps: true,
}
