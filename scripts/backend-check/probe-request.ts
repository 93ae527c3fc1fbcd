import { catalogueRequestHeaders } from '../../src/graphql/catalogue-client'
import { endpointForLog } from '../prerender/request-failure'

export interface GraphqlBody {
  data?: Record<string, unknown> | null
  errors?: { message: string }[]
}

/** What one probe got back: no answer at all, or an HTTP answer with its JSON body (null when not JSON). */
export type ProbeAnswer =
  | { reached: false; request: string; cause: string }
  | { reached: true; request: string; status: number; contentType: string; body: GraphqlBody | null }

const TIMEOUT_MS = 15_000

/** Why a request got no answer, from fetch's error and its cause (`ECONNREFUSED`, `ENOTFOUND`, a timeout). */
function causeOf(error: unknown): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } }
  if (err.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`
  return err.cause?.code ?? err.cause?.message ?? err.message ?? String(error)
}

/** POSTs one GraphQL document as the build's catalogue client does (same headers, same Origin). */
export async function postProbe(
  url: string,
  origin: string,
  operationName: string,
  query: string,
): Promise<ProbeAnswer> {
  const request = `POST ${endpointForLog(url)} (${operationName}) with Origin: ${origin}`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...catalogueRequestHeaders(origin), 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, query }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    return { reached: false, request, cause: causeOf(error) }
  }
  const text = await response.text().catch(() => '')
  let body: GraphqlBody | null = null
  try {
    const parsed = JSON.parse(text) as unknown
    if (parsed && typeof parsed === 'object') body = parsed as GraphqlBody
  } catch {
    body = null
  }
  return {
    reached: true,
    request,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body,
  }
}

/** GETs a URL (an image through the image service): its status, or null with the cause when no answer came. */
export async function getStatus(url: string): Promise<{ status: number | null; cause?: string }> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'image/webp,image/*' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await response.arrayBuffer().catch(() => undefined)
    return { status: response.status }
  } catch (error) {
    return { status: null, cause: causeOf(error) }
  }
}
