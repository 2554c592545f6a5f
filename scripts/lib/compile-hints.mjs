// V8's explicit compile hint for the framework's own scripts, written once after `next build`. Chrome
// parses a script while it downloads, off the page's main thread, but compiles each function only when it is
// first called, on the main thread: for React's and Next's chunks (react-dom alone is 229 KB) that lazy
// compiling was the longest task of a phone's page load (about 50 ms, 200 ms under Lighthouse's 4× CPU
// slowdown), right when the page is becoming interactive. A file that starts with the magic comment
// `//# allFunctionsCalledOnLoad` is compiled whole in the background instead (Chrome 136+; other browsers
// ignore the comment). Only the chunks every page loads at start (`rootMainFiles` of the build manifest) get
// it: a page's own chunks are small and some load only on demand.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Prepends the hint to the build's framework chunks (once: a file that has it is left alone). */
export async function addCompileHints(distDir) {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const files = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'))
  let hinted = 0
  for (const file of files) {
    const full = path.join(distDir, file)
    const body = await readFile(full, 'utf8')
    if (body.startsWith(COMPILE_HINT)) continue
    await writeFile(full, COMPILE_HINT + body)
    hinted += 1
  }
  return { files: files.length, hinted }
}
