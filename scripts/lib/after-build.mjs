// What follows `next build`, wherever a build is made (`npm run build`, the e2e global setup): the compile
// hint on the framework's chunks (lib/compile-hints.mjs), then the Brotli copies of every script and style
// (lib/precompress.mjs), which must see the final bytes.
import path from 'node:path'

import { addCompileHints } from './compile-hints.mjs'
import { precompressStatic } from './precompress.mjs'

/** Finishes the build in `distDir`; returns the line the build log prints. */
export async function afterBuild(distDir) {
  const hints = await addCompileHints(distDir)
  const { files, raw, brotli } = await precompressStatic(path.join(distDir, 'static'))
  return `Compile hints on ${hints.files} framework scripts; Brotli copies of ${files} scripts and styles: ${(raw / 1e6).toFixed(1)} MB → ${(brotli / 1e6).toFixed(1)} MB`
}
