import { actionCards } from '@/content/action-cards'
import { isAppLocale } from '@/i18n/locales'
import { notFoundText } from '@/lib/feeds/not-found'
import { qrSvg } from '@/lib/qr'
import { getSiteSettings } from '@/lib/queries/site-settings'

/**
 * /qr/<link>.svg: the QR code of one "Get Involved" card's link (only those links: no open QR service).
 * Made per request (a few milliseconds, from the cached settings) and kept by browsers for a day: the
 * page asks for `?v=<hash of the link>`, so a changed link is a new address. Not a static route: Next
 * would store an answer on disk for every name anyone asks for, unknown ones included.
 */

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; link: string }> }) {
  const { locale, link: file } = await params
  if (!isAppLocale(locale)) return notFoundText()
  const card = actionCards(locale).find((c) => `${c.link}.svg` === file)
  if (!card) return notFoundText()
  const href = (await getSiteSettings(locale)).links[card.link]
  return new Response(await qrSvg(href), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
  })
}
