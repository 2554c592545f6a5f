// The hero background loop: golden bokeh drifting over navy.
import { C, circle, linear, radial, rect, rng } from '../lib.mjs'

import { H, TAU, W, svgFrame } from './frame.mjs'

/**
 * Soft golden bokeh drifting over navy. Every motion is periodic in the loop length
 * (integer frequencies), so the last frame flows straight back into the first.
 */
export function heroScene(seconds) {
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
