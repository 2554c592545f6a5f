import { APIError } from 'payload'

/**
 * A refusal whose message reaches the caller (status 4xx). Payload answers an error's own message only when
 * the error has a name, and it takes the name from the class; the production build's minifier drops class
 * names, so a plain `new APIError(…)` would reach an officer as "An unknown error occurred.".
 */
export function publicError(message: string, status = 400): APIError {
  const error = new APIError(message, status, null, true)
  error.name = 'APIError'
  return error
}
