export const ALT_MAX_CHARS = 120

/**
 * Alt text for a post's picture: its caption on one line, cut at a word boundary near 120 characters,
 * or 'Photo from <username> on Instagram' when there is no caption.
 */
export function altFromCaption(caption: string | undefined, username: string): string {
  const text = (caption ?? '').replace(/\s+/g, ' ').trim()
  if (!text) return `Photo from ${username.replace(/^@/, '')} on Instagram`
  if (text.length <= ALT_MAX_CHARS) return text
  const cut = text.slice(0, ALT_MAX_CHARS - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > ALT_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`
}
