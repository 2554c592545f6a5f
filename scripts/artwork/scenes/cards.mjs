// The square action-card pictures: membership, spirit wear, emergency kit, sponsors.
import { C, acorn, circle, confetti, g, heart, n, path as p, rect, rng, star, svg } from '../lib.mjs'

import { frame, shadow, twinkles } from './common.mjs'

export function cardMembership() {
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

export function cardSpiritWear() {
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

export function cardEmergencyKit() {
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

export function cardSponsor() {
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
