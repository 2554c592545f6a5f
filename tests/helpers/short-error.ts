/** A refusal as an attacker sees it: the status, a short JSON body in Payload's error shape, no stack or SQL. */
export async function expectShortJsonError(res: Response, status: number): Promise<Record<string, unknown>> {
  expect(res.status).toBe(status)
  const text = await res.text()
  expect(text.length).toBeLessThan(300)
  expect(text).not.toMatch(/stack|at .*\(|node_modules|Failed query/)
  return JSON.parse(text) as Record<string, unknown>
}
