import type http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { chooseCoding } from './negotiate'
import type { Coding } from './compressible'

const COMPRESS: Record<Coding, (data: Buffer) => Promise<Buffer>> = {
  // Fast settings: the page is built for this request (the 404 page names the path), so it cannot be precompressed.
  br: (data) =>
    promisify(zlib.brotliCompress)(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (data) => promisify(zlib.gzip)(data, { level: 6 }),
}

/**
 * Sends an HTML page built for this request, compressed as the client accepts: the one answer the static server
 * compresses per request. HEAD gets the same headers (the same Content-Length) and no body.
 */
export async function sendGeneratedDocument(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  html: string,
  opts: { status: number; cacheControl: string },
): Promise<void> {
  const data = Buffer.from(html, 'utf8')
  const coding = chooseCoding(req, ['br', 'gzip'])
  const body = coding ? await COMPRESS[coding](data) : data
  res.writeHead(opts.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': opts.cacheControl,
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
    ...(coding ? { 'Content-Encoding': coding } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}
