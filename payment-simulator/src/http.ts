import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** Bodies the simulator accepts (request_inline, update_log, initialize, charge) stay far below this. */
export const MAX_BODY = 100 * 1024

export class HttpRefusal extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message)
  }
}

export const refuse = (message: string, status = 400): never => {
  throw new HttpRefusal(status, message)
}

/** The raw body, refused (413) beyond the limit. */
export async function readRawBody(req: IncomingMessage, limit = MAX_BODY): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) refuse('Request body too large', 413)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) refuse('Request body too large', 413)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** A JSON object body, or an empty object for an empty body; anything else is a 400. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readRawBody(req)
  if (raw.length === 0) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw.toString('utf8'))
  } catch {
    return refuse('Invalid JSON body')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) refuse('Invalid JSON body')
  return parsed as Record<string, unknown>
}

/** Paystack's envelope: `{status, message, data?}`. */
export function sendEnvelope(res: ServerResponse, httpStatus: number, message: string, data?: unknown): void {
  const body: Record<string, unknown> = { status: httpStatus < 400, message }
  if (data !== undefined) body.data = data
  res
    .writeHead(httpStatus, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body))
}

/** The bearer value of the Authorization header, or null. */
export function bearerOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  return match ? match[1]! : null
}

/** Constant-time comparison of a presented key with the expected one. */
export function sameKey(given: string | null, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** A decoded path segment; a malformed escape is a 400. */
export function segment(text: string | undefined): string {
  try {
    return text === undefined ? '' : decodeURIComponent(text)
  } catch {
    return refuse('Bad request')
  }
}

export function expectMethod(req: IncomingMessage, method: string): void {
  if (req.method !== method) refuse('Method not allowed', 405)
}

/** Runs a handler, answering a refusal in the envelope; any other error is a 500 (and logged). */
export async function guarded(
  res: ServerResponse,
  log: (message: string) => void,
  work: () => Promise<void> | void,
): Promise<void> {
  try {
    await work()
  } catch (err) {
    if (res.headersSent) return void res.end()
    if (err instanceof HttpRefusal) return sendEnvelope(res, err.httpStatus, err.message)
    log(`[payment-simulator] request failed: ${(err as Error).stack ?? String(err)}`)
    sendEnvelope(res, 500, 'Internal server error')
  }
}
