import { request } from 'node:http'
import type { RunningBackend } from '../../src/index'

export interface Answer {
  data?: Record<string, unknown> | null
  errors?: Array<{ message: string }>
  session?: string
}

/** A client on its own loopback address (the whole of 127.0.0.0/8 reaches a server on 127.0.0.1). */
export function clientAt(backend: RunningBackend, localAddress: string) {
  let session: string | undefined
  return async (query: string, variables: Record<string, unknown> = {}): Promise<Answer> => {
    const body = JSON.stringify({ query, variables })
    const answer = await new Promise<{ text: string; session?: string }>((resolve, reject) => {
      const req = request(
        backend.graphqlUrl,
        {
          method: 'POST',
          localAddress,
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(session ? { 'woocommerce-session': `Session ${session}` } : {}),
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ text, session: res.headers['woocommerce-session'] as string }))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
    if (answer.session) session = answer.session
    return JSON.parse(answer.text) as Answer
  }
}
