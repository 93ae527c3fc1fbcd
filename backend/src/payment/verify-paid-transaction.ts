import { readBoundedText } from './bounded-response'

/** Where and how to ask the provider. */
export interface ProviderConnection {
  apiUrl: string | null
  secretKey: string | null
  fetch?: typeof fetch
}

export type VerificationFailure =
  | 'not-configured'
  | 'invalid-input'
  | 'unreachable'
  | 'refused'
  | 'not-found'
  | 'not-successful'
  | 'amount-mismatch'
  | 'currency-mismatch'
  | 'wrong-mode'

export type PaymentVerification =
  | {
      paid: true
      transactionId: number
      reference: string
      amountKobo: number
      currency: string
      paidAt: string | null
      channel: string | null
    }
  | {
      paid: false
      reason: VerificationFailure
      /** The provider's status when it knows the transaction (pending, abandoned, failed, …). */
      status?: string
      /** The amount (kobo) and currency of a transaction the provider knows but has not completed (a transfer). */
      amountKobo?: number
      currency?: string
      message: string
    }

const REFERENCE = /^[A-Za-z0-9_.=-]{1,100}$/
const TIMEOUT_MS = 10_000
/** A verify answer is a few KB (the transaction, its customer and its log): far more is not a provider's answer. */
export const MAX_VERIFY_ANSWER_BYTES = 256 * 1024

const refuse = (reason: VerificationFailure, message: string, status?: string): PaymentVerification => ({
  paid: false,
  reason,
  message,
  ...(status ? { status } : {}),
})

/**
 * Server-side proof of payment: `GET /transaction/verify/{reference}` with the secret key, then the provider's
 * status must be success, the amount exactly the expected kobo, the currency the order's, and the mode (test/live)
 * the key's. What the browser says (onSuccess, isPaid, a transaction id) is never proof.
 */
export async function verifyPaidTransaction(
  provider: ProviderConnection,
  reference: string,
  expectedAmountKobo: number,
  currency: string,
): Promise<PaymentVerification> {
  if (!provider.apiUrl || !provider.secretKey)
    return refuse('not-configured', 'Card payments are not configured')
  if (typeof reference !== 'string' || !REFERENCE.test(reference))
    return refuse('invalid-input', 'Invalid transaction reference')
  if (!Number.isSafeInteger(expectedAmountKobo) || expectedAmountKobo <= 0)
    return refuse('invalid-input', 'Invalid expected amount')
  const code = String(currency).toUpperCase()
  if (!/^[A-Z]{3}$/.test(code)) return refuse('invalid-input', 'Invalid currency')
  const doFetch = provider.fetch ?? fetch
  let response: Response
  let body: { status?: unknown; message?: unknown; data?: Record<string, unknown> }
  try {
    response = await doFetch(
      `${provider.apiUrl.replace(/\/+$/, '')}/transaction/verify/${encodeURIComponent(reference)}`,
      { headers: { authorization: `Bearer ${provider.secretKey}` }, signal: AbortSignal.timeout(TIMEOUT_MS) },
    )
    body = JSON.parse(await readBoundedText(response, MAX_VERIFY_ANSWER_BYTES)) as typeof body
  } catch (err) {
    return refuse('unreachable', `The payment provider could not be reached: ${(err as Error).message}`)
  }
  const message = typeof body.message === 'string' ? body.message : ''
  if (response.status === 404) return refuse('not-found', message || 'Transaction reference not found')
  if (response.status === 401) return refuse('refused', message || 'Invalid key')
  if (!response.ok || body.status !== true || !body.data)
    return refuse('unreachable', message || 'Verification failed')
  const data = body.data
  if (data.reference !== reference) return refuse('not-found', 'The provider answered for another reference')
  const mode = provider.secretKey.startsWith('sk_live_') ? 'live' : 'test'
  if (data.domain !== mode)
    return refuse('wrong-mode', `A ${String(data.domain)} transaction cannot pay a ${mode} shop`)
  if (data.status !== 'success')
    return {
      ...refuse('not-successful', `The payment is ${String(data.status)}`, String(data.status)),
      // A pending transfer places an order only for exactly its total (payment-order.ts): say what it is for.
      ...(Number.isSafeInteger(data.amount) ? { amountKobo: data.amount as number } : {}),
      ...(typeof data.currency === 'string' ? { currency: data.currency.toUpperCase() } : {}),
    }
  if (data.amount !== expectedAmountKobo)
    return refuse(
      'amount-mismatch',
      `Paid ${String(data.amount)} kobo, expected ${expectedAmountKobo}`,
      'success',
    )
  if (String(data.currency).toUpperCase() !== code)
    return refuse('currency-mismatch', `Paid in ${String(data.currency)}, expected ${code}`, 'success')
  return {
    paid: true,
    transactionId: Number(data.id),
    reference,
    amountKobo: expectedAmountKobo,
    currency: code,
    paidAt: typeof data.paid_at === 'string' ? data.paid_at : null,
    channel: typeof data.channel === 'string' ? data.channel : null,
  }
}
