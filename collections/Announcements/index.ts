import type { CollectionConfig } from 'payload'

import { isAdmin } from '@collections/access/isAdmin'
import { readVisibleAnnouncements } from '@collections/access/readVisibleAnnouncements'

import { computeAnnouncementWindow } from './hooks/computeAnnouncementWindow'
import { deleteImageOfDeleted, deleteReplacedImage } from './hooks/deleteOrphanedImage'
import { revalidateAnnouncementsAfterChange, revalidateAnnouncementsAfterDelete } from './hooks/revalidateAnnouncements'

export const ANNOUNCEMENT_TYPES = [
  { label: 'Information', value: 'info' },
  { label: 'Success', value: 'success' },
  { label: 'Warning', value: 'warning' },
  { label: 'Error', value: 'error' },
  { label: 'Event', value: 'event' },
  { label: 'News', value: 'news' },
] as const

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
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'content', type: 'textarea', maxLength: 5000 },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: ANNOUNCEMENT_TYPES.map((o) => ({ ...o })),
    },
    { name: 'active', type: 'checkbox', required: true, defaultValue: true },
    { name: 'startDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'endDate', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'image', type: 'upload', relationTo: 'media' },
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
  ],
  indexes: [
    { fields: ['type', 'createdAt'] },
    { fields: ['type', 'startDate'] },
    { fields: ['active', 'visibleUntil', 'visibleFrom'] },
  ],
  hooks: {
    beforeChange: [computeAnnouncementWindow],
    afterChange: [revalidateAnnouncementsAfterChange, deleteReplacedImage],
    afterDelete: [revalidateAnnouncementsAfterDelete, deleteImageOfDeleted],
  },
  timestamps: true,
}
