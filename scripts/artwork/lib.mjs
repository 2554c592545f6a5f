// Drawing helpers shared by make-svgs.mjs (and the video frame renderer): a small, flat,
// consistent vocabulary of shapes (people, oak tree, bubbles, sparkles, confetti) that
// return SVG markup strings. Coordinates are rounded to keep the files small.

/** Brand palette plus the friendly accents used across the artwork. */
export const C = {
  navy: '#172c50',
  navy2: '#1f3a68',
  navy3: '#0f1e38',
  navyLight: '#2e4f86',
  gold: '#f2b705',
  gold2: '#d99a00',
  gold3: '#8a6100',
  goldLight: '#ffd65c',
  goldPale: '#ffe9a8',
  cream: '#fff8e6',
  cream2: '#fdeec6',
  green: '#2f7d32',
  green2: '#4f9d52',
  green3: '#7dbb6a',
  greenPale: '#cfe6c0',
  sky: '#8ecae6',
  sky2: '#4a9fd4',
  skyPale: '#d6eef8',
  coral: '#f27059',
  coral2: '#d9533c',
  coralPale: '#fbc7b8',
  plum: '#7b6cc4',
  plumPale: '#d9d2f4',
  pink: '#f58fb4',
  white: '#ffffff',
  trunk: '#7a4a26',
  trunk2: '#5c3519',
}

/** A few skin and hair tones so the crowds look like a real school community. */
export const SKIN = ['#f5cfa6', '#e3a877', '#c0824f', '#8f5633', '#65391f']
export const HAIR = ['#2b1b12', '#5a3a1e', '#8a5a2b', '#c98a2b', '#1a1a1a']

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

// ---------------------------------------------------------------- people

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

// ---------------------------------------------------------------- nature & buildings

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
