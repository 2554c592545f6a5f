/** Only posts, reels and IGTV on instagram.com can be embedded. */
const POST_PATH = /^\/(?:[A-Za-z0-9._]+\/)?(p|reel|tv)\/([A-Za-z0-9_-]+)\/?$/

/**
 * The manual post links (SPEC §2 item 10: up to four) as canonical embed permalinks
 * (https://www.instagram.com/p/<code>/), dropping anything that is not an Instagram post and duplicates.
 */
export function embeddablePostLinks(urls: ReadonlyArray<string | null | undefined>, max = 4): string[] {
  const links: string[] = []
  for (const raw of urls) {
    let url: URL
    try {
      url = new URL((raw ?? '').trim())
    } catch {
      continue
    }
    if (url.protocol !== 'https:' || !/^(www\.)?instagram\.com$/.test(url.hostname)) continue
    const match = POST_PATH.exec(url.pathname)
    if (!match) continue
    const link = `https://www.instagram.com/${match[1]}/${match[2]}/`
    if (!links.includes(link)) links.push(link)
  }
  return links.slice(0, max)
}
