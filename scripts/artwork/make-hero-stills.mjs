#!/usr/bin/env node
// Renders the hero artwork (public/images/hero.svg, from make-svgs.mjs) as the WebP stills the home page
// shows behind its text and as the video poster: a raster paints at once, where the detailed SVG cost about a
// second of rendering on a phone. Run after make-svgs.mjs:  node scripts/artwork/make-hero-stills.mjs
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const images = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/images')
const WIDTHS = [960, 1600]

for (const width of WIDTHS) {
  const out = path.join(images, `hero-${width}.webp`)
  const info = await sharp(path.join(images, 'hero.svg'), { density: 72 }).resize(width).webp({ quality: 72, effort: 6 }).toFile(out)
  console.log(`${path.relative(process.cwd(), out)}: ${info.width}×${info.height}, ${info.size} bytes`)
}
