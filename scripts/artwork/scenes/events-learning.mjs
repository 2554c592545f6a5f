// Event pictures (4:3) for learning events: battle of the books, planetarium, vision & hearing.
import { C, circle, ellipse, g, linear, n, path as p, person, rect, rng, sparkle, star, svg } from '../lib.mjs'

import { frame, shadow, twinkles } from './common.mjs'

export function battleOfTheBooks() {
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

export function planetarium() {
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

export function visionHearing() {
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
