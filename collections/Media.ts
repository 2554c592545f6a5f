import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone } from '@collections/access/anyone'
import { isAdmin } from '@collections/access/isAdmin'

/** JPEG, PNG, WebP and GIF only; every other type is refused by Payload before anything is stored. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

/**
 * Images for announcements. Readable by everyone because they are shown on public pages;
 * only administrators upload, replace or delete them. Sizes are made once by sharp at upload.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  access: {
    create: isAdmin,
    read: anyone,
    update: isAdmin,
    delete: isAdmin,
  },
  admin: {
    useAsTitle: 'alt',
  },
  upload: {
    staticDir: process.env.MEDIA_DIR || path.resolve(process.cwd(), '.data', 'media'),
    mimeTypes: IMAGE_MIME_TYPES,
    pasteURL: false,
    withMetadata: false,
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', maxLength: 300 }],
}
