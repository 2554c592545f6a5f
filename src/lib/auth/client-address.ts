import { isIPv6 } from 'node:net'

/**
 * The client's address for rate limits (DESIGN §4). `src/instrumentation.ts` rewrites
 * X-Forwarded-For on every incoming request before Next sees it: to the socket address, or, with
 * TRUST_PROXY, keeps what the trusted proxy sent. Either way the last entry is the one no client can
 * forge (Next 16 itself passes a client's X-Forwarded-For through untouched).
 */
export function clientAddress(headers: Headers): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  const last = (entries.at(-1) ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  return (isIPv6(last.split('%')[0]) ? network64(last.split('%')[0]) : last).slice(0, 64)
}

/**
 * An IPv6 client's /64 network (`2001:db8:1:2::/64`): one home or phone line is given a whole /64 and
 * can pick a new address in it for every request, so counting single addresses would give it fresh
 * attempts each time.
 */
function network64(address: string): string {
  const [head, tail] = address.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  // An IPv4 tail (::ffff:1.2.3.4 style) fills the last two groups; only the first four count here.
  const tailGroups = groups(tail).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
  const headGroups = groups(head).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
  const all = tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
  return `${all.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`
}
