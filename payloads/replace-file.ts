import { rename, rm, writeFile } from 'node:fs/promises'

let written = 0

/**
 * Writes a file under a temporary name and renames it over the old one. A reader sees the old file or the new one,
 * never half of one; and a file that an earlier release shares by a hard link (an incremental build starts from
 * links to the live release's files) keeps its content there instead of being overwritten in both.
 */
export async function replaceFile(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}-${++written}.partial`
  try {
    await writeFile(temporary, data)
    await rename(temporary, file)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
