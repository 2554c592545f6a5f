import type { CollectionConfig } from 'payload'

import { isAdmin } from '@collections/access/isAdmin'
import { isAdminUser } from '@collections/access/isAdminUser'
import { readVisibleAnnouncements } from '@collections/access/readVisibleAnnouncements'
import { ANNOUNCEMENT_TYPE_OPTIONS, DEFAULT_ANNOUNCEMENT_TYPE } from '@/features/announcements'

import { computeAnnouncementWindow } from './hooks/computeAnnouncementWindow'
import { refuseEndBeforeStart } from './hooks/refuseEndBeforeStart'
import { refuseUnreadableDates } from './hooks/refuseUnreadableDates'
import { requireEventStartDate } from './hooks/requireEventStartDate'
import { stampActivation } from './hooks/stampActivation'
import { deleteImageOfDeleted, deleteReplacedImage } from './hooks/deleteOrphanedImage'
import { queueMailingAfterChange } from './hooks/queueMailing'
import { keepCreatedAt } from './hooks/keepCreatedAt'
import { revalidateAnnouncementsAfterChange, revalidateAnnouncementsAfterDelete } from './hooks/revalidateAnnouncements'
import { clampAnonymousReads } from '@collections/hooks/clampAnonymousReads'
import { requiredInDefaultLocale } from '@collections/validators/requiredInDefaultLocale'

/**
 * Payload's date picker shows and takes dates in the computer's own time zone; the officers' screens use
 * the school's. An officer whose laptop is set elsewhere would read (and save) other times here.
 */
const IN_BROWSER_CLOCK = "Shown in this computer's time zone. To enter an event in school time, use PTA Admin → Announcements."

export const Announcements: CollectionConfig = {
  slug: 'announcements',
  access: {
    create: isAdmin,
    read: readVisibleAnnouncements,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'active', 'startDate', 'endDate', 'createdAt'],
    description: 'Announcements appear as pop-ups, news or events on the site according to their type and dates.',
  },
  defaultSort: '-createdAt',
  fields: [
    // English is required; the Spanish text is optional and falls back to English where empty.
    { name: 'title', type: 'text', localized: true, maxLength: 200, validate: requiredInDefaultLocale },
    { name: 'content', type: 'textarea', localized: true, maxLength: 5000 },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_ANNOUNCEMENT_TYPE,
      options: ANNOUNCEMENT_TYPE_OPTIONS.map((o) => ({ ...o })),
    },
    { name: 'active', type: 'checkbox', required: true, defaultValue: true },
    {
      name: 'allDay',
      label: 'All day (no start or end time)',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'All-day dates are school days; otherwise the dates carry a time at the school.' },
    },
    { name: 'startDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: IN_BROWSER_CLOCK } },
    { name: 'endDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' }, description: IN_BROWSER_CLOCK } },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'emailSubscribers',
      label: 'Email this to subscribers',
      type: 'checkbox',
      defaultValue: false,
      // An officer's working flag: not part of what visitors read.
      access: { read: ({ req }) => isAdminUser(req.user) },
      admin: { description: 'News and events only. Sent once, when the announcement is visible; use "Send again" in /admin/announcements to repeat.' },
    },
    {
      name: 'visibleFrom',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', description: 'Computed from type and dates.' },
    },
    {
      name: 'visibleUntil',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', description: 'Computed from type and dates.' },
    },
    {
      name: 'activatedAt',
      type: 'date',
      // When it was last switched on: the weekly digest's "new this week" (officers' bookkeeping, not public).
      access: { read: ({ req }) => isAdminUser(req.user) },
      admin: { readOnly: true, position: 'sidebar', description: 'When it was last switched on.' },
    },
  ],
  indexes: [
    { fields: ['type', 'createdAt'] },
    { fields: ['type', 'startDate'] },
    { fields: ['active', 'visibleUntil', 'visibleFrom'] },
  ],
  hooks: {
    beforeOperation: [clampAnonymousReads],
    beforeChange: [refuseUnreadableDates, requireEventStartDate, computeAnnouncementWindow, refuseEndBeforeStart, stampActivation, keepCreatedAt],
    afterChange: [revalidateAnnouncementsAfterChange, deleteReplacedImage, queueMailingAfterChange],
    afterDelete: [revalidateAnnouncementsAfterDelete, deleteImageOfDeleted],
  },
  timestamps: true,
}
