import { SignJWT, decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose'

export const AUTH_TOKEN_SECONDS = 300
export const REFRESH_TOKEN_SECONDS = 365 * 24 * 3600
export const SESSION_TOKEN_SECONDS = 48 * 3600
const LEEWAY_SECONDS = 60

export const nowSeconds = () => Math.floor(Date.now() / 1000)

// jose imports a raw Uint8Array secret as a WebCrypto key on every sign and verify (a fifth of a getCart's CPU with
// the verify); the key is imported once per secret instead, as jose's documentation advises.
const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>()
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ])
    hmacKeys.set(secret, key)
  }
  return key
}

// The same claims signed in the same second make the same token (every cart change re-issues the session token, and
// a storefront sends them in bursts), so each is signed once: the tokens of the current second, by secret.
const signedThisSecond = new WeakMap<Uint8Array, { iat: number; tokens: Map<string, Promise<string>> }>()
const SIGNED_KEPT = 1_000

export async function signToken(secret: Uint8Array, issuer: string, lifetime: number, data: object) {
  const iat = nowSeconds()
  const exp = iat + lifetime
  let recent = signedThisSecond.get(secret)
  if (!recent || recent.iat !== iat || recent.tokens.size >= SIGNED_KEPT)
    signedThisSecond.set(secret, (recent = { iat, tokens: new Map() }))
  const claims = JSON.stringify([issuer, lifetime, data])
  let token = recent.tokens.get(claims)
  if (!token) recent.tokens.set(claims, (token = sign(secret, issuer, iat, exp, data)))
  return { token: await token, exp }
}

async function sign(secret: Uint8Array, issuer: string, iat: number, exp: number, data: object) {
  return new SignJWT({ data } as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(exp)
    .sign(await hmacKey(secret))
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** Whether a base64url segment decodes to valid UTF-8 (php-jwt's json_decode tells the two failures apart). */
function isUtf8(segment: string): boolean {
  try {
    strictUtf8.decode(Buffer.from(segment, 'base64url'))
    return true
  } catch {
    return false
  }
}

/**
 * Tokens whose signature was verified lately, by secret: a storefront sends the same session token with every
 * request, and its HMAC check (WebCrypto, asynchronous) was the largest cost of a getCart. A remembered token is
 * the same string, so the same signature; its time claims are checked again on every use, as jwtVerify checks them.
 */
interface Verified {
  token: string
  issuer: string
  data: Record<string, unknown>
  exp?: number
  nbf?: number
}
const VERIFIED_KEPT = 1_000
const verifiedTokens = new WeakMap<Uint8Array, Map<string, Verified>>()

function recentlyVerified(secret: Uint8Array, issuer: string, token: string): Record<string, unknown> | null {
  const kept = verifiedTokens.get(secret)
  const entry = kept?.get(token)
  if (!kept || !entry || entry.issuer !== issuer) return null
  const now = nowSeconds()
  // jwtVerify's rules with the same tolerance: expired when exp <= now - leeway, early when nbf > now + leeway.
  const current =
    (entry.exp === undefined || entry.exp > now - LEEWAY_SECONDS) &&
    (entry.nbf === undefined || entry.nbf <= now + LEEWAY_SECONDS)
  kept.delete(token)
  if (!current) return null
  kept.set(token, entry)
  return entry.data
}

function rememberVerified(secret: Uint8Array, entry: Verified): void {
  let kept = verifiedTokens.get(secret)
  if (!kept) verifiedTokens.set(secret, (kept = new Map()))
  if (kept.size >= VERIFIED_KEPT) kept.delete(kept.keys().next().value!)
  kept.set(entry.token, entry)
}

export type VerifyResult = { ok: true; data: Record<string, unknown> } | { ok: false; message: string }

/**
 * Verifies an HS256 token and reports failures with php-jwt / WooGraphQL wording. The issuer is compared before the
 * signature, so a token from another site reports the iss mismatch (the useful diagnosis) whatever key signed it.
 */
export async function verifyToken(secret: Uint8Array, issuer: string, token: string): Promise<VerifyResult> {
  const known = recentlyVerified(secret, issuer, token)
  if (known) return { ok: true, data: known }
  if (token.split('.').length !== 3) return { ok: false, message: 'Wrong number of segments' }
  let claims: JWTPayload
  try {
    claims = decodeJwt(token)
  } catch {
    return {
      ok: false,
      message: isUtf8(token.split('.')[0]!) ? 'Syntax error, malformed JSON' : 'Malformed UTF-8 characters',
    }
  }
  if (claims.iss !== issuer) return { ok: false, message: 'The iss do not match with this server' }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: ['HS256'],
      clockTolerance: LEEWAY_SECONDS,
    })
    const data = (payload.data ?? {}) as Record<string, unknown>
    rememberVerified(secret, { token, issuer, data, exp: payload.exp, nbf: payload.nbf })
    return { ok: true, data }
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, message: 'Expired token' }
    if (err instanceof errors.JWSSignatureVerificationFailed)
      return { ok: false, message: 'Signature verification failed' }
    if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'nbf')
      return { ok: false, message: 'Cannot handle token prior to ' + new Date().toISOString() }
    return { ok: false, message: 'Signature verification failed' }
  }
}
