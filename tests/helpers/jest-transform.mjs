// Jest's transform: @swc/jest with the project's options, after giving each static JSON import the
// `with { type: 'json' }` attribute Node's ESM loader asks for. The source keeps plain JSON imports, because
// Turbopack refuses the attribute on them ("Export default doesn't exist"), and Node warned once per import.
import swcJest from '@swc/jest'

const swc = swcJest.createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
})

const plainJsonImport = /(\bimport\s+[\w$]+\s+from\s+(['"])[^'"\n]+\.json\2)(?!\s*(?:with|assert)\b)/g

/** Adds the JSON attribute to `import x from '….json'` where it is missing. */
export function withJsonAttributes(source) {
  return source.replace(plainJsonImport, "$1 with { type: 'json' }")
}

const transformer = {
  canInstrument: swc.canInstrument,
  getCacheKey: (source, ...rest) => swc.getCacheKey(withJsonAttributes(source), ...rest),
  process: (source, ...rest) => swc.process(withJsonAttributes(source), ...rest),
  processAsync: (source, ...rest) => swc.processAsync(withJsonAttributes(source), ...rest),
}

export default transformer
