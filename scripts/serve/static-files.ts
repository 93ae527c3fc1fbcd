import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import type http from 'node:http'
import path from 'node:path'
import { cacheControlFor } from './cache-policy'
import { requestPathname } from './request-path'

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

/**
 * Serves files from `root`, stat-ing them on every request (sirv's production mode caches the file list
 * at start-up, which breaks an operator's redeploy into the same folder; its dev mode overrides our
 * Cache-Control). `/x` is served from `/x/index.html`. Calls `next()` when there is no such file.
 * Rejects only on an I/O failure; the caller answers it.
 */
export function staticFiles(root: string) {
  const base = path.resolve(root)
  return async (req: http.IncomingMessage, res: http.ServerResponse, next: () => void): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const pathname = requestPathname(req.url)
    if (pathname === null) return next()
    const file = await findFile(base, pathname)
    if (!file) return next()
    const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`
    res.setHeader('Cache-Control', cacheControlFor(pathname))
    res.setHeader('ETag', etag)
    res.setHeader('Content-Type', TYPES[path.extname(file.path)] ?? 'application/octet-stream')
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304
      return void res.end()
    }
    res.setHeader('Content-Length', file.size)
    if (req.method === 'HEAD') return void res.end()
    // The file can vanish between stat and open (a redeploy into this folder): end that response only.
    pipeline(createReadStream(file.path), res).catch(() => res.destroy())
  }
}

async function findFile(
  base: string,
  pathname: string,
): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  const target = path.join(base, pathname)
  if (target !== base && !target.startsWith(base + path.sep)) return null
  for (const candidate of [target, path.join(target, 'index.html')]) {
    const stats = await stat(candidate).catch(() => null)
    if (stats?.isFile()) return { path: candidate, size: stats.size, mtimeMs: stats.mtimeMs }
  }
  return null
}
