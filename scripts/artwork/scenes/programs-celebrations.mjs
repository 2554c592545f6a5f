// Program pictures (4:3) for the celebrations: VIP dance and reindeer lane.
import { C, HAIR, SKIN, circle, ellipse, heart, line, linear, n, path as p, person, rect, rng, sparkle, stringLights, svg } from '../lib.mjs'

import { frame, shadow, twinkles } from './common.mjs'

export function vipDance() {
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

export function reindeerLane() {
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
