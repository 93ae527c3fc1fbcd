import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

/** Rendered variants kept on disk; past this the oldest are removed (they are rendered again if asked for). */
export const MAX_VARIANT_CACHE_BYTES = 256 * 1024 * 1024

async function listFiles(dir: string): Promise<Array<{ file: string; size: number; mtimeMs: number }>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  const files = []
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const stats = await stat(file).catch(() => null)
    if (stats) files.push({ file, size: stats.size, mtimeMs: stats.mtimeMs })
  }
  return files
}

/**
 * Tracks the bytes written under `dir` and, when they pass `maxBytes`, deletes the least recently written files
 * until the folder is back under three quarters of it.
 */
export function createDiskCacheCap(dir: string, maxBytes = MAX_VARIANT_CACHE_BYTES) {
  let total: number | null = null
  let trimming: Promise<void> | null = null
  const trim = async () => {
    const files = (await listFiles(dir)).sort((a, b) => a.mtimeMs - b.mtimeMs)
    total = files.reduce((sum, f) => sum + f.size, 0)
    for (const f of files) {
      if (total <= maxBytes * 0.75) break
      await rm(f.file, { force: true })
      total -= f.size
    }
  }
  return {
    async added(bytes: number): Promise<void> {
      if (total === null) total = (await listFiles(dir)).reduce((sum, f) => sum + f.size, 0)
      else total += bytes
      if (total > maxBytes && !trimming) trimming = trim().finally(() => (trimming = null))
      await trimming
    },
  }
}
