import { stringifyDocument } from '@urql/core'
import { CheckPassword } from './auth-documents'
import { LOGIN_FAILED } from './login-failure'

/** true: the password is right; false: the backend refused it; null: no clear answer (unreachable, other error). */
export type CredentialsCheck = (username: string, password: string) => Promise<boolean | null>

/**
 * A password check for the password change: one login request of its own, with no session or auth
 * header, so it neither touches the shopper's session nor is refused as 'You are already logged in.'.
 * The tokens it brings back are never stored.
 */
export function createCredentialsCheck(url: string, fetchImpl?: typeof fetch): CredentialsCheck {
  const send = fetchImpl ?? ((input, init) => globalThis.fetch(input, init))
  return async (username, password) => {
    try {
      const response = await send(url, {
        method: 'POST',
        credentials: 'omit',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
        },
        body: JSON.stringify({
          query: stringifyDocument(CheckPassword),
          operationName: 'checkPassword',
          variables: { username, password },
        }),
      })
      const body = (await response.json()) as {
        data?: { login?: { authToken?: string | null } | null } | null
        errors?: { message?: string }[]
      }
      if (body.data?.login?.authToken) return true
      return body.errors?.[0]?.message === LOGIN_FAILED ? false : null
    } catch {
      return null
    }
  }
}
