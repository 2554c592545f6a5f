import type { Access } from 'payload'

import { publicAnnouncementsWhere } from '@/features/announcements/visibility'

import { isAdminUser } from './isAdminUser'

/** Administrators read everything; everyone else reads only active announcements inside their window. */
export const readVisibleAnnouncements: Access = ({ req }) =>
  isAdminUser(req.user) ? true : publicAnnouncementsWhere(new Date())
