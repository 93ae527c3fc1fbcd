import { graphql } from '../../graphql/tada'
import { CustomerFields } from '../account'
import { LoginClientFields, ViewerFields } from './auth-fragments'

/** The shopper as the cache holds it after getCart (read with `cache-only`, never sent). */
export const ViewerView = graphql(
  `
    query viewerView {
      viewer {
        ...ViewerFields
      }
      loginClients {
        ...LoginClientFields
      }
    }
  `,
  [ViewerFields, LoginClientFields],
)

export const Login = graphql(
  `
    mutation login($username: String!, $password: String!) {
      login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
        authToken
        authTokenExpiration
        refreshToken
        refreshTokenExpiration
        sessionToken
        user {
          ...ViewerFields
        }
        customer {
          ...CustomerFields
        }
      }
    }
  `,
  [ViewerFields, CustomerFields],
)

export const LoginWithProvider = graphql(`
  mutation loginWithProvider($input: LoginInput!) {
    login(input: $input) {
      authToken
      authTokenExpiration
      refreshToken
      refreshTokenExpiration
      sessionToken
    }
  }
`)

export const Logout = graphql(`
  mutation Logout {
    logout(input: { clientMutationId: "" }) {
      success
    }
  }
`)

/** Used by the client itself, shortly before the auth token expires. */
export const RefreshAuthToken = graphql(`
  mutation refreshToken($token: String!) {
    refreshToken(input: { refreshToken: $token }) {
      authToken
      authTokenExpiration
      success
    }
  }
`)

/**
 * Registration that signs the new customer in (`authenticate`), with the tokens Headless Login adds. No `viewer`:
 * where the new customer is not the request's user, Headless Login gives no tokens ("Users can only request tokens
 * for themselves.") and `viewer { id }` fails the whole answer (HTTP 400, recorded case `registerCustomer-ok`) though
 * the account was made; the client then logs in with what was just registered.
 */
export const RegisterCustomer = graphql(
  `
    mutation registerCustomer($input: RegisterCustomerInput!) {
      registerCustomer(input: $input) {
        authToken
        refreshToken
        customer {
          ...CustomerFields
        }
      }
    }
  `,
  [CustomerFields],
)

/**
 * Checks a password without signing in again: sent on its own, without the shopper's tokens (a
 * signed-in request would be refused with 'You are already logged in.'); its tokens are dropped.
 */
export const CheckPassword = graphql(`
  mutation checkPassword($username: String!, $password: String!) {
    login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
      authToken
    }
  }
`)

export const ResetPasswordEmail = graphql(`
  mutation ResetPasswordEmail($username: String!) {
    sendPasswordResetEmail(input: { username: $username }) {
      success
    }
  }
`)

export const ResetPasswordKey = graphql(`
  mutation ResetPasswordKey($key: String!, $login: String!, $password: String!) {
    resetUserPassword(input: { key: $key, login: $login, password: $password }) {
      user {
        id
      }
    }
  }
`)

export const UpdatePassword = graphql(`
  mutation updatePassword($id: ID!, $password: String!) {
    updateUser(input: { id: $id, password: $password }) {
      user {
        id
      }
    }
  }
`)

/** Sign-in operations the runtime can send, checked against the schema by tests/contract. */
export const authDocuments = [
  Login,
  LoginWithProvider,
  Logout,
  RefreshAuthToken,
  RegisterCustomer,
  CheckPassword,
  ResetPasswordEmail,
  ResetPasswordKey,
  UpdatePassword,
]
