import { SignJWT, decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose'

export const AUTH_TOKEN_SECONDS = 300
export const REFRESH_TOKEN_SECONDS = 365 * 24 * 3600
export const SESSION_TOKEN_SECONDS = 48 * 3600
const LEEWAY_SECONDS = 60

export const nowSeconds = () => Math.floor(Date.now() / 1000)

export async function signToken(secret: Uint8Array, issuer: string, lifetime: number, data: object) {
  const iat = nowSeconds()
  const exp = iat + lifetime
  const token = await new SignJWT({ data } as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(exp)
    .sign(secret)
  return { token, exp }
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

export type VerifyResult = { ok: true; data: Record<string, unknown> } | { ok: false; message: string }

/**
 * Verifies an HS256 token and reports failures with php-jwt / WooGraphQL wording. The issuer is compared before the
 * signature, so a token from another site reports the iss mismatch (the useful diagnosis) whatever key signed it.
 */
export async function verifyToken(secret: Uint8Array, issuer: string, token: string): Promise<VerifyResult> {
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
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      clockTolerance: LEEWAY_SECONDS,
    })
    return { ok: true, data: (payload.data ?? {}) as Record<string, unknown> }
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, message: 'Expired token' }
    if (err instanceof errors.JWSSignatureVerificationFailed)
      return { ok: false, message: 'Signature verification failed' }
    if (err instanceof errors.JWTClaimValidationFailed && err.claim === 'nbf')
      return { ok: false, message: 'Cannot handle token prior to ' + new Date().toISOString() }
    return { ok: false, message: 'Signature verification failed' }
  }
}
