// Program pictures (4:3) for school programs: teacher appreciation and reflections.
import { C, circle, ellipse, g, heart, line, path as p, rect, rng, star, svg } from '../lib.mjs'

import { frame, shadow, twinkles } from './common.mjs'

export function teacherAppreciation() {
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

export function reflections() {
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
