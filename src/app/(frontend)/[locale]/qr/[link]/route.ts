import { actionCards } from '@/content/action-cards'
import { isAppLocale } from '@/i18n/locales'
import { notFoundText } from '@/lib/feeds/not-found'
import { qrSvg } from '@/lib/qr'
import { getSiteSettings } from '@/lib/queries/site-settings'

/**
 * /qr/<link>.svg: the QR code of one "Get Involved" card's link (only those links: no open QR service),
 * rendered once and cached until officers change the settings.
 */
export const dynamic = 'force-static'

export function generateStaticParams(): Array<{ locale: string; link: string }> {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; link: string }> }) {
  const { locale, link: file } = await params
  if (!isAppLocale(locale)) return notFoundText()
  const card = actionCards(locale).find((c) => `${c.link}.svg` === file)
  if (!card) return notFoundText()
  const href = (await getSiteSettings(locale)).links[card.link]
  return new Response(await qrSvg(href), {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate', 'x-content-type-options': 'nosniff' },
  })
}
