// The artwork palette: brand colours, friendly accents, skin and hair tones.

/** Brand palette plus the friendly accents used across the artwork. */
export const C = {
  navy: '#172c50',
  navy2: '#1f3a68',
  navy3: '#0f1e38',
  navyLight: '#2e4f86',
  gold: '#f2b705',
  gold2: '#d99a00',
  gold3: '#8a6100',
  goldLight: '#ffd65c',
  goldPale: '#ffe9a8',
  cream: '#fff8e6',
  cream2: '#fdeec6',
  green: '#2f7d32',
  green2: '#4f9d52',
  green3: '#7dbb6a',
  greenPale: '#cfe6c0',
  sky: '#8ecae6',
  sky2: '#4a9fd4',
  skyPale: '#d6eef8',
  coral: '#f27059',
  coral2: '#d9533c',
  coralPale: '#fbc7b8',
  plum: '#7b6cc4',
  plumPale: '#d9d2f4',
  pink: '#f58fb4',
  white: '#ffffff',
  trunk: '#7a4a26',
  trunk2: '#5c3519',
}

/** A few skin and hair tones so the crowds look like a real school community. */
export const SKIN = ['#f5cfa6', '#e3a877', '#c0824f', '#8f5633', '#65391f']
export const HAIR = ['#2b1b12', '#5a3a1e', '#8a5a2b', '#c98a2b', '#1a1a1a']

/** The bubbles' colours (Golden Bubble Run pictures and clip). */
export const BUBBLE_COLORS = ['#ff6fa8', '#4fc3f7', '#7ed957', '#ffd23f', '#ff8a5c', '#a78bfa']
