import { createHash } from 'node:crypto'

import QRCode from 'qrcode'

import { localizedPath, type AppLocale } from '@/i18n/locales'

/**
 * A QR code for `url` as SVG, generated from the configured link (so it changes when an officer changes
 * the link). Dark navy modules on white keep it scannable and high-contrast.
 */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#0f1e38', light: '#ffffff' } })
}

/**
 * Where a card's QR code is served (`/qr/<link>.svg`, a cached image instead of kilobytes of data URI in
 * every page). `v` changes with the link, so browsers never keep a code for an old address.
 */
export function qrImagePath(link: string, href: string, locale: AppLocale): string {
  const v = createHash('sha256').update(href).digest('hex').slice(0, 10)
  return `${localizedPath(`/qr/${link}.svg`, locale)}?v=${v}`
}
