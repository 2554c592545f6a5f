#!/usr/bin/env node
// Generates the site's original SVG illustrations into public/images/.
//
//   node scripts/artwork/make-svgs.mjs            # writes every file
//   node scripts/artwork/make-svgs.mjs hero card- # only files whose name contains one of the words
//
// Everything is drawn in code from the shared vocabulary in lib.mjs and scenes/ (flat shapes, brand palette,
// no text, no external assets) and is deterministic, so re-running gives byte-identical files.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { setPrecision } from './lib.mjs'
import { hero } from './scenes/hero.mjs'
import { bubbleRunPoster, eventBubbleRun, programBubbleRun } from './scenes/bubble-run.mjs'
import { funRun, iceCreamParty, restaurantNight, spiritNight } from './scenes/events-fundraisers.mjs'
import { battleOfTheBooks, planetarium, visionHearing } from './scenes/events-learning.mjs'
import { eventGeneric, halloweenParade } from './scenes/events-other.mjs'
import { reindeerLane, vipDance } from './scenes/programs-celebrations.mjs'
import { reflections, teacherAppreciation } from './scenes/programs-school.mjs'
import { cardEmergencyKit, cardMembership, cardSpiritWear, cardSponsor } from './scenes/cards.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const outDir = path.resolve(here, '../../public/images')

// ------------------------------------------------------------------ registry & output

const FILES = {
  'hero.svg': hero,
  'bubble-run-poster.svg': bubbleRunPoster,
  'event-restaurant-night.svg': restaurantNight,
  'event-battle-of-the-books.svg': battleOfTheBooks,
  'event-planetarium.svg': planetarium,
  'event-ice-cream-party.svg': iceCreamParty,
  'event-spirit-night.svg': spiritNight,
  'event-fun-run.svg': funRun,
  'event-bubble-run.svg': eventBubbleRun,
  'event-vision-hearing.svg': visionHearing,
  'event-halloween-parade.svg': halloweenParade,
  'event-generic.svg': eventGeneric,
  'program-bubble-run.svg': programBubbleRun,
  'program-vip-dance.svg': vipDance,
  'program-reindeer-lane.svg': reindeerLane,
  'program-teacher-appreciation.svg': teacherAppreciation,
  'program-reflections.svg': reflections,
  'card-membership.svg': cardMembership,
  'card-spirit-wear.svg': cardSpiritWear,
  'card-emergency-kit.svg': cardEmergencyKit,
  'card-sponsor.svg': cardSponsor,
}

const only = process.argv.slice(2)
mkdirSync(outDir, { recursive: true })
for (const [name, make] of Object.entries(FILES)) {
  if (only.length && !only.some((w) => name.includes(w))) continue
  setPrecision(1)
  const out = make()
  writeFileSync(path.join(outDir, name), out)
  console.log(`${name.padEnd(36)} ${(out.length / 1024).toFixed(1)} KB`)
}
