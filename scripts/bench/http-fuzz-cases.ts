/**
 * Seeded raw HTTP/1.1 requests for the servers' own parsers and handlers: malformed request lines, odd methods,
 * huge and odd headers, bad paths, Range variants and bad encodings. Each case is the bytes written to a fresh
 * connection, so what Node's parser refuses is exercised as much as what reaches our code.
 */
import { seededRandom } from './graphql-fuzz'

type Random = () => number
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PATCH',
  'PROPFIND',
  'get',
  'G ET',
  'GET\0',
  'X'.repeat(300),
  '',
]
const PATHS = [
  '/',
  '/index.html',
  '/products',
  '/product/x',
  '/assets/',
  '/_shell/index.html',
  '/404.html',
  '/graphql',
  '/graphql?query={__typename}',
  '/graphql?query=%7B&variables=%7B',
  '/images/x.webp',
  '/builds/latest.json',
  '/sitemap.xml',
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%c0%ae%c0%ae/',
  '/%00',
  '/%E0%A4%A',
  '//a:99999/',
  'http://h:99999/',
  '*',
  '\\\\a\\b',
  '/a?'.padEnd(9000, 'x'),
  '/é/ü',
  '/products/_payload.json',
  '/index.html.br',
]
const VERSIONS = ['HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9.9', 'http/1.1', 'HTTP/1.1 extra', '']
const RANGES = [
  'bytes=0-0',
  'bytes=-0',
  'bytes=0-',
  'bytes=-1',
  'bytes=5-2',
  'bytes=99999999999999999999-',
  'bytes=0-1,3-4,6-7',
  `bytes=${Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(',')}`,
  'bytes=',
  'bytes=a-b',
  'items=0-5',
  'bytes=--1',
  'BYTES=0-10',
  'bytes = 0-1',
]
const ENCODINGS = [
  'br',
  'gzip',
  'gzip, deflate, br, zstd',
  'br;q=abc',
  '*;q=0',
  'identity;q=0',
  'gzip;q=0, br;q=0, identity;q=0',
  'x'.repeat(5000),
  'br;q=1.5, gzip;q=-1',
  ',,,;;;',
  'compress, *',
]

function headerLines(random: Random): string[] {
  const lines = ['Host: shop']
  const kind = Math.floor(random() * 9)
  if (kind === 0) lines.push(`Range: ${pick(random, RANGES)}`)
  if (kind === 1) lines.push(`Accept-Encoding: ${pick(random, ENCODINGS)}`)
  if (kind === 2) lines.push(`X-Big: ${'a'.repeat(Math.floor(random() * 40_000))}`)
  if (kind === 3) for (let i = 0; i < 150; i++) lines.push(`X-Many-${i}: ${i}`)
  if (kind === 4)
    lines.push(pick(random, ['NoColonHere', ' folded: line', 'Bad Name: x', 'X: \x01\x7f', ': empty']))
  if (kind === 5) lines.push('Host: other', 'Content-Length: 5', 'Content-Length: 7')
  if (kind === 6) lines.push('Transfer-Encoding: chunked', 'Content-Length: 3')
  if (kind === 7)
    lines.push(
      `If-None-Match: ${pick(random, ['*', 'W/"x"', '"', 'W/'])}`,
      `If-Range: ${pick(random, ['W/"x"', 'Tue, 1 Jan 2030 00:00:00 GMT', 'garbage'])}`,
      `Range: ${pick(random, RANGES)}`,
    )
  if (kind === 8)
    lines.push(`Content-Encoding: ${pick(random, ['gzip', 'br', 'bogus'])}`, 'Content-Type: application/json')
  return lines
}

function body(random: Random): string {
  const kind = Math.floor(random() * 5)
  if (kind === 0) return ''
  if (kind === 1) return '{"query":"{ __typename }"}'
  if (kind === 2) return 'zz\r\nnot chunked\r\n0\r\n'
  if (kind === 3) return '\x1f\x8b\x08garbage-gzip'
  return '{"query":"'.padEnd(Math.floor(random() * 70_000), 'q')
}

/** One raw request: most are almost valid (a request line and headers) with one thing wrong, some are pure noise. */
function fuzzCase(random: Random): string {
  if (random() < 0.08) {
    // Noise, ended as a request head ends: an unfinished request only makes the server wait for the rest.
    const length = 1 + Math.floor(random() * 300)
    return `${Array.from({ length }, () => String.fromCharCode(Math.floor(random() * 256))).join('')}\r\n\r\n`
  }
  const line = `${pick(random, METHODS)} ${pick(random, PATHS)} ${pick(random, VERSIONS)}`
  const payload = random() < 0.4 ? body(random) : ''
  const headers = headerLines(random)
  if (payload && !headers.some((h) => /^(content-length|transfer-encoding)/i.test(h))) {
    headers.push(`Content-Length: ${Buffer.byteLength(payload, 'latin1')}`)
  }
  const eol = random() < 0.05 ? '\n' : '\r\n'
  return `${line}${eol}${headers.join(eol)}${eol}Connection: close${eol}${eol}${payload}`
}

export function httpFuzzCases(seed: number, count: number): string[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => fuzzCase(random))
}
