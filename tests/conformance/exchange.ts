import type { RecordedCase } from '../support/recorded-cases'

/** What a shop (the real one recorded, or the embedded backend replayed) answered to one request. */
export interface Answer {
  status: number
  body: RecordedCase['body']
  /** The `woocommerce-session` response header, or null when none came back. */
  session: string | null
  /** The CORS response headers a browser storefront depends on. */
  cors: Cors
  /** Every response header, by lower-case name. */
  headers: Record<string, string>
}

export interface Cors {
  allowOrigin: string | null
  allowCredentials: string | null
  exposeHeaders: string | null
}

/** Sends one GraphQL request as the storefront does (POST, JSON) with exactly the given headers, to any shop. */
export async function send(
  graphqlUrl: string,
  query: string,
  variables: Record<string, unknown> | null,
  headers: Record<string, string>,
  operationName?: string,
): Promise<Answer> {
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables: variables ?? {}, operationName }),
  })
  const text = await res.text()
  let body: RecordedCase['body']
  try {
    body = JSON.parse(text) as RecordedCase['body']
  } catch {
    body = { errors: [{ message: `(not JSON) ${text.slice(0, 120)}` }] }
  }
  return {
    status: res.status,
    body,
    session: res.headers.get('woocommerce-session'),
    cors: {
      allowOrigin: res.headers.get('access-control-allow-origin'),
      allowCredentials: res.headers.get('access-control-allow-credentials'),
      exposeHeaders: res.headers.get('access-control-expose-headers'),
    },
    headers: Object.fromEntries(res.headers.entries()),
  }
}

/** The token inside a `woocommerce-session: Session <token>` header (the header may also carry it bare). */
export const sessionToken = (header: string | null) => header?.replace(/^Session\s+/, '') ?? null
