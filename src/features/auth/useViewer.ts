import { useMemo } from 'react'
import { useQuery } from 'urql'
import type { LoginClient, Viewer } from '../../domain/shop'
import { ViewerView } from './auth-documents'
import { toLoginClient, toViewer } from './auth-mappers'

function useViewerView() {
  return useQuery({ query: ViewerView, requestPolicy: 'cache-only' })[0].data
}

/** The signed-in shopper from the GraphQL cache (null for a guest or before getCart has answered). */
export function useViewer(): Viewer | null {
  const data = useViewerView()
  return useMemo(() => (data?.viewer ? toViewer(data.viewer) : null), [data])
}

/** The social login providers getCart brought, from the GraphQL cache. */
export function useLoginClients(): LoginClient[] {
  const data = useViewerView()
  return useMemo(() => (data?.loginClients ?? []).flatMap((c) => (c ? [toLoginClient(c)] : [])), [data])
}
