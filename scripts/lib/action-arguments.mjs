// A server action whose arguments Next cannot read is the caller's mistake, not the server's: a 400.
//
// Next reads an action's arguments (the body, and the encrypted values a closure carries) before it calls
// the action, and answers anything that fails there with a 500: a body that is not what its client sends,
// a made-up closure value (Payload's language switch), a broken multipart. The request guard refuses most
// such calls (no session cookie); these reach Next with a cookie of the right shape.
//
// So each action of ours says it has started (src/lib/action-entry.ts, through ENTRY_KEY): a 500 from an
// action request that never reached one is answered 400 here instead. A 500 from inside an action stays a
// 500 (a real fault; Next logs it either way).
import { AsyncLocalStorage } from 'node:async_hooks'

/** Where src/lib/action-entry.ts finds the current request's record (both run in the server process). */
export const ENTRY_KEY = Symbol.for('pta.action-entry')
export const UNREADABLE = 'Bad Request: the action’s arguments could not be read.'

const entries = new AsyncLocalStorage()
globalThis[ENTRY_KEY] = entries

/**
 * Runs `next(req, res)`; for a server action request, a 500 before any action began becomes a 400.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => Promise<void>} next
 */
export function handleAction(req, res, next) {
  if (req.method !== 'POST' || !req.headers['next-action']) return next()
  const entry = { entered: false }
  const { writeHead, write, end } = res
  let replaced = false
  /** Called before anything is sent: from here on Next's answer is dropped and ours goes out. */
  const replaceIf500 = (status) => {
    if (replaced || res.headersSent || status !== 500 || entry.entered) return replaced
    for (const name of BODY_HEADERS) res.removeHeader(name)
    writeHead.call(res, 400, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(UNREADABLE), 'cache-control': 'no-store' })
    return (replaced = true)
  }
  res.writeHead = function (status, ...rest) {
    return replaceIf500(status) ? res : writeHead.call(res, status, ...rest)
  }
  res.write = function (chunk, encoding, cb) {
    if (!replaceIf500(res.statusCode)) return write.call(res, chunk, encoding, cb)
    callbackOf(encoding, cb)?.()
    return true
  }
  res.end = function (chunk, encoding, cb) {
    if (!replaceIf500(res.statusCode)) return end.call(res, chunk, encoding, cb)
    return end.call(res, UNREADABLE, callbackOf(typeof chunk === 'function' ? chunk : encoding, cb))
  }
  return entries.run(entry, next)
}

/** What describes Next's own body, which is not sent. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'etag', 'transfer-encoding']

/** Node's `write(chunk, [encoding], [callback])`: the callback, wherever it was passed. */
const callbackOf = (encoding, cb) => (typeof encoding === 'function' ? encoding : typeof cb === 'function' ? cb : undefined)
