import type { CollectionConfig } from 'payload'

import { canIssueAdminCode } from '@collections/access/canIssueAdminCode'
import { isAdmin } from '@collections/access/isAdmin'
import { adminSessionStrategy } from '@/lib/auth/strategy'
import { withinSchoolYears } from '@collections/validators/withinSchoolYears'

import { endSessionOnLogout } from './hooks/endSessionOnLogout'
import { endSessionsOfDeletedCode, endSessionsOfDisabledCode } from './hooks/endSessionsOfCode'
import { keepOneWorkingCodeOnChange, keepOneWorkingCodeOnDelete, refuseBulkCodeChanges } from './hooks/keepOneWorkingCode'

/**
 * Admin codes: the officers' sign-in. An auth collection with Payload's email/password strategy
 * switched off and our session strategy on; codes are stored only as slow hashes and never readable
 * through any API. New codes are issued at /admin/codes or by `npm run admin:code`.
 */
export const AdminCodes: CollectionConfig = {
  slug: 'admin-codes',
  access: {
    create: canIssueAdminCode,
    read: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'active', 'expiresAt', 'lastUsedAt', 'createdAt'],
    description:
      'Officers\' sign-in codes. New codes are issued at /admin/codes (the code is shown once). Disabling or deleting a code signs its officer out at once; a deleted code cannot be restored.',
  },
  auth: {
    disableLocalStrategy: true,
    strategies: [adminSessionStrategy],
    // Our session cookie is the sign-in. Payload's own token routes (refresh-token, which the /cms panel
    // calls) still answer, so their JWT never appears in a body, and their cookie is Secure in production.
    removeTokenFromResponses: true,
    cookies: { secure: process.env.NODE_ENV === 'production', sameSite: 'Lax' },
  },
  fields: [
    { name: 'label', type: 'text', required: true, maxLength: 80 },
    {
      name: 'codeHash',
      type: 'text',
      required: true,
      hidden: true,
      // Written only by issueAdminCode (the issuing context) or with full access (boot, CLI); never read.
      access: { read: () => false, create: ({ req }) => req.context.issuingAdminCode === true, update: () => false },
    },
    { name: 'active', type: 'checkbox', required: true, defaultValue: true },
    { name: 'expiresAt', type: 'date', validate: withinSchoolYears },
    { name: 'lastUsedAt', type: 'date', admin: { readOnly: true } },
  ],
  hooks: {
    beforeOperation: [refuseBulkCodeChanges],
    beforeChange: [keepOneWorkingCodeOnChange],
    afterChange: [endSessionsOfDisabledCode],
    afterLogout: [endSessionOnLogout],
    // The lock-out check runs first: a refused delete must not have ended the sessions already.
    beforeDelete: [keepOneWorkingCodeOnDelete, endSessionsOfDeletedCode],
  },
  timestamps: true,
}
