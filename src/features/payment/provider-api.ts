import { REQUEST_FAILED } from './messages'
import type {
  ProviderEnvelope,
  ProviderTransaction,
  RequestHeaders,
  RequestInlineBody,
} from './provider-types'
import type { TransactionLog } from './transaction-log'

export interface ProviderApiOptions {
  /** e.g. `https://api.paystack.co` or the embedded simulator's `<backend>/_payment/api`. */
  apiUrl: string
  fetch?: typeof fetch
}

/** Thrown for `status: false` or a failed request, with the provider's own message. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message)
    this.name = 'ProviderError'
  }
}

/** The four calls the popup client makes to the provider's API, unwrapping the `{status, message, data}` envelope. */
export function createProviderApi({ apiUrl, fetch: fetchImpl }: ProviderApiOptions) {
  const base = apiUrl.replace(/\/+$/, '')
  const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))

  async function call<T>(path: string, init: RequestInit): Promise<ProviderEnvelope<T>> {
    let response: Response
    try {
      response = await doFetch(`${base}/${path}`, init)
    } catch (err) {
      throw new ProviderError(err instanceof Error && err.message ? err.message : REQUEST_FAILED, 0)
    }
    let envelope: ProviderEnvelope<T> | undefined
    try {
      envelope = (await response.json()) as ProviderEnvelope<T>
    } catch {
      envelope = undefined
    }
    if (!response.ok || !envelope || envelope.status !== true) {
      const message =
        typeof envelope?.message === 'string' && envelope.message ? envelope.message : REQUEST_FAILED
      throw new ProviderError(message, response.status)
    }
    return envelope
  }

  const bearer = (merchantKey: string) => ({ Authorization: `Bearer ${merchantKey}` })
  const json = { 'Content-Type': 'application/json' }

  return {
    async requestInline(body: RequestInlineBody, headers: RequestHeaders): Promise<ProviderTransaction> {
      const env = await call<ProviderTransaction>('checkout/request_inline', {
        method: 'POST',
        headers: { ...json, ...headers },
        body: JSON.stringify(body),
      })
      return env.data as ProviderTransaction
    },
    async verifyAccessCode(accessCode: string): Promise<ProviderTransaction> {
      const env = await call<ProviderTransaction>(
        `transaction/verify_access_code/${encodeURIComponent(accessCode)}`,
        { method: 'GET' },
      )
      return env.data as ProviderTransaction
    },
    async updateLog(id: number, merchantKey: string, log: TransactionLog): Promise<void> {
      await call(`transaction/update_log/${id}`, {
        method: 'POST',
        headers: { ...json, ...bearer(merchantKey) },
        body: JSON.stringify({ payload: JSON.stringify(log) }),
      })
    },
    async setIp(id: number, merchantKey: string): Promise<void> {
      await call(`transaction/set_ip/${id}`, { method: 'POST', headers: bearer(merchantKey) })
    },
    /** The wallet's merchant validation (the provider's path is not public: ours is `wallet/session`). */
    async validateWalletSession(input: WalletSessionInput): Promise<unknown> {
      const env = await call('wallet/session', { method: 'POST', headers: json, body: JSON.stringify(input) })
      return env.data
    },
    async chargeWallet(transaction: number, paymentObject: unknown): Promise<string> {
      const env = await call('wallet/charge', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ transaction, paymentObject }),
      })
      return env.message
    },
  }
}

export interface WalletSessionInput {
  transaction: number
  sessionUrl: string
  displayName: string
  domainName: string
}

export type ProviderApi = ReturnType<typeof createProviderApi>
