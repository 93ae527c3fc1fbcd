import type { IncomingMessage, ServerResponse } from 'node:http'

/** Webhook bodies stay far below this. */
export const MAX_PAYMENT_BODY = 100 * 1024

export class HttpRefusal extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message)
  }
}

/** The raw body, refused (413) beyond the limit. */
export async function readRawBody(req: IncomingMessage, limit = MAX_PAYMENT_BODY): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw new HttpRefusal(413, 'Request body too large')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) throw new HttpRefusal(413, 'Request body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** The provider's envelope: `{status, message, data?}`. */
export function sendEnvelope(res: ServerResponse, httpStatus: number, message: string, data?: unknown): void {
  const body: Record<string, unknown> = { status: httpStatus < 400, message }
  if (data !== undefined) body.data = data
  res
    .writeHead(httpStatus, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body))
}
