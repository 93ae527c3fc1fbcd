import type http from 'node:http'
import Negotiator from 'negotiator'
import parseRange from 'range-parser'
import type { Coding } from './compressible'

/**
 * The content coding to send among those available (the server prefers brotli, then gzip, on equal q-values), or
 * null for identity: RFC 9110 §12.5.3, with q-values, `*` and `;q=0`, as negotiator (what `compression` used) reads it.
 */
export function chooseCoding(req: http.IncomingMessage, available: readonly Coding[]): Coding | null {
  if (!available.length || !req.headers['accept-encoding']) return null
  const order = [...available, 'identity']
  // negotiator 0.6.4 takes the server's preference as a second argument (its typings lag): browsers list
  // `gzip, deflate, br`, and without it the client's order would pick gzip.
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: string[], preferred: string[]): string | undefined
  }
  const chosen = negotiator.encoding(order, order)
  return chosen && chosen !== 'identity' ? (chosen as Coding) : null
}

export type RangeAnswer =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14): only GET has ranges (HEAD and others ignore
 * the header), an `If-Range` is honoured only with a strong validator, which this server never sends (§13.1.5: a
 * weak one means the full file), a malformed header or several ranges are answered with the full file (a server
 * may ignore Range), and a range that starts past the end is unsatisfiable (416).
 */
export function requestedRange(req: http.IncomingMessage, size: number): RangeAnswer {
  const header = req.headers.range
  if (req.method !== 'GET' || !header || req.headers['if-range'] !== undefined) return { kind: 'full' }
  // Another unit is not one this server knows: ignored, never a 416.
  if (!/^bytes=/i.test(header)) return { kind: 'full' }
  const ranges = parseRange(size, header, { combine: true })
  if (ranges === -1) return { kind: 'unsatisfiable' }
  if (ranges === -2 || ranges.length !== 1) return { kind: 'full' }
  return { kind: 'partial', start: ranges[0]!.start, end: ranges[0]!.end }
}
