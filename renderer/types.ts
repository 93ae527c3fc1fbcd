import type { ReactNode } from 'react'
import type { RoutePayload } from '../src/domain/payloads'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      Page: () => ReactNode
      /** Set by the prerender script: the page's payload, built from one bulk fetch. */
      prerenderPayload?: RoutePayload
      /** Set by the prerender script: the payload as HTML-safe JSON, also written to `_payload.json`. */
      prerenderPayloadJson?: string
      /** Set by the prerender script: the id of the build being written. */
      buildId?: string
    }
  }
}

export {}
