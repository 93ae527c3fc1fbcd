// Sign-in: documents, cache keys, store slice, viewer hooks and the account UI (loaded with the shop runtime).
import {
  Login,
  LoginWithProvider,
  Logout,
  RefreshAuthToken,
  RegisterCustomer,
  ResetPasswordEmail,
  ResetPasswordKey,
  UpdatePassword,
} from './auth-documents'

export { Logout, RefreshAuthToken, ViewerView } from './auth-documents'
export { LoginClientFields, ViewerFields } from './auth-fragments'
export { authKeys, watchViewerCache } from './auth-cache'
export { createAuthSlice, type AuthSlice } from './auth-slice'
export { redirectAfterLogin } from './redirect-after-login'
export { useLoginClients, useViewer } from './useViewer'
export { AccountMenu } from './AccountMenu'
export { AccountScreen } from './AccountScreen'
export { OAuthCallback } from './OAuthCallback'

/** Sign-in operations, checked against the schema by tests/contract. */
export const authDocuments = [
  Login,
  LoginWithProvider,
  Logout,
  RefreshAuthToken,
  RegisterCustomer,
  ResetPasswordEmail,
  ResetPasswordKey,
  UpdatePassword,
]
