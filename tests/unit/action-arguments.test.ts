import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { ENTRY_KEY as SERVER_KEY, handleAction, UNREADABLE } from '@scripts/lib/action-arguments.mjs'
import { actionEntered, ENTRY_KEY } from '@/lib/action-entry'

/**
 * The production server answers 400 for a server action that failed before any action began (Next could not
 * read its arguments) and leaves a failure from inside an action the 500 it is. Real HTTP on loopback; the
 * handlers below answer the way Next does (a status, then its body written at once or streamed).
 */
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

async function answer(handler: Handler, { action = true } = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  const server = http.createServer((req, res) => {
    res.setHeader('x-content-type-options', 'nosniff')
    void handleAction(req, res, () => handler(req, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const res = await fetch(`http://127.0.0.1:${port}/admin/codes`, { method: 'POST', body: 'x', headers: action ? { 'next-action': 'abc' } : {} })
    return { status: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) }
  } finally {
    server.close()
  }
}

const nextError = async (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.statusCode = 500
  res.setHeader('content-type', 'text/x-component')
  res.end('1:E{"digest":"1"}')
}

test('the page and the server agree on where the action record is', () => {
  expect(ENTRY_KEY).toBe(SERVER_KEY)
})

test('an action request that fails before an action began is a 400 with a plain reason; other headers stay', async () => {
  const res = await answer(nextError)
  expect(res).toMatchObject({ status: 400, body: UNREADABLE })
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
  expect(res.headers['x-content-type-options']).toBe('nosniff')
})

test('the same, when the 500 is sent with writeHead and its body streamed', async () => {
  const res = await answer(async (_req, res) => {
    res.writeHead(500, { 'content-type': 'text/x-component' })
    res.write('0:{}\n')
    await new Promise((resolve) => setTimeout(resolve, 5))
    res.end('1:E{"digest":"2"}')
  })
  expect(res).toMatchObject({ status: 400, body: UNREADABLE })
})

test('a failure inside an action stays a 500, and other answers are untouched', async () => {
  const inside = await answer(async (req, res) => {
    await Promise.resolve()
    actionEntered()
    await nextError(req, res)
  })
  expect(inside).toMatchObject({ status: 500, body: '1:E{"digest":"1"}' })
  const fine = await answer(async (_req, res) => {
    actionEntered()
    res.end('0:{"ok":true}')
  })
  expect(fine).toMatchObject({ status: 200, body: '0:{"ok":true}' })
  // Not an action request: nothing here changes a page's own 500.
  expect(await answer(nextError, { action: false })).toMatchObject({ status: 500 })
})
