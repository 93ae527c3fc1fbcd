import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { cacheControlFor, isBot, isShellRoute } from './cache-policy'
import { requestPathname, requestShownPath } from './request-path'
import { securityHeaders } from './security-headers'
import { sendGeneratedDocument } from './send-document'
import { resolveClientRoot } from '../release/release-folders'
import { sendFile, serveStaticFile } from './static-files'

const NOT_FOUND_PLACEHOLDER = '/__not-found__'

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/** A request that failed in our code: logged, answered 500 if nothing was sent yet, otherwise cut off. */
function failRequest(res: http.ServerResponse, err: unknown) {
  console.error('[serve] request failed:', err)
  if (res.headersSent) return void res.destroy()
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end('Internal Server Error')
}

/** A static site has nothing to post to: 405 with the methods it answers (RFC 9110 §15.5.6). */
function methodNotAllowed(res: http.ServerResponse) {
  res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
  res.end('Method Not Allowed')
}

/**
 * Serves the prerendered output the way a CDN would: the build's precompressed copies, byte ranges, with cache and security headers, the shell for
 * client-only routes, and `404.html` (status 404) for anything else unknown. No request can stop the process: every
 * failure is answered (400 for a request that cannot be read, 500 for our own) and logged.
 *
 * `root` is read through its links once per request (a site folder's `client` points at the live release), so a
 * request is answered wholly from one release even when a build goes live during it.
 */
export async function startStaticServer(opts: {
  root: string
  port?: number
  host?: string
  /** The GraphQL backend's origin, allowed for fetches and images by the Content-Security-Policy. */
  backendOrigin: string
  /** The payment SDK's checkout frames and API (CSP frame-src, connect-src); default: the simulator's addresses. */
  paymentFrameOrigin?: string
  paymentApiOrigin?: string
  /** Where the shoppers' avatars come from (CSP img-src); default Gravatar, null for none. */
  avatarOrigin?: string | null
}): Promise<StaticServer> {
  const siteRoot = path.resolve(opts.root)
  const headers = securityHeaders({
    backendOrigin: opts.backendOrigin,
    paymentFrameOrigin: opts.paymentFrameOrigin,
    paymentApiOrigin: opts.paymentApiOrigin,
    avatarOrigin: opts.avatarOrigin,
  })

  const sendShell = async (root: string, req: http.IncomingMessage, res: http.ServerResponse) => {
    const sent = await sendFile(req, res, path.join(root, '_shell/index.html'), {
      cacheControl: cacheControlFor('/'),
      ranges: false,
    })
    if (!sent) throw new Error('The build has no _shell/index.html')
  }

  const sendNotFound = async (
    root: string,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    shownPath: string,
  ) => {
    const html = await readFile(path.join(root, '404.html'), 'utf8')
    await sendGeneratedDocument(req, res, html.split(NOT_FOUND_PLACEHOLDER).join(escapeHtml(shownPath)), {
      status: 404,
      cacheControl: cacheControlFor('/'),
    })
  }

  const fallback = async (root: string, req: http.IncomingMessage, res: http.ServerResponse) => {
    const urlPath = requestPathname(req.url)
    if (urlPath === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' })
      return void res.end('Bad Request')
    }
    const bot = isBot(req.headers['user-agent'])
    if (!bot && isShellRoute(urlPath)) return sendShell(root, req, res)
    if (bot) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      return void res.end('Not Found')
    }
    // Decoded as the client decodes it, or hydration fails (`/a%2Fb` must not become `/a/b`).
    return sendNotFound(root, req, res, requestShownPath(req.url) ?? urlPath)
  }

  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (req.method !== 'GET' && req.method !== 'HEAD') return void methodNotAllowed(res)
    const answer = async () => {
      const root = await resolveClientRoot(siteRoot)
      let next: Promise<void> | undefined
      await serveStaticFile(root, req, res, () => {
        next = fallback(root, req, res)
      })
      await next
    }
    answer().catch((err: unknown) => failRequest(res, err))
  })
  // A request line or header Node cannot parse: answered 400, never an exception.
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    else socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(opts.port ?? 3000, opts.host ?? '127.0.0.1', resolve))
  const { port, address } = server.address() as AddressInfo
  return {
    url: `http://${address === '::1' ? '[::1]' : address}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
