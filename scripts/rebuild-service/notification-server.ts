import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseNotification, type Notification } from './notification'
import { ReplayGuard } from './replay-guard'
import { checkSignature } from './signature'

/** A notification is a few ids; anything longer is not one (a whole catalogue's ids fit in well under this). */
export const MAX_BODY_BYTES = 1024 * 1024

export interface NotificationServer {
  url: string
  close(): Promise<void>
}

/**
 * Answers the companion plugin's notifications at `POST /notify`: the body is read up to MAX_BODY_BYTES, the
 * signature checked before the body is parsed (a forged or replayed notification costs one HMAC and is answered
 * 401 or 409, and starts nothing), then a notification is handed on once per id (202). `GET /status` says what
 * the service is doing, without secrets.
 */
export async function startNotificationServer(opts: {
  port: number
  host: string
  secret: string
  onNotification: (notification: Notification) => void
  status: () => Record<string, unknown>
  log?: (line: string) => void
  now?: () => number
}): Promise<NotificationServer> {
  const now = opts.now ?? Date.now
  const replays = new ReplayGuard()
  const answer = (res: http.ServerResponse, status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    res.end(JSON.stringify(body))
  }

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if (path === '/status' && req.method === 'GET') return answer(res, 200, opts.status())
    if (path !== '/notify') return answer(res, 404, { error: 'not found' })
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST')
      return answer(res, 405, { error: 'POST a notification' })
    }
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > MAX_BODY_BYTES) {
      // Answered before the body is read; the connection closes after the answer, so the body is never taken.
      res.setHeader('connection', 'close')
      return answer(res, 413, { error: 'too large' })
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        res.setHeader('connection', 'close')
        answer(res, 413, { error: 'too large' })
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('error', () => undefined)
    req.on('end', () => {
      if (res.headersSent) return
      const body = Buffer.concat(chunks)
      const header = (name: string) => {
        const value = req.headers[name]
        return Array.isArray(value) ? value[0] : value
      }
      const signature = header('x-forge-signature')
      const check = checkSignature({
        body,
        timestamp: header('x-forge-timestamp'),
        signature,
        secret: opts.secret,
        nowMs: now(),
      })
      if (!check.ok) {
        opts.log?.(`Refused a notification: ${check.reason}`)
        return answer(res, 401, { error: check.reason })
      }
      if (!replays.firstSighting(signature!, now())) {
        opts.log?.('Refused a notification: replayed')
        return answer(res, 409, { error: 'replayed' })
      }
      const notification = parseNotification(body)
      if (!notification) return answer(res, 400, { error: 'not a notification' })
      if (replays.knownId(notification.id, now()))
        return answer(res, 202, { id: notification.id, known: true })
      opts.onNotification(notification)
      answer(res, 202, { id: notification.id, queued: true })
    })
  })
  server.requestTimeout = 10_000
  server.headersTimeout = 5_000
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host, resolve))
  const { port, address } = server.address() as AddressInfo
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
