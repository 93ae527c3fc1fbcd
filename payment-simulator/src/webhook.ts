import { createHmac } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-paystack-signature'

/** HMAC-SHA512 of the raw body keyed with the secret key, hex: Paystack's webhook signature. */
export const signWebhook = (rawBody: string, secretKey: string) =>
  createHmac('sha512', secretKey).update(rawBody).digest('hex')

/**
 * Sends an event to the merchant's webhook as Paystack does: JSON body, signed with the secret key. Answers the
 * HTTP status, or 0 when the webhook could not be reached.
 */
export async function deliverWebhook(url: string, secretKey: string, event: string, data: unknown) {
  const body = JSON.stringify({ event, data })
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, secretKey) },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    // Only the status matters, as to Paystack: the merchant's body is never read, however large it is.
    await response.body?.cancel()
    return response.status
  } catch {
    return 0
  }
}
