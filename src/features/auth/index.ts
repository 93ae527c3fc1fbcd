// Sign-in: documents, cache keys, store slice, viewer hooks and the account UI (loaded with the shop runtime).
export { Logout, RefreshAuthToken, ViewerView, authDocuments } from './auth-documents'
export { LoginClientFields, ViewerFields } from './auth-fragments'
export { authKeys, watchViewerCache } from './auth-cache'
export { createAuthSlice, type AuthSlice } from './auth-slice'
export { useLoginClients, useViewer } from './useViewer'
export { AccountMenu } from './AccountMenu'
export { AccountScreen } from './AccountScreen'
export { OAuthCallback } from './OAuthCallback'
