#!/usr/bin/env node
// Renders the frames of a code-generated video as raw RGB24 to stdout, for ffmpeg to encode.
// Each frame is an SVG built from the shared drawing vocabulary (lib.mjs) and rasterised with
// sharp (librsvg), which is already a dependency of the project. Run through make-videos.sh:
//
//   node scripts/artwork/render-frames.mjs hero       | ffmpeg -f rawvideo -pix_fmt rgb24 -s 1280x720 -r 24 -i - ...
//   node scripts/artwork/render-frames.mjs bubble-run | ffmpeg -f rawvideo -pix_fmt rgb24 -s 1280x720 -r 30 -i - ...
//
// `--frame N --png out.png` writes a single frame as PNG instead (handy for previews).
import sharp from 'sharp'

import { BUBBLE_DEF, C, HAIR, POSES, SKIN, acorn, circle, cloud, ellipse, linear, n, path, person, radial, rect, rng, setPrecision, bubbleAt } from './lib.mjs'

export const W = 1280
export const H = 720
const TAU = Math.PI * 2

// ------------------------------------------------------------------ hero background loop

/**
 * Soft golden bokeh drifting over navy. Every motion is periodic in the loop length
 * (integer frequencies), so the last frame flows straight back into the first.
 */
function heroScene(seconds) {
  const rand = rng(2024)
  const lights = []
  for (let i = 0; i < 24; i++) {
    lights.push({
      x: rand() * W,
      y: rand() * H,
      r: 14 + rand() ** 2.2 * 80,
      ax: 20 + rand() * 60,
      ay: 15 + rand() * 45,
      fx: 1 + Math.floor(rand() * 2),
      fy: 1,
      ph: rand() * TAU,
      tw: rand() * TAU,
      op: 0.55 + rand() * 0.4,
      fill: ['url(#bg1)', 'url(#bg1)', 'url(#bg2)', 'url(#bg1)', 'url(#bg3)'][i % 5],
    })
  }
  const motes = []
  for (let i = 0; i < 34; i++) {
    motes.push({ x: rand() * W, y0: rand(), r: 2 + rand() * 4, sway: 10 + rand() * 30, ph: rand() * TAU, op: 0.35 + rand() * 0.4 })
  }
  const defs =
    linear('sky', [
      [0, C.navy3],
      [0.55, C.navy],
      [1, C.navy2],
    ]) +
    radial('glow', [
      [0, '#3a62a3', 0.55],
      [0.5, '#2e4f86', 0.25],
      [1, '#2e4f86', 0],
    ]) +

    radial('bg1', [
      [0, '#ffc21a', 0.85],
      [0.72, '#ffc21a', 0.95],
      [0.86, '#f2b705', 0.45],
      [1, '#f2b705', 0],
    ]) +
    radial('bg2', [
      [0, '#ffe9a8', 0.85],
      [0.7, '#ffe08a', 0.7],
      [0.86, '#ffe08a', 0.3],
      [1, '#ffe9a8', 0],
    ])
  return (t) => {
    const u = t / seconds // 0..1 over the loop
    let b = rect(0, 0, W, H, 'url(#sky)')
    // two large glows orbiting slowly
    b += circle(W * 0.3 + Math.cos(TAU * u) * 120, H * 0.45 + Math.sin(TAU * u) * 60, 560, 'url(#glow)')
    b += circle(W * 0.78 + Math.cos(TAU * u + 2) * 90, H * 0.7 + Math.sin(TAU * u + 2) * 70, 480, 'url(#glow)', 'opacity=".7"')
    for (const L of lights) {
      const x = L.x + Math.sin(TAU * L.fx * u + L.ph) * L.ax
      const y = L.y + Math.cos(TAU * L.fy * u + L.ph) * L.ay
      const op = L.op * (0.75 + 0.25 * Math.sin(TAU * u + L.tw))
      b += circle(x, y, L.r, L.fill, `opacity="${op.toFixed(3)}" style="mix-blend-mode:screen"`)
    }
    // small motes rising exactly one screen height per loop
    for (const M of motes) {
      const y = H + 20 - (((M.y0 + u) % 1) * (H + 40))
      const x = M.x + Math.sin(TAU * u * 2 + M.ph) * M.sway
      b += circle(x, y, M.r, '#ffe9a8', `opacity="${M.op.toFixed(2)}" style="mix-blend-mode:screen"`)
    }
    return svgFrame(b, defs)
  }
}

// ------------------------------------------------------------------ bubble run clip

const BUBBLE_COLORS = ['#ff6fa8', '#4fc3f7', '#7ed957', '#ffd23f', '#ff8a5c', '#a78bfa']

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

function bubbleRunScene() {
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

// ------------------------------------------------------------------ plumbing

function svgFrame(body, defs) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" stroke-linecap="round" stroke-linejoin="round"><defs>${defs}</defs>${body}</svg>`
}

export const CLIPS = {
  hero: { fps: 24, seconds: 10, make: () => heroScene(10) },
  'bubble-run': { fps: 30, seconds: 10, make: () => bubbleRunScene() },
}

async function main() {
  const [name, ...rest] = process.argv.slice(2)
  const clip = CLIPS[name]
  if (!clip) {
    console.error(`usage: render-frames.mjs <${Object.keys(CLIPS).join('|')}> [--frame N --png out.png]`)
    process.exit(2)
  }
  setPrecision(1)
  const draw = clip.make()
  const fi = rest.indexOf('--frame')
  if (fi >= 0) {
    const i = Number(rest[fi + 1])
    const out = rest[rest.indexOf('--png') + 1]
    await sharp(Buffer.from(draw(i / clip.fps))).png().toFile(out)
    return
  }
  const total = clip.fps * clip.seconds
  for (let i = 0; i < total; i++) {
    const buf = await sharp(Buffer.from(draw(i / clip.fps)))
      .flatten({ background: C.navy })
      .removeAlpha()
      .raw()
      .toBuffer()
    if (!process.stdout.write(buf)) await new Promise((resolve) => process.stdout.once('drain', resolve))
    if (i % 48 === 0) process.stderr.write(`${name}: frame ${i}/${total}\n`)
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
