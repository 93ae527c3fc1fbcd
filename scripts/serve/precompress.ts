import { readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { isCompressible } from './compressible'
import { replaceFile } from '../../payloads/replace-file'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Brotli quality: 11 for the hashed bundles under `assets/` (built once, cached for a year: 2.7 s for a build's 74
 * files), 5 for pages and payloads, which every build rewrites: on the 120-product shop's 302 pages, quality 11 took
 * 25 s against 0.5 s for quality 5, for 1.52 MB against 1.67 MB (both about 18% of the 8.8 MB raw), and a
 * 10,000-product build has thirty times as many.
 */
const ASSET_QUALITY = 11
export const PAGE_QUALITY = 5

/** Files compressed at once: zlib's async calls run on libuv's thread pool (4 threads by default). */
const CONCURRENCY = 4

/**
 * Writes `x.br` (brotli, quality below) and `x.gz` (gzip level 9) beside every compressible file under `dir`, each only
 * when smaller than the file, so the static server sends them as they are instead of compressing per request. A copy
 * newer than its file is kept (an incremental rebuild recompresses only what it rewrote); a stale copy that is no
 * longer smaller, or whose file is gone, is removed. Returns how many files were (re)compressed.
 */
export async function precompressDir(
  dir: string,
  /** Only the files under this folder of `dir` (e.g. `assets`), as soon as they are there. */
  under?: string,
): Promise<{ compressed: number }> {
  const start = under ? path.join(dir, under) + path.sep : dir
  const all = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file.startsWith(start))
  const files = all.filter((file) => isCompressible(file))
  await removeOrphanCopies(all, new Set(files))
  let compressed = 0
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!
      const quality = path.relative(dir, file).startsWith(`assets${path.sep}`) ? ASSET_QUALITY : PAGE_QUALITY
      if (await precompressFile(file, quality)) compressed++
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { compressed }
}

/**
 * The copies of `files` (paths under `dir`) alone, for an incremental rebuild that knows what it wrote: each one's
 * copies are written as `precompressDir` writes them, or removed when the file is gone. Returns how many files were
 * (re)compressed. The rebuild's pages need none of this: the render processes compress each page as they write it.
 */
export async function precompressFiles(
  dir: string,
  files: readonly string[],
): Promise<{ compressed: number }> {
  let compressed = 0
  for (const relative of new Set(files)) {
    const file = path.join(dir, relative)
    if (!isCompressible(file)) continue
    if (await stat(file).catch(() => null)) {
      if (await precompressFile(file, PAGE_QUALITY)) compressed++
    } else {
      await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })])
    }
  }
  return { compressed }
}

/** Copies whose file is gone (a page an incremental rebuild removed). */
async function removeOrphanCopies(all: string[], sources: Set<string>) {
  const orphans = all.filter((file) => {
    const source = file.replace(/\.(br|gz)$/, '')
    return source !== file && isCompressible(source) && !sources.has(source)
  })
  await Promise.all(orphans.map((file) => rm(file, { force: true })))
}

/** Writes the `.br` and `.gz` copies of one file unless both are newer than it; true when it wrote any. */
export async function precompressFile(file: string, quality: number): Promise<boolean> {
  const source = await stat(file)
  const copies = [
    { path: `${file}.br`, compress: (data: Buffer) => brotli(data, brotliOptions(data.length, quality)) },
    { path: `${file}.gz`, compress: (data: Buffer) => gzip(data, { level: 9 }) },
  ]
  const stale = await Promise.all(
    copies.map(async (copy) => ((await stat(copy.path).catch(() => null))?.mtimeMs ?? -1) < source.mtimeMs),
  )
  if (!stale.includes(true)) return false
  const data = await readFile(file)
  for (const [i, copy] of copies.entries()) {
    if (!stale[i]) continue
    const packed = await copy.compress(data)
    if (packed.length < data.length) await replaceFile(copy.path, packed)
    else await rm(copy.path, { force: true })
  }
  return true
}

function brotliOptions(size: number, quality: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  }
}
