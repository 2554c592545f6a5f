import { formatErrors, ValidationError, type AfterErrorHook, type SanitizedCollectionConfig } from 'payload'

type Wrapped = { code?: unknown; cause?: unknown; originalError?: unknown }
type DatabaseError = { code: string; detail?: unknown }

/** The PostgreSQL error of an error or of what it wraps: drizzle's `cause` (pg's error), GraphQL's `originalError`. */
function databaseErrorOf(error: unknown, depth = 0): DatabaseError | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined
  const { code, originalError, cause } = error as Wrapped
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return error as DatabaseError
  return databaseErrorOf(originalError, depth + 1) ?? databaseErrorOf(cause, depth + 1)
}

const isParseError = (e: unknown) => e instanceof URIError || e instanceof SyntaxError

/** True for input the database or the parser refused: see answerBadInputAs400. */
function isBadInput(error: unknown): boolean {
  const sqlState = databaseErrorOf(error)?.code
  // 42883: no such operator for the column's type (`like` on a date, a boolean or a choice).
  // 23503: a reference to a document that does not exist (an image id nobody uploaded, or one deleted meanwhile).
  if (sqlState && (sqlState.startsWith('22') || sqlState === '42883' || sqlState === '23503')) return true
  // The request's own query or body (or, in GraphQL, the error a resolver threw), not a stored value a
  // hook failed to parse deeper down: that is the server's fault.
  return isParseError(error) || isParseError((error as Wrapped | null)?.originalError)
}

const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()

/**
 * The relationship field and the id a foreign-key refusal names (`Key (image_id)=(9) is not present in
 * table "media".`), when it is a top-level relationship or upload field of the collection saved.
 */
function missingReference(error: unknown, collection: SanitizedCollectionConfig | undefined): { path: string; id: string } | null {
  const { code, detail } = databaseErrorOf(error) ?? {}
  const key = code === '23503' && typeof detail === 'string' ? /^Key \((\w+)\)=\((.*)\) is not present/.exec(detail) : null
  const field = key && collection?.fields.find((f) => (f.type === 'relationship' || f.type === 'upload') && `${snakeCase(f.name)}_id` === key[1])
  return field && 'name' in field ? { path: field.name, id: key[2] } : null
}

export const NOT_VALID = 'The request is not valid.'

/**
 * Payload's afterError hook: bad input is the client's fault, not the server's. PostgreSQL "data
 * exception" errors (class 22: an id that is not a number or past the integer range, a bad value in
 * `where`, NUL in text…), an operator the column's type does not have (42883), a reference to a missing
 * document (23503) and unparsable query JSON answer 400 with a short message, on REST and in GraphQL
 * answers (there the error's `statusCode` is 400). A missing reference on REST is a validation error on
 * its field, as Payload words its own (the /cms panel marks the field). Other errors keep their status,
 * and no answer carries a stack trace (Payload adds one when `debug` is on).
 */
export const answerBadInputAs400: AfterErrorHook = ({ collection, error, req, result, graphqlResult }) => {
  const bad = isBadInput(error)
  // GraphQL answers carry each error's status inside the body (Payload: 500, "Something went wrong.").
  if (graphqlResult) return bad ? { graphqlResult: { ...graphqlResult, message: NOT_VALID, extensions: { ...graphqlResult.extensions, statusCode: 400 } } } : undefined
  const missing = missingReference(error, collection)
  if (missing) {
    const errors = [{ path: missing.path, message: `${req.t('validation:invalidSelections')} ${missing.id}` }]
    return { status: 400, response: formatErrors(new ValidationError({ collection: collection?.slug, errors }, req.t)) }
  }
  if (bad) return { status: 400, response: { errors: [{ message: NOT_VALID }] } }
  const refusal = fieldRefusalOf(error)
  if (refusal) return { response: { errors: [refusal] } }
  if (result) return { response: { errors: result.errors } }
}

type FieldRefusal = { name: 'ValidationError'; message: string; data: { errors: { path: string; message: string }[] } }

/**
 * A validation error's field messages ("The end date cannot be before the start date."), which Payload's
 * formatter adds only to an error of its own ValidationError class: in the production build the class the
 * error was made with is another copy, so the answer said only "The following field is invalid: endDate".
 */
function fieldRefusalOf(error: unknown): FieldRefusal | null {
  const { status, message, data } = (error ?? {}) as { status?: unknown; message?: unknown; data?: { errors?: unknown } }
  if (status !== 400 || typeof message !== 'string' || !Array.isArray(data?.errors)) return null
  const errors = data.errors.filter((e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string')
  return errors.length ? { name: 'ValidationError', message, data: { ...data, errors } } : null
}
