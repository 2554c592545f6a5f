import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { addCompileHints, COMPILE_HINT } from '@scripts/lib/compile-hints.mjs'

/** After `next build`, the framework's chunks (the manifest's rootMainFiles) start with V8's compile hint. */
const dist = mkdtempSync(path.join(tmpdir(), 'pta-compile-hints-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

test('only the chunks every page loads at start get the hint, once, before their first byte', async () => {
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true })
  const files = { 'react.js': 'var react=1;', 'runtime.js': '(()=>{})();', 'page.js': 'var page=1;', 'styles.css': 'a{}' }
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dist, 'static', 'chunks', name), body)
  writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js', 'static/chunks/styles.css'] }))
  const read = (name: string) => readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8')

  expect(await addCompileHints(dist)).toEqual({ files: 2, hinted: 2 })
  expect(read('react.js')).toBe(`${COMPILE_HINT}var react=1;`)
  expect(read('runtime.js')).toBe(`${COMPILE_HINT}(()=>{})();`)
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  // A page's own chunk and the stylesheet are left as they are.
  expect(read('page.js')).toBe('var page=1;')
  expect(read('styles.css')).toBe('a{}')

  // A second run (a build finished twice) changes nothing.
  expect(await addCompileHints(dist)).toEqual({ files: 2, hinted: 0 })
  expect(read('react.js')).toBe(`${COMPILE_HINT}var react=1;`)
})
