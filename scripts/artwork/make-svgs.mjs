#!/usr/bin/env node
// Generates the site's original SVG illustrations into public/images/.
//
//   node scripts/artwork/make-svgs.mjs            # writes every file
//   node scripts/artwork/make-svgs.mjs hero card- # only files whose name contains one of the words
//
// Everything is drawn in code from the shared vocabulary in lib.mjs (flat shapes, brand palette,
// no text, no external assets) and is deterministic, so re-running gives byte-identical files.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  BUBBLE_DEF,
  C,
  HAIR,
  SKIN,
  acorn,
  bubbleAt,
  bunting,
  circle,
  cloud,
  confetti,
  ellipse,
  g,
  heart,
  line,
  linear,
  n,
  oak,
  path as p,
  person,
  radial,
  rect,
  rng,
  roundTree,
  setPrecision,
  sparkle,
  star,
  stringLights,
  svg,
} from './lib.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const outDir = path.resolve(here, '../../public/images')

const BUBBLE_COLORS = ['#ff6fa8', '#4fc3f7', '#7ed957', '#ffd23f', '#ff8a5c', '#a78bfa']

/** Ground-level sparkles and dots used to finish most compositions. */
function twinkles(rand, count, x0, y0, w, h, colors, size = 12) {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = x0 + rand() * w
    const y = y0 + rand() * h
    out += sparkle(x, y, size * (0.6 + rand() * 0.6), colors[i % colors.length])
  }
  return out
}

// ------------------------------------------------------------------ school building

function school(x, y, s = 1) {
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

function flag(x, y, h, s = 1) {
  return (
    line(x, y, x, y - h, '#9aa5b8', 5 * s) +
    circle(x, y - h - 4 * s, 6 * s, C.gold) +
    p(`M${n(x + 2)} ${n(y - h + 4 * s)}q${n(40 * s)} ${n(-12 * s)} ${n(80 * s)} 0v${n(50 * s)}q${n(-40 * s)} ${n(-12 * s)} ${n(-80 * s)} 0Z`, C.navy) +
    acorn(x + 42 * s, y - h + 27 * s, 11 * s)
  )
}

// ------------------------------------------------------------------ 1. hero

function hero() {
  setPrecision(0)
  const W = 1600
  const H = 900
  const rand = rng(7)
  const defs =
    linear('sky', [
      [0, '#a6d6ec'],
      [0.42, '#fde7b0'],
      [0.7, '#ffd36e'],
      [1, '#f6b93b'],
    ]) +
    radial('sun', [
      [0, '#fffbe8', 1],
      [0.18, '#fff1bf', 0.9],
      [0.5, '#ffd66b', 0.35],
      [1, '#ffd66b', 0],
    ]) +
    linear('lawn', [
      [0, '#79b45f'],
      [1, '#3f8a3f'],
    ]) +
    linear('walk', [
      [0, '#f6dfa6'],
      [1, '#ecc77a'],
    ])
  let b = rect(0, 0, W, H, 'url(#sky)')
  // sun, glow and soft rays
  const sx = 960
  const sy = 330
  let rays = ''
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2 + 0.1
    const a2 = a + 0.09
    rays += `M${sx} ${sy}L${n(sx + Math.cos(a) * 1400)} ${n(sy + Math.sin(a) * 1400)}L${n(sx + Math.cos(a2) * 1400)} ${n(sy + Math.sin(a2) * 1400)}Z`
  }
  b += p(rays, '#fff', 'opacity=".07"')
  b += circle(sx, sy, 420, 'url(#sun)')
  b += circle(sx, sy, 78, '#fff6d6')
  b += cloud(300, 190, 90, '#fff', 0.75) + cloud(760, 120, 60, '#fff', 0.6) + cloud(1480, 150, 70, '#fff', 0.55)
  // hills
  b += p(`M0 560C220 500 420 520 620 560S1040 520 1250 545S1500 520 1600 540V700H0Z`, '#b6d58f')
  b += p(`M0 610C260 570 520 600 760 615S1240 580 1600 600V720H0Z`, '#95c477')
  for (const [tx, ty, tr, c] of [
    [120, 620, 40, '#6aa85a'],
    [200, 625, 30, '#5e9d50'],
    [1030, 612, 34, '#5e9d50'],
  ])
    b += roundTree(tx, ty, tr, c, '#7a5a3a')
  // school
  b += school(380, 655, 1)
  b += flag(330, 655, 210, 1)
  // lawn and walkway
  b += p(`M0 640C300 630 600 650 800 650S1300 630 1600 640V900H0Z`, 'url(#lawn)')
  b += p(`M680 652H740C760 740 820 820 930 900H470C560 820 640 740 680 652Z`, 'url(#walk)')
  // hopscotch on the walk
  for (const [hx, hy, hw] of [
    [692, 730, 40],
    [670, 764, 40],
    [716, 764, 40],
    [698, 800, 46],
    [672, 838, 48],
    [726, 838, 48],
  ])
    b += rect(hx, hy, hw, hw * 0.7, 'none', `stroke="#fff" stroke-opacity=".7" stroke-width="4" rx="3"`)
  // the oak
  b += ellipse(1330, 800, 260, 30, '#2f6b30', 'opacity=".35"')
  b += oak(1330, 800, 175)
  // grass tufts
  let tufts = ''
  for (let i = 0; i < 20; i++) {
    const x = rand() * W
    const y = 700 + rand() * 190
    if (x > 450 && x < 950 && y > 700) continue
    tufts += `M${n(x)} ${n(y)}l-6 -14l9 9l3 -16l4 16l8 -10l-5 15Z`
  }
  b += p(tufts, '#2f7d32', 'opacity=".55"')
  // kite
  const kx = 230
  const ky = 300
  b += p(`M${kx} ${ky - 50}L${kx + 34} ${ky}L${kx} ${ky + 56}L${kx - 34} ${ky}Z`, C.coral)
  b += p(`M${kx} ${ky - 50}L${kx + 34} ${ky}L${kx} ${ky}Z`, '#ff9a7f') + p(`M${kx} ${ky}L${kx - 34} ${ky}L${kx} ${ky + 56}Z`, '#d9533c')
  b += p(`M${kx} ${ky + 56}q-14 30 6 52q18 24 -4 52`, 'none', `stroke="${C.navy}" stroke-width="2.5" `)
  for (const [bx, by, c] of [
    [kx - 4, ky + 84, C.gold],
    [kx + 6, ky + 118, C.sky2],
    [kx - 2, ky + 148, C.gold],
  ])
    b += p(`M${bx} ${by}l-11 -7v14ZM${bx} ${by}l11 -7v14Z`, c, `stroke="${c}" stroke-width="3" stroke-linejoin="round"`)
  // children
  b += p(`M${kx} ${ky + 4}Q${kx + 40} ${ky + 250} 332 669`, 'none', `stroke="${C.navy}" stroke-opacity=".5" stroke-width="1.6"`)
  b += ellipse(290, 846, 44, 8, '#1e5a24', 'opacity=".35"')
  b += person(290, 842, 180, { pose: 'wave', skin: SKIN[2], hair: HAIR[0], hairStyle: 'puffs', shirt: C.gold, pants: C.navy2, dir: 1, skirt: true })
  b += ellipse(520, 866, 40, 7, '#1e5a24', 'opacity=".35"')
  b += person(520, 852, 170, { pose: 'run', skin: SKIN[0], hair: HAIR[3], hairStyle: 'short', shirt: C.sky2, pants: C.navy })
  b += ellipse(400, 880, 40, 7, '#1e5a24', 'opacity=".35"')
  b += person(400, 866, 160, { pose: 'run2', skin: SKIN[4], hair: HAIR[4], hairStyle: 'curly', shirt: C.coral, pants: C.navy2 })
  // ball
  b += circle(650, 846, 20, '#fff') + p('M632 838A20 20 0 0 1 668 838', 'none', `stroke="${C.coral}" stroke-width="6"`) + p('M633 856A20 20 0 0 0 667 856', 'none', `stroke="${C.sky2}" stroke-width="6"`)
  // by the oak
  b += ellipse(1190, 850, 40, 7, '#1e5a24', 'opacity=".35"')
  b += person(1190, 846, 170, { pose: 'jump', skin: SKIN[3], hair: HAIR[0], hairStyle: 'bun', shirt: C.plum, pants: C.navy, dir: -1 })
  b += ellipse(1470, 866, 44, 8, '#1e5a24', 'opacity=".35"')
  b += person(1470, 862, 178, { pose: 'cheer', skin: SKIN[1], hair: HAIR[1], hairStyle: 'long', shirt: C.green2, pants: C.navy2, dir: -1 })
  return svg(W, H, 'A sunny schoolyard at Golden Oak Elementary: children play under a big oak tree in golden light', b, defs)
}

// ------------------------------------------------------------------ shared spot-illustration frame

/** Background, halo and soft floor shared by the 4:3 and square spot illustrations. */
function frame(w, h, { bg, bg2, halo, haloOp = 1, floor, floorY }) {
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
const GLOW_DEF = radial('glow', [
  [0, '#ffd65c', 0.32],
  [0.55, '#ffd65c', 0.12],
  [1, '#ffd65c', 0],
])
const glow = (x, y, r) => circle(x, y, r, 'url(#glow)')

const shadow = (x, y, rx, color = C.navy3, op = 0.12) => ellipse(x, y, rx, rx * 0.14, color, `opacity="${op}"`)

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

function bubbleRunPoster() {
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

// ------------------------------------------------------------------ 3. events (4:3)

function restaurantNight() {
  const W = 800
  const H = 600
  const { defs, b: bg } = frame(W, H, { bg: C.navy2, bg2: C.navy3 })
  let b = bg
  b += glow(400, 330, 380)
  // arched windows glowing warmly
  const arch = 'M80 370V230A100 100 0 0 1 280 230V370Z'
  b += p(arch, '#ffd77a') + p('M80 260h200M180 130v240', 'none', `stroke="${C.navy2}" stroke-width="10"`) + p(arch, 'none', `stroke="${C.navy}" stroke-width="12"`)
  b += rect(560, 170, 140, 180, '#ffd77a', 'rx="14"') + p('M630 170v180M560 260h140', 'none', `stroke="${C.navy2}" stroke-width="10"`) + rect(560, 170, 140, 180, 'none', `rx="14" stroke="${C.navy}" stroke-width="12"`)
  b += stringLights(-10, 50, 810, 60, 90, 13)
  // table with gingham cloth
  const gingham =
    '<pattern id="gm" width="44" height="44" patternUnits="userSpaceOnUse"><rect width="44" height="44" fill="#fff1e4"/><rect width="22" height="44" fill="#f27059" opacity=".55"/><rect width="44" height="22" fill="#f27059" opacity=".55"/></pattern>'
  b += p('M40 600L110 410H690L760 600Z', 'url(#gm)') + rect(110, 404, 580, 10, '#e8d5c0', 'rx="5"')
  // pizza on a plate
  b += ellipse(330, 488, 168, 62, '#e9e4dc') + ellipse(330, 482, 160, 56, '#fff')
  b += ellipse(330, 478, 132, 44, C.gold2) + ellipse(330, 476, 118, 37, '#ffcf5a')
  b += p('M330 476L212 470M330 476L448 482M330 476L280 440M330 476L380 512M330 476L395 442M330 476L262 510', 'none', `stroke="${C.gold2}" stroke-width="3"`)
  for (const [x, y] of [
    [285, 462],
    [360, 458],
    [395, 488],
    [300, 498],
    [250, 484],
    [340, 492],
    [420, 466],
  ])
    b += ellipse(x, y, 13, 6, C.coral2)
  for (const [x, y] of [
    [318, 470],
    [378, 476],
    [272, 470],
  ])
    b += ellipse(x, y, 7, 3, C.green2)
  // lemonade
  b += p('M548 352L566 506H626L644 352Z', '#e8f6fc', 'opacity=".85"') + p('M554 392L566 506H626L638 392Z', C.goldLight)
  b += line(622, 300, 606, 470, C.coral, 8) + line(622, 300, 606, 470, '#fff', 8, 'stroke-dasharray="10 14" stroke-linecap="butt"')
  b += p('M628 352A18 18 0 0 1 664 352Z', C.gold) + p('M632 352A14 14 0 0 1 660 352Z', '#fff6c4')
  b += ellipse(596, 508, 36, 6, C.navy3, 'opacity=".15"')
  // little candle
  b += rect(470, 420, 30, 40, '#fff6e0', 'rx="6"') + ellipse(485, 408, 6, 11, C.gold) + circle(485, 408, 24, C.gold, 'opacity=".25"')
  return svg(W, H, 'Restaurant night: pizza and lemonade under warm string lights', b, defs + gingham + GLOW_DEF)
}

function battleOfTheBooks() {
  const W = 800
  const H = 600
  const rand = rng(5)
  const { defs, b: bg } = frame(W, H, { bg: C.cream, halo: C.skyPale, floor: '#f5e2b4', floorY: 500 })
  let b = bg
  // crossed giant pencils behind the stack
  const pencil = (angle, body) =>
    g(
      rect(-18, -230, 36, 360, body, 'rx="4"') +
        rect(-18, -230, 12, 360, '#fff', 'opacity=".25"') +
        rect(-18, 130, 36, 26, '#c0c7d4') +
        rect(-18, 156, 36, 30, C.coralPale, 'rx="10"') +
        p('M-18 -230L0 -290L18 -230Z', '#f5d7a6') +
        p('M-6 -270L0 -290L6 -270Z', C.navy),
      `transform="translate(400 300)rotate(${angle})"`,
    )
  b += pencil(-38, C.gold) + pencil(38, C.sky2)
  // book stack
  const books = [
    [240, 470, 320, 46, C.navy2, C.gold],
    [262, 424, 280, 46, C.coral, '#fff'],
    [250, 378, 300, 46, C.green2, C.goldLight],
    [276, 336, 250, 42, C.plum, '#fff'],
  ]
  b += shadow(400, 518, 190, C.navy3, 0.15)
  for (const [x, y, w, h, c, s] of books) {
    b += rect(x, y, w, h, c, 'rx="8"') + rect(x + w - 16, y + 6, 12, h - 12, '#fff8e6', 'rx="3"')
    b += rect(x + 24, y + 8, 10, h - 16, s, 'rx="3"') + rect(x + 44, y + 8, 10, h - 16, s, 'rx="3"')
    b += rect(x + w / 2 - 40, y + h / 2 - 4, 80, 8, s, 'rx="4" opacity=".8"')
  }
  // trophy
  b += rect(352, 312, 96, 24, C.gold3, 'rx="5"') + rect(370, 292, 60, 22, C.gold2, 'rx="4"') + rect(390, 250, 20, 46, C.gold2)
  b += p('M346 150H454C454 215 430 250 400 256C370 250 346 215 346 150Z', C.gold)
  b += p('M346 165C310 165 310 220 356 222M454 165C490 165 490 220 444 222', 'none', `stroke="${C.gold}" stroke-width="12"`)
  b += p('M360 150H380C380 200 390 232 400 246C376 238 360 210 360 150Z', '#fff', 'opacity=".35"')
  b += star(400, 196, 22, '#fff8e6')
  // flying open books
  const openBook = (x, y, s, c) =>
    g(p('M0 0C-20 -14 -46 -14 -60 -6V22C-46 14 -20 14 0 26C20 14 46 14 60 22V-6C46 -14 20 -14 0 0Z', c) + p('M0 2V24', 'none', 'stroke="#fff" stroke-width="3"') + p('M-50 2C-36 -3 -18 -2 -8 6M50 2C36 -3 18 -2 8 6', 'none', 'stroke="#fff" stroke-width="3" opacity=".8"'), `transform="translate(${x} ${y})scale(${s})"`)
  b += openBook(150, 150, 1, C.coral) + openBook(660, 120, 0.85, C.green2) + openBook(640, 400, 0.7, C.gold2)
  b += twinkles(rand, 7, 60, 60, 680, 380, [C.gold, C.sky2, C.coral], 12)
  return svg(W, H, 'Battle of the Books: a stack of books crowned with a golden trophy', b, defs)
}

function planetarium() {
  const W = 800
  const H = 600
  const rand = rng(11)
  const defs = linear('bg', [
    [0, '#0b1630'],
    [0.65, '#243a74'],
    [1, '#3d3f86'],
  ])
  let b = rect(0, 0, W, H, 'url(#bg)')
  let stars = ''
  for (let i = 0; i < 70; i++) {
    const x = rand() * W
    const y = rand() * 420
    const r = 0.8 + rand() * 1.8
    stars += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`
  }
  b += p(stars, '#fff', 'opacity=".75"')
  // constellation (the Big Dipper, roughly)
  const dip = [
    [90, 120],
    [150, 104],
    [205, 118],
    [250, 150],
    [320, 140],
    [330, 200],
    [260, 208],
  ]
  b += p('M' + dip.map(([x, y]) => `${x} ${y}`).join('L') + 'L250 150', 'none', `stroke="${C.goldLight}" stroke-width="2" opacity=".55"`)
  for (const [x, y] of dip) b += sparkle(x, y, 9, C.goldLight)
  // ringed planet
  b += ellipse(560, 190, 150, 34, 'none', `stroke="${C.goldPale}" stroke-width="10" opacity=".9" transform="rotate(-18 560 190)"`)
  b += circle(560, 190, 82, C.gold)
  b += p('M480 176C520 200 600 196 640 168A82 82 0 0 1 642 196C600 222 520 224 482 206A82 82 0 0 1 480 176Z', C.coral, 'opacity=".85"')
  b += circle(530, 150, 16, '#fff', 'opacity=".25"')
  b += p('M410 218A150 34 0 0 0 710 162', 'none', `stroke="${C.goldPale}" stroke-width="10" transform="rotate(-18 560 190)"`)
  // moon and small planet
  b += p('M700 60A40 40 0 1 0 740 120A32 32 0 1 1 700 60Z', C.cream2)
  b += circle(120, 300, 26, C.sky) + circle(112, 292, 7, '#fff', 'opacity=".4"')
  // shooting star
  b += p('M180 360L300 310', 'none', 'stroke="#fff" stroke-width="4" opacity=".5"') + sparkle(300, 310, 12, '#fff')
  // hills, dome and children
  b += p('M0 470C200 440 400 450 800 470V600H0Z', C.navy3)
  b += p('M250 470V430A150 150 0 0 1 550 430V470Z', '#2e4f86') + p('M380 290H420V470H380Z', '#1f3a68')
  b += p('M398 282A150 150 0 0 1 420 284V430H380V284Z', C.gold, 'opacity=".9"')
  b += rect(232, 460, 336, 24, '#1f3a68', 'rx="6"')
  b += p('M0 520C260 500 560 510 800 520V600H0Z', '#0a1428')
  b += person(150, 560, 120, { pose: 'wave', skin: '#2e4f86', shirt: '#2e4f86', pants: '#2e4f86', hair: '#2e4f86', shoe: '#2e4f86', hairStyle: 'puffs', dir: 1 })
  b += person(660, 566, 140, { pose: 'reach', skin: '#2e4f86', shirt: '#2e4f86', pants: '#2e4f86', hair: '#2e4f86', shoe: '#2e4f86', dir: -1 })
  return svg(W, H, 'Planetarium night: a ringed planet, moon and constellation above an observatory dome', b, defs)
}

function iceCreamParty() {
  const W = 800
  const H = 600
  const rand = rng(3)
  const { defs, b: bg } = frame(W, H, { bg: '#fff3e9', halo: '#ffd9cc', floor: '#ffe3a3', floorY: 520 })
  let b = bg
  b += bunting(-10, 40, 810, 40, 70, 11, [C.coral, C.gold, C.sky2, C.green2, C.pink], 30)
  b += confetti(rand, 26, 40, 140, 720, 380, [C.coral, C.gold, C.sky2, C.green2, C.pink, C.plum], 14)
  const cone = (x, y, angle, scoops) => {
    let out = p(`M-44 0L0 150L44 0Z`, C.gold2)
    out += p('M-30 20L18 100M-10 4L30 70M12 2L38 30M30 20L-18 100M10 4L-30 70M-12 2L-38 30', 'none', `stroke="${C.gold3}" stroke-width="3" opacity=".6"`)
    out += rect(-50, -10, 100, 18, '#e0a52a', 'rx="9"')
    let sy = -12
    for (const [c, shade] of scoops) {
      out += circle(0, sy - 32, 50, c)
      out += p(`M-50 ${sy - 28}Q-40 ${sy + 4} -26 ${sy - 6}Q-18 ${sy + 14} -6 ${sy - 4}Q6 ${sy + 10} 16 ${sy - 6}Q30 ${sy + 12} 40 ${sy - 8}Q48 ${sy - 14} 50 ${sy - 28}Z`, shade)
      out += circle(-18, sy - 50, 10, '#fff', 'opacity=".35"')
      sy -= 62
    }
    out += circle(4, sy + 2, 14, C.coral2) + p(`M4 ${sy - 10}q6 -18 20 -24`, 'none', `stroke="${C.green}" stroke-width="3"`)
    return g(out, `transform="translate(${x} ${y})rotate(${angle})"`)
  }
  b += shadow(250, 520, 70, C.navy3, 0.1) + shadow(400, 530, 80, C.navy3, 0.1) + shadow(560, 520, 70, C.navy3, 0.1)
  b += cone(250, 352, -12, [['#f79dbb', '#ee7fa3']])
  b += cone(560, 352, 12, [['#a6dcb4', '#84c797']])
  b += cone(400, 372, 0, [
    ['#8a5a3a', '#73472b'],
    ['#fff2cf', '#f4dfa6'],
  ])
  // sprinkles on the scoops
  for (const [x, y, a, c] of [
    [380, 300, 30, C.sky2],
    [410, 286, -40, C.coral],
    [425, 316, 70, C.gold],
    [390, 240, -20, C.green2],
    [415, 226, 50, C.coral],
  ])
    b += rect(x - 8, y - 2.5, 16, 5, c, `rx="2.5" transform="rotate(${a} ${x} ${y})"`)
  return svg(W, H, 'Ice cream party: three scoops of ice cream in waffle cones with sprinkles and bunting', b, defs)
}

function spiritNight() {
  const W = 800
  const H = 600
  const rand = rng(9)
  const { defs, b: bg } = frame(W, H, { bg: C.navy2, bg2: C.navy3 })
  let b = bg
  b += glow(400, 290, 340)
  b += confetti(rand, 46, 20, 20, 760, 560, [C.gold, '#fff', C.coral, C.goldLight, C.sky], 16)
  // pennant
  b += g(
    rect(-14, -20, 20, 300, '#e9d9b0', 'rx="6"') +
      p('M0 0L440 120L0 240Z', C.gold) +
      p('M0 0L440 120L0 48Z', '#ffd34d') +
      rect(0, 0, 40, 240, C.gold2) +
      circle(150, 120, 62, C.navy) +
      acorn(150, 122, 46, C.gold3, C.gold),
    'transform="translate(170 150)rotate(-12)"',
  )
  // megaphone
  b += g(p('M0 -30L120 -80V80L0 30Z', C.coral) + rect(-40, -34, 44, 68, C.coral2, 'rx="10"') + ellipse(120, 0, 20, 80, '#ffb4a3') + rect(-20, 30, 22, 50, C.coral2, 'rx="8"'), 'transform="translate(120 470)rotate(-28)"')
  // pom-poms
  const pom = (x, y, c1, c2) => {
    let d1 = ''
    let d2 = ''
    for (let i = 0; i < 40; i++) {
      const a = (i / 40) * Math.PI * 2 + (i % 3) * 0.05
      const l = 50 + ((i * 7) % 5) * 5
      const seg = `M${n(x + Math.cos(a) * 10)} ${n(y + Math.sin(a) * 10)}Q${n(x + Math.cos(a + 0.25) * l * 0.6)} ${n(y + Math.sin(a + 0.25) * l * 0.6)} ${n(x + Math.cos(a) * l)} ${n(y + Math.sin(a) * l)}`
      if (i % 2) d1 += seg
      else d2 += seg
    }
    return circle(x, y, 44, c1) + p(d1, 'none', `stroke="${c1}" stroke-width="9"`) + p(d2, 'none', `stroke="${c2}" stroke-width="9"`)
  }
  b += pom(640, 470, C.gold, '#fff') + pom(730, 400, '#fff', C.gold)
  b += twinkles(rand, 6, 40, 40, 720, 300, [C.goldLight, '#fff'], 14)
  return svg(W, H, 'Spirit night: a golden acorn pennant, megaphone and pom-poms in school colours', b, defs + GLOW_DEF)
}

function funRun() {
  const W = 800
  const H = 600
  const defs =
    linear('bg', [
      [0, '#9fd6ef'],
      [1, '#fff1cf'],
    ]) +
    '<pattern id="ck" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#fff"/><rect width="12" height="12" fill="#172c50"/><rect x="12" y="12" width="12" height="12" fill="#172c50"/></pattern>'
  let b = rect(0, 0, W, H, 'url(#bg)')
  b += circle(640, 120, 56, '#fff3c4') + circle(640, 120, 90, '#fff3c4', 'opacity=".4"')
  b += cloud(170, 110, 50, '#fff', 0.85)
  b += p('M0 330C200 300 400 320 800 310V600H0Z', '#9fd07f') + p('M0 370C300 350 500 370 800 360V600H0Z', '#7dbb6a')
  // track in perspective
  b += p('M0 420C300 400 520 410 800 400V600H0Z', '#d96d4f')
  b += p('M0 470C300 452 520 460 800 452M0 530C300 514 520 520 800 514', 'none', 'stroke="#fff" stroke-width="5" opacity=".8"')
  // finish line, posts and ribbon
  b += p('M598 408L640 406L660 600H610Z', 'url(#ck)')
  b += rect(600, 210, 12, 200, '#f1f1f1', 'rx="6"') + rect(700, 230, 12, 250, '#f1f1f1', 'rx="6"')
  b += p('M606 250Q650 290 706 270', 'none', `stroke="${C.gold}" stroke-width="10"`)
  b += bunting(606, 214, 706, 234, 24, 5, [C.coral, C.gold, C.sky2, C.green2, C.pink], 18)
  // runners
  b += shadow(230, 540, 60, C.navy3, 0.18) + shadow(420, 512, 56, C.navy3, 0.18) + shadow(130, 480, 46, C.navy3, 0.15)
  b += person(130, 474, 150, { pose: 'run2', skin: SKIN[1], hair: HAIR[2], hairStyle: 'bun', shirt: C.sky2 })
  b += person(420, 506, 180, { pose: 'run', skin: SKIN[4], hair: HAIR[0], hairStyle: 'short', shirt: C.gold })
  b += person(240, 534, 200, { pose: 'run2', skin: SKIN[2], hair: HAIR[1], hairStyle: 'long', shirt: C.coral })
  b += sparkle(520, 200, 14, '#fff') + sparkle(90, 240, 10, '#fff')
  return svg(W, H, 'Fun run: children racing along a track toward a checkered finish line', b, defs)
}

function eventBubbleRun() {
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

function visionHearing() {
  const W = 800
  const H = 600
  const rand = rng(17)
  const { defs, b: bg } = frame(W, H, { bg: '#e6f4fb', halo: '#fff', haloOp: 0.8, floor: '#cfe7f3', floorY: 520 })
  let b = bg
  // eye chart board of tumbling E shapes
  b += rect(110, 80, 280, 400, '#fff', 'rx="18"') + rect(110, 80, 280, 400, 'none', `rx="18" stroke="${C.navy2}" stroke-width="10"`)
  b += rect(236, 40, 28, 48, C.navy2, 'rx="6"')
  const E = (x, y, s, rot) =>
    p(`M0 0H${5 * s}V${s}H${s}V${2 * s}H${4 * s}V${3 * s}H${s}V${4 * s}H${5 * s}V${5 * s}H0Z`, C.navy, `transform="translate(${n(x)} ${n(y)})rotate(${rot} ${n(2.5 * s)} ${n(2.5 * s)})"`)
  b += E(215, 110, 14, 0)
  const rows = [
    [2, 9, 175],
    [3, 6.5, 255],
    [4, 5, 315],
    [5, 3.6, 365],
    [6, 2.8, 405],
  ]
  const rots = [90, 180, 270, 0, 180, 90, 0, 270, 90, 180, 0, 270, 90, 180, 270, 0, 90, 0, 180, 270]
  let k = 0
  for (const [count, s, y] of rows) {
    const gap = s * 3
    const total = count * 5 * s + (count - 1) * gap
    for (let i = 0; i < count; i++) b += E(250 - total / 2 + i * (5 * s + gap), y, s, rots[k++ % rots.length])
  }
  b += rect(140, 445, 220, 6, C.coral, 'rx="3"')
  // glasses
  b += g(
    circle(-80, 0, 72, '#d9f0fa', 'opacity=".85"') +
      circle(80, 0, 72, '#d9f0fa', 'opacity=".85"') +
      circle(-80, 0, 72, 'none', `stroke="${C.navy}" stroke-width="16"`) +
      circle(80, 0, 72, 'none', `stroke="${C.navy}" stroke-width="16"`) +
      p('M-14 -8Q0 -24 14 -8', 'none', `stroke="${C.navy}" stroke-width="14"`) +
      p('M-150 -14L-172 -22M150 -14L172 -22', 'none', `stroke="${C.navy}" stroke-width="14"`) +
      p('M-118 -30L-96 -52M-112 -8L-78 -42M42 -30L64 -52M48 -8L82 -42', 'none', 'stroke="#fff" stroke-width="9"'),
    'transform="translate(540 420)rotate(-6)"',
  )
  // headphones and sound waves
  b += g(
    p('M-70 40A70 70 0 0 1 70 40', 'none', `stroke="${C.coral}" stroke-width="16"`) +
      rect(-92, 26, 40, 64, C.coral2, 'rx="16"') +
      rect(52, 26, 40, 64, C.coral2, 'rx="16"') +
      rect(-84, 36, 18, 44, '#ffb4a3', 'rx="9"'),
    'transform="translate(610 150)rotate(10)"',
  )
  b += p('M720 210q16 16 0 32M744 196q28 30 0 60M768 182q40 44 0 88', 'none', `stroke="${C.gold}" stroke-width="7"`)
  b += twinkles(rand, 4, 430, 60, 300, 200, [C.gold, C.sky2], 12)
  return svg(W, H, 'Vision and hearing screening: an eye chart, a pair of glasses and headphones', b, defs)
}

function halloweenParade() {
  const W = 800
  const H = 600
  const rand = rng(31)
  const defs = linear('bg', [
    [0, '#1d1f4a'],
    [0.7, '#4a3f86'],
    [1, '#7b5ba8'],
  ])
  let b = rect(0, 0, W, H, 'url(#bg)')
  let stars = ''
  for (let i = 0; i < 40; i++) {
    const x = rand() * W
    const y = rand() * 300
    stars += `M${n(x - 1.5)} ${n(y)}a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0Z`
  }
  b += p(stars, '#fff', 'opacity=".6"')
  b += circle(620, 140, 110, '#fff3c4', 'opacity=".18"') + circle(620, 140, 76, '#fff1c9') + circle(600, 120, 12, '#f4dfa6') + circle(648, 160, 16, '#f4dfa6') + circle(640, 108, 8, '#f4dfa6')
  const bat = (x, y, s) =>
    p(`M0 0C-8 -10 -22 -14 -40 -8C-32 -4 -30 4 -30 10C-22 4 -12 6 -6 10C-4 4 -2 2 0 2C2 2 4 4 6 10C12 6 22 4 30 10C30 4 32 -4 40 -8C22 -14 8 -10 0 0Z`, '#151533', `transform="translate(${x} ${y})scale(${s})"`)
  b += bat(180, 110, 1.3) + bat(300, 70, 0.9) + bat(470, 150, 1) + bat(730, 250, 0.8)
  b += bunting(-10, 30, 810, 30, 60, 12, ['#f28c28', C.plumPale, C.gold, C.plum], 26)
  b += p('M0 470C240 440 520 450 800 460V600H0Z', '#2a2450')
  // parade: witch, ghost, pumpkin
  b += shadow(200, 532, 50, '#000', 0.25) + shadow(400, 540, 56, '#000', 0.25) + shadow(600, 532, 60, '#000', 0.25)
  b += person(200, 528, 210, { pose: 'walk', skin: SKIN[2], hair: HAIR[0], hairStyle: 'long', shirt: C.plum, pants: '#151533', skirt: true })
  // witch hat and star wand
  b += p('M176 322L238 322L222 262Q218 242 236 232Q208 236 200 262Z', '#151533')
  b += rect(184, 306, 46, 12, C.gold, 'rx="3"')
  b += ellipse(206, 324, 56, 11, '#151533')
  b += line(240, 436, 274, 372, C.gold3, 6) + star(276, 366, 16, C.gold)
  // ghost
  b += p('M350 540V380A50 56 0 0 1 450 380V540L433 524L416 540L400 524L384 540L367 524Z', '#f7f4ff')
  b += ellipse(384, 396, 8, 12, '#1d1f4a') + ellipse(416, 396, 8, 12, '#1d1f4a') + ellipse(400, 430, 10, 8, '#1d1f4a')
  b += p('M352 440Q330 460 336 490', 'none', 'stroke="#f7f4ff" stroke-width="18"') + p('M448 440Q470 450 472 420', 'none', 'stroke="#f7f4ff" stroke-width="18"')
  // pumpkin kid
  b += person(600, 528, 200, { pose: 'wave', skin: SKIN[4], hair: HAIR[4], hairStyle: 'curly', shirt: '#2f7d32', pants: '#151533', dir: -1 })
  b += ellipse(600, 440, 70, 62, '#f28c28') + p('M566 384Q560 440 570 496M634 384Q640 440 630 496M600 378V502', 'none', 'stroke="#d96d1a" stroke-width="5"')
  // jack-o'-lanterns
  const jack = (x, y, s) =>
    g(
      ellipse(0, 0, 46, 38, '#f28c28') +
        p('M-20 -36Q-24 0 -18 36M20 -36Q24 0 18 36', 'none', 'stroke="#d96d1a" stroke-width="4"') +
        rect(-5, -50, 10, 16, C.green, 'rx="3"') +
        p('M-22 -8l8 -12l8 12ZM6 -8l8 -12l8 12ZM-24 10Q0 30 24 10Q0 20 -24 10Z', '#ffd65c'),
      `transform="translate(${x} ${y})scale(${s})"`,
    )
  b += jack(90, 545, 0.9) + jack(720, 550, 1.05)
  b += confetti(rand, 12, 40, 200, 720, 200, ['#f28c28', C.goldLight], 10, 0.7)
  return svg(W, H, 'Halloween parade: children in witch, ghost and pumpkin costumes under a full moon', b, defs)
}

function eventGeneric() {
  const W = 800
  const H = 600
  const rand = rng(41)
  const { defs, b: bg } = frame(W, H, { bg: C.cream, halo: C.goldPale, floor: '#f5e2b4', floorY: 520 })
  let b = bg
  b += confetti(rand, 30, 40, 40, 720, 440, [C.coral, C.gold, C.sky2, C.green2], 14)
  // calendar page
  b += shadow(350, 522, 200, C.navy3, 0.14)
  b += rect(170, 120, 360, 380, '#fff', 'rx="26"') + p('M170 146A26 26 0 0 1 196 120H504A26 26 0 0 1 530 146V210H170Z', C.navy)
  b += acorn(350, 168, 24, C.gold2, C.gold)
  for (const x of [230, 470]) b += rect(x - 9, 96, 18, 52, C.gold3, 'rx="9"') + circle(x, 146, 6, C.navy3)
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 5; c++) {
      const x = 200 + c * 62
      const y = 236 + r * 62
      const hit = r === 2 && c === 3
      b += rect(x, y, 48, 46, hit ? C.coral : C.cream2, 'rx="10"')
      if (hit) b += star(x + 24, y + 23, 15, '#fff')
    }
  // balloons
  const balloon = (x, y, c, shade) =>
    p(`M${x} ${y + 74}q-12 60 10 130`, 'none', `stroke="${C.navy}" stroke-width="2.5" opacity=".6"`) +
    ellipse(x, y, 48, 58, c) +
    p(`M${x - 7} ${y + 56}h14l-7 14Z`, shade) +
    ellipse(x - 18, y - 20, 10, 16, '#fff', 'opacity=".35"')
  b += balloon(600, 170, C.gold, C.gold2) + balloon(680, 230, C.coral, C.coral2) + balloon(580, 300, C.sky2, '#3a86b8')
  b += twinkles(rand, 5, 60, 60, 140, 440, [C.gold, C.coral], 12)
  return svg(W, H, 'School event: a calendar with a starred date, balloons and confetti', b, defs)
}

// ------------------------------------------------------------------ 4. programs (4:3)

function programBubbleRun() {
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

function vipDance() {
  const W = 800
  const H = 600
  const rand = rng(61)
  const defs =
    linear('bg', [
      [0, '#1c2450'],
      [1, '#3b3380'],
    ]) +
    linear('beam', [
      [0, '#fff', 0.35],
      [1, '#fff', 0],
    ])
  let b = rect(0, 0, W, H, 'url(#bg)')
  // light beams from the mirror ball
  const bx = 400
  const by = 110
  for (const [x, c] of [
    [80, C.pink],
    [260, C.goldLight],
    [560, C.sky],
    [740, C.goldLight],
  ])
    b += p(`M${bx} ${by}L${x - 60} 600H${x + 60}Z`, c, 'opacity=".16"')
  // dance floor in perspective
  const tiles = [C.coral, C.gold, C.sky2, C.plum, C.pink, C.green2]
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 8; c++) {
      const y0 = 450 + r * 50
      const y1 = y0 + 50
      const sx = (y) => (y - 380) / 220
      const xa = (cc, y) => 400 + (cc - 4) * 130 * sx(y) * 1.6
      b += p(`M${n(xa(c, y0))} ${y0}L${n(xa(c + 1, y0))} ${y0}L${n(xa(c + 1, y1))} ${y1}L${n(xa(c, y1))} ${y1}Z`, tiles[(r * 3 + c) % 6], `opacity="${(0.35 + ((r + c) % 2) * 0.35).toFixed(2)}"`)
    }
  // mirror ball
  b += line(bx, 0, bx, by - 56, '#c7cfdd', 4)
  b += circle(bx, by, 58, '#c9d6ea')
  let facets = ''
  for (let i = -2; i <= 2; i++) facets += `M${n(bx - Math.sqrt(58 ** 2 - (i * 22) ** 2))} ${by + i * 22}H${n(bx + Math.sqrt(58 ** 2 - (i * 22) ** 2))}`
  for (let i = -2; i <= 2; i++) facets += `M${bx + i * 22} ${n(by - Math.sqrt(58 ** 2 - (i * 22) ** 2))}V${n(by + Math.sqrt(58 ** 2 - (i * 22) ** 2))}`
  b += p(facets, 'none', 'stroke="#8c9ab3" stroke-width="2.5"')
  b += rect(bx - 34, by - 40, 20, 20, '#fff', 'opacity=".85"') + rect(bx + 8, by - 18, 20, 20, '#fff', 'opacity=".5"') + rect(bx - 12, by + 4, 20, 20, C.skyPale, 'opacity=".7"')
  b += sparkle(bx - 70, by - 20, 14, '#fff') + sparkle(bx + 76, by + 30, 10, '#fff')
  // a grown-up and a child dancing, holding hands
  b += shadow(330, 520, 70, '#000', 0.25) + shadow(480, 522, 56, '#000', 0.25)
  b += person(330, 516, 280, {
    pose: { back: { arm: [-40, -130], leg: [-10, -6] }, front: { arm: [55, 80], leg: [14, 4] }, so: 0.1, lean: -4 },
    skin: SKIN[3],
    hair: HAIR[0],
    hairStyle: 'short',
    shirt: C.sky2,
    pants: C.navy3,
  })
  b += person(470, 518, 180, {
    pose: { back: { arm: [-30, -10], leg: [-14, -10] }, front: { arm: [120, 130], leg: [20, 2] }, so: 0.1, lean: 4 },
    skin: SKIN[3],
    hair: HAIR[0],
    hairStyle: 'puffs',
    shirt: C.pink,
    pants: C.coral2,
    skirt: true,
    dir: -1,
  })
  // bow tie and tiara
  b += p('M322 325l-12 -8v16ZM322 325l12 -8v16Z', C.gold)
  b += p('M452 298l6 -12l6 8l6 -12l6 12l6 -8l6 12Z', C.gold)
  // music notes and hearts
  const note = (x, y, s, c) => p(`M0 0V-46L30 -54V-8`, 'none', `stroke="${c}" stroke-width="5" transform="translate(${x} ${y})scale(${s})"`) + ellipse(x - 7 * s, y, 9 * s, 7 * s, c) + ellipse(x + 23 * s, y - 8 * s, 9 * s, 7 * s, c)
  b += note(120, 250, 1.2, C.goldLight) + note(660, 230, 1, C.sky) + note(600, 380, 0.8, C.pink)
  b += heart(170, 380, 16, C.coral) + heart(690, 320, 12, C.pink) + heart(240, 170, 10, C.goldLight)
  b += twinkles(rand, 6, 40, 200, 720, 180, ['#fff', C.goldLight], 9)
  return svg(W, H, 'VIP Dance: a grown-up and child dance hand in hand under a mirror ball', b, defs)
}

function reindeerLane() {
  const W = 800
  const H = 600
  const rand = rng(71)
  const { defs, b: bg } = frame(W, H, { bg: C.navy2, bg2: C.navy3 })
  let b = bg
  let snow = ''
  for (let i = 0; i < 60; i++) {
    const x = rand() * W
    const y = rand() * 520
    const r = 1.5 + rand() * 3
    snow += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`
  }
  b += p(snow, '#fff', 'opacity=".7"')
  const flake = (x, y, r) => {
    let d = ''
    for (let i = 0; i < 3; i++) {
      const a = (i * Math.PI) / 3
      d += `M${n(x - Math.cos(a) * r)} ${n(y - Math.sin(a) * r)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`
    }
    return p(d, 'none', `stroke="#fff" stroke-width="${n(r / 6)}" opacity=".85"`)
  }
  b += flake(90, 90, 22) + flake(700, 70, 18) + flake(620, 210, 12) + flake(160, 260, 12)
  b += stringLights(-10, 30, 810, 30, 70, 12, C.goldLight)
  // snowy ground
  b += p('M0 470C200 440 560 450 800 470V600H0Z', '#eef5fb') + p('M0 520C300 500 500 510 800 520V600H0Z', '#dbe9f5')
  // reindeer (front view)
  const rx = 290
  const ry = 300
  const ant = `M0 0C-10 -40 -30 -70 -60 -90M-14 -40C-36 -44 -50 -56 -58 -74M-30 -66C-38 -90 -34 -108 -24 -124`
  b += p(ant, 'none', `stroke="${C.trunk}" stroke-width="14" transform="translate(${rx - 36} ${ry - 60})"`)
  b += p(ant, 'none', `stroke="${C.trunk}" stroke-width="14" transform="translate(${rx + 36} ${ry - 60})scale(-1 1)"`)
  b += ellipse(rx - 86, ry - 36, 40, 18, '#a86b3c', `transform="rotate(-24 ${rx - 86} ${ry - 36})"`) + ellipse(rx + 86, ry - 36, 40, 18, '#a86b3c', `transform="rotate(24 ${rx + 86} ${ry - 36})"`)
  b += ellipse(rx - 86, ry - 36, 22, 8, '#e8b98f', `transform="rotate(-24 ${rx - 86} ${ry - 36})"`) + ellipse(rx + 86, ry - 36, 22, 8, '#e8b98f', `transform="rotate(24 ${rx + 86} ${ry - 36})"`)
  // body and scarf
  b += p(`M${rx - 90} 480C${rx - 90} 400 ${rx - 50} 370 ${rx} 370S${rx + 90} 400 ${rx + 90} 480Z`, '#a86b3c')
  b += ellipse(rx, ry, 86, 96, '#b9773f')
  b += ellipse(rx, ry + 58, 54, 42, '#f1d3ae')
  b += circle(rx, ry + 36, 20, C.coral) + circle(rx - 6, ry + 30, 6, '#fff', 'opacity=".6"')
  b += ellipse(rx - 34, ry - 8, 10, 13, C.navy3) + ellipse(rx + 34, ry - 8, 10, 13, C.navy3) + circle(rx - 31, ry - 12, 3.5, '#fff') + circle(rx + 37, ry - 12, 3.5, '#fff')
  b += ellipse(rx - 56, ry + 24, 12, 7, C.coral, 'opacity=".45"') + ellipse(rx + 56, ry + 24, 12, 7, C.coral, 'opacity=".45"')
  b += p(`M${rx - 14} ${ry + 74}Q${rx} ${ry + 84} ${rx + 14} ${ry + 74}`, 'none', `stroke="${C.navy3}" stroke-width="4"`)
  b += p(`M${rx - 76} ${ry + 86}Q${rx} ${ry + 120} ${rx + 76} ${ry + 86}L${rx + 80} ${ry + 110}Q${rx} ${ry + 146} ${rx - 80} ${ry + 110}Z`, C.green) + rect(rx + 30, ry + 110, 30, 70, C.green, 'rx="8"')
  b += p(`M${rx + 30} ${ry + 150}h30M${rx + 30} ${ry + 166}h30`, 'none', `stroke="${C.gold}" stroke-width="5"`)
  // gifts
  const gift = (x, y, w, h, c, ribbon) =>
    rect(x, y, w, h, c, 'rx="6"') +
    rect(x - 6, y - 4, w + 12, 26, c, 'rx="6"') +
    rect(x - 6, y - 4, w + 12, 26, '#000', 'rx="6" opacity=".08"') +
    rect(x + w / 2 - 9, y - 4, 18, h + 4, ribbon) +
    p(`M${x + w / 2} ${y - 4}C${x + w / 2 - 30} ${y - 40} ${x + w / 2 - 44} ${y - 6} ${x + w / 2} ${y - 4}ZM${x + w / 2} ${y - 4}C${x + w / 2 + 30} ${y - 40} ${x + w / 2 + 44} ${y - 6} ${x + w / 2} ${y - 4}Z`, ribbon)
  b += shadow(570, 494, 150, '#7c94b5', 0.3)
  b += gift(460, 370, 120, 120, C.coral, C.gold) + gift(600, 400, 120, 90, C.sky2, '#fff') + gift(540, 250, 100, 96, C.gold, C.green)
  return svg(W, H, 'Reindeer Lane: a friendly reindeer in a scarf beside a pile of wrapped gifts in the snow', b, defs)
}

function teacherAppreciation() {
  const W = 800
  const H = 600
  const rand = rng(81)
  const { defs, b: bg } = frame(W, H, { bg: C.cream, halo: C.coralPale, haloOp: 0.7, floor: '#f5e2b4', floorY: 520 })
  let b = bg
  // chalkboard
  b += rect(90, 60, 620, 320, '#b98552', 'rx="18"') + rect(110, 80, 580, 280, '#2f5d46', 'rx="8"')
  b += rect(240, 360, 320, 14, '#a06f41', 'rx="7"') + rect(300, 350, 40, 10, '#fff', 'rx="4"') + rect(360, 352, 28, 8, C.goldLight, 'rx="4"')
  const chalk = 'fill="none" stroke="#f6f1e4" stroke-width="6" opacity=".9"'
  b += `<path d="M200 210C170 180 150 150 180 130C200 118 210 132 214 142C218 132 228 118 248 130C278 150 258 180 228 210L214 222Z" ${chalk}/>`
  b += `<path d="M540 120l14 28l30 4l-22 21l6 30l-28 -14l-28 14l6 -30l-22 -21l30 -4Z" ${chalk}/>`
  b += `<path d="M300 150q20 -30 40 0t40 0t40 0M300 200q30 -20 60 0t60 0M300 250h150M170 280h80M520 260q30 30 70 0" ${chalk}/>`
  b += `<path d="M620 250l10 18l20 -36" fill="none" stroke="${C.goldLight}" stroke-width="7"/>`
  // books, apple, mug
  b += shadow(400, 526, 250, C.navy3, 0.14)
  b += rect(180, 456, 300, 58, C.navy2, 'rx="8"') + rect(460, 464, 12, 42, '#fff8e6', 'rx="3"') + rect(210, 468, 10, 34, C.gold, 'rx="3"')
  b += rect(200, 404, 260, 54, C.green2, 'rx="8"') + rect(440, 412, 12, 38, '#fff8e6', 'rx="3"') + rect(228, 416, 10, 30, C.goldLight, 'rx="3"')
  b += p('M330 322C300 296 262 312 262 358C262 400 292 428 330 414C368 428 398 400 398 358C398 312 360 296 330 322Z', '#e0453a')
  b += p('M288 330C272 340 270 362 276 378', 'none', 'stroke="#fff" stroke-width="9" opacity=".35"')
  b += line(330, 322, 336, 290, C.trunk, 7) + p('M338 302C350 276 380 276 392 286C374 304 352 308 338 302Z', C.green2)
  // mug with pencils
  b += rect(520, 420, 110, 96, C.gold, 'rx="14"') + p('M630 440C664 440 664 492 630 492', 'none', `stroke="${C.gold}" stroke-width="14"`)
  b += heart(575, 468, 16, '#fff')
  for (const [x, a, c] of [
    [548, -10, C.coral],
    [578, 4, C.sky2],
    [604, 14, C.green2],
  ])
    b += g(rect(-8, -110, 16, 100, c, 'rx="3"') + p('M-8 -110L0 -132L8 -110Z', '#f5d7a6') + p('M-3 -124L0 -132L3 -124Z', C.navy), `transform="translate(${x} 430)rotate(${a})"`)
  b += twinkles(rand, 5, 40, 390, 720, 120, [C.gold, C.coral], 11)
  b += heart(700, 440, 18, C.coral) + heart(110, 460, 14, C.coral, 'opacity=".8"')
  return svg(W, H, 'Teacher appreciation: an apple on a stack of books, a mug of pencils and a chalkboard heart', b, defs)
}

function reflections() {
  const W = 800
  const H = 600
  const rand = rng(91)
  const { defs, b: bg } = frame(W, H, { bg: '#eaf5fb', halo: C.goldPale, haloOp: 0.8, floor: '#d3e8f2', floorY: 520 })
  let b = bg
  // easel with a landscape canvas
  b += p('M310 520L370 170M490 520L430 170M400 150V520', 'none', `stroke="${C.trunk}" stroke-width="14"`)
  b += rect(260, 380, 280, 14, '#9a6336', 'rx="6"')
  b += rect(270, 140, 260, 220, '#fff', 'rx="8"') + rect(286, 156, 228, 188, C.skyPale)
  b += circle(460, 206, 26, C.gold)
  b += p('M286 290C330 250 370 260 410 290S480 270 514 260V344H286Z', C.green3) + p('M286 316C340 296 420 310 514 300V344H286Z', C.green2)
  b += p('M340 250l30 -40l30 40Z', C.coral, 'opacity=".8"')
  b += rect(270, 140, 260, 220, 'none', `rx="8" stroke="${C.gold2}" stroke-width="10"`)
  // palette
  b += g(
    p('M0 -60C70 -60 110 -20 100 20C92 52 60 40 44 50C30 60 46 80 20 84C-40 92 -100 50 -100 0C-100 -36 -60 -60 0 -60Z', '#f4d8a8') +
      circle(-50, -20, 14, C.coral) +
      circle(-10, -34, 14, C.gold) +
      circle(34, -30, 14, C.sky2) +
      circle(64, -4, 12, C.green2) +
      circle(-60, 24, 13, C.plum) +
      ellipse(0, 30, 18, 14, '#eaf5fb'),
    'transform="translate(170 450)rotate(-10)"',
  )
  b += g(rect(-7, -120, 14, 120, C.navy2, 'rx="5"') + rect(-8, -134, 16, 18, '#c0c7d4') + p('M-8 -134Q0 -170 8 -134Z', C.coral), 'transform="translate(250 470)rotate(35)"')
  // camera
  b += g(
    rect(-80, -50, 160, 104, C.navy, 'rx="18"') +
      rect(-50, -68, 50, 24, C.navy, 'rx="8"') +
      circle(0, 2, 38, '#cfd8e6') +
      circle(0, 2, 28, C.navy2) +
      circle(-10, -8, 8, '#fff', 'opacity=".6"') +
      rect(48, -38, 20, 12, C.gold, 'rx="4"'),
    'transform="translate(620 440)rotate(8)"',
  )
  // music notes
  b += p('M640 130V70L690 60V120', 'none', `stroke="${C.plum}" stroke-width="7"`) + ellipse(630, 132, 13, 10, C.plum) + ellipse(680, 122, 13, 10, C.plum)
  b += p('M130 180V130l26 10', 'none', `stroke="${C.coral}" stroke-width="7"`) + ellipse(120, 182, 13, 10, C.coral)
  // film strip and star
  b += g(rect(-70, -20, 140, 40, C.navy3, 'rx="4"') + p('M-60 -13h10M-40 -13h10M-20 -13h10M0 -13h10M20 -13h10M40 -13h10M-60 13h10M-40 13h10M-20 13h10M0 13h10M20 13h10M40 13h10', 'none', 'stroke="#fff" stroke-width="5" stroke-linecap="butt"'), 'transform="translate(140 290)rotate(-18)"')
  b += star(660, 250, 26, C.gold)
  b += twinkles(rand, 5, 60, 60, 680, 180, [C.gold, C.sky2, C.coral], 11)
  return svg(W, H, 'Reflections arts program: an easel painting, palette, camera, film and music notes', b, defs)
}

// ------------------------------------------------------------------ 5. action cards (square)

function cardMembership() {
  const S = 600
  const rand = rng(101)
  const { defs, b: bg } = frame(S, S, { bg: C.cream, halo: C.goldPale, floor: '#f5e2b4', floorY: 500 })
  let b = bg
  b += confetti(rand, 16, 50, 60, 500, 380, [C.coral, C.gold, C.sky2, C.green2], 14)
  b += shadow(300, 504, 190, C.navy3, 0.15)
  b += g(
    rect(-190, -120, 380, 240, C.navy, 'rx="26"') +
      rect(-190, -120, 380, 60, C.navy2, 'rx="26"') +
      rect(-190, -86, 380, 26, C.navy2) +
      circle(-110, 10, 56, C.cream) +
      acorn(-110, 14, 40) +
      rect(-30, -22, 170, 18, '#fff', 'rx="9" opacity=".9"') +
      rect(-30, 14, 120, 14, '#fff', 'rx="7" opacity=".55"') +
      rect(-30, 44, 140, 14, '#fff', 'rx="7" opacity=".55"') +
      rect(-150, -100, 60, 14, C.gold, 'rx="7"') +
      circle(150, -90, 10, C.gold) +
      circle(124, -90, 10, C.gold, 'opacity=".6"'),
    'transform="translate(290 300)rotate(-7)"',
  )
  // heart badge
  b += circle(460, 190, 64, C.coral) + circle(460, 190, 64, 'none', 'stroke="#fff" stroke-width="8"') + heart(460, 194, 30, '#fff')
  b += twinkles(rand, 4, 60, 60, 480, 160, [C.gold, C.coral], 12)
  return svg(S, S, 'PTA membership: a navy member card with the golden acorn and a heart badge', b, defs)
}

function cardSpiritWear() {
  const S = 600
  const rand = rng(111)
  const { defs, b: bg } = frame(S, S, { bg: '#e6f4fb', halo: '#fff', haloOp: 0.85, floor: '#cfe7f3', floorY: 500 })
  let b = bg
  b += shadow(290, 504, 200, C.navy3, 0.14)
  // t-shirt
  b += p('M210 130L140 160L90 250L160 286L190 240V470H390V240L420 286L490 250L440 160L370 130C356 160 326 176 290 176S224 160 210 130Z', C.navy)
  b += p('M210 130C224 160 254 176 290 176S356 160 370 130L354 124C340 150 318 160 290 160S240 150 226 124Z', C.gold)
  b += p('M90 250L160 286L170 268L100 232Z', C.gold) + p('M490 250L420 286L410 268L480 232Z', C.gold)
  b += circle(290, 300, 74, C.navy2) + acorn(290, 304, 54)
  // cap
  b += g(
    p('M-90 20C-90 -50 -46 -80 0 -80S90 -50 90 20Z', C.gold) +
      p('M0 -80V20M-46 -68C-58 -40 -62 -10 -60 20M46 -68C58 -40 62 -10 60 20', 'none', `stroke="${C.gold2}" stroke-width="4"`) +
      p('M40 20H170C170 44 130 50 40 40Z', C.navy2) +
      rect(-92, 12, 184, 16, C.gold2, 'rx="8"') +
      circle(0, -80, 9, C.navy2) +
      acorn(-20, -28, 20, C.navy, C.navy2),
    'transform="translate(420 440)rotate(-8)"',
  )
  b += twinkles(rand, 5, 60, 60, 480, 120, [C.gold, C.sky2], 12)
  return svg(S, S, 'Spirit wear: a navy Golden Oak t-shirt with the acorn and a gold cap', b, defs)
}

function cardEmergencyKit() {
  const S = 600
  const rand = rng(121)
  const { defs, b: bg } = frame(S, S, { bg: '#eef6e9', halo: C.greenPale, floor: '#d6e9c8', floorY: 500 })
  let b = bg
  b += shadow(300, 504, 220, C.navy3, 0.14)
  // water bottle
  b += rect(104, 230, 90, 250, '#bfe3f2', 'rx="30"') + rect(104, 300, 90, 110, C.sky2, 'rx="8"') + rect(124, 196, 50, 40, C.navy2, 'rx="10"') + rect(118, 250, 16, 40, '#fff', 'rx="8" opacity=".6"')
  b += p('M120 330q14 -12 28 0t28 0', 'none', 'stroke="#fff" stroke-width="5" opacity=".8"')
  // first-aid bag
  b += p('M250 230V190A40 40 0 0 1 290 150H350A40 40 0 0 1 390 190V230', 'none', `stroke="${C.coral2}" stroke-width="22"`)
  b += rect(190, 220, 260, 270, C.coral, 'rx="36"') + rect(190, 220, 260, 60, C.coral2, 'rx="36"') + rect(190, 250, 260, 30, C.coral2)
  b += rect(280, 320, 80, 120, '#fff', 'rx="12"') + rect(260, 340, 120, 80, '#fff', 'rx="12"')
  b += rect(204, 300, 12, 170, '#fff', 'rx="6" opacity=".2"')
  // flashlight with beam
  b += p('M465 290L507 155Q560 128 597 195L527 317Z', C.goldPale, 'opacity=".9"')
  b += g(rect(-24, 0, 48, 150, C.navy, 'rx="14"') + rect(-34, -40, 68, 50, C.gold, 'rx="12"') + rect(-10, 40, 20, 30, C.gold, 'rx="6"'), 'transform="translate(480 340)rotate(24)"')
  // granola bar
  b += g(rect(-70, -22, 140, 44, C.gold2, 'rx="10"') + rect(-40, -22, 80, 44, C.goldLight) + p('M-76 -22l6 11l-6 11l6 11l-6 11M76 -22l-6 11l6 11l-6 11l6 11', 'none', `stroke="${C.gold2}" stroke-width="4"`), 'transform="translate(470 480)rotate(-6)"')
  b += twinkles(rand, 4, 60, 60, 480, 120, [C.gold, C.green2], 12)
  return svg(S, S, 'Emergency kit: a first-aid bag with a water bottle, flashlight and snack bar', b, defs)
}

function cardSponsor() {
  const S = 600
  const rand = rng(131)
  const { defs, b: bg } = frame(S, S, { bg: '#fff3e9', halo: '#ffdccf', haloOp: 0.8, floor: '#f5e2b4', floorY: 500 })
  let b = bg
  b += shadow(280, 504, 210, C.navy3, 0.14)
  // storefront
  b += rect(100, 190, 360, 310, C.cream, '') + rect(100, 190, 360, 310, 'none', `stroke="${C.navy2}" stroke-width="0"`)
  b += rect(90, 120, 380, 60, C.navy, 'rx="12"') + rect(150, 138, 260, 24, C.gold, 'rx="12"')
  // striped awning with scalloped edge
  let stripes = ''
  for (let i = 0; i < 8; i++) stripes += rect(90 + i * 47.5, 180, 47.5, 56, i % 2 ? '#fff' : C.coral)
  b += stripes
  let scallop = ''
  for (let i = 0; i < 8; i++) scallop += `M${n(90 + i * 47.5)} 236a23.75 23.75 0 0 0 47.5 0Z`
  b += p(scallop, C.coral) + p(scallop.replace(/M/g, 'M').split('Z').filter((_, i) => i % 2).join('Z') + 'Z', '#fff')
  // window and door
  b += rect(130, 290, 170, 150, C.skyPale, 'rx="8"') + rect(130, 290, 170, 150, 'none', `rx="8" stroke="${C.navy2}" stroke-width="10"`)
  b += heart(215, 365, 34, C.coral) + p('M150 320L176 300M150 350L200 308', 'none', 'stroke="#fff" stroke-width="7" opacity=".7"')
  b += rect(330, 300, 100, 200, C.navy2, 'rx="8"') + circle(412, 400, 7, C.gold) + rect(346, 318, 68, 60, C.skyPale, 'rx="6" opacity=".9"')
  b += rect(110, 440, 200, 20, '#d6b98a', 'rx="4"')
  // plants
  b += rect(110, 452, 40, 48, C.coral2, 'rx="6"') + circle(120, 440, 18, C.green2) + circle(140, 432, 20, C.green)
  // gold ribbon rosette
  b += p('M456 400L430 520L470 496L494 530L510 410Z', C.coral2) + p('M494 400L540 512L498 500L484 536L460 416Z', C.coral)
  let petals = ''
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2
    petals += `M${n(480 + Math.cos(a) * 58)} ${n(380 + Math.sin(a) * 58)}a16 16 0 1 0 0.1 0Z`
  }
  b += circle(480, 380, 62, C.gold2) + p(petals, C.gold2) + circle(480, 380, 50, C.gold) + circle(480, 380, 38, 'none', `stroke="${C.goldPale}" stroke-width="4"`) + star(480, 380, 22, '#fff')
  b += twinkles(rand, 4, 60, 40, 480, 60, [C.gold, C.coral], 12)
  return svg(S, S, 'Sponsors: a friendly local shopfront with a heart in the window and a gold ribbon', b, defs)
}

// ------------------------------------------------------------------ registry & output

const FILES = {
  'hero.svg': hero,
  'bubble-run-poster.svg': bubbleRunPoster,
  'event-restaurant-night.svg': restaurantNight,
  'event-battle-of-the-books.svg': battleOfTheBooks,
  'event-planetarium.svg': planetarium,
  'event-ice-cream-party.svg': iceCreamParty,
  'event-spirit-night.svg': spiritNight,
  'event-fun-run.svg': funRun,
  'event-bubble-run.svg': eventBubbleRun,
  'event-vision-hearing.svg': visionHearing,
  'event-halloween-parade.svg': halloweenParade,
  'event-generic.svg': eventGeneric,
  'program-bubble-run.svg': programBubbleRun,
  'program-vip-dance.svg': vipDance,
  'program-reindeer-lane.svg': reindeerLane,
  'program-teacher-appreciation.svg': teacherAppreciation,
  'program-reflections.svg': reflections,
  'card-membership.svg': cardMembership,
  'card-spirit-wear.svg': cardSpiritWear,
  'card-emergency-kit.svg': cardEmergencyKit,
  'card-sponsor.svg': cardSponsor,
}

const only = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })
for (const [name, make] of Object.entries(FILES)) {
  if (only.length && !only.some((w) => name.includes(w))) continue
  setPrecision(1)
  const out = make()
  writeFileSync(path.join(outDir, name), out)
  console.log(`${name.padEnd(36)} ${(out.length / 1024).toFixed(1)} KB`)
}

