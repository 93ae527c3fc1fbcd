import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededRandom } from '../../scripts/bench/graphql-fuzz'
import { startStaticServer, type StaticServer } from '../../scripts/serve/static-server'

/** Sends raw bytes as an HTTP/1.1 request (fetch would normalise the target) and returns the status code. */
function rawStatus(server: StaticServer, requestLine: string, headers = 'Host: shop\r\n'): Promise<number> {
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)))
    socket.on('error', reject)
    socket.write(`${requestLine}\r\n${headers}Connection: close\r\n\r\n`, 'latin1')
  })
}

describe('the static server cannot be crashed by a request', () => {
  let root: string
  let server: StaticServer
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-'))
    mkdirSync(path.join(root, '_shell'))
    writeFileSync(path.join(root, 'index.html'), '<p>home</p>')
    writeFileSync(path.join(root, '404.html'), '<p>No page at /__not-found__</p>')
    writeFileSync(path.join(root, '_shell/index.html'), '<p>shell</p>')
    server = await startStaticServer({
      root,
      port: 0,
      backendOrigin: 'http://127.0.0.1:4555',
      paymentFrameOrigin: 'https://pay.example',
    })
  })
  afterAll(async () => {
    await server.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('answers //a:99999/, absolute-form targets and bad %-encoding, and keeps serving', async () => {
    expect(await rawStatus(server, 'GET //a:99999/ HTTP/1.1')).toBe(404)
    expect(await rawStatus(server, 'GET http://a:99999/ HTTP/1.1')).toBe(400)
    expect(await rawStatus(server, 'GET http://shop/ HTTP/1.1')).toBe(200)
    expect(await rawStatus(server, 'GET /product/%E0%A4%A HTTP/1.1')).toBe(400)
    expect(await rawStatus(server, 'GET /%00 HTTP/1.1')).toBe(404)
    expect(await rawStatus(server, 'GARBAGE')).toBe(400)
    expect((await fetch(server.url)).status).toBe(200)
  })

  it('shows a %2F in a 404 path as the client router does (no hydration mismatch)', async () => {
    const res = await fetch(`${server.url}/nope%2Fx/a%20b`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('No page at /nope%2Fx/a b')
  })

  it('escapes the requested path in the 404 page', async () => {
    const res = await fetch(`${server.url}/%3Cscript%3Ex`)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('&#60;script&#62;x')
  })

  it('sends the security headers: CSP with the backend and the payment frames, nosniff, referrer, no framing', async () => {
    for (const target of ['/', '/nope', '/product/x']) {
      const res = await fetch(server.url + target)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:4555")
      expect(csp).toContain("img-src 'self' data: http://127.0.0.1:4555")
      expect(csp).toContain('frame-src https://pay.example')
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })

  it('survives a seeded fuzz of request targets: no 500, alive after', async () => {
    const random = seededRandom(9)
    const alphabet = [
      '/',
      '//',
      '%',
      '%2F',
      '%00',
      '%E0%A4%A',
      '..',
      '.',
      '?',
      '#',
      'a',
      ':',
      '99999',
      '@',
      '\\',
      'é',
      '[',
      ']',
      'product',
      'products',
      'page',
      '_shell',
      '404.html',
    ]
    const statuses = new Set<number>()
    for (let i = 0; i < 600; i++) {
      const parts = Array.from(
        { length: 1 + Math.floor(random() * 8) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      )
      const target =
        (random() < 0.2 ? 'http://h:' + Math.floor(random() * 200000) : '') + '/' + parts.join('')
      const status = await rawStatus(server, `GET ${encodeURI(target).replace(/%25/g, '%')} HTTP/1.1`)
      statuses.add(status)
      expect(status, target).toBeGreaterThanOrEqual(200)
      expect(status, target).toBeLessThan(500)
    }
    expect(statuses.size).toBeGreaterThan(1)
    expect((await fetch(server.url)).status).toBe(200)
  })
})
