import type { AfterErrorHook } from 'payload'

/** The PostgreSQL error code of an error or of one of its causes (drizzle wraps pg's error). */
function sqlStateOf(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  return sqlStateOf((error as { cause?: unknown }).cause, depth + 1)
}

/**
 * Payload's afterError hook: bad input is the client's fault, not the server's. PostgreSQL "data
 * exception" errors (class 22: an id that is not a number or past the integer range, a bad value in
 * `where`, NUL in text…), an operator the column's type does not have (42883) and unparsable query JSON
 * answer 400 with a short message. Other errors keep
 * their status, and no answer carries a stack trace (Payload adds one when `debug` is on).
 */
export const answerBadInputAs400: AfterErrorHook = ({ error, result }) => {
  const sqlState = sqlStateOf(error)
  // 42883: no such operator for the column's type (`like` on a date, a boolean or a choice).
  if ((sqlState && (sqlState.startsWith('22') || sqlState === '42883')) || error instanceof URIError || error instanceof SyntaxError) {
    return { status: 400, response: { errors: [{ message: 'The request is not valid.' }] } }
  }
  if (result) return { response: { errors: result.errors } }
}
