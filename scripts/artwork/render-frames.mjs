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

import { C, setPrecision } from './lib.mjs'
import { bubbleRunScene } from './frames/bubble-run-clip.mjs'
import { heroScene } from './frames/hero-loop.mjs'

export { H, W } from './frames/frame.mjs'

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
