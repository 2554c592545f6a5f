import { z } from './zod'

/** SPEC §5: an empty or whitespace-only code gives 'Please enter the admin code'. */
export const ADMIN_CODE_REQUIRED = 'Please enter the admin code'

/** The admin sign-in form and POST /api/validate-admin-code. */
export const adminCodeSchema = z.object({
  code: z.string({ error: ADMIN_CODE_REQUIRED }).trim().min(1, ADMIN_CODE_REQUIRED).max(200, 'That code is too long.'),
})

export type AdminCodeInput = z.infer<typeof adminCodeSchema>
