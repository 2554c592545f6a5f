// Trees and clouds.
import { acorn } from './ornaments.mjs'
import { C } from './palette.mjs'
import { circle, g, n, path, rect } from './svg-core.mjs'

/** A broad oak tree with its trunk base at (x, y); s ~ canopy radius. */
export function oak(x, y, s, tones = [C.green, C.green2, C.green3], acorns = true) {
  const [d, m, l] = tones
  const k = s / 100
  const P = (px, py) => `${n(x + px * k)} ${n(y + py * k)}`
  let out = ''
  // trunk with two main limbs
  out += path(
    `M${P(-22, 0)}C${P(-14, -40)} ${P(-14, -80)} ${P(-40, -120)}L${P(-28, -128)}C${P(-8, -100)} ${P(-2, -100)} ${P(0, -110)}C${P(2, -100)} ${P(16, -105)} ${P(40, -135)}L${P(50, -126)}C${P(20, -88)} ${P(14, -40)} ${P(22, 0)}Z`,
    C.trunk,
  )
  out += path(`M${P(-22, 0)}C${P(-14, -40)} ${P(-14, -80)} ${P(-40, -120)}L${P(-32, -124)}C${P(-6, -80)} ${P(-6, -40)} ${P(-10, 0)}Z`, C.trunk2, 'opacity=".5"')
  const blobs = [
    [-95, -175, 62, d],
    [95, -180, 64, d],
    [0, -230, 80, d],
    [-60, -240, 62, d],
    [62, -245, 62, d],
    [-120, -215, 48, d],
    [125, -220, 48, d],
    [-55, -190, 60, m],
    [50, -195, 62, m],
    [0, -265, 58, m],
    [-90, -250, 44, m],
    [92, -258, 42, m],
    [-25, -290, 40, l],
    [30, -285, 36, l],
    [-105, -235, 26, l],
    [75, -270, 26, l],
  ]
  for (const [bx, by, br, c] of blobs) out += circle(x + bx * k, y + by * k, br * k, c)
  if (acorns) {
    for (const [ax, ay] of [
      [-70, -170],
      [60, -160],
      [105, -200],
      [-20, -200],
    ])
      out += acorn(x + ax * k, y + ay * k, 9 * k)
  }
  return out
}

/** A round lollipop-style tree for the background. */
export function roundTree(x, y, r, leaf = C.green2, trunk = C.trunk) {
  return rect(x - r * 0.1, y - r * 1.2, r * 0.2, r * 1.2, trunk, `rx="${n(r * 0.08)}"`) + circle(x, y - r * 1.6, r, leaf) + circle(x - r * 0.3, y - r * 1.85, r * 0.45, '#fff', 'opacity=".12"')
}

/** A soft cloud centred on (x, y). */
export function cloud(x, y, s, fill = '#fff', op = 1) {
  const o = op < 1 ? `opacity="${op}"` : ''
  return g(
    circle(x - s * 0.55, y, s * 0.42, fill) + circle(x, y - s * 0.25, s * 0.58, fill) + circle(x + s * 0.55, y - s * 0.02, s * 0.44, fill) + rect(x - s * 0.95, y, s * 1.95, s * 0.42, fill, `rx="${n(s * 0.21)}"`),
    o,
  )
}
