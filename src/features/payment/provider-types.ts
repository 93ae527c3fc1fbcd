/** The provider's answer to every call: `status: false` carries the reason in `message`. */
export interface ProviderEnvelope<T> {
  status: boolean
  message: string
  data?: T
}

/** A transaction as request_inline and verify_access_code describe it (SPEC §3, provider field names). */
export interface ProviderTransaction {
  id: number
  access_code: string
  reference: string
  merchant_key: string
  merchant_name: string
  merchant_id: number
  merchant_logo: string | null
  channels: string[]
  amount: number
  currency: string
  email: string
  label: string | null
  customer: { id: number; email: string; customer_code: string } | null
  plan_details: { interval: string | null; name?: string } | null
  link_config: { enabled: boolean; has_payment_instruments: boolean } | null
  /** '' for a new transaction, else the provider's status (abandoned, success, pending, failed). */
  transaction_status: string
}

/** What the client sends to request_inline: snake_case wire names, objects as JSON strings. */
export type RequestInlineBody = Record<string, string | number | boolean | string[]>

export interface RequestHeaders {
  'Accept-Language'?: string
  'x-connect-account'?: string
}
