/** Instagram's embed script: turns blockquote.instagram-media elements into embedded posts. */
export const EMBED_SCRIPT_SRC = 'https://www.instagram.com/embed.js'
const SCRIPT_ID = 'instagram-embed-script'

declare global {
  interface Window {
    instgrm?: { Embeds: { process: () => void } }
  }
}

/**
 * Loads the embed script once (it processes the page when it loads); when it is already there, asks it
 * to process the embeds that appeared since (a client-side navigation back to the home page).
 */
export function loadInstagramEmbeds(doc: Document): void {
  const win = doc.defaultView
  if (win?.instgrm) {
    win.instgrm.Embeds.process()
    return
  }
  if (doc.getElementById(SCRIPT_ID)) return
  const script = doc.createElement('script')
  script.id = SCRIPT_ID
  script.src = EMBED_SCRIPT_SRC
  script.async = true
  script.onload = () => win?.instgrm?.Embeds.process()
  doc.body.appendChild(script)
}
