import type { Payload, PayloadRequest } from 'payload'

import { publicAnnouncementsWhere } from '@/features/announcements'

const idOf = (image: unknown): number | null =>
  typeof image === 'number' ? image : typeof image === 'object' && image !== null && 'id' in image ? Number((image as { id: unknown }).id) : null

/**
 * Ids of the images that visible announcements show (the same rule as anonymous announcement reads).
 * Site settings hold no images today; an upload field there would be added here.
 */
export async function publicMediaIds(req: PayloadRequest): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'announcements',
    where: { and: [publicAnnouncementsWhere(new Date()), { image: { exists: true } }] },
    select: { image: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return [...new Set(docs.map((d) => idOf(d.image)).filter((id): id is number => id !== null))]
}

/** True when any announcement (visible or not) still uses the image. */
async function isMediaUsed(payload: Payload, mediaId: number, req: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'announcements', where: { image: { equals: mediaId } }, overrideAccess: true, req })
  return totalDocs > 0
}

/** Deletes an image no announcement uses any more: the record, its file and every size (Payload removes the files). */
export async function deleteIfOrphaned(req: PayloadRequest, image: unknown): Promise<void> {
  const mediaId = idOf(image)
  if (mediaId === null || (await isMediaUsed(req.payload, mediaId, req))) return
  await req.payload.delete({ collection: 'media', id: mediaId, overrideAccess: true, req }).catch((err: unknown) => {
    req.payload.logger.warn({ err, msg: `orphaned image ${mediaId} could not be deleted` })
  })
}

export { idOf as mediaIdOf }
