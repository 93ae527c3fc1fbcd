import type { PageContext } from 'vike/types'
import { jsonLdScript } from '../src/lib/head'
import type { RoutePayload } from '../src/domain/payloads'
import type { UnavailablePayload } from '../src/page-data/unavailable'

/**
 * A prerendered page's payload does not go through Vike's pageContext serialiser (a third of the
 * prerender's time): the page's `+data` returns nothing while prerendering, the payload is inlined as
 * plain JSON, and the page reads it through a view of its pageContext.
 */
export const INLINE_PAYLOAD_ID = 'route-payload'

/** The pageContext with `data` set to the page's payload, without touching Vike's own object. */
export function withPayload<C extends PageContext>(pageContext: C, payload: unknown): C {
  if (payload === undefined || pageContext.data === payload) return pageContext
  return Object.create(pageContext, { data: { value: payload, enumerable: true } }) as C
}

/** Server: the payload the prerender handed in, when Vike's `data` is empty. */
export function prerenderedPayload(pageContext: PageContext): RoutePayload | undefined {
  return pageContext.data === undefined ? pageContext.prerenderPayload : undefined
}

/** The inline payload; the prerender passes the JSON it also writes to `_payload.json` (serialised once). */
export function inlinePayloadScript(pageContext: PageContext, payload: RoutePayload): string {
  const json = pageContext.prerenderPayloadJson ?? jsonLdScript(payload)
  return `<script id="${INLINE_PAYLOAD_ID}" type="application/json">${json}</script>`
}

/** Client, at hydration: the payload inlined in the HTML. */
export function readInlinePayload(): unknown {
  const element = document.getElementById(INLINE_PAYLOAD_ID)
  return element?.textContent ? JSON.parse(element.textContent) : undefined
}

/** The pageContext the error screen reads (status and reason) for a route whose payload is unavailable. */
export function asErrorPage<C extends PageContext>(pageContext: C, payload: UnavailablePayload): C {
  const { status, reason } = payload.unavailable
  return Object.create(pageContext, {
    is404: { value: status === 404, enumerable: true },
    abortStatusCode: { value: status, enumerable: true },
    abortReason: { value: reason ?? undefined, enumerable: true },
  }) as C
}
