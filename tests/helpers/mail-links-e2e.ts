import { unsubscribeToken } from '@/lib/email/unsubscribe-token'

/** The query of the unsubscribe link our mail carries for `email`, signed with the e2e server's secret. */
export const unsubscribeQuery = (email: string): string =>
  `?${new URLSearchParams({ email, token: unsubscribeToken(email, process.env.E2E_PAYLOAD_SECRET ?? '') })}`
