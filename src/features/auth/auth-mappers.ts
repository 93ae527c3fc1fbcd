import type { LoginClient, Viewer } from '../../domain/shop'
import type { ResultOf } from '../../graphql/tada'
import type { LoginClientFields, ViewerFields } from './auth-fragments'

const text = (value: string | null | undefined): string => value ?? ''

export function toViewer(viewer: ResultOf<typeof ViewerFields>): Viewer {
  return {
    id: viewer.id,
    databaseId: viewer.databaseId,
    firstName: text(viewer.firstName),
    lastName: text(viewer.lastName),
    email: text(viewer.email),
    username: text(viewer.username),
    nicename: text(viewer.nicename),
    avatarUrl: viewer.avatar?.url ?? null,
  }
}

export function toLoginClient(client: ResultOf<typeof LoginClientFields>): LoginClient {
  return {
    name: text(client.name),
    provider: text(client.provider),
    isEnabled: !!client.isEnabled,
    authorizationUrl: text(client.authorizationUrl),
  }
}
