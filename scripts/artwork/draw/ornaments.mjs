// Small decorations: sparkles, stars, hearts, acorns, bubbles, confetti, bunting and string lights.
import { C } from './palette.mjs'
import { circle, ellipse, line, n, path, rect } from './svg-core.mjs'

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x, y, r, fill, extra = '') {
  const k = r * 0.22
  return path(
    `M${n(x)} ${n(y - r)}Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)}Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z`,
    fill,
    extra,
  )
}

/** A five-pointed star. */
export function star(x, y, r, fill, extra = '', rot = -90) {
  const pts = []
  for (let i = 0; i < 10; i++) {
    const a = ((rot + i * 36) * Math.PI) / 180
    const rr = i % 2 ? r * 0.45 : r
    pts.push(`${n(x + rr * Math.cos(a))} ${n(y + rr * Math.sin(a))}`)
  }
  return path(`M${pts.join('L')}Z`, fill, `stroke="${fill}" stroke-width="${n(r * 0.12)}"${extra ? ' ' + extra : ''}`)
}

/** A heart centred on (x, y), roughly 2r wide. */
export function heart(x, y, r, fill, extra = '') {
  return path(
    `M${n(x)} ${n(y + r * 0.9)}C${n(x - r * 1.4)} ${n(y)} ${n(x - r * 1.1)} ${n(y - r * 1.2)} ${n(x)} ${n(y - r * 0.45)}C${n(x + r * 1.1)} ${n(y - r * 1.2)} ${n(x + r * 1.4)} ${n(y)} ${n(x)} ${n(y + r * 0.9)}Z`,
    fill,
    extra,
  )
}

/** The golden acorn from the PTA logo, centred on (x, y), about 2s tall. */
export function acorn(x, y, s, cap = C.gold3, nut = C.gold) {
  const k = s / 20
  const X = (v) => n(x + (v - 32) * k)
  const Y = (v) => n(y + (v - 30) * k)
  return (
    path(`M${X(18)} ${Y(28)}C${X(18)} ${Y(20)} ${X(24)} ${Y(15)} ${X(32)} ${Y(15)}S${X(46)} ${Y(20)} ${X(46)} ${Y(28)}Z`, cap) +
    path(`M${X(20)} ${Y(28)}H${X(44)}C${X(44)} ${Y(39)} ${X(39)} ${Y(48)} ${X(32)} ${Y(50)}C${X(25)} ${Y(48)} ${X(20)} ${Y(39)} ${X(20)} ${Y(28)}Z`, nut) +
    line(x, y - 21 * k, x, y - 15 * k, cap, 4 * k)
  )
}

/** A reusable bubble (unit radius, coloured through `color`) for <use>: keeps bubbly files small. */
export const BUBBLE_DEF =
  '<g id="bb"><circle r="1" fill="currentColor" fill-opacity=".14" stroke="currentColor" stroke-opacity=".9" stroke-width=".08"/>' +
  '<path d="M-.62 -.12A.64 .64 0 0 1 -.1 -.62" fill="none" stroke="#fff" stroke-opacity=".95" stroke-width=".12"/><circle cx=".5" cy=".45" r=".08" fill="#fff" opacity=".8"/></g>'
export const bubbleAt = (x, y, r, color) => `<use href="#bb" transform="translate(${n(x)} ${n(y)})scale(${n(r)})" color="${color}"/>`

/** Scattered confetti (small rounded bars and dots) inside a box, avoiding nothing. */
export function confetti(rand, count, x0, y0, w, h, colors, size = 10, op = 1) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + rand() * w
    const y = y0 + rand() * h
    const c = colors[Math.floor(rand() * colors.length)]
    if (rand() < 0.45) out += circle(x, y, size * (0.3 + rand() * 0.3), c, op < 1 ? `opacity="${op}"` : '')
    else
      out += rect(
        x - size / 2,
        y - size * 0.18,
        size,
        size * 0.36,
        c,
        `rx="${n(size * 0.18)}" transform="rotate(${Math.round(rand() * 180)} ${n(x)} ${n(y)})"${op < 1 ? ` opacity="${op}"` : ''}`,
      )
  }
  return out
}

/** A row of triangular bunting flags hanging along a quadratic curve. */
export function bunting(x1, y1, x2, y2, sag, count, colors, size = 26) {
  const cx = (x1 + x2) / 2
  const cy = (y1 + y2) / 2 + sag
  const pt = (t) => [
    (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t * t * x2,
    (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t * t * y2,
  ]
  let out = path(`M${n(x1)} ${n(y1)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}`, 'none', `stroke="${C.navy3}" stroke-opacity=".45" stroke-width="2"`)
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count
    const [a, b] = pt(t - 0.35 / count)
    const [c, d] = pt(t + 0.35 / count)
    const [m, o] = pt(t)
    out += path(`M${n(a)} ${n(b)}L${n(c)} ${n(d)}L${n(m)} ${n(o + size * 1.15)}Z`, colors[i % colors.length])
  }
  return out
}

/** String lights: a drooping wire with little glowing bulbs. */
export function stringLights(x1, y1, x2, y2, sag, count, color = C.goldLight, glow = true) {
  const cx = (x1 + x2) / 2
  const cy = (y1 + y2) / 2 + sag
  let out = path(`M${n(x1)} ${n(y1)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}`, 'none', `stroke="${C.navy3}" stroke-opacity=".6" stroke-width="2"`)
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t * t * x2
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t * t * y2
    if (glow) out += circle(x, y + 9, 14, color, 'opacity=".22"')
    out += ellipse(x, y + 9, 5.5, 7.5, color)
  }
  return out
}
