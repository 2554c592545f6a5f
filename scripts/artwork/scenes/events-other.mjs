// Event pictures (4:3): the Halloween parade and the generic picture for any other event.
import { C, HAIR, SKIN, acorn, bunting, circle, confetti, ellipse, g, line, linear, n, path as p, person, rect, rng, star, svg } from '../lib.mjs'

import { frame, shadow, twinkles } from './common.mjs'

export function halloweenParade() {
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

export function eventGeneric() {
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
