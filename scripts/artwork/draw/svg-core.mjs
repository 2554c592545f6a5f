// SVG plumbing every drawing uses: number precision, a deterministic PRNG, the root element,
// gradients and the basic shapes, each returning a markup string.

let scale = 10
/** Number of decimals kept by n(): 1 for small canvases, 0 for big ones. */
export function setPrecision(decimals) {
  scale = 10 ** decimals
}
/** Format a number compactly. */
export const n = (v) => {
  const r = Math.round(v * scale) / scale
  return Object.is(r, -0) ? '0' : String(r)
}

/** Deterministic PRNG (mulberry32) so regenerated files are identical. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Wrap a drawing in the root element. Every shape helper sets its own fill, so the root carries
 * fill="none" (and round caps/joins) once instead of repeating it on each stroked path.
 */
export function svg(w, h, title, body, defs = '') {
  const strip = (x) => x.replaceAll(' fill="none"', '')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<title>${title}</title>` +
    (defs ? `<defs>${strip(defs)}</defs>` : '') +
    strip(body) +
    '</svg>\n'
  )
}

export const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
  stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`).join('') +
  '</linearGradient>'

export const radial = (id, stops, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">` +
  stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`).join('') +
  '</radialGradient>'

export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
export const path = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
export const line = (x1, y1, x2, y2, stroke, w, extra = '') =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(w)}" fill="none"${extra ? ' ' + extra : ''}/>`
export const g = (body, attrs = '') => `<g${attrs ? ' ' + attrs : ''}>${body}</g>`
