// Sign-in: documents, cache keys, store slice, viewer hooks and the account UI (loaded with the shop runtime).
export { authFeature } from './auth-feature'
export { useAuthState } from './auth-state'
export { Logout, RefreshAuthToken, ViewerView } from './auth-documents'
export { LoginClientFields, ViewerFields } from './auth-fragments'
export { watchViewerCache } from './auth-cache'
export type { AuthSlice } from './auth-slice'
export { createCredentialsCheck } from './credentials-check'
export { useLoginClients, useViewer } from './useViewer'
