/** Link builders for contact details, so every card and footer formats them the same way. */
export const mapsUrl = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`

export const telUrl = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

export const mailtoUrl = (email: string): string => `mailto:${email}`

export const instagramProfileUrl = (username: string): string =>
  `https://www.instagram.com/${encodeURIComponent(username.replace(/^@/, ''))}/`

/** Attributes for links that leave the site in a new tab. */
export const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const
