import type { CollectionConfig } from 'payload'

import { isAdmin } from '@collections/access/isAdmin'
import { nobody } from '@collections/access/nobody'
import { MAILING_KINDS, MAILING_STATUSES } from '@/features/mailings/constants'

/**
 * One send of an announcement to the subscribers (round 1 when officers tick "Email this to subscribers",
 * a later round for each "Send again"), or one week's digest. Written only by server code (the
 * announcement hook, the dispatcher job, the send-again endpoint); officers read it for progress.
 */
export const Mailings: CollectionConfig = {
  slug: 'mailings',
  // Private: not in the GraphQL schema at all (officers and the app use REST and the Local API), so its
  // field names and types cannot be worked out from GraphQL's error messages either.
  graphQL: false,
  access: { create: nobody, read: isAdmin, update: nobody, delete: nobody },
  admin: {
    group: 'Mail',
    useAsTitle: 'label',
    defaultColumns: ['label', 'status', 'recipients', 'startedAt'],
    description: 'Emails to subscribers: each announcement sent, and each weekly digest. Progress per recipient is in Mail deliveries.',
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'label', type: 'text', admin: { readOnly: true } },
    { name: 'kind', type: 'select', required: true, defaultValue: 'announcement', options: [...MAILING_KINDS] },
    { name: 'announcement', type: 'relationship', relationTo: 'announcements', index: true },
    { name: 'round', type: 'number', min: 1, defaultValue: 1 },
    { name: 'digestWeek', type: 'text', unique: true, admin: { description: 'Monday of the digest week (school date).' } },
    { name: 'status', type: 'select', required: true, defaultValue: 'waiting', index: true, options: [...MAILING_STATUSES] },
    { name: 'recipients', type: 'number', defaultValue: 0 },
    { name: 'startedAt', type: 'date' },
    { name: 'finishedAt', type: 'date' },
  ],
  indexes: [{ fields: ['announcement', 'round'], unique: true }],
  timestamps: true,
}
