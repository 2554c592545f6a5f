import QRCode from 'qrcode'

/**
 * A QR code for `url` as an SVG data URI, generated from the configured link (so it changes when an
 * officer changes the link). Dark navy modules on white keep it scannable and high-contrast.
 */
export async function qrDataUri(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#0f1e38', light: '#ffffff' },
  })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
