const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' } as const

/** A filename safe on every file system and in URLs, with the extension of the real format. */
export function safeImageName(original: string, format: keyof typeof EXTENSIONS): string {
  const base = original
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 60)
  return `${base || 'image'}.${EXTENSIONS[format]}`
}
