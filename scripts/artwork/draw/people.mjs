// Faceless flat figures: the pose table and person().
import { C, HAIR, SKIN } from './palette.mjs'
import { circle, ellipse, g, line, n, path, rect } from './svg-core.mjs'

const rad = (d) => (d * Math.PI) / 180

/**
 * Joint angles (degrees) for each pose: 0 = limb hanging straight down, positive = swung toward
 * the way the figure faces. [upper, lower] for each limb; `so` is the shoulder half-width.
 */
export const POSES = {
  stand: { back: { arm: [-8, -4], leg: [-4, -4] }, front: { arm: [8, 4], leg: [4, 4] }, so: 0.1, lean: 0 },
  wave: { back: { arm: [-10, -6], leg: [-4, -4] }, front: { arm: [135, 170], leg: [4, 4] }, so: 0.1, lean: 0 },
  cheer: { back: { arm: [-140, -165], leg: [-6, -6] }, front: { arm: [140, 165], leg: [6, 6] }, so: 0.1, lean: 0 },
  run: { back: { arm: [60, 140], leg: [-22, -78] }, front: { arm: [-55, -5], leg: [42, -12] }, so: 0.03, lean: 12 },
  run2: { back: { arm: [-55, -5], leg: [42, -12] }, front: { arm: [60, 140], leg: [-22, -78] }, so: 0.03, lean: 10 },
  jump: { back: { arm: [-130, -150], leg: [-30, 20] }, front: { arm: [130, 150], leg: [40, -20] }, so: 0.1, lean: 0 },
  walk: { back: { arm: [-20, -5], leg: [-18, -22] }, front: { arm: [22, 35], leg: [18, 8] }, so: 0.04, lean: 3 },
  reach: { back: { arm: [-15, -5], leg: [-5, -5] }, front: { arm: [70, 80], leg: [5, 5] }, so: 0.06, lean: 0 },
  dance: { back: { arm: [-100, -150], leg: [-14, -8] }, front: { arm: [60, 100], leg: [26, 4] }, so: 0.1, lean: -6 },
  hold: { back: { arm: [30, 70], leg: [-4, -4] }, front: { arm: [40, 85], leg: [4, 4] }, so: 0.06, lean: 0 },
}

function limb(x, y, a1, a2, len, dir) {
  const kx = x + dir * Math.sin(rad(a1)) * len
  const ky = y + Math.cos(rad(a1)) * len
  const ex = kx + dir * Math.sin(rad(a2)) * len
  const ey = ky + Math.cos(rad(a2)) * len
  return [kx, ky, ex, ey]
}

function limbPath(x, y, k, w, color, width) {
  return path(`M${n(x)} ${n(y)}L${n(k[0])} ${n(k[1])}L${n(k[2])} ${n(k[3])}`, 'none', `stroke="${color}" stroke-width="${n(width)}"`)
}

/**
 * A friendly, faceless flat figure standing with its feet at (x, y), h tall.
 * opts: skin, shirt, pants, hair, hairStyle (short|long|puffs|bun|curly|bald|cap), pose, dir (1 = faces right),
 * skirt (bool), shoe, sleeve (bool: short sleeves show skin), hatColor (for 'cap').
 */
export function person(x, y, h, opts = {}) {
  const {
    skin = SKIN[1],
    shirt = C.coral,
    pants = C.navy,
    hair = HAIR[0],
    hairStyle = 'short',
    pose = 'stand',
    dir = 1,
    skirt = false,
    shoe = C.navy3,
    sleeve = true,
    hatColor = C.gold,
  } = opts
  const P = typeof pose === 'string' ? POSES[pose] : pose
  const H = h
  const hipY = y - 0.42 * H
  const legLen = 0.21 * H
  const legW = 0.1 * H
  const armLen = 0.155 * H
  const armW = 0.075 * H
  const shY = y - 0.7 * H
  const so = P.so * H

  // Legs (never rotated with the torso lean).
  const legs = (side, color) => {
    const [a1, a2] = P[side].leg
    const hx = x + (side === 'front' ? 1 : -1) * dir * 0.045 * H
    const k = limb(hx, hipY, a1, a2, legLen, dir)
    return (
      limbPath(hx, hipY, k, 0, color, legW) +
      (skirt ? line(k[0], k[1], k[2], k[3], skin, legW * 0.8) : '') +
      ellipse(k[2] + dir * 0.03 * H, k[3] + 0.01 * H, 0.07 * H, 0.04 * H, shoe)
    )
  }
  const arm = (side, under) => {
    const [a1, a2] = P[side].arm
    const sx = x + (side === 'front' ? 1 : -1) * dir * so
    const k = limb(sx, shY, a1, a2, armLen, dir)
    let out = limbPath(sx, shY, k, 0, sleeve ? skin : shirt, armW)
    // short sleeve: the upper half of the upper arm in the shirt colour
    out += line(sx, shY, sx + (k[0] - sx) * 0.55, shY + (k[1] - shY) * 0.55, shirt, armW * 1.08)
    out += circle(k[2], k[3], armW * 0.62, skin)
    return under ? out : out
  }
  const headR = 0.125 * H
  const hx = x + dir * 0.01 * H
  const hy = y - 0.86 * H
  let hairBack = ''
  let hairFront = ''
  const r = headR
  if (hairStyle === 'long') {
    hairBack = path(
      `M${n(hx - r * 1.08)} ${n(hy)}C${n(hx - r * 1.2)} ${n(hy + r * 1.6)} ${n(hx - r * 0.6)} ${n(hy + r * 2.1)} ${n(hx)} ${n(hy + r * 1.9)}C${n(hx + r * 0.6)} ${n(hy + r * 2.1)} ${n(hx + r * 1.2)} ${n(hy + r * 1.6)} ${n(hx + r * 1.08)} ${n(hy)}Z`,
      hair,
    )
  }
  if (hairStyle === 'puffs') {
    hairBack = circle(hx - r * 1.05, hy - r * 0.75, r * 0.55, hair) + circle(hx + r * 1.05, hy - r * 0.75, r * 0.55, hair)
  }
  if (hairStyle === 'bun') hairBack = circle(hx - dir * r * 0.35, hy - r * 1.05, r * 0.5, hair)
  if (hairStyle === 'curly') {
    for (let i = 0; i < 7; i++) {
      const a = rad(-180 + i * 30)
      hairBack += circle(hx + Math.cos(a) * r * 0.95, hy + Math.sin(a) * r * 0.95, r * 0.42, hair)
    }
  }
  if (hairStyle !== 'bald' && hairStyle !== 'cap') {
    // Hair covering the crown and the back of the head, with a side-swept fringe.
    const sw = dir > 0 ? 1 : 0
    hairFront = path(
      `M${n(hx - dir * r * 0.95)} ${n(hy + r * 0.45)}A${n(r * 1.05)} ${n(r * 1.05)} 0 1 ${sw} ${n(hx + dir * r * 1.01)} ${n(hy - r * 0.28)}Q${n(hx + dir * r * 0.1)} ${n(hy - r * 0.5)} ${n(hx - dir * r * 0.45)} ${n(hy + r * 0.02)}Q${n(hx - dir * r * 0.62)} ${n(hy + r * 0.3)} ${n(hx - dir * r * 0.95)} ${n(hy + r * 0.45)}Z`,
      hair,
    )
  }
  if (hairStyle === 'cap') {
    hairFront =
      path(`M${n(hx - r * 1.04)} ${n(hy - r * 0.05)}A${n(r * 1.04)} ${n(r * 1.04)} 0 0 1 ${n(hx + r * 1.04)} ${n(hy - r * 0.05)}Z`, hatColor) +
      path(`M${n(hx)} ${n(hy - r * 0.05)}h${n(dir * r * 1.7)}a${n(r * 0.2)} ${n(r * 0.2)} 0 0 1 0 ${n(r * 0.0)}v${n(r * 0.25)}h${n(-dir * r * 1.7)}Z`, hatColor)
  }

  const torsoTop = shY - 0.03 * H
  const torso =
    (skirt
      ? path(`M${n(x - 0.1 * H)} ${n(hipY - 0.06 * H)}L${n(x + 0.1 * H)} ${n(hipY - 0.06 * H)}L${n(x + 0.16 * H)} ${n(hipY + 0.1 * H)}L${n(x - 0.16 * H)} ${n(hipY + 0.1 * H)}Z`, pants)
      : '') +
    rect(x - 0.12 * H, torsoTop, 0.24 * H, hipY - torsoTop + 0.03 * H, shirt, `rx="${n(0.085 * H)}"`)
  const neck = rect(hx - 0.035 * H, hy + r * 0.6, 0.07 * H, 0.06 * H, skin)
  const upper =
    arm('back') + neck + torso + hairBack + circle(hx, hy, r, skin) + hairFront + arm('front')
  const lean = (P.lean || 0) * dir
  return g(
    legs('back', pants) + (skirt ? '' : '') + legs('front', pants) + (lean ? g(upper, `transform="rotate(${lean} ${n(x)} ${n(hipY)})"`) : upper),
  )
}
