import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendRaw } from '../../scripts/bench/http-fuzz'
import { httpFuzzCases } from '../../scripts/bench/http-fuzz-cases'
import { precompressDir } from '../../scripts/serve/precompress'
import { startStaticServer, type StaticServer } from '../../scripts/serve/static-server'

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** node:http, not fetch: fetch decodes the body and hides what was sent on the wire. */
function request(server: StaticServer, target: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${server.url}${target}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const APP_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;\n`).join('')
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }

describe('the static server speaks HTTP as a CDN does', () => {
  let root: string
  let server: StaticServer
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-http-'))
    mkdirSync(path.join(root, 'assets'))
    mkdirSync(path.join(root, '_shell'))
    writeFileSync(path.join(root, 'index.html'), '<p>home</p>'.repeat(100))
    writeFileSync(path.join(root, '404.html'), '<p>No page at /__not-found__</p>'.repeat(20))
    writeFileSync(path.join(root, '_shell/index.html'), '<p>shell</p>'.repeat(100))
    writeFileSync(path.join(root, 'assets/app.js'), APP_JS)
    writeFileSync(path.join(root, 'assets/photo.png'), Buffer.alloc(3000, 7))
    await precompressDir(root)
    // A copy the server can only have taken from disk: it differs from any compression of the file.
    writeFileSync(path.join(root, 'assets/marked.js'), APP_JS)
    writeFileSync(path.join(root, 'assets/marked.js.br'), brotliCompressSync('served as built'))
    writeFileSync(path.join(root, 'assets/only-gzip.js'), APP_JS)
    writeFileSync(path.join(root, 'assets/only-gzip.js.gz'), gzipSync(APP_JS))
    server = await startStaticServer({ root, port: 0, backendOrigin: 'http://127.0.0.1:4555' })
  })
  afterAll(async () => {
    await server.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('sends the build’s brotli copy as it is, brotli over gzip, with Vary and the sent length', async () => {
    const marked = await request(server, '/assets/marked.js', 'GET', BROWSER)
    expect(marked.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(marked.body).toString()).toBe('served as built')

    const br = await request(server, '/assets/app.js', 'GET', BROWSER)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.equals(readFileSync(path.join(root, 'assets/app.js.br')))).toBe(true)
    expect(brotliDecompressSync(br.body).toString()).toBe(APP_JS)

    const gzip = await request(server, '/assets/app.js', 'GET', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(APP_JS)

    const onlyGzip = await request(server, '/assets/only-gzip.js', 'GET', BROWSER)
    expect(onlyGzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(onlyGzip.body).toString()).toBe(APP_JS)

    const refused = await request(server, '/assets/app.js', 'GET', { 'Accept-Encoding': 'br;q=0, gzip' })
    expect(refused.headers['content-encoding']).toBe('gzip')

    const identity = await request(server, '/assets/app.js')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(APP_JS)
    expect(identity.headers.etag).not.toBe(br.headers.etag)
  })

  it('answers HEAD with exactly the headers GET sends, and no body', async () => {
    for (const target of ['/', '/assets/app.js', '/assets/photo.png', '/checkout', '/nope']) {
      for (const headers of [BROWSER, { 'Accept-Encoding': 'gzip' }, {}]) {
        const get = await request(server, target, 'GET', headers)
        const head = await request(server, target, 'HEAD', headers)
        expect(head.status, target).toBe(get.status)
        expect(head.body.length).toBe(0)
        for (const name of [
          'content-length',
          'content-encoding',
          'content-type',
          'etag',
          'vary',
          'accept-ranges',
        ]) {
          expect(head.headers[name], `${target} ${name}`).toBe(get.headers[name])
        }
        expect(Number(get.headers['content-length']), target).toBe(get.body.length)
      }
    }
  })

  it('answers one byte range with 206 on the file itself, even when brotli is accepted', async () => {
    const size = Buffer.byteLength(APP_JS)
    const first = await request(server, '/assets/app.js', 'GET', { ...BROWSER, Range: 'bytes=0-9' })
    expect(first.status).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-9/${size}`)
    expect(first.headers['content-encoding']).toBeUndefined()
    expect(first.headers['accept-ranges']).toBe('bytes')
    expect(first.body.toString()).toBe(APP_JS.slice(0, 10))

    const suffix = await request(server, '/assets/app.js', 'GET', { Range: 'bytes=-5' })
    expect(suffix.status).toBe(206)
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`)
    expect(suffix.body.toString()).toBe(APP_JS.slice(-5))

    const open = await request(server, '/assets/photo.png', 'GET', { Range: 'bytes=2990-' })
    expect(open.status).toBe(206)
    expect(open.body.length).toBe(10)
  })

  it('answers an unsatisfiable range with 416 and the size; ignores ranges it does not serve', async () => {
    const size = Buffer.byteLength(APP_JS)
    const past = await request(server, '/assets/app.js', 'GET', { Range: `bytes=${size}-` })
    expect(past.status).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${size}`)
    expect(past.body.length).toBe(0)
    for (const range of ['bytes=0-1,5-9', 'bytes=abc', 'items=0-5', 'bytes=--3']) {
      const full = await request(server, '/assets/app.js', 'GET', { Range: range })
      expect(full.status, range).toBe(200)
      expect(full.body.toString()).toBe(APP_JS)
    }
    // If-Range with a weak validator is never a match (RFC 9110 §13.1.5): the whole file.
    const etag = (await request(server, '/assets/app.js')).headers.etag!
    const ifRange = await request(server, '/assets/app.js', 'GET', { Range: 'bytes=0-9', 'If-Range': etag })
    expect(ifRange.status).toBe(200)
  })

  it('answers other methods with 405 and Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const target of ['/', '/assets/app.js', '/nope']) {
        const res = await request(server, target, method)
        expect(res.status, `${method} ${target}`).toBe(405)
        expect(res.headers.allow).toBe('GET, HEAD')
      }
    }
  })

  it('answers If-None-Match with 304 per representation', async () => {
    const br = await request(server, '/assets/app.js', 'GET', BROWSER)
    const again = await request(server, '/assets/app.js', 'GET', {
      ...BROWSER,
      'If-None-Match': br.headers.etag!,
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const identity = await request(server, '/assets/app.js', 'GET', { 'If-None-Match': br.headers.etag! })
    expect(identity.status).toBe(200)
  })

  it('answers the bench’s seeded raw HTTP fuzz (odd methods, headers, paths, ranges, encodings) below 500', async () => {
    const statuses = new Set<number>()
    for (const bytes of httpFuzzCases(7, 300)) {
      const outcome = await sendRaw(server.url, bytes)
      expect(outcome.status, JSON.stringify(bytes.slice(0, 200))).toBeLessThan(500)
      statuses.add(outcome.status)
    }
    for (const status of [200, 400, 404, 405]) expect(statuses).toContain(status)
    expect((await request(server, '/')).status).toBe(200)
  })
})
