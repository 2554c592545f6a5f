import type { AbstractIntlMessages } from 'next-intl'
import { getMessages } from 'next-intl/server'

/**
 * The message namespaces client components read. Only these are sent to the browser (inside the RSC
 * payload), so pages do not repeat their server-rendered copy a second time.
 */
export const CLIENT_NAMESPACES = ['common', 'nav', 'language', 'forms', 'photoFeed'] as const

export async function clientMessages(): Promise<AbstractIntlMessages> {
  const all = (await getMessages()) as AbstractIntlMessages
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in all).map((ns) => [ns, all[ns]]))
}
