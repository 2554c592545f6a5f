// Event pictures (4:3) for the fundraisers: restaurant night, ice cream party, spirit night, fun run.
import { C, HAIR, SKIN, acorn, bunting, circle, cloud, confetti, ellipse, g, line, linear, n, path as p, person, rect, rng, sparkle, stringLights, svg } from '../lib.mjs'

import { GLOW_DEF, frame, glow, shadow, twinkles } from './common.mjs'

export function restaurantNight() {
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

export function iceCreamParty() {
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

export function spiritNight() {
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

export function funRun() {
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
