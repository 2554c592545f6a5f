// The home page hero illustration.
import { C, HAIR, SKIN, circle, cloud, ellipse, linear, n, oak, path as p, person, radial, rect, rng, roundTree, setPrecision, svg } from '../lib.mjs'

import { flag, school } from './common.mjs'

// ------------------------------------------------------------------ 1. hero

export function hero() {
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
