import compression from 'compression'
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { cacheControlFor, isBot, isShellRoute } from './cache-policy'
import { staticFiles } from './static-files'

const NOT_FOUND_PLACEHOLDER = '/__not-found__'

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/**
 * Serves the prerendered output the way a CDN would: compressed, with cache headers per file kind,
 * the shell for client-only routes, and `404.html` (status 404) for anything else unknown.
 */
export async function startStaticServer(opts: {
  root: string
  port?: number
  host?: string
}): Promise<StaticServer> {
  const root = path.resolve(opts.root)
  const files = staticFiles(root)
  const compress = compression()

  const sendDocument = async (
    res: http.ServerResponse,
    file: string,
    status: number,
    requestPath: string,
  ) => {
    let html = await readFile(path.join(root, file), 'utf8')
    if (status === 404) html = html.split(NOT_FOUND_PLACEHOLDER).join(escapeHtml(requestPath))
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControlFor('/'),
    })
    res.end(html)
  }

  const server = http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      void files(req, res, () => {
        const urlPath = decodeURIComponentSafe(new URL(req.url ?? '/', 'http://x').pathname)
        const bot = isBot(req.headers['user-agent'])
        const handle = async () => {
          if (!bot && isShellRoute(urlPath)) return sendDocument(res, '_shell/index.html', 200, urlPath)
          if (bot) {
            res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
            return void res.end('Not Found')
          }
          return sendDocument(res, '404.html', 404, urlPath)
        }
        handle().catch(() => {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
          res.end('Internal Server Error')
        })
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(opts.port ?? 3000, opts.host ?? '127.0.0.1', resolve))
  const { port, address } = server.address() as AddressInfo
  return {
    url: `http://${address === '::1' ? '[::1]' : address}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
