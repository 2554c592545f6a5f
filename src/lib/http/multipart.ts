import { documentDataProblem, NOT_AN_OBJECT } from './document-body'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@/lib/validations/announcement'

import { NOT_VALID } from './input-errors'
import { refusal } from './malformed'

/** Payload parses a body as multipart when its media type contains `multipart/` (any subtype). */
const isMultipart = (contentType: string): boolean => contentType.split(';', 1)[0].toLowerCase().includes('multipart/')

// The content types Payload's upload parser accepts (its isEligibleRequest; not exported): a `boundary=`,
// parameters after `;` and at most one space, no other spaces. Anything else it answers with a 500.
const PAYLOAD_ACCEPTS = /multipart\/[\w'"()+,./:<=>?@[\\\]^-]+(?:; ?[\w'"()+,./:<=>?@[\\\]^-]*)+$/i

/**
 * Payload answers 500 for a multipart body it cannot read: a content type its parser refuses (no or an
 * empty boundary, a subtype other than form-data, stray spaces) or truncated or garbled parts. The capped
 * body (in memory already, at most the upload cap) is parsed once here with the fetch API's parser, which
 * refuses every body busboy (Payload's parser) refuses, and also text before the first part or after the
 * last, which browsers and curl never send. Unreadable: 400; so is a `_payload` field (the document's data)
 * that is not a JSON object, or nests too deeply.
 */
export async function refuseUnreadableMultipart(request: Request): Promise<Response | null> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!request.body || !isMultipart(contentType)) return null
  if (!contentType.includes('boundary=') || !PAYLOAD_ACCEPTS.test(contentType)) return refusal(400, NOT_VALID)
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return refusal(400, NOT_VALID)
  }
  // A text field named `file` sent Payload down its client-upload path: a 500, for anyone.
  if (form.getAll('file').some((file) => typeof file === 'string')) return refusal(400, 'The file field must be a file.')
  // Payload's own size limit fires first, with "An unknown error occurred.": say what is wrong instead.
  if (form.getAll('file').some((file) => file instanceof File && file.size > MAX_IMAGE_BYTES)) return refusal(413, IMAGE_TOO_LARGE)
  // The document's data, beside the file: Payload reads it as JSON and answered 500 for `null`, a list, text.
  const data = form.get('_payload')
  if (data === null) return null
  const problem = typeof data === 'string' ? documentDataProblem(data) : NOT_AN_OBJECT_FIELD
  return problem ? refusal(400, problem === NOT_AN_OBJECT ? NOT_AN_OBJECT_FIELD : problem) : null
}

const NOT_AN_OBJECT_FIELD = 'The _payload field must be a JSON object.'
