import type { CollectionConfig } from 'payload'

import { isAdmin } from '@collections/access/isAdmin'
import { CONTACT_TOPICS } from '@/content/contact-topics'

/** Messages sent from the contact form. Stored first, then mailed to the board by a job. */
export const ContactInquiries: CollectionConfig = {
  slug: 'contact-inquiries',
  // Private: not in the GraphQL schema at all (officers and the app use REST and the Local API), so its
  // field names and types cannot be worked out from GraphQL's error messages either.
  graphQL: false,
  access: {
    create: isAdmin,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    description: 'Messages sent through the contact form. Deleting one removes the message and its delivery history for good; if it was never delivered, the board never sees it.',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'topic', 'deliveryStatus', 'createdAt'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', maxLength: 40 },
    {
      name: 'topic',
      type: 'select',
      required: true,
      options: CONTACT_TOPICS.map((t) => ({ label: t, value: t })),
    },
    { name: 'message', type: 'textarea', maxLength: 5000 },
    {
      name: 'deliveryStatus',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Sent', value: 'sent' },
        { label: 'Failed', value: 'failed' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { position: 'sidebar', readOnly: true } },
    { name: 'sentAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    { name: 'lastError', type: 'text', admin: { position: 'sidebar', readOnly: true } },
  ],
  timestamps: true,
}
