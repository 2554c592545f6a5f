import { readdirSync, readFileSync } from 'node:fs'

/** Resident memory of one process in bytes (Linux /proc), 0 when it is gone. */
function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

/** The process and every descendant (the production server may serve from a child process). */
function processTree(root: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // exited meanwhile
    }
  }
  const tree = [root]
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid)
  return tree
}

export const treeRss = (root: number): number => processTree(root).reduce((sum, pid) => sum + rssOf(pid), 0)
