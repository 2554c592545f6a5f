import { type CollectionBeforeOperationHook, Forbidden } from 'payload'
import sharp from 'sharp'

import { isAdminUser } from '@collections/access/isAdminUser'
import { publicError } from '@collections/hooks/publicError'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@/lib/validations/announcement'

import { safeImageName } from './safeImageName'

/** DESIGN §4 upload limits: bytes (MAX_IMAGE_BYTES, also Payload's multipart limit), and decoded pixels. */
export const MAX_INPUT_PIXELS = 40_000_000

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const
type Format = keyof typeof FORMATS

const isFormat = (f: string | undefined): f is Format => Boolean(f && f in FORMATS)

/** Re-encodes the original so nothing of its metadata (EXIF, GPS, comments) is stored or served. */
async function reencode(data: Buffer, format: Format): Promise<Buffer> {
  const animated = format === 'gif' || format === 'webp'
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated }).rotate()
  if (format === 'jpeg') return image.jpeg({ quality: 88, mozjpeg: true }).toBuffer()
  if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer()
  if (format === 'webp') return image.webp({ quality: 88 }).toBuffer()
  return image.gif().toBuffer()
}

const TOO_MANY_PIXELS = 'The image has too many pixels. Choose an image under 40 megapixels.'

/**
 * Before a media create/update with a file: refuse a visitor (403, before any decoding), anything over the
 * size limit (413), anything whose
 * bytes are not JPEG/PNG/WebP/GIF whatever its name or declared type (400: SVG, HTML renamed .jpg…),
 * absurd pixel counts (400), then strip metadata and give the file a safe name. Nothing is stored on refusal.
 */
export const sanitizeImageUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  // Payload checks access after this hook: without this, anyone's upload was decoded first (a 40-megapixel
  // PNG of 128 KB held a core for 2-3 s before its 403). Only officers (or the server's own calls) upload.
  if (!(args as { overrideAccess?: boolean }).overrideAccess && !isAdminUser(req.user)) throw new Forbidden(req.t)
  const truncated = (file as { truncated?: boolean }).truncated === true
  if (truncated || file.size > MAX_IMAGE_BYTES || file.data.length > MAX_IMAGE_BYTES) {
    throw publicError(IMAGE_TOO_LARGE, 413)
  }
  let format: string | undefined
  let pixels = 0
  try {
    const meta = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    format = meta.format
    pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1)
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw publicError(TOO_MANY_PIXELS)
    throw publicError('This file is not a JPEG, PNG, WebP or GIF image.')
  }
  if (!isFormat(format)) throw publicError('This file is not a JPEG, PNG, WebP or GIF image.')
  if (pixels > MAX_INPUT_PIXELS) throw publicError(TOO_MANY_PIXELS)
  let data: Buffer
  try {
    data = await reencode(file.data, format)
  } catch {
    throw publicError('The image could not be read. Choose another image.')
  }
  req.file = { ...file, data, size: data.length, mimetype: FORMATS[format], name: safeImageName(file.name, format) }
  return args
}
