import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import type http from 'node:http'
import path from 'node:path'
import { cacheControlFor } from './cache-policy'
import { ENCODINGS, isCompressible, type Coding } from './compressible'
import { chooseCoding, requestedRange } from './negotiate'
import { requestPathname } from './request-path'
import { siblingClientRoots } from '../release/release-folders'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

interface FoundFile {
  path: string
  size: number
  mtimeMs: number
}

/** Hashed bundles: the same name always holds the same bytes, so any kept release may answer for them. */
const ASSETS = '/assets/'

/**
 * Serves files from `root` (the release a request started in: the caller resolves the site's `client` link once
 * per request), stat-ing them on every request (sirv's production mode caches the file list at start-up, which
 * breaks a redeploy; its dev mode overrides our Cache-Control). `/x` is served from `/x/index.html`. A hashed
 * bundle the release lacks comes from an earlier release still kept: a page of the build before a redeploy loads
 * its lazy chunks. Calls `next()` when there is no such file. Rejects only on an I/O failure; the caller answers it.
 */
export async function serveStaticFile(
  root: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
): Promise<void> {
  const base = path.resolve(root)
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  const pathname = requestPathname(req.url)
  if (pathname === null) return next()
  const file = (await findFile(base, pathname)) ?? (await findInEarlierRelease(base, pathname))
  if (!file) return next()
  await sendFile(req, res, file.path, { cacheControl: cacheControlFor(pathname), ranges: true })
}

/**
 * Sends a file as it is on disk, or its precompressed copy (`x.br`, `x.gz`, written by the build) when the client
 * accepts it: never compressed per request. HEAD gets exactly GET's headers. A GET with one byte range is answered
 * on the identity file (206, or 416 when unsatisfiable) whatever Accept-Encoding says, so a range always counts the
 * bytes of the file itself (RFC 9110 lets the server choose the representation; ranges of a compressed copy would
 * change with the compressor). Returns false when the file is gone.
 */
export async function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  filePath: string,
  opts: { cacheControl: string; ranges: boolean },
): Promise<boolean> {
  const file = await statFile(filePath)
  if (!file) return false
  const compressible = isCompressible(file.path)
  const range = opts.ranges ? requestedRange(req, file.size) : ({ kind: 'full' } as const)
  const copy = compressible && range.kind === 'full' ? await negotiatedCopy(req, file) : null
  const sent = copy?.file ?? file
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}${copy ? `-${copy.coding}` : ''}"`
  res.setHeader('Cache-Control', opts.cacheControl)
  res.setHeader('ETag', etag)
  res.setHeader('Content-Type', TYPES[path.extname(file.path)] ?? 'application/octet-stream')
  if (compressible) res.setHeader('Vary', 'Accept-Encoding')
  if (opts.ranges) res.setHeader('Accept-Ranges', 'bytes')
  if (copy) res.setHeader('Content-Encoding', copy.coding)
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.statusCode = 304
    res.end()
    return true
  }
  if (range.kind === 'unsatisfiable') {
    res.removeHeader('Content-Type')
    res.writeHead(416, { 'Content-Range': `bytes */${file.size}`, 'Content-Length': 0 })
    res.end()
    return true
  }
  const span = range.kind === 'partial' ? range : { start: 0, end: sent.size - 1 }
  if (range.kind === 'partial') {
    res.statusCode = 206
    res.setHeader('Content-Range', `bytes ${span.start}-${span.end}/${file.size}`)
  }
  res.setHeader('Content-Length', Math.max(0, span.end - span.start + 1))
  if (req.method === 'HEAD' || sent.size === 0) res.end()
  // The file can vanish between stat and open (a redeploy into this folder): end that response only.
  else pipeline(createReadStream(sent.path, span), res).catch(() => res.destroy())
  return true
}

/**
 * The precompressed copy the client accepts best (brotli over gzip), or null for the file itself: the best coding's
 * copy is looked for first, the next only when it is missing or older than its file (written after the build).
 */
async function negotiatedCopy(
  req: http.IncomingMessage,
  file: FoundFile,
): Promise<{ coding: Coding; file: FoundFile } | null> {
  let codings: Coding[] = ENCODINGS.map((e) => e.coding)
  for (;;) {
    const coding = chooseCoding(req, codings)
    if (!coding) return null
    const suffix = ENCODINGS.find((e) => e.coding === coding)!.suffix
    const copy = await statFile(file.path + suffix)
    if (copy && copy.mtimeMs >= file.mtimeMs) return { coding, file: copy }
    codings = codings.filter((c) => c !== coding)
  }
}

/** If-None-Match: `*` or a list of entity tags, compared weakly (RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => opaque(tag) === opaque(etag))
}

async function statFile(candidate: string): Promise<FoundFile | null> {
  const stats = await stat(candidate).catch(() => null)
  return stats?.isFile() ? { path: candidate, size: stats.size, mtimeMs: stats.mtimeMs } : null
}

async function findInEarlierRelease(base: string, pathname: string): Promise<FoundFile | null> {
  // Decoded, `/assets/..%2fx` is `/assets/../x`: only what lies inside `/assets/` once resolved.
  if (!path.posix.normalize(pathname).startsWith(ASSETS)) return null
  for (const earlier of await siblingClientRoots(base)) {
    const file = await findFile(earlier, pathname)
    if (file) return file
  }
  return null
}

async function findFile(base: string, pathname: string): Promise<FoundFile | null> {
  const target = path.join(base, pathname)
  if (target !== base && !target.startsWith(base + path.sep)) return null
  return (await statFile(target)) ?? (await statFile(path.join(target, 'index.html')))
}
