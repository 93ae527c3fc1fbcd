import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-paystack-signature'

/** HMAC-SHA512 of the raw body keyed with the secret key, hex: the provider's webhook signature. */
export function signWebhook(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex')
}

/** Whether `signature` is the body's signature (constant-time; a malformed value is simply false). */
export function isValidSignature(rawBody: Buffer, signature: unknown, secretKey: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false
  const expected = Buffer.from(signWebhook(rawBody, secretKey), 'hex')
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
