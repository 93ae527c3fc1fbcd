import type { PlannedCase } from './plan'

/** An origin no shop allows. */
export const FOREIGN_ORIGIN = 'http://evil.example'
/** A bearer token that is not a JWT ("Wrong number of segments"). */
export const GARBAGE_BEARER = 'garbage.token.here'
/** What the recording shows for the tokens it does not keep. */
export const REDACTED_TOKENS = { session: '<SESSION_TOKEN>', authToken: '<AUTH_TOKEN>' }

/** The headers a planned case is sent with, as the storefront's client sends them (urql, JSON). */
export function planHeaders(
  plan: PlannedCase,
  origin: string,
  tokens: { session?: string | null; authToken?: string | null },
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  }
  const send = plan.send ?? {}
  if (send.origin !== 'none') headers.origin = send.origin === 'foreign' ? FOREIGN_ORIGIN : origin
  if (send.auth)
    headers.authorization = `Bearer ${send.auth === 'garbage' ? GARBAGE_BEARER : (tokens.authToken ?? '')}`
  if (send.session)
    headers['woocommerce-session'] =
      send.session === 'bare' ? (tokens.session ?? '') : `Session ${tokens.session ?? ''}`
  return headers
}

/** Which of the shopper's credentials a case sends (a garbage token is not one). */
export function sentCredentials(plan: PlannedCase): string[] {
  return [
    ...(plan.send?.auth === true ? ['authorization'] : []),
    ...(plan.send?.session ? ['woocommerce-session'] : []),
  ]
}
