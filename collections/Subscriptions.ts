import type { CollectionConfig } from 'payload'

import { isAdmin } from '@collections/access/isAdmin'
import { SUBSCRIBER_FREQUENCIES } from '@/features/mailings/constants'
import { LOCALES } from '@/i18n/locales'
import { subscribeEmail } from '@/lib/validations/subscribe'

/** People who asked for PTA updates. Written only through the subscribe endpoint, read only by admins. */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
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
    description: 'Families who asked for PTA updates. Deleting a subscriber removes their address and consent for good: they get no more mail, and the record cannot be restored.',
    useAsTitle: 'email',
    defaultColumns: ['email', 'phone', 'language', 'frequency', 'createdAt'],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      // The same zod schema as the form and the endpoint: exactly the same addresses pass everywhere.
      validate: (value: unknown) => subscribeEmail.safeParse(value).error?.issues[0]?.message ?? true,
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)],
      },
    },
    {
      name: 'phone',
      type: 'text',
      maxLength: 40,
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : null)],
      },
    },
    // The language of the page where they subscribed; mails go out in it (English where officers wrote no Spanish).
    { name: 'language', type: 'select', defaultValue: 'en', options: [...LOCALES] },
    {
      name: 'frequency',
      type: 'select',
      defaultValue: 'every',
      options: SUBSCRIBER_FREQUENCIES.map((value) => ({ value, label: value === 'every' ? 'Every update' : 'Weekly summary' })),
    },
  ],
  timestamps: true,
}
