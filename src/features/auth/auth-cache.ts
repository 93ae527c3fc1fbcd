import type { Client } from '@urql/core'
import type { CacheExchangeOpts } from '@urql/exchange-graphcache'
import type { Viewer } from '../../domain/shop'
import { ViewerView } from './auth-documents'
import { toViewer } from './auth-mappers'

const embedded = () => null

/** Auth types without an `id`: stored inside their parent. */
export const authKeys: NonNullable<CacheExchangeOpts['keys']> = {
  Avatar: embedded,
  LoginClient: embedded,
  LoginPayload: embedded,
  LogoutPayload: embedded,
  RefreshTokenPayload: embedded,
  RegisterCustomerPayload: embedded,
  SendPasswordResetEmailPayload: embedded,
  ResetUserPasswordPayload: embedded,
  UpdateUserPayload: embedded,
}

/** Calls `onChange` with the viewer in the cache now and on every change, without a request. */
export function watchViewerCache(client: Client, onChange: (viewer: Viewer | null) => void): () => void {
  return client
    .query(ViewerView, {}, { requestPolicy: 'cache-only' })
    .subscribe((result) => onChange(result.data?.viewer ? toViewer(result.data.viewer) : null)).unsubscribe
}
