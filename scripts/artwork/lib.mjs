// Drawing helpers shared by make-svgs.mjs (and the video frame renderer): a small, flat,
// consistent vocabulary of shapes (people, oak tree, bubbles, sparkles, confetti) that
// return SVG markup strings. Coordinates are rounded to keep the files small.
export * from './draw/palette.mjs'
export * from './draw/svg-core.mjs'
export * from './draw/ornaments.mjs'
export * from './draw/people.mjs'
export * from './draw/nature.mjs'
