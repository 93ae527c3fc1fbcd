// Vike calls this for the page's payload: prerendered file, or built live (see resolvePayload).
import type { PageContext } from 'vike/types'
import { resolvePayload } from '../../src/page-data/resolve-payload'

export const data = (pageContext: PageContext) =>
  resolvePayload(pageContext, async () =>
    (await import('../../payloads/live')).liveProductPayload(pageContext.routeParams.slug ?? ''),
  )
