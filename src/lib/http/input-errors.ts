import type { AfterErrorHook } from 'payload'

type Wrapped = { code?: unknown; cause?: unknown; originalError?: unknown }

/** The PostgreSQL error code of an error or of what it wraps: drizzle's `cause` (pg's error), GraphQL's `originalError`. */
function sqlStateOf(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined
  const { code, originalError, cause } = error as Wrapped
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  return sqlStateOf(originalError, depth + 1) ?? sqlStateOf(cause, depth + 1)
}

const isParseError = (e: unknown) => e instanceof URIError || e instanceof SyntaxError

/** True for input the database or the parser refused: see answerBadInputAs400. */
function isBadInput(error: unknown): boolean {
  const sqlState = sqlStateOf(error)
  // 42883: no such operator for the column's type (`like` on a date, a boolean or a choice).
  if (sqlState && (sqlState.startsWith('22') || sqlState === '42883')) return true
  // The request's own query or body (or, in GraphQL, the error a resolver threw), not a stored value a
  // hook failed to parse deeper down: that is the server's fault.
  return isParseError(error) || isParseError((error as Wrapped | null)?.originalError)
}

const NOT_VALID = 'The request is not valid.'

/**
 * Payload's afterError hook: bad input is the client's fault, not the server's. PostgreSQL "data
 * exception" errors (class 22: an id that is not a number or past the integer range, a bad value in
 * `where`, NUL in text…), an operator the column's type does not have (42883) and unparsable query JSON
 * answer 400 with a short message, on REST and in GraphQL answers (there the error's `statusCode` is 400).
 * Other errors keep their status, and no answer carries a stack trace (Payload adds one when `debug` is on).
 */
export const answerBadInputAs400: AfterErrorHook = ({ error, result, graphqlResult }) => {
  const bad = isBadInput(error)
  // GraphQL answers carry each error's status inside the body (Payload: 500, "Something went wrong.").
  if (graphqlResult) return bad ? { graphqlResult: { ...graphqlResult, message: NOT_VALID, extensions: { ...graphqlResult.extensions, statusCode: 400 } } } : undefined
  if (bad) return { status: 400, response: { errors: [{ message: NOT_VALID }] } }
  if (result) return { response: { errors: result.errors } }
}
