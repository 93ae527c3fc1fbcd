import { randomBytes } from 'node:crypto'
import { transaction, type Db } from '../db/database'
import { deleteOAuthCode, findOAuthCode, insertOAuthCode } from '../db/oauth-codes'
import { nowSeconds } from '../auth/tokens'

/** The OAuth provider the backend simulates so that social login works offline. */
export const DEMO_PROVIDER = {
  provider: 'OAUTH2_GENERIC',
  name: 'Demo ID',
  clientId: 'demo-storefront',
} as const
const CODE_SECONDS = 600

export const callbackUrl = (storefrontUrl: string) =>
  `${storefrontUrl}/oauth/login/${DEMO_PROVIDER.provider.toLowerCase()}`

export function authorizationUrl(siteUrl: string, storefrontUrl: string): string {
  const params = new URLSearchParams({
    client_id: DEMO_PROVIDER.clientId,
    redirect_uri: callbackUrl(storefrontUrl),
    response_type: 'code',
    scope: 'profile email',
    state: randomBytes(12).toString('hex'),
  })
  return `${siteUrl}/oauth/authorize?${params}`
}

/** Issues a one-time authorization code for a user who approved the demo provider's consent page. */
export function issueCode(db: Db, userId: number, state: string): string {
  const code = randomBytes(24).toString('base64url')
  insertOAuthCode(db, code, userId, state, nowSeconds() + CODE_SECONDS)
  return code
}

/** Redeems a code once; the state must be the one the authorization started with. */
export function redeemCode(
  db: Db,
  code: string,
  state: string | null | undefined,
): { userId: number } | 'bad-state' | null {
  return transaction(db, () => {
    const row = findOAuthCode(db, code)
    if (!row || row.expires < nowSeconds()) return null
    if (state && state !== row.state) return 'bad-state' as const
    deleteOAuthCode(db, code)
    return { userId: row.user_id }
  })
}
