import type { Access } from 'payload'

import { isAdminUser } from './isAdminUser'

/**
 * New admin codes are made only by the code-issuing server action (which generates and hashes the
 * code and shows it once), never by a REST/GraphQL create or the /cms form.
 */
export const canIssueAdminCode: Access = ({ req }) => isAdminUser(req.user) && req.context.issuingAdminCode === true
