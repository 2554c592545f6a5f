export const ALT_MAX_CHARS = 120

const englishNoCaption = (name: string) => `Photo from ${name} on Instagram`

/**
 * Alt text for a post's picture: its caption on one line, cut at a word boundary near 120 characters,
 * or `noCaption(username)` ('Photo from <username> on Instagram' in English) when there is no caption.
 */
export function altFromCaption(caption: string | undefined, username: string, noCaption = englishNoCaption): string {
  const text = (caption ?? '').replace(/\s+/g, ' ').trim()
  if (!text) return noCaption(username.replace(/^@/, ''))
  if (text.length <= ALT_MAX_CHARS) return text
  const cut = text.slice(0, ALT_MAX_CHARS - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > ALT_MAX_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`
}
