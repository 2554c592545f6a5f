// The frame every video clip draws into: its size and the SVG root around one frame's shapes.

export const W = 1280
export const H = 720
export const TAU = Math.PI * 2

export function svgFrame(body, defs) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" stroke-linecap="round" stroke-linejoin="round"><defs>${defs}</defs>${body}</svg>`
}
