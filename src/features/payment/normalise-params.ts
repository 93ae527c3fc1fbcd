import { NON_EMPTY_PARAMETERS } from './messages'
import { PARAMETER_NAMES } from './param-names'
import { CALLBACK_NAMES, type NormalisedParameters } from './transaction-params'

const isCallbackName = (name: string): name is (typeof CALLBACK_NAMES)[number] =>
  (CALLBACK_NAMES as readonly string[]).includes(name)

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

/**
 * Maps camelCase and snake_case names onto one name each and drops every unknown key. A name given both ways keeps
 * the camelCase value. Throws when the parameters are not a non-empty object.
 */
export function normaliseParameters(params: unknown): NormalisedParameters {
  if (!isPlainObject(params) || Object.keys(params).length === 0) throw new Error(NON_EMPTY_PARAMETERS)
  const data: Record<string, unknown> = {}
  const callbacks: Record<string, unknown> = {}
  const fromCamel = new Set<string>()
  for (const [given, value] of Object.entries(params)) {
    if (!Object.hasOwn(PARAMETER_NAMES, given) || value === undefined) continue
    const name = PARAMETER_NAMES[given]!
    const isCamel = given === name
    if (fromCamel.has(name) && !isCamel) continue
    if (isCamel) fromCamel.add(name)
    if (isCallbackName(name)) callbacks[name] = value
    else data[name] = value
  }
  return { data, callbacks } as NormalisedParameters
}
