import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { isAdmin } from '@collections/access/isAdmin'
import { clampAnonymousReads } from '@collections/hooks/clampAnonymousReads'
import { readMediaInUse } from '@collections/access/readMediaInUse'

import { sanitizeImageUpload } from './hooks/sanitizeImageUpload'

/** JPEG, PNG, WebP and GIF only; every other type is refused before anything is stored. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

/**
 * Images for announcements. Anonymous visitors read an image only while a visible announcement shows it
 * (access/readMediaInUse); an image no announcement uses is deleted with its sizes (Announcements hooks).
 * Only administrators upload, replace or delete them. The bytes are sniffed, size and pixels capped and
 * metadata stripped (hooks/sanitizeImageUpload); sizes (WebP and, for the cards, AVIF) are made once by sharp
 * at upload.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    create: isAdmin,
    read: readMediaInUse,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'alt',
  },
  upload: {
    staticDir: process.env.MEDIA_DIR || path.resolve(process.cwd(), '.data', 'media'),
    // Payload checks every size's type against this list, so it names the AVIF sizes we make too. Uploads
    // stay the four formats above: hooks/sanitizeImageUpload sniffs the bytes and refuses anything else.
    mimeTypes: [...IMAGE_MIME_TYPES, 'image/avif'],
    pasteURL: false,
    withMetadata: false,
    imageSizes: [
      { name: 'thumbnail', width: 400, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 800, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1600, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80 } } },
      // The cards' sizes again in AVIF (about a third smaller than WebP): browsers that read it pick it first.
      { name: 'thumbnailAvif', width: 400, withoutEnlargement: true, formatOptions: { format: 'avif', options: { quality: 55, effort: 4 } } },
      { name: 'cardAvif', width: 800, withoutEnlargement: true, formatOptions: { format: 'avif', options: { quality: 55, effort: 4 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  // The description screen readers read in place of the picture, in each language (the Spanish pages read
  // the Spanish one, or none: an English description is not read out on them).
  fields: [{ name: 'alt', type: 'text', maxLength: 300, localized: true }],
  hooks: {
    beforeOperation: [clampAnonymousReads, sanitizeImageUpload],
  },
}
