/** Thrown when an answer is larger than its reader accepts; the rest of it is never read. */
export class ResponseTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`The answer is larger than ${Math.round(maxBytes / 1024)} KB`)
  }
}

/**
 * An answer's body, read at most `maxBytes` (declared or streamed): a provider that answers without end cannot
 * make this process buffer it. Beyond the bound the stream is cancelled (the connection is dropped) and
 * ResponseTooLarge is thrown. Response.json()/text() have no such bound.
 */
export async function readBoundedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw new ResponseTooLarge(maxBytes)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new ResponseTooLarge(maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
