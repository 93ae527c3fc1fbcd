import { invalidParameterType, requiredParameterMissing } from './messages'
import { isPlainObject, normaliseParameters } from './normalise-params'
import type { NormalisedParameters, PaymentData } from './transaction-params'

type Check = (value: unknown) => boolean
const isString: Check = (v) => typeof v === 'string'
const isAmount: Check = (v) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v !== '')
const isFunction: Check = (v) => typeof v === 'function'

/** The declared types; names not listed are passed on as given. */
const TYPES: Array<[keyof PaymentData, Check]> = [
  ['key', isString],
  ['amount', isAmount],
  ['channels', Array.isArray],
  ['metadata', isPlainObject],
  ['subscriptionCount', (v) => typeof v === 'number' && Number.isFinite(v)],
]

const present = (value: unknown) => value !== undefined && value !== null && value !== ''

/** The first rule the data breaks, as the message the provider's library gives, or null. */
export function findParameterProblem({ data, callbacks }: NormalisedParameters): string | null {
  if (!present(data.key)) return requiredParameterMissing('key')
  if (!present(data.amount) && !present(data.plan) && !present(data.planCode))
    return requiredParameterMissing('amount')
  if (!present(data.email) && !present(data.customerCode)) return requiredParameterMissing('email')
  for (const [name, check] of TYPES) {
    const value = data[name]
    if (value !== undefined && !check(value)) return invalidParameterType(name)
  }
  for (const [name, value] of Object.entries(callbacks)) {
    if (value !== undefined && !isFunction(value)) return invalidParameterType(name)
  }
  return null
}

/**
 * Normalises and checks transaction parameters. With an access code nothing else is checked (the transaction was
 * set up by the shop's server). Throws the provider library's message for the first broken rule.
 */
export function validateParameters(params: unknown): NormalisedParameters {
  const normalised = normaliseParameters(params)
  if (present(normalised.data.accessCode)) return normalised
  const problem = findParameterProblem(normalised)
  if (problem) throw new Error(problem)
  return normalised
}
