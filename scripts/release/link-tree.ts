import { copyFile, link, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

/** Files linked at once: enough to keep the disk busy, few enough to stay under the open-file limit. */
const PARALLEL = 64

/**
 * Makes `to` a copy of the tree at `from` made of hard links (a copy where links cannot be made, such as across
 * file systems): a 10,000-product release costs about a second and no space. The files are shared, so whoever
 * writes in the copy must replace files, never write into them (payloads/replace-file.ts). `keep` chooses what is
 * taken, by path relative to `from` (a folder left out is not entered).
 */
export async function linkTree(
  from: string,
  to: string,
  keep: (relative: string, isDirectory: boolean) => boolean = () => true,
): Promise<number> {
  const files: string[] = []
  const walk = async (relative: string) => {
    await mkdir(path.join(to, relative), { recursive: true })
    const entries = await readdir(path.join(from, relative), { withFileTypes: true })
    for (const entry of entries) {
      const child = path.join(relative, entry.name)
      if (!keep(child, entry.isDirectory())) continue
      if (entry.isDirectory()) await walk(child)
      else if (entry.isFile()) files.push(child)
    }
  }
  await walk('')
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!
      await link(path.join(from, file), path.join(to, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV' && error.code !== 'EPERM') throw error
        return copyFile(path.join(from, file), path.join(to, file))
      })
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, files.length) }, worker))
  return files.length
}
