/** A body read up to its cap: the bytes, or `tooLarge` as soon as one byte past the cap arrived. */
export type CappedBody = { tooLarge: false; bytes: Uint8Array<ArrayBuffer> } | { tooLarge: true }

/** True when the request itself declares a body larger than `maxBytes` (nothing needs to be read). */
export const declaresMoreThan = (headers: Headers, maxBytes: number): boolean => Number(headers.get('content-length') ?? 0) > maxBytes

/**
 * Reads a body stream chunk by chunk and stops at the cap, chunked or not: memory never holds more than
 * `maxBytes` plus one chunk, and the rest of an oversized body is never read into memory.
 */
export async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<CappedBody> {
  if (!body) return { tooLarge: false, bytes: new Uint8Array(0) }
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      // Stop reading, but do not cancel: cancelling destroys the socket, and the client would see a
      // connection reset instead of the 413. The server discards whatever the client still sends.
      reader.releaseLock()
      return { tooLarge: true }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { tooLarge: false, bytes }
}
