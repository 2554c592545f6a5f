// The Golden Bubble Run: the 16:9 poster, the event picture and the program picture.
import { BUBBLE_COLORS, BUBBLE_DEF, C, HAIR, SKIN, bubbleAt, circle, cloud, linear, n, path as p, person, rect, rng, setPrecision, svg } from '../lib.mjs'

import { shadow } from './common.mjs'

// ------------------------------------------------------------------ 2. bubble run poster (16:9)

function bubbleField(rand, count, x0, y0, w, h, rMin, rMax) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const r = rMin + (rMax - rMin) * rand() ** 1.8
    out += bubbleAt(x0 + rand() * w, y0 + rand() * h, r, BUBBLE_COLORS[i % BUBBLE_COLORS.length])
  }
  return out
}

/** A fluffy ridge of foam along y with lumps of radius ~r, tinted with party colours. */
function foam(rand, x0, x1, y, r, tint = true) {
  let out = ''
  let d = ''
  for (let x = x0; x <= x1; x += r * 1.1) {
    const rr = r * (0.75 + rand() * 0.5)
    d += `M${n(x - rr)} ${n(y)}a${n(rr)} ${n(rr)} 0 1 1 ${n(2 * rr)} 0Z`
    if (tint && rand() < 0.5) out += circle(x + (rand() - 0.5) * r, y - rr * 0.4, rr * 0.35, BUBBLE_COLORS[Math.floor(rand() * 6)], 'opacity=".45"')
  }
  return p(d, '#fff') + rect(x0 - r, y - 2, x1 - x0 + 2 * r, 2000, '#fff') + out
}

export function bubbleRunPoster() {
  setPrecision(0)
  const W = 1600
  const H = 900
  const rand = rng(21)
  const defs =
    BUBBLE_DEF +
    linear('sky', [
      [0, '#7cc8ec'],
      [0.6, '#c9ecf8'],
      [1, '#fff4d6'],
    ])
  let b = rect(0, 0, W, H, 'url(#sky)')
  b += circle(1320, 170, 90, '#fff3c4') + circle(1320, 170, 140, '#fff3c4', 'opacity=".35"')
  b += cloud(260, 150, 80, '#fff', 0.8) + cloud(900, 110, 60, '#fff', 0.7)
  b += p('M0 600C300 540 600 560 900 590S1400 560 1600 580V900H0Z', '#9fd07f')
  b += p('M0 650C400 620 1000 660 1600 640V900H0Z', '#7dbb6a')
  // inflatable finish arch
  const ax = 800
  b += p(`M${ax - 470} 720V470A470 330 0 0 1 ${ax + 470} 470V720`, 'none', `stroke="${C.coral}" stroke-width="70"`)
  b += p(`M${ax - 470} 720V470A470 330 0 0 1 ${ax + 470} 470V720`, 'none', `stroke="${C.gold}" stroke-width="70" stroke-dasharray="70 90" stroke-linecap="butt"`)
  b += bubbleField(rand, 46, 0, 40, W, 640, 14, 70)
  // runners
  const runners = [
    [470, 760, 270, 'run', SKIN[3], HAIR[0], 'puffs', C.coral],
    [720, 790, 300, 'run2', SKIN[0], HAIR[3], 'short', C.sky2],
    [980, 770, 285, 'run', SKIN[2], HAIR[1], 'long', C.gold],
    [1210, 800, 250, 'run2', SKIN[4], HAIR[4], 'curly', C.green2],
  ]
  for (const [x, y, h, pose, skin, hair, hairStyle, shirt] of runners) {
    b += shadow(x, y + 6, h * 0.22, '#2f5d2f', 0.25)
    b += person(x, y, h, { pose, skin, hair, hairStyle, shirt, pants: C.navy })
    // splashes of colour on the shirts
    b += circle(x - 14, y - 0.55 * h, h * 0.025, BUBBLE_COLORS[(x / 10) % 6 | 0], 'opacity=".8"') + circle(x + 10, y - 0.5 * h, h * 0.018, '#fff', 'opacity=".8"')
  }
  b += foam(rand, -40, 1640, 850, 46)
  b += bubbleField(rand, 14, 0, 620, W, 260, 10, 40)
  return svg(W, H, 'Golden Bubble Run: children run through an arch in a cloud of colourful foam bubbles', b, defs)
}

export function eventBubbleRun() {
  const W = 800
  const H = 600
  const rand = rng(33)
  const defs =
    BUBBLE_DEF +
    linear('bg', [
      [0, '#8fd0ee'],
      [1, '#fff4d6'],
    ])
  let b = rect(0, 0, W, H, 'url(#bg)')
  b += p('M0 400C240 370 520 390 800 380V600H0Z', '#8cc776')
  b += bubbleField(rand, 26, 0, 20, W, 420, 12, 56)
  b += shadow(300, 520, 70, '#2f5d2f', 0.25) + shadow(520, 540, 66, '#2f5d2f', 0.25)
  b += person(300, 512, 250, { pose: 'run', skin: SKIN[1], hair: HAIR[4], hairStyle: 'puffs', shirt: '#fff', pants: C.navy })
  b += circle(288, 390, 10, '#ff6fa8', 'opacity=".8"') + circle(306, 412, 7, '#4fc3f7', 'opacity=".8"') + circle(296, 430, 6, '#ffd23f')
  b += person(530, 532, 230, { pose: 'run2', skin: SKIN[3], hair: HAIR[0], hairStyle: 'cap', hatColor: C.coral, shirt: '#fff', pants: C.navy2 })
  b += circle(524, 420, 9, '#7ed957', 'opacity=".85"') + circle(540, 440, 7, '#ff8a5c', 'opacity=".85"')
  b += foam(rand, -30, 830, 560, 34)
  b += bubbleField(rand, 10, 0, 440, W, 120, 8, 26)
  return svg(W, H, 'Bubble run: two runners dash through drifting rainbow foam bubbles', b, defs)
}

export function programBubbleRun() {
  const W = 800
  const H = 600
  const rand = rng(51)
  const defs =
    BUBBLE_DEF +
    linear('bg', [
      [0, '#a7dcf3'],
      [1, '#fff1cf'],
    ])
  let b = rect(0, 0, W, H, 'url(#bg)')
  b += cloud(140, 100, 46, '#fff', 0.85) + cloud(660, 80, 38, '#fff', 0.7)
  b += p('M0 380C240 350 520 370 800 360V600H0Z', '#8cc776')
  // balloon arch with foam bubbles pouring down through it
  const arc = (t) => [400 - Math.cos(t) * 300, 520 - Math.sin(t) * 360]
  let balloons = ''
  const bc = [C.gold, C.navy2, C.gold2, '#fff']
  for (let i = 0; i <= 26; i++) {
    const [x, y] = arc((i / 26) * Math.PI)
    balloons += circle(x, y, 30, bc[i % 4]) + circle(x - 9, y - 10, 7, '#fff', 'opacity=".35"')
  }
  b += balloons
  let pour = ''
  for (let i = 0; i < 40; i++) {
    const x = 170 + rand() * 460
    const y = 190 + rand() * 200
    pour += bubbleAt(x, y, 8 + rand() ** 2 * 34, BUBBLE_COLORS[i % 6])
  }
  b += pour
  // runners
  b += shadow(370, 532, 60, '#2f5d2f', 0.25) + shadow(540, 530, 56, '#2f5d2f', 0.25) + shadow(220, 540, 50, '#2f5d2f', 0.25)
  b += person(540, 522, 210, { pose: 'cheer', skin: SKIN[2], hair: HAIR[1], hairStyle: 'bun', shirt: C.coral, dir: -1 })
  b += person(370, 524, 220, { pose: 'run', skin: SKIN[0], hair: HAIR[3], hairStyle: 'short', shirt: C.sky2 })
  b += person(215, 532, 180, { pose: 'run2', skin: SKIN[4], hair: HAIR[0], hairStyle: 'puffs', shirt: C.gold })
  for (let i = 0; i < 6; i++) b += bubbleAt(40 + rand() * 720, 440 + rand() * 80, 6 + rand() * 12, BUBBLE_COLORS[(i + 2) % 6])
  b += foam(rand, -30, 830, 560, 30)
  return svg(W, H, 'Golden Bubble Run: runners cheer under a balloon arch as colourful foam bubbles pour down', b, defs)
}
