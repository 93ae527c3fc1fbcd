import { readdir, readFile } from 'node:fs/promises'

/** Clock ticks a second of /proc's CPU times (USER_HZ; 100 on Linux on every architecture Node runs on). */
const TICKS_PER_SECOND = 100

/**
 * CPU seconds used so far by the processes of this machine whose command name is one of `names` (e.g. `php`,
 * `mariadbd`), from /proc/<pid>/stat (user + system time). A shop served from the same machine (the real stack of
 * docs/real-stack.md) is measured this way; for a remote shop there is nothing to read and the figure is null.
 */
export async function serverCpuSeconds(names: string[]): Promise<number | null> {
  if (!names.length) return null
  let entries: string[]
  try {
    entries = await readdir('/proc')
  } catch {
    return null
  }
  let ticks = 0
  let found = false
  for (const pid of entries.filter((entry) => /^\d+$/.test(entry))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
    if (!stat) continue
    // The command name is in parentheses and may hold spaces; the fields after it are space-separated.
    const close = stat.lastIndexOf(')')
    const name = stat.slice(stat.indexOf('(') + 1, close)
    if (!names.includes(name)) continue
    const fields = stat.slice(close + 2).split(' ')
    // utime and stime are fields 14 and 15 of stat, so 11 and 12 after the name and state.
    ticks += Number(fields[11]) + Number(fields[12])
    found = true
  }
  return found ? ticks / TICKS_PER_SECOND : null
}
