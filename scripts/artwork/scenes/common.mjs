// Pieces several illustrations share: twinkles, the school building and flag, and the spot-illustration
// frame with its glow and shadow.
import { C, acorn, circle, ellipse, line, linear, n, path as p, radial, rect, sparkle } from '../lib.mjs'

/** Ground-level sparkles and dots used to finish most compositions. */
export function twinkles(rand, count, x0, y0, w, h, colors, size = 12) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + rand() * w
    const y = y0 + rand() * h
    out += sparkle(x, y, size * (0.6 + rand() * 0.6), colors[i % colors.length])
  }
  return out
}

// ------------------------------------------------------------------ school building

export function school(x, y, s = 1) {
  // x = left edge, y = ground line; about 660 * s wide.
  const X = (v) => x + v * s
  const Y = (v) => y + v * s
  let out = ''
  const wall = '#fdeec6'
  const roof = '#c8553d'
  // main wing
  out += rect(X(0), Y(-130), 660 * s, 130 * s, wall)
  out += rect(X(0), Y(-16), 660 * s, 16 * s, '#e8cf98')
  out += p(`M${n(X(-22))} ${n(Y(-126))}L${n(X(22))} ${n(Y(-166))}H${n(X(638))}L${n(X(682))} ${n(Y(-126))}Z`, roof)
  out += rect(X(-22), Y(-130), 704 * s, 8 * s, '#a8432f')
  // windows
  for (const wx of [34, 110, 186, 430, 506, 582]) {
    out += rect(X(wx), Y(-100), 48 * s, 50 * s, C.skyPale, `stroke="${C.navy2}" stroke-width="${n(5 * s)}" rx="${n(3 * s)}"`)
    out += line(X(wx + 24), Y(-100), X(wx + 24), Y(-50), C.navy2, 4 * s)
    out += p(`M${n(X(wx + 4))} ${n(Y(-62))}L${n(X(wx + 18))} ${n(Y(-96))}H${n(X(22 + wx))}L${n(X(wx + 8))} ${n(Y(-62))}Z`, '#fff', 'opacity=".7"')
  }
  // entrance block with gable and clock
  out += rect(X(250), Y(-200), 160 * s, 200 * s, C.cream)
  out += p(`M${n(X(232))} ${n(Y(-196))}L${n(X(330))} ${n(Y(-270))}L${n(X(428))} ${n(Y(-196))}Z`, roof)
  out += rect(X(232), Y(-200), 196 * s, 8 * s, '#a8432f')
  out += circle(X(330), Y(-150), 26 * s, C.gold, `stroke="${C.gold3}" stroke-width="${n(4 * s)}"`)
  out += line(X(330), Y(-150), X(330), Y(-166), C.navy, 4 * s) + line(X(330), Y(-150), X(342), Y(-146), C.navy, 4 * s)
  out += p(`M${n(X(290))} ${n(Y(0))}V${n(Y(-64))}A${n(40 * s)} ${n(40 * s)} 0 0 1 ${n(X(370))} ${n(Y(-64))}V${n(Y(0))}Z`, C.navy2)
  out += line(X(330), Y(-100), X(330), Y(0), C.navy3, 3 * s)
  out += circle(X(322), Y(-44), 4 * s, C.gold) + circle(X(338), Y(-44), 4 * s, C.gold)
  out += rect(X(276), Y(-6), 108 * s, 10 * s, '#e8cf98', `rx="${n(3 * s)}"`)
  return out
}

export function flag(x, y, h, s = 1) {
  return (
    line(x, y, x, y - h, '#9aa5b8', 5 * s) +
    circle(x, y - h - 4 * s, 6 * s, C.gold) +
    p(`M${n(x + 2)} ${n(y - h + 4 * s)}q${n(40 * s)} ${n(-12 * s)} ${n(80 * s)} 0v${n(50 * s)}q${n(-40 * s)} ${n(-12 * s)} ${n(-80 * s)} 0Z`, C.navy) +
    acorn(x + 42 * s, y - h + 27 * s, 11 * s)
  )
}

// ------------------------------------------------------------------ shared spot-illustration frame

/** Background, halo and soft floor shared by the 4:3 and square spot illustrations. */
export function frame(w, h, { bg, bg2, halo, haloOp = 1, floor, floorY }) {
  const defs = bg2
    ? linear('bg', [
        [0, bg],
        [1, bg2],
      ])
    : ''
  let b = rect(0, 0, w, h, bg2 ? 'url(#bg)' : bg)
  if (halo) b += circle(w / 2, h * 0.47, Math.min(w, h) * 0.42, halo, haloOp < 1 ? `opacity="${haloOp}"` : '')
  if (floor) b += p(`M0 ${n(floorY)}Q${n(w / 2)} ${n(floorY - 26)} ${w} ${n(floorY)}V${h}H0Z`, floor)
  return { defs, b }
}

/** A soft radial glow (needs GLOW_DEF in <defs>). */
export const GLOW_DEF = radial('glow', [
  [0, '#ffd65c', 0.32],
  [0.55, '#ffd65c', 0.12],
  [1, '#ffd65c', 0],
])
export const glow = (x, y, r) => circle(x, y, r, 'url(#glow)')

export const shadow = (x, y, rx, color = C.navy3, op = 0.12) => ellipse(x, y, rx, rx * 0.14, color, `opacity="${op}"`)
