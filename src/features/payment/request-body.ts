import type { RequestHeaders, RequestInlineBody } from './provider-types'
import type { PaymentData } from './transaction-params'

/** camelCase data name -> the provider's request_inline field. Names not listed here are not sent. */
const WIRE_NAMES: Partial<Record<keyof PaymentData, string>> = {
  key: 'key',
  email: 'email',
  amount: 'amount',
  currency: 'currency',
  label: 'label',
  firstName: 'firstname',
  lastName: 'lastname',
  reference: 'reference',
  phone: 'phone',
  channels: 'channels',
  metadata: 'metadata',
  subaccountCode: 'subaccount',
  bearer: 'bearer',
  transactionCharge: 'transaction_charge',
  plan: 'plan',
  customerCode: 'customer_code',
  subscriptionCount: 'quantity',
  planInterval: 'interval',
  subscriptionLimit: 'invoice_limit',
  subscriptionStartDate: 'start_date',
  orderId: 'order_id',
  split: 'split',
  splitCode: 'split_code',
  transactionType: 'transaction_type',
  subscription: 'subscription',
  connectSplit: 'connect_split',
  hash: 'hash',
}

/** Channels when card or bank is switched off: the other one only. */
function restrictChannels(data: PaymentData): string[] | undefined {
  if (data.card === false && data.bank !== false) return ['bank']
  if (data.bank === false && data.card !== false) return ['card']
  return data.channels
}

/**
 * The request_inline body and headers for validated data: customerCode replaces email, planCode replaces amount,
 * objects (metadata, split, …) travel as JSON strings, and language / connect_account go in headers, never the body.
 */
export function buildRequestInline(data: PaymentData): { body: RequestInlineBody; headers: RequestHeaders } {
  const effective: PaymentData = { ...data, channels: restrictChannels(data) }
  if (effective.customerCode) delete effective.email
  if (effective.planCode) {
    effective.plan = effective.planCode
    delete effective.amount
  }
  const body: RequestInlineBody = { mode: 'popup' }
  for (const [name, wire] of Object.entries(WIRE_NAMES) as Array<[keyof PaymentData, string]>) {
    const value = effective[name]
    if (value === undefined || value === null) continue
    if (name === 'channels' && Array.isArray(value)) body[wire] = value.map(String)
    else if (typeof value === 'object') body[wire] = JSON.stringify(value)
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      body[wire] = value
  }
  const headers: RequestHeaders = {}
  if (data.language) headers['Accept-Language'] = data.language
  if (data.connectAccount) headers['x-connect-account'] = data.connectAccount
  return { body, headers }
}
