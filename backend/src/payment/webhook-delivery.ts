import { signWebhook, SIGNATURE_HEADER } from './webhook-signature'

/**
 * Sends a provider event to the merchant's webhook as the provider does: JSON body, signed with the secret key.
 * Answers the HTTP status, or 0 when the webhook could not be reached.
 */
export async function deliverWebhook(
  url: string,
  secretKey: string,
  event: string,
  data: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const body = JSON.stringify({ event, data })
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, secretKey) },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}
