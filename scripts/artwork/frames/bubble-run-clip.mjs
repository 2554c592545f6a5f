// The Golden Bubble Run clip: bubbles rising, runners crossing, then the title card.
import { BUBBLE_COLORS, BUBBLE_DEF, C, HAIR, POSES, SKIN, acorn, bubbleAt, circle, cloud, ellipse, linear, n, path, person, rect, rng } from '../lib.mjs'

import { H, TAU, W, svgFrame } from './frame.mjs'

const ease = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : 1 - (1 - x) ** 3)
const mix = (a, b, s) => a + (b - a) * s

/** Blend the two running poses so the legs and arms swing smoothly. */
function runPose(phase) {
  const s = (1 - Math.cos(phase)) / 2
  const A = POSES.run
  const B = POSES.run2
  const lerp2 = (p, q) => [mix(p[0], q[0], s), mix(p[1], q[1], s)]
  return {
    back: { arm: lerp2(A.back.arm, B.back.arm), leg: lerp2(A.back.leg, B.back.leg) },
    front: { arm: lerp2(A.front.arm, B.front.arm), leg: lerp2(A.front.leg, B.front.leg) },
    so: 0.03,
    lean: 11,
  }
}

export function bubbleRunScene() {
  const rand = rng(77)
  const bubbles = []
  for (let i = 0; i < 60; i++) {
    bubbles.push({
      x: rand() * W,
      y0: rand(),
      r: 10 + rand() ** 2 * 60,
      speed: 0.09 + rand() * 0.12,
      sway: 10 + rand() * 30,
      ph: rand() * TAU,
      c: BUBBLE_COLORS[i % 6],
    })
  }
  const runners = [
    { start: -150, speed: 150, h: 250, y: 640, skin: SKIN[3], hair: HAIR[0], hairStyle: 'puffs', shirt: C.coral, cadence: 9.5 },
    { start: -420, speed: 165, h: 270, y: 668, skin: SKIN[0], hair: HAIR[3], hairStyle: 'short', shirt: C.sky2, cadence: 9 },
    { start: -700, speed: 175, h: 240, y: 650, skin: SKIN[2], hair: HAIR[1], hairStyle: 'long', shirt: C.gold, cadence: 10 },
    { start: -900, speed: 160, h: 225, y: 676, skin: SKIN[4], hair: HAIR[4], hairStyle: 'curly', shirt: C.green2, cadence: 10.5 },
  ]
  const defs =
    BUBBLE_DEF +
    linear('sky', [
      [0, '#7cc8ec'],
      [0.6, '#c9ecf8'],
      [1, '#fff4d6'],
    ]) +
    linear('card', [
      [0, C.navy2],
      [1, C.navy],
    ])
  const foamLumps = []
  for (let x = -40; x <= W + 40; x += 38) foamLumps.push([x, 22 + rand() * 14, rand() < 0.5 ? BUBBLE_COLORS[Math.floor(rand() * 6)] : null])
  return (t) => {
    let b = rect(0, 0, W, H, 'url(#sky)')
    b += circle(1080, 120, 70, '#fff3c4') + circle(1080, 120, 110, '#fff3c4', 'opacity=".35"')
    b += cloud(220 + t * 6, 130, 64, '#fff', 0.8) + cloud(760 + t * 4, 90, 48, '#fff', 0.7)
    b += path('M0 480C240 430 480 450 720 470S1120 450 1280 465V720H0Z', '#9fd07f')
    b += path('M0 520C320 500 800 530 1280 510V720H0Z', '#7dbb6a')
    // bubbles behind the runners
    const drawBubbles = (front) => {
      let out = ''
      bubbles.forEach((B, i) => {
        if ((B.r < 26 && i % 3 === 0) !== front) return
        const y = H + B.r - (((B.y0 + t * B.speed) % 1) * (H + 2 * B.r))
        const x = B.x + Math.sin(t * 1.3 + B.ph) * B.sway
        out += bubbleAt(x, y, B.r, B.c)
      })
      return out
    }
    b += drawBubbles(false)
    for (const R of runners) {
      const x = R.start + R.speed * t
      if (x < -200 || x > W + 200) continue
      const bounce = Math.abs(Math.sin(t * R.cadence)) * 8
      b += ellipse(x, R.y + 6, R.h * 0.2, R.h * 0.03, '#2f5d2f', 'opacity=".25"')
      b += person(x, R.y - bounce, R.h, { pose: runPose(t * R.cadence), skin: R.skin, hair: R.hair, hairStyle: R.hairStyle, shirt: R.shirt, pants: C.navy })
    }
    // foam along the bottom
    let d = ''
    let tints = ''
    for (const [x, r, c] of foamLumps) {
      const y = 696 + Math.sin(t * 2 + x) * 3
      d += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 1 ${n(2 * r)} 0Z`
      if (c) tints += circle(x, y - r * 0.4, r * 0.35, c, 'opacity=".45"')
    }
    b += path(d, '#fff') + rect(0, 692, W, 40, '#fff') + tints
    b += drawBubbles(true)
    // title card
    const a = ease((t - 0.4) / 0.9)
    if (a > 0) {
      const s = mix(0.85, 1, a)
      const card =
        rect(-440, -130, 880, 250, 'url(#card)', 'rx="36"') +
        rect(-440, -130, 880, 250, 'none', `rx="36" stroke="${C.gold}" stroke-width="6"`) +
        acorn(0, -72, 26) +
        `<text x="0" y="26" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="70" fill="#fff">Golden Bubble Run</text>` +
        `<text x="0" y="82" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="26" fill="${C.gold}" letter-spacing="3">GOLDEN OAK ELEMENTARY PTA</text>`
      b += `<g opacity="${a.toFixed(3)}" transform="translate(640 ${n(250 - 20 * (1 - a))})scale(${s.toFixed(4)})">${card}</g>`
    }
    return svgFrame(b, defs)
  }
}
